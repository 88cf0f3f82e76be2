// Helpers for 行山's tests: positions from partial JSON, and steps in the notation (`cast 3`,
// `choose P2 rice` for what an effect waits for).
import type { GameEvent, Result } from '../../contract.ts';
import { seededRng } from '../../rng.ts';
import { gyozanGame as game } from '../game.ts';
import type { GyozanState } from '../types.ts';

export { game };

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function errorCode<T>(result: Result<T>): string {
  if (result.ok) throw new Error('expected an error, got ok');
  return result.error.code;
}

export const rng = () => seededRng(9);
const CORNERS = ['KA', 'PA', 'PIA', 'KIA'];

export interface PlayerJson {
  hand?: string[];
  installed?: { card: string; sticks?: number; fresh?: boolean }[];
  rice?: number;
  coins?: number;
  square?: string;
  shielded?: boolean;
}

/** A position: P1 in its actions (nothing done yet) unless told; players at their corners with 10 rice. */
export function positionJson(players: PlayerJson[], extra: Record<string, unknown> = {}) {
  return {
    turn: 0,
    phase: { step: 'actions', done: 3 },
    waiting: null,
    halfCost: false,
    pile: ['黒兵', '黒兵', '黒兵', '赤兵', '赤兵', '赤兵', '黒船', '赤船', '黒弓', '赤弓'],
    discards: [],
    players: players.map((pl, p) => ({
      hand: pl.hand ?? [],
      installed: (pl.installed ?? []).map((s) => ({ card: s.card, sticks: s.sticks ?? 0, fresh: s.fresh ?? false })),
      rice: pl.rice ?? 10,
      coins: pl.coins ?? 0,
      square: pl.square ?? CORNERS[p],
      shielded: pl.shielded ?? false,
    })),
    ...extra,
  };
}

export function at(players: PlayerJson[], extra: Record<string, unknown> = {}, options: object = {}): GyozanState {
  const parsed = value(game.parseOptions({ players: players.length, ...options }));
  return value(game.parsePosition(positionJson(players, extra), parsed));
}

export interface Played {
  state: GyozanState;
  events: GameEvent[];
}

/** Steps: a move in the notation, `cast N`, or `choose OPTION`. Throws on a refusal. */
export function steps(start: GyozanState, list: string[]): Played {
  let state = start;
  const events: GameEvent[] = [];
  for (const step of list) {
    const cast = /^cast (\d)$/.exec(step);
    const result = cast !== null
      ? game.resolve(state, { cast: Number(cast[1]) }, rng())
      : step.startsWith('choose ')
        ? game.resolve(state, { choice: step.slice(7) }, rng())
        : game.play(state, value(game.parseMove(step, state)), rng());
    if (!result.ok) throw new Error(`${step}: ${result.error.code}: ${result.error.message}`);
    state = result.value.state;
    events.push(...result.value.events);
  }
  return { state, events };
}

export function refusal(state: GyozanState, step: string): string {
  const move = game.parseMove(step, state);
  if (!move.ok) return move.error.code;
  return errorCode(game.play(state, move.value, rng()));
}

export const notes = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'note' ? [e.text] : []));

export function player(state: GyozanState, p: number) {
  return (game.formatPosition(state) as { players: Record<string, unknown>[] }).players[p];
}

export const actions = (state: GyozanState) => game.legalMoves(state).map((m) => game.formatMove(m, state));
