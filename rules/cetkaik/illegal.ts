// Why a well-formed move is not legal, in one sentence a player understands.
import { squareName } from './board.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { encodeMove, isLegalPacked } from './moves.ts';
import { formatMove } from './notation.ts';
import { COLOR_GLYPHS, KIND_GLYPHS, KIND_OF, SIDES, SIDE_OF, TAM, colorIndex, kindIndex, otherSide } from './pieces.ts';
import type { CetkaikMove, CetkaikState } from './types.ts';

export function explainIllegal(state: CetkaikState, move: CetkaikMove): Result<never> {
  const name = squareName;
  const text = formatMove(move, state.board);
  const board = state.board;
  if (move.type === 'drop') {
    const held = state.hands[state.toMove].some((p) => p.color === move.color && p.kind === move.kind);
    const piece = COLOR_GLYPHS[colorIndex(move.color)] + KIND_GLYPHS[kindIndex(move.kind)];
    if (!held) return fail('not-in-hand', `${state.toMove}-side holds no ${piece} to drop`);
    if (board[move.dest] !== 0) return fail('occupied', `${name(move.dest)} is occupied: a drop needs an empty square`);
    return fail('illegal-move', `${text} is not a legal move`);
  }
  if (move.type === 'tam2') {
    if (board[move.src] !== TAM) return fail('no-tam2', `the Tam2 is not on ${name(move.src)}`);
    if (state.options.ruleset === 'cerke_online' && state.tamMovedBy === otherSide(state.toMove)) {
      return fail('tam2-twice', `${state.tamMovedBy}-side just moved the Tam2: in cerke_online it may not move again right away`);
    }
    return fail(
      'illegal-move',
      `${text} is not a Tam2 move: two king-steps, each onto an empty square, stepping over one occupied square at most`,
    );
  }
  const piece = board[move.src];
  if (piece === 0) return fail('empty-source', `there is no piece on ${name(move.src)}`);
  if (piece === TAM) return fail('tam2-notation', `the Tam2 on ${name(move.src)} moves as ${name(move.src)}皇[MID]DEST`);
  if (SIDES[SIDE_OF[piece]] !== state.toMove) {
    return fail('not-your-piece', `the piece on ${name(move.src)} is ${SIDES[SIDE_OF[piece]]}-side's; ${state.toMove}-side is to move`);
  }
  if (move.via !== null) {
    // The same route written with or without 心 may be the legal one.
    const flipped = encodeMove({ ...move, ray: !move.ray });
    if (flipped !== null && isLegalPacked(state, flipped)) {
      const right = formatMove({ ...move, ray: !move.ray }, board);
      return fail('write-as', `the second leg ${move.ray ? 'is no ray' : 'is a ray'}: write ${right}`);
    }
    if (board[move.via] === 0) return fail('no-via', `${name(move.via)} is empty: a piece steps only on an occupied square`);
  }
  const target = board[move.dest];
  if (target !== 0 && move.dest !== move.src) {
    if (target === TAM) return fail('tam2-uncapturable', 'the Tam2 is never captured');
    if (SIDES[SIDE_OF[target]] === state.toMove) return fail('own-piece', `${name(move.dest)} holds a piece of your own`);
  }
  const glyph = KIND_GLYPHS[KIND_OF[piece]];
  return fail('illegal-move', `${text} is not a legal move for the ${glyph} on ${name(move.src)}`);
}
