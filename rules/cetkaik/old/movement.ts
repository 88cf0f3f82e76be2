// How 古机戦's pieces move. The book gives: boats move anywhere in the water unless the other
// side's boat bars the way, never leave it and are never captured; a boat cannot step on a boat;
// no piece but a boat may be stepped on, and boats may be stepped on one after the other; a piece
// may capture after stepping, never step after capturing; 兵 in the other side's three rows move one
// square in the four orthogonal directions; 車 and 獣 (虎) capture by jumping over the piece taken
// to the square beyond, which must be on the board, dry and empty; no piece but a boat enters the
// water. The movement diagrams are lost: everything else below is a reading (OLD.md), taken from
// the modern pieces' normal movement:
// - 兵 steps one square forward (outside the other side's three rows);
// - 弓 moves any distance orthogonally through empty dry squares (water stops it, as the board's
//   edge does), ending there or on the first occupied square;
// - 車 jumps two squares orthogonally, over anything; jumping over an enemy piece takes it;
// - 虎 steps one square diagonally; it takes by jumping over a diagonally adjacent enemy;
// - 将 steps to the 7 neighbours but straight back, 王 to all 8; both take by landing, as 兵 and 弓.
// Each leg is judged where it starts; a leg that reaches a boat may step on it (the next leg starts
// there); a move never ends where it began.
import { CELLS, JUMP2, ROW, STEP, WATER } from '../board.ts';
import { DAU2, GUA2, IO, KAUK2, KAUN1, KIND_OF, NUAK1, SIDE_OF, UAI1 } from '../pieces.ts';
import type { PieceMove } from '../types.ts';

export const MAX_BOATS_STEPPED = 2;

const DIAGONALS = [1, 3, 5, 7];
const ORTHOGONALS = [0, 2, 4, 6];

/** Where one leg of a move may end, from `from`, for a piece of `side` and `kind`. */
export interface Leg {
  to: number;
  /** The square of the piece taken (`to` itself when taking by landing), or -1. */
  victim: number;
  /** `to` holds a boat the piece steps on (the move goes on from there). */
  boat: boolean;
}

const isBoat = (code: number) => code > 0 && KIND_OF[code] === NUAK1;
const isEnemy = (code: number, side: number) => code > 0 && SIDE_OF[code] !== side && !isBoat(code);

/** A side's forward direction: A-side moves toward row IA (down), IA-side toward row A. */
const forward = (side: number) => (side === 0 ? 4 : 0);

/** Rows of the other side's camp: AI AU IA for A-side, A E I for IA-side. */
export function inEnemyCamp(cell: number, side: number): boolean {
  return side === 0 ? ROW[cell] >= 6 : ROW[cell] <= 2;
}

/** A square one step away: a dry empty square to go to, an enemy to take, a boat to step on. */
function stepLeg(board: Int8Array, side: number, to: number, legs: Leg[]): void {
  if (to < 0) return;
  const code = board[to];
  if (code === 0) {
    if (WATER[to] === 0) legs.push({ to, victim: -1, boat: false });
  } else if (isBoat(code)) legs.push({ to, victim: -1, boat: true });
  else if (isEnemy(code, side)) legs.push({ to, victim: to, boat: false });
}

/** The legs of one piece from `from`; `board` has the moving piece already lifted. */
export function legsFrom(board: Int8Array, side: number, kind: number, from: number): Leg[] {
  const legs: Leg[] = [];
  switch (kind) {
    case KAUK2:
      if (inEnemyCamp(from, side)) for (const d of ORTHOGONALS) stepLeg(board, side, STEP[from * 8 + d], legs);
      else stepLeg(board, side, STEP[from * 8 + forward(side)], legs);
      break;
    case UAI1:
      for (let d = 0; d < 8; d++) if (d !== (forward(side) ^ 4)) stepLeg(board, side, STEP[from * 8 + d], legs);
      break;
    case IO:
      for (let d = 0; d < 8; d++) stepLeg(board, side, STEP[from * 8 + d], legs);
      break;
    case GUA2:
      for (const d of ORTHOGONALS) {
        for (let to = STEP[from * 8 + d]; to >= 0; to = STEP[to * 8 + d]) {
          const code = board[to];
          if (code === 0) {
            if (WATER[to] === 1) break;
            legs.push({ to, victim: -1, boat: false });
            continue;
          }
          if (isBoat(code)) legs.push({ to, victim: -1, boat: true });
          else if (isEnemy(code, side)) legs.push({ to, victim: to, boat: false });
          break;
        }
      }
      break;
    case KAUN1:
      for (const d of ORTHOGONALS) jumpLeg(board, side, from, d, legs, true);
      break;
    case DAU2:
      for (const d of DIAGONALS) jumpLeg(board, side, from, d, legs, false);
      break;
  }
  return legs;
}

/**
 * 車 (`overAnything`: it jumps two squares whatever stands between) and 虎 (steps one square; over
 * an enemy it jumps to take it). Jumping over an enemy takes it, and needs a dry empty square beyond:
 * no stepping on a boat after a capture.
 */
function jumpLeg(board: Int8Array, side: number, from: number, d: number, legs: Leg[], overAnything: boolean): void {
  const near = STEP[from * 8 + d];
  const far = JUMP2[from * 8 + d];
  if (near < 0) return;
  if (isEnemy(board[near], side)) {
    if (far >= 0 && board[far] === 0 && WATER[far] === 0) legs.push({ to: far, victim: near, boat: false });
    return;
  }
  if (!overAnything) {
    // The tiger's plain step: to a dry empty square, or onto a boat.
    if (board[near] === 0 ? WATER[near] === 0 : isBoat(board[near])) legs.push({ to: near, victim: -1, boat: isBoat(board[near]) });
    return;
  }
  if (far < 0) return;
  if (board[far] === 0) {
    if (WATER[far] === 0) legs.push({ to: far, victim: -1, boat: false });
  } else if (isBoat(board[far])) legs.push({ to: far, victim: -1, boat: true });
}

/** Water squares a boat can sail to: through empty water, not through the other boat. */
function boatTargets(board: Int8Array, from: number): number[] {
  const seen = new Set([from]);
  const queue = [from];
  const targets: number[] = [];
  while (queue.length > 0) {
    const at = queue.shift() as number;
    for (const d of ORTHOGONALS) {
      const next = STEP[at * 8 + d];
      if (next < 0 || seen.has(next) || WATER[next] === 0 || board[next] !== 0) continue;
      seen.add(next);
      targets.push(next);
      queue.push(next);
    }
  }
  return targets.sort((a, b) => a - b);
}

/** A legal move and what it takes. */
export interface OldMove {
  move: PieceMove;
  /** The square of the piece taken, or -1. */
  victim: number;
}

/** Every move of the pieces of `side`, in board order, direct routes before stepping ones. */
export function oldMoves(board: Int8Array, side: number): OldMove[] {
  const moves: OldMove[] = [];
  for (let src = 0; src < CELLS; src++) {
    const code = board[src];
    if (code === 0 || SIDE_OF[code] !== side) continue;
    const kind = KIND_OF[code];
    if (kind === NUAK1) {
      for (const dest of boatTargets(board, src)) moves.push({ move: { type: 'piece', src, via: null, dest, ray: false }, victim: -1 });
      continue;
    }
    const lifted = board.slice();
    lifted[src] = 0;
    const routes: OldMove[] = [];
    const walk = (from: number, boats: number[]) => {
      for (const leg of legsFrom(lifted, side, kind, from)) {
        if (leg.boat) {
          if (boats.length < MAX_BOATS_STEPPED && !boats.includes(leg.to)) walk(leg.to, [...boats, leg.to]);
          continue;
        }
        if (leg.to === src) continue;
        const move: PieceMove = { type: 'piece', src, via: boats[0] ?? null, dest: leg.to, ray: false };
        if (boats.length === 2) move.via2 = boats[1];
        routes.push({ move, victim: leg.victim });
      }
    };
    walk(src, []);
    routes.sort((a, b) => viaCount(a.move) - viaCount(b.move));
    moves.push(...routes);
  }
  return moves;
}

export const viaCount = (move: PieceMove) => (move.via === null ? 0 : move.via2 === undefined ? 1 : 2);
