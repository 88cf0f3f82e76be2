// Where one piece may go from a square (rules/cetkaik/README.md §2): the squares it may end on or
// step on, each marked RAY when reached by a ray (a stepping second leg along a ray needs a cast).
// Pure table walks over an Int8Array board; no allocation, so the generator stays fast.
import { DOWN, JUMP2, LEFT, RIGHT, STEP, UP } from './board.ts';
import { DAU2, GUA2, IO, KAUK2, KAUN1, KUA2, MAUN1, NUAK1, TUK2, UAI1 } from './pieces.ts';

/** Set on a reached square when a ray reached it. */
export const RAY = 128;
/** Keeps the cell of a reached entry. */
export const CELL_MASK = 127;

/** "Forward" for each side: A-side moves down the board (toward IA), IA-side up (toward A). */
export const FORWARD: readonly number[] = [DOWN, UP];

/** A fixed step: the neighbour, whatever stands there. */
function step(from: number, d: number, out: Int16Array, at: number): number {
  const t = STEP[from * 8 + d];
  if (t >= 0) out[at++] = t;
  return at;
}

/** Two squares straight on, the square between empty. */
function stepTwo(board: Int8Array, from: number, d: number, out: Int16Array, at: number): number {
  const mid = STEP[from * 8 + d];
  if (mid >= 0 && board[mid] === 0) {
    const t = STEP[mid * 8 + d];
    if (t >= 0) out[at++] = t;
  }
  return at;
}

/** A jump two squares on, ignoring the square between. */
function jump(from: number, d: number, out: Int16Array, at: number): number {
  const t = JUMP2[from * 8 + d];
  if (t >= 0) out[at++] = t;
  return at;
}

/** Through empty squares, ending on the first occupied one at the latest. */
function ray(board: Int8Array, from: number, d: number, out: Int16Array, at: number): number {
  let t = STEP[from * 8 + d];
  while (t >= 0) {
    out[at++] = t | RAY;
    if (board[t] !== 0) break;
    t = STEP[t * 8 + d];
  }
  return at;
}

/** 巫 on tam2 hue: a ray that may pass over at most one occupied square. */
function rayOverOne(board: Int8Array, from: number, d: number, out: Int16Array, at: number): number {
  let passed = 0;
  let t = STEP[from * 8 + d];
  while (t >= 0) {
    out[at++] = t | RAY;
    if (board[t] !== 0 && ++passed === 2) break;
    t = STEP[t * 8 + d];
  }
  return at;
}

/** 馬 on tam2 hue: a diagonal ray from distance 2, passing the adjacent square whatever is on it. */
function rayFromTwo(board: Int8Array, from: number, d: number, out: Int16Array, at: number): number {
  const first = STEP[from * 8 + d];
  if (first < 0) return at;
  return ray(board, first, d, out, at);
}

/**
 * Writes into `out` from index `at` every square the piece of `kind` standing on `from` may end
 * on or step on, and returns the new end. `forward` is the side's forward direction; `hue` says
 * whether `from` is tam2 hue. Occupied squares are included: whether the piece may capture or
 * step there is the caller's business.
 */
export function reach(
  board: Int8Array,
  from: number,
  kind: number,
  forward: number,
  hue: boolean,
  out: Int16Array,
  at: number,
): number {
  const back = forward ^ 4;
  if (!hue) {
    switch (kind) {
      case NUAK1:
        return ray(board, from, forward, out, at);
      case KAUK2:
        return step(from, forward, out, at);
      case GUA2:
        for (let d = 0; d < 8; d += 2) at = ray(board, from, d, out, at);
        return at;
      case KAUN1:
        for (let d = 0; d < 8; d += 2) at = jump(from, d, out, at);
        return at;
      case DAU2:
        for (let d = 1; d < 8; d += 2) at = step(from, d, out, at);
        return at;
      case MAUN1:
        for (let d = 1; d < 8; d += 2) at = jump(from, d, out, at);
        return at;
      case KUA2:
        at = ray(board, from, forward, out, at);
        at = ray(board, from, back, out, at);
        at = step(from, LEFT, out, at);
        return step(from, RIGHT, out, at);
      case TUK2:
        at = step(from, forward, out, at);
        at = step(from, back, out, at);
        at = ray(board, from, LEFT, out, at);
        return ray(board, from, RIGHT, out, at);
      case UAI1:
        for (let d = 0; d < 8; d++) if (d !== back) at = step(from, d, out, at);
        return at;
      case IO:
        for (let d = 0; d < 8; d++) at = step(from, d, out, at);
        return at;
    }
    return at;
  }
  switch (kind) {
    case NUAK1:
      at = step(from, LEFT, out, at);
      at = step(from, RIGHT, out, at);
      at = stepTwo(board, from, LEFT, out, at);
      at = stepTwo(board, from, RIGHT, out, at);
      at = ray(board, from, forward, out, at);
      return ray(board, from, back, out, at);
    case KAUK2:
      for (let d = 0; d < 8; d += 2) at = step(from, d, out, at);
      return stepTwo(board, from, forward, out, at);
    case GUA2:
    case DAU2:
      for (let d = 1; d < 8; d += 2) at = ray(board, from, d, out, at);
      return at;
    case KAUN1:
      for (let d = 1; d < 8; d += 2) at = jump(from, d, out, at);
      return at;
    case MAUN1:
      for (let d = 1; d < 8; d += 2) at = rayFromTwo(board, from, d, out, at);
      return at;
    case KUA2:
      for (let d = 0; d < 8; d += 2) at = ray(board, from, d, out, at);
      return at;
    case TUK2:
      for (let d = 0; d < 8; d++) at = rayOverOne(board, from, d, out, at);
      return at;
    case UAI1:
    case IO:
      for (let d = 0; d < 8; d++) at = step(from, d, out, at);
      return at;
  }
  return at;
}
