// Helpers for the Cuzco tests: holdings and tables from short JSON, moves played from text.
// Plain functions that throw on a failed Result (no test framework here).
import type { GameEvent, Json, Result } from '../../contract.ts';
import { seededRng } from '../../rng.ts';
import type { Colour } from '../data/vocabulary.ts';
import { cuzcoGame as game } from '../game.ts';
import { parseHoldings } from '../holdings.ts';
import type { CuzcoState, Holdings } from '../types.ts';

export const rng = seededRng(1);

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A quipu delivered to a village (its printed feather, VP and circle). */
export const q = (village: number, feather: Colour = 'pink', vp = 2, circle: 'inner' | 'outer' = 'inner', covered = false) =>
  ({ village, feather, vp, circle, ...(covered ? { covered: true } : {}) });

/** A research or farm tile. */
export const t = (ability: number, slid = false) => ({ ability, slid });

/** Holdings from partial JSON (the rest defaults to nothing held, turn-order tile 1). */
export function holdings(json: object): Holdings {
  return value(parseHoldings(json, 'test'));
}

/** A position from its players' partial holdings and any other position keys. */
export function table(players: Record<string, object>, rest: object = {}): CuzcoState {
  return value(game.parsePosition({ players, ...rest }, { players: Object.keys(players).length }));
}

export type Step = string | { entry: Json };

/** Plays moves (text) and entries in order; returns the state and every event. */
export function run(state: CuzcoState, steps: Step[]): { state: CuzcoState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const step of steps) {
    const outcome = typeof step === 'string'
      ? game.play(state, value(game.parseMove(step, state)), rng)
      : game.resolve(state, step, rng);
    if (!outcome.ok) throw new Error(`${JSON.stringify(step)}: ${outcome.error.code}: ${outcome.error.message}`);
    state = outcome.value.state;
    events.push(...outcome.value.events);
  }
  return { state, events };
}

/** Plays one move from text; the Result, for tests of refusals. */
export function tryMove(state: CuzcoState, text: string) {
  const move = game.parseMove(text, state);
  return move.ok ? game.play(state, move.value, rng) : move;
}
