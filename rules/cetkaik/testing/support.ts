// Helpers for the Cetkaik tests only (nothing in the game imports this file): positions from a
// short description, results unwrapped, moves as text.
import type { Outcome, Result } from '../../contract.ts';
import { seededRng } from '../../rng.ts';
import { cetkaikGame as game } from '../game.ts';
import type { CetkaikMove, CetkaikOptions, CetkaikState, Ruleset } from '../types.ts';

export { game };

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function errorOf<T>(result: Result<T>): { code: string; message: string } {
  if (result.ok) throw new Error('expected an error, got ok');
  return result.error;
}

export const rng = () => seededRng(7);

export function options(json: Record<string, unknown> = {}): CetkaikOptions {
  return value(game.parseOptions(json));
}

const COLORS: Record<string, string> = { 赤: 'red', 黒: 'black' };
const KINDS: Record<string, string> = {
  船: 'nuak1', 兵: 'kauk2', 弓: 'gua2', 車: 'kaun1', 虎: 'dau2', 馬: 'maun1', 筆: 'kua2', 巫: 'tuk2', 将: 'uai1', 王: 'io',
};

/** '赤弓' → {color, kind}. */
export function held(text: string): { color: string; kind: string } {
  return { color: COLORS[text[0]], kind: KINDS[text[1]] };
}

export interface Setup {
  /** Square → 'A赤弓', 'IA黒兵' or '皇'. */
  board: Record<string, string>;
  toMove?: 'A' | 'IA';
  ruleset?: Ruleset;
  hands?: { A?: string[]; IA?: string[] };
  tamMovedBy?: 'A' | 'IA' | null;
  options?: Record<string, unknown>;
}

export function positionJson(setup: Setup) {
  const board: Record<string, unknown> = {};
  for (const [square, piece] of Object.entries(setup.board)) {
    if (piece === '皇') {
      board[square] = { kind: 'tam2' };
    } else {
      const side = piece.startsWith('IA') ? 'IA' : 'A';
      board[square] = { side, ...held(piece.slice(side.length)) };
    }
  }
  return {
    ruleset: setup.ruleset ?? 'y1huap1',
    toMove: setup.toMove ?? 'A',
    board,
    hands: { A: (setup.hands?.A ?? []).map(held), IA: (setup.hands?.IA ?? []).map(held) },
    tamMovedBy: setup.tamMovedBy ?? null,
  };
}

export function position(setup: Setup): CetkaikState {
  return value(game.parsePosition(positionJson(setup), options(setup.options)));
}

/** The start of a game with the given options, A-side moving first unless told. */
export function start(json: Record<string, unknown> = {}): CetkaikState {
  return game.setup(options({ firstMovers: ['A'], ...json }), rng());
}

export const text = (state: CetkaikState, move: CetkaikMove) => game.formatMove(move, state);

/** The legal moves as sorted text, optionally only those starting on one square. */
export function movesText(state: CetkaikState, from?: string): string[] {
  return game
    .legalMoves(state)
    .map((m) => text(state, m))
    .filter((t) => from === undefined || t.startsWith(`${from}片`) || t.startsWith(`${from}皇`))
    .sort();
}

/** Where the piece on a square can end, as the move texts without the `SRC片` prefix, sorted. */
export function reachFrom(state: CetkaikState, from: string): string[] {
  return movesText(state, from).map((t) => t.slice(from.length + 1));
}

export function move(state: CetkaikState, notation: string): CetkaikMove {
  return value(game.parseMove(notation, state));
}

/** Plays a move given in notation; the move must be legal. */
export function playText(state: CetkaikState, notation: string): Outcome<CetkaikState> {
  return value(game.play(state, move(state, notation), rng()));
}

export function cast(state: CetkaikState, heads: number): Outcome<CetkaikState> {
  return value(game.resolve(state, { cast: heads }, rng()));
}

export function choose(state: CetkaikState, choice: string): Outcome<CetkaikState> {
  return value(game.resolve(state, { choice }, rng()));
}

/** The position JSON of a state as an object, for spreading and comparing. */
export function positionOf(state: CetkaikState): Record<string, unknown> {
  return game.formatPosition(state) as Record<string, unknown>;
}

/** What stands on a square in the position JSON of a state. */
export function at(state: CetkaikState, square: string): unknown {
  const json = game.formatPosition(state) as { board: Record<string, unknown> };
  return json.board[square] ?? null;
}

/** Sorted words of a space-separated list. */
export const words = (list: string) => list.split(/\s+/).filter(Boolean).sort();
