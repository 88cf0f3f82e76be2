// Playing 古机戦: one piece moves a turn (no hand, no drops, no sticks, no Tam2); the game is won by
// taking the other side's 王, the one hand of the game. Readings (OLD.md): a side with no legal
// move ends the game drawn; taken pieces are kept by the taker (shown, never dropped).
import { WATER, squareName } from '../board.ts';
import { ok } from '../../contract.ts';
import type { GameEvent, GameResult, Outcome, Result } from '../../contract.ts';
import { fail } from '../../fail.ts';
import { COLOR_NAMES, COLOR_OF, KIND_GLYPHS, KIND_NAMES, KIND_OF, NUAK1, SIDES, SIDE_OF, otherSide, sideIndex } from '../pieces.ts';
import type { Side } from '../pieces.ts';
import { freezeState } from '../state.ts';
import type { CetkaikMove, CetkaikOptions, CetkaikState, HeldPiece, PieceMove } from '../types.ts';
import { OLD_FIRST_MOVER, oldInitialBoard } from './layout.ts';
import { oldMoves } from './movement.ts';
import type { OldMove } from './movement.ts';
import { formatOldMove } from './notation.ts';

const movesCache = new WeakMap<CetkaikState, OldMove[]>();

/** The legal moves of the side to move, with what each takes (cached per state). */
export function oldLegal(state: CetkaikState): OldMove[] {
  if (state.over) return [];
  let moves = movesCache.get(state);
  if (moves === undefined) {
    moves = oldMoves(state.board, sideIndex(state.toMove));
    movesCache.set(state, moves);
  }
  return moves;
}

export const oldLegalMoves = (state: CetkaikState): CetkaikMove[] => oldLegal(state).map((m) => ({ ...m.move }));

/** A fresh 古机戦 game: the side given by `firstMovers` (A-side unless told) moves first. */
export function oldSetup(options: CetkaikOptions): CetkaikState {
  const first = options.firstMovers?.[0] ?? OLD_FIRST_MOVER;
  return oldState(options, oldInitialBoard(), first, { A: [], IA: [] });
}

/** A 古机戦 state: the pieces taken so far stand in `hands` (never dropped). */
export function oldState(options: CetkaikOptions, board: Int8Array, toMove: Side, taken: Record<Side, HeldPiece[]>): CetkaikState {
  const state = freezeState({
    options,
    board,
    hands: taken,
    penalties: { A: [], IA: [] },
    toMove,
    tamMovedBy: null,
    scores: { A: 0, IA: 0 },
    rate: 1,
    season: 0,
    seasonFirstMover: toMove,
    waiting: null,
    lastMove: null,
    over: false,
    winner: null,
  });
  return settled(state).state;
}

const kingTaken = (taken: readonly HeldPiece[]) => taken.some((p) => p.kind === 'io');

/** Whether the position is already decided: a king taken, or no move for the side to move. */
function settled(state: CetkaikState): { state: CetkaikState; event: GameEvent | null } {
  for (const side of SIDES) {
    if (kingTaken(state.hands[side])) return ended(freezeState({ ...state, over: true, winner: side, scores: resultScores(side) }));
  }
  if (oldMoves(state.board, sideIndex(state.toMove)).length === 0) return ended(freezeState({ ...state, over: true, winner: null }));
  return { state, event: null };
}

const ended = (over: CetkaikState) => ({ state: over, event: { type: 'end' as const, ...(oldResult(over) as GameResult) } });

/**
 * How a 古机戦 game ended (what its end event says), or null while it goes on: the winner took the
 * 王; with no winner, the side to move could not move.
 */
export function oldResult(state: CetkaikState): GameResult | null {
  if (!state.over) return null;
  const { winner } = state;
  return winner === null
    ? { scores: resultScores(null), winner: null, reason: `${state.toMove}-side cannot move: a draw` }
    : { scores: resultScores(winner), winner, reason: `${winner}-side took the 王` };
}

/** A won game counts 1 for the winner, 0 for the loser; a draw 0 each. */
export function resultScores(winner: Side | null): Record<Side, number> {
  return { A: winner === 'A' ? 1 : 0, IA: winner === 'IA' ? 1 : 0 };
}

const sameRoute = (a: PieceMove, b: CetkaikMove) =>
  b.type === 'piece' && a.src === b.src && a.dest === b.dest && a.via === b.via && (a.via2 ?? null) === (b.via2 ?? null) && !b.ray;

export function oldPlay(state: CetkaikState, move: CetkaikMove): Result<Outcome<CetkaikState>> {
  if (state.over) return fail('game-over', 'the game is over');
  if (typeof move !== 'object' || move === null) return fail('bad-move', 'not a move');
  if (move.type === 'drop') return fail('no-hand', '古机戦 has no hand: taken pieces are never put back');
  if (move.type === 'tam2') return fail('no-tam2', '古机戦 has no Tam2');
  if (move.type !== 'piece') return fail('bad-move', 'not a move');
  const found = oldLegal(state).find((m) => sameRoute(m.move, move));
  if (found === undefined) return explain(state, move);
  return ok(apply(state, found));
}

function apply(state: CetkaikState, chosen: OldMove): Outcome<CetkaikState> {
  const { move, victim } = chosen;
  const mover = state.toMove;
  const text = formatOldMove(move);
  const board = state.board.slice();
  const piece = board[move.src];
  const events: GameEvent[] = [];
  let hands = state.hands;
  if (victim >= 0) {
    const code = board[victim];
    const taken: HeldPiece = { color: COLOR_NAMES[COLOR_OF[code]], kind: KIND_NAMES[KIND_OF[code]] };
    hands = { ...hands, [mover]: [...hands[mover], taken] };
    board[victim] = 0;
    events.push({ type: 'note', text: `${mover}-side takes the ${KIND_GLYPHS[KIND_OF[code]]} on ${squareName(victim)}` });
  }
  board[move.src] = 0;
  board[move.dest] = piece;
  const after = freezeState({
    ...state,
    board,
    hands,
    toMove: otherSide(mover),
    lastMove: { side: mover, move, text, failed: false },
  });
  const end = settled(after);
  return { state: end.state, events: end.event === null ? events : [...events, end.event] };
}

/** Why a move of the notation's shape is not legal. */
function explain(state: CetkaikState, move: PieceMove): Result<never> {
  const board = state.board;
  const piece = board[move.src];
  const name = squareName;
  if (piece === 0) return fail('empty-source', `there is no piece on ${name(move.src)}`);
  if (SIDES[SIDE_OF[piece]] !== state.toMove) return fail('not-your-piece', `the piece on ${name(move.src)} is ${SIDES[SIDE_OF[piece]]}-side's; ${state.toMove}-side is to move`);
  if (move.ray) return fail('no-sticks', '古机戦 has no sticks: write the route without 心');
  for (const via of [move.via, move.via2 ?? null]) {
    if (via !== null && (board[via] === 0 || KIND_OF[board[via]] !== NUAK1)) return fail('not-a-boat', `${name(via)} holds no boat: only boats are stepped on`);
  }
  const target = board[move.dest];
  if (target !== 0 && KIND_OF[target] === NUAK1) return fail('boat-uncapturable', 'boats are never captured');
  if (target !== 0 && SIDES[SIDE_OF[target]] === state.toMove) return fail('own-piece', `${name(move.dest)} holds a piece of your own`);
  if (KIND_OF[piece] === NUAK1) return fail('boat-in-water', 'a boat sails only through the water, and the other boat bars the way');
  if (target === 0 && WATER[move.dest] === 1) return fail('no-water', 'only boats enter the water');
  const glyph = KIND_GLYPHS[KIND_OF[piece]];
  const routes = oldLegal(state).filter((m) => m.move.src === move.src);
  const hint = routes.length === 0 ? ' (it has no move now)' : '';
  return fail('illegal-move', `${formatOldMove(move)} is not a move of the ${glyph} on ${name(move.src)}${hint}`);
}
