// Helpers for the ship race's tests: games and positions from JSON, and turns written
// `5 supply P1a` (the heads of the cast, then the action in the notation).
import type { GameEvent, Result } from '../../contract.ts';
import { seededRng } from '../../rng.ts';
import { shipraceGame as game } from '../game.ts';
import type { ShipraceState } from '../types.ts';

export { game };

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function errorCode<T>(result: Result<T>): string {
  if (result.ok) throw new Error('expected an error, got ok');
  return result.error.code;
}

const rng = () => seededRng(5);

export function race(options: object = {}): ShipraceState {
  return game.setup(value(game.parseOptions(options)), rng());
}

export function raceAt(position: object, options: object = {}): ShipraceState {
  return value(game.parsePosition(position, value(game.parseOptions(options))));
}

export function cast(state: ShipraceState, heads: number): ShipraceState {
  return value(game.resolve(state, { cast: heads }, rng())).state;
}

export interface Played {
  state: ShipraceState;
  events: GameEvent[];
}

/** Plays an action in the notation (the cast must be in). */
export function act(state: ShipraceState, text: string): Played {
  const outcome = value(game.play(state, value(game.parseMove(text, state)), rng()));
  return { state: outcome.state, events: outcome.events };
}

/** Plays whole turns: `5 supply P1a` casts 5 then supplies P1a. Throws on any refusal. */
export function turns(start: ShipraceState, list: string[]): Played {
  let state = start;
  const events: GameEvent[] = [];
  for (const turn of list) {
    const match = /^(\d) (.+)$/.exec(turn);
    if (match === null) throw new Error(`a turn is "HEADS ACTION", not ${turn}`);
    const heads = Number(match[1]);
    const casted = game.resolve(state, { cast: heads }, rng());
    if (!casted.ok) throw new Error(`${turn}: the cast was refused: ${casted.error.message}`);
    events.push(...casted.value.events);
    const move = game.parseMove(match[2], casted.value.state);
    if (!move.ok) throw new Error(`${turn}: ${move.error.message}`);
    const played = game.play(casted.value.state, move.value, rng());
    if (!played.ok) throw new Error(`${turn} (turn ${state.turn}): ${played.error.code}: ${played.error.message}`);
    state = played.value.state;
    events.push(...played.value.events);
  }
  return { state, events };
}

/** The refusal code of an action after a cast. */
export function refusal(state: ShipraceState, heads: number | null, text: string): string {
  const casted = heads === null ? state : cast(state, heads);
  const move = game.parseMove(text, casted);
  if (!move.ok) return move.error.code;
  return errorCode(game.play(casted, move.value, rng()));
}

export const notes = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'note' ? [e.text] : []));

/** A ship's place and cargo as the position shows them. */
export function shipAt(state: ShipraceState, id: string): { cell: string; cargo: number } {
  return (game.formatPosition(state) as { ships: Record<string, { cell: string; cargo: number }> }).ships[id];
}

/** Every ship at its start berth with no cargo unless given; tracks 20 and 0. */
export function position(players: number, ships: Record<string, { cell: string; cargo: number }>, extra: object = {}): object {
  const all: Record<string, { cell: string; cargo: number }> = {};
  const startCells = ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'I1', 'A2', 'B2', 'C2'];
  for (let p = 0; p < players; p++) {
    for (let k = 0; k < 3; k++) all[`P${p + 1}${'abc'[k]}`] = { cell: startCells[3 * p + k], cargo: 0 };
  }
  const names = Array.from({ length: players }, (_, p) => `P${p + 1}`);
  return {
    turn: 0,
    cast: null,
    ships: { ...all, ...ships },
    start: Object.fromEntries(names.map((n) => [n, 20])),
    goal: Object.fromEntries(names.map((n) => [n, 0])),
    ...extra,
  };
}
