// Helpers for the stick games' tests: options, states and scripted play in the notation, with
// casts written `cast 3`.
import type { Game, GameEvent, Geometry, Result } from '../../contract.ts';
import { seededRng } from '../../rng.ts';
import type { SticksMove, SticksOptions, SticksState } from '../types.ts';

export type StickGame<S extends SticksState> = Game<S, SticksMove, SticksOptions>;

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function errorCode<T>(result: Result<T>): string {
  if (result.ok) throw new Error('expected an error, got ok');
  return result.error.code;
}

export const rng = () => seededRng(16);

export function startGame<S extends SticksState>(game: StickGame<S>, options: object = {}, board?: Geometry): S {
  return game.setup(value(game.parseOptions(options, board)), rng());
}

export interface Played<S> {
  state: S;
  events: GameEvent[];
}

/** Plays steps in order: a move in the notation, or `cast N` for the sticks awaited. Throws on a refusal. */
export function playSteps<S extends SticksState>(game: StickGame<S>, start: S, steps: string[]): Played<S> {
  let state = start;
  const events: GameEvent[] = [];
  for (const step of steps) {
    const cast = /^cast (\d)$/.exec(step);
    const result = cast !== null ? game.resolve(state, { cast: Number(cast[1]) }, rng()) : game.play(state, value(game.parseMove(step, state)), rng());
    if (!result.ok) throw new Error(`${step}: ${result.error.code}: ${result.error.message}`);
    state = result.value.state;
    events.push(...result.value.events);
  }
  return { state, events };
}

/** The refusal code of one more step. */
export function refusal<S extends SticksState>(game: StickGame<S>, state: S, step: string): string {
  const cast = /^cast (\d)$/.exec(step);
  if (cast !== null) return errorCode(game.resolve(state, { cast: Number(cast[1]) }, rng()));
  const move = game.parseMove(step, state);
  if (!move.ok) return move.error.code;
  return errorCode(game.play(state, move.value, rng()));
}

export const balances = (state: SticksState) => ({ ...state.balances });

export const notes = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'note' ? [e.text] : []));
