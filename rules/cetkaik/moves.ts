// Legal moves as objects: the generator's packed integers decoded, and objects encoded back so
// that `play` can check a move against the very list the generator makes.
import { WATER } from './board.ts';
import {
  DROP, MAX_MOVES, NONE, PLAIN, STEP_FINITE, STEP_RAY, TAM_PLAIN, TAM_VIA_FIRST, TAM_VIA_SECOND,
  destOf, generate, midOf, pack, srcOf, typeOf, viaOf,
} from './generate.ts';
import {
  COLOR_NAMES, COLOR_OF, KIND_NAMES, KIND_OF, NUAK1, colorIndex, kindIndex, pieceCode, sideIndex,
} from './pieces.ts';
import { generationRules, handCounts } from './state.ts';
import type { CetkaikMove, CetkaikState } from './types.ts';

const buffer = new Int32Array(MAX_MOVES);
const freeBuffer = new Int32Array(MAX_MOVES);

/** Fast path for benchmarks and searches: packs the legal moves of the side to move into `out`. */
export function generateMoves(state: CetkaikState, out: Int32Array = buffer): number {
  if (state.over || state.waiting !== null) return 0;
  return generate(
    state.board,
    sideIndex(state.toMove),
    handCounts(state.hands[state.toMove]),
    generationRules(state),
    out,
  );
}

export function decodeMove(m: number): CetkaikMove {
  const type = typeOf(m);
  const src = srcOf(m);
  const dest = destOf(m);
  switch (type) {
    case PLAIN:
      return { type: 'piece', src, via: null, dest, ray: false };
    case STEP_FINITE:
      return { type: 'piece', src, via: viaOf(m), dest, ray: false };
    case STEP_RAY:
      return { type: 'piece', src, via: viaOf(m), dest, ray: true };
    case TAM_PLAIN:
      return { type: 'tam2', src, mid: midOf(m), dest, via: null, stepIn: null };
    case TAM_VIA_FIRST:
      return { type: 'tam2', src, mid: midOf(m), dest, via: viaOf(m), stepIn: 'first' };
    case TAM_VIA_SECOND:
      return { type: 'tam2', src, mid: midOf(m), dest, via: viaOf(m), stepIn: 'second' };
    default:
      return { type: 'drop', color: COLOR_NAMES[COLOR_OF[src]], kind: KIND_NAMES[KIND_OF[src]], dest };
  }
}

const isCell = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 81;

/** The packed form of a well-formed move object, or null when it is not one. */
export function encodeMove(move: CetkaikMove): number | null {
  if (typeof move !== 'object' || move === null || !isCell(move.dest)) return null;
  if (move.type === 'piece') {
    if (!isCell(move.src) || typeof move.ray !== 'boolean') return null;
    if (move.via === null) return move.ray ? null : pack(PLAIN, move.src, NONE, NONE, move.dest);
    if (!isCell(move.via)) return null;
    return pack(move.ray ? STEP_RAY : STEP_FINITE, move.src, move.via, NONE, move.dest);
  }
  if (move.type === 'tam2') {
    if (!isCell(move.src) || !isCell(move.mid)) return null;
    if (move.via === null) return move.stepIn === null ? pack(TAM_PLAIN, move.src, NONE, move.mid, move.dest) : null;
    if (!isCell(move.via)) return null;
    if (move.stepIn === 'first') return pack(TAM_VIA_FIRST, move.src, move.via, move.mid, move.dest);
    if (move.stepIn === 'second') return pack(TAM_VIA_SECOND, move.src, move.via, move.mid, move.dest);
    return null;
  }
  if (move.type === 'drop') {
    const color = colorIndex(move.color);
    const kind = kindIndex(move.kind);
    if (color < 0 || kind < 0) return null;
    return pack(DROP, pieceCode(0, color, kind), NONE, NONE, move.dest);
  }
  return null;
}

/**
 * Every legal move of the side to move: board moves, Tam2 moves, drops (one per kind and colour
 * held). The moves that need a cast come first: where a free route reaches the same square, it
 * comes later, and a board lighting a lifted piece's targets in list order shows that square
 * as the free route the host will take (rules/cetkaik/README.md §8).
 */
export function legalMoves(state: CetkaikState): CetkaikMove[] {
  const n = generateMoves(state, buffer);
  const board = state.board;
  const moves: CetkaikMove[] = [];
  let free = 0;
  for (let i = 0; i < n; i++) {
    const m = buffer[i];
    if (needsCast(board, m)) moves.push(decodeMove(m));
    else freeBuffer[free++] = m;
  }
  for (let i = 0; i < free; i++) moves.push(decodeMove(freeBuffer[i]));
  return moves;
}

/** A packed move that casts: a ray after stepping, or a water entry (from outside, not a boat). */
function needsCast(board: Int8Array, m: number): boolean {
  const type = typeOf(m);
  if (type === STEP_RAY) return true;
  if (type !== PLAIN && type !== STEP_FINITE) return false;
  const src = srcOf(m);
  const piece = board[src];
  return WATER[destOf(m)] === 1 && WATER[src] === 0 && KIND_OF[piece] !== NUAK1;
}

/** Whether the packed move is among the legal moves of the state. */
export function isLegalPacked(state: CetkaikState, packed: number): boolean {
  const n = generateMoves(state, buffer);
  for (let i = 0; i < n; i++) if (buffer[i] === packed) return true;
  return false;
}

/** Whether a piece move needs the water cast: ends in water, starts outside it, and is no boat. */
export function needsWaterCast(board: Int8Array, move: CetkaikMove): boolean {
  if (move.type !== 'piece') return false;
  const piece = board[move.src];
  return WATER[move.dest] === 1 && WATER[move.src] === 0 && piece > 0 && KIND_OF[piece] !== NUAK1;
}
