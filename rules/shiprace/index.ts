// Public surface of 連船之遊 (the ship race).
export { shipraceGame } from './game.ts';
export { DEFAULT_TRACK } from './track.ts';
export type { Ship, ShipraceMove, ShipraceOptions, ShipraceState, Track } from './types.ts';
