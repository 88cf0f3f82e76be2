// Options of the ship race: {"players": 2} (2 to 4), and optionally {"track": {...}} to lay the
// track out differently (cell names, see track.ts). The board, when known, must hold the track.
import { ok } from '../contract.ts';
import type { Geometry, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { DEFAULT_BOARD, DEFAULT_TRACK, MAX_PLAYERS, parseTrack } from './track.ts';
import type { ShipraceOptions } from './types.ts';

const KEYS = ['players', 'track'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseShipraceOptions(json: unknown, board?: Geometry): Result<ShipraceOptions> {
  const input = json === undefined || json === null ? {} : json;
  if (!isRecord(input)) return fail('bad-option', 'options must be a JSON object');
  for (const key of Object.keys(input)) {
    if (!KEYS.includes(key)) return fail('unknown-option', `unknown option ${JSON.stringify(key)} (known: ${KEYS.join(', ')})`);
  }
  const players = input.players ?? 2;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > MAX_PLAYERS) {
    return fail('bad-option', `players must be 2 to ${MAX_PLAYERS}`);
  }
  const geometry = board === undefined ? DEFAULT_BOARD : { rows: board.rows, cols: board.cols };
  if (input.track === undefined || input.track === null) {
    if (geometry.rows < DEFAULT_BOARD.rows || geometry.cols < DEFAULT_BOARD.cols) {
      return fail('board-too-small', `the default track needs a 9×9 board, this one is ${geometry.rows}×${geometry.cols}: give a track that fits`);
    }
    // The default track keeps to the top-left 9×9 of a bigger board.
    const track = geometry.cols === DEFAULT_BOARD.cols ? DEFAULT_TRACK : remap(DEFAULT_TRACK, geometry.cols);
    return ok(Object.freeze({ players, board: Object.freeze(geometry), track, defaultTrack: true }));
  }
  const track = parseTrack(input.track, geometry, players);
  if (!track.ok) return track;
  return ok(Object.freeze({ players, board: Object.freeze(geometry), track: Object.freeze(track.value), defaultTrack: false }));
}

/** The default track's cells on a board `cols` wide. */
function remap(track: typeof DEFAULT_TRACK, cols: number) {
  const move = (cell: number) => Math.floor(cell / DEFAULT_BOARD.cols) * cols + (cell % DEFAULT_BOARD.cols);
  return Object.freeze({ start: track.start.map(move), points: track.points.map((p) => p.map(move)), goal: track.goal.map(move) });
}
