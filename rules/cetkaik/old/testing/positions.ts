// Helpers for 古机戦's tests: positions from a short description, moves as text.
import type { Outcome, Result } from '../../../contract.ts';
import { seededRng } from '../../../rng.ts';
import { cetkaikGame as game } from '../../game.ts';
import type { CetkaikMove, CetkaikState } from '../../types.ts';

export { game };

const KINDS: Record<string, string> = { 船: 'nuak1', 兵: 'kauk2', 弓: 'gua2', 車: 'kaun1', 虎: 'dau2', 将: 'uai1', 王: 'io' };

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function errorCode<T>(result: Result<T>): string {
  if (result.ok) throw new Error('expected an error, got ok');
  return result.error.code;
}

export const rng = () => seededRng(3);
export const oldOptions = (json: object = {}) => value(game.parseOptions({ ruleset: 'old', ...json }));

export function startOld(json: object = {}): CetkaikState {
  return game.setup(oldOptions(json), rng());
}

/** Square → 'A兵' / 'IA王'; captured as glyphs. */
export function oldPositionJson(board: Record<string, string>, toMove: 'A' | 'IA' = 'A', captured: { A?: string[]; IA?: string[] } = {}) {
  const pieces: Record<string, unknown> = {};
  for (const [square, text] of Object.entries(board)) {
    const side = text.startsWith('IA') ? 'IA' : 'A';
    pieces[square] = { side, kind: KINDS[text.slice(side.length)] };
  }
  return {
    ruleset: 'old',
    toMove,
    board: pieces,
    captured: { A: (captured.A ?? []).map((g) => KINDS[g]), IA: (captured.IA ?? []).map((g) => KINDS[g]) },
  };
}

export function oldAt(board: Record<string, string>, toMove: 'A' | 'IA' = 'A', captured: { A?: string[]; IA?: string[] } = {}): CetkaikState {
  return value(game.parsePosition(oldPositionJson(board, toMove, captured), oldOptions()));
}

export const text = (state: CetkaikState, move: CetkaikMove) => game.formatMove(move, state);

/** Where the piece on a square can go, as the move texts without `SRC片`, sorted. */
export function reach(state: CetkaikState, from: string): string[] {
  return game
    .legalMoves(state)
    .map((m) => text(state, m))
    .filter((t) => t.startsWith(`${from}片`))
    .map((t) => t.slice(from.length + 1))
    .sort();
}

export function playOld(state: CetkaikState, notation: string): Outcome<CetkaikState> {
  return value(game.play(state, value(game.parseMove(notation, state)), rng()));
}

export function refusal(state: CetkaikState, notation: string): string {
  const move = game.parseMove(notation, state);
  if (!move.ok) return move.error.code;
  return errorCode(game.play(state, move.value, rng()));
}

export function at(state: CetkaikState, square: string): unknown {
  return (game.formatPosition(state) as { board: Record<string, unknown> }).board[square] ?? null;
}

export const words = (list: string) => list.split(/\s+/).filter(Boolean).sort();

/** The cell of a square name. */
export const cell = (name: string) => game.parseCell(name, { rows: 9, cols: 9 }) as number;
