// The move generator: every board move, Tam2 move and drop of one side, written as packed
// 31-bit integers into an Int32Array. No objects, strings or CellSets inside: the public
// `legalMoves` decodes what this writes. It lists exactly what the community's reference move
// lists hold (rules/cetkaik/README.md §7), plus drops and, unless told otherwise, the moves that
// step on the Tam2 (撃皇).
//
// Packed move: dest bits 0-6, src 7-13 (a drop: the held piece's code), via 14-20, mid 21-27
// (NONE when absent), type 28-30.
import { CELLS, FIXED_TAM_HUE, ROW, COL, STEP } from './board.ts';
import { CELL_MASK, FORWARD, RAY, reach } from './movement.ts';
import { KIND_OF, SIDE_OF, TAM, UAI1, pieceCode } from './pieces.ts';

export const NONE = 127;
/** SRC片DEST: a plain move or a capture. */
export const PLAIN = 0;
/** SRC片VIADEST: stepping, the second leg a step or a jump. */
export const STEP_FINITE = 1;
/** SRC片VIA心DEST: stepping, the second leg a ray (a cast decides). */
export const STEP_RAY = 2;
/** SRC皇[MID]DEST. */
export const TAM_PLAIN = 3;
/** SRC皇VIA[MID]DEST: the Tam2 stepped over VIA in its first half. */
export const TAM_VIA_FIRST = 4;
/** SRC皇[MID]VIADEST: the Tam2 stepped over VIA in its second half. */
export const TAM_VIA_SECOND = 5;
/** A held piece onto an empty square; src holds the piece's code as held by side A. */
export const DROP = 6;

export function pack(type: number, src: number, via: number, mid: number, dest: number): number {
  return (type << 28) | (mid << 21) | (via << 14) | (src << 7) | dest;
}
export const typeOf = (m: number): number => m >>> 28;
export const srcOf = (m: number): number => (m >>> 7) & 127;
export const viaOf = (m: number): number => (m >>> 14) & 127;
export const midOf = (m: number): number => (m >>> 21) & 127;
export const destOf = (m: number): number => m & 127;

/** What the generator needs to know besides the board. */
export interface GenerationRules {
  /** The Tam2's own square is tam2 hue (cerke_online). */
  tamItselfIsHue: boolean;
  /** Tam2 moves may be listed (cerke_online forbids them right after the opponent's). */
  tamMayMove: boolean;
  /** List the moves that step on the Tam2 (撃皇): legal in every ruleset; the reference lists leave them out. */
  stepOnTam: boolean;
}

/** The most moves a position can have, with room to spare (about 25 000 in theory). */
export const MAX_MOVES = 1 << 16;

// Scratch space, reused by every call (generation is synchronous and never re-entered).
const scratch = new Int8Array(CELLS);
const reached = new Int16Array(1024);
const guardStamp = new Int32Array(CELLS);
let stamp = 0;

/**
 * Writes the moves of `side` (0 = A, 1 = IA) into `out` and returns how many. `held` counts the
 * side's hand per slot (colour × 10 + kind), or is null for no drops.
 */
export function generate(
  board: Int8Array,
  side: number,
  held: Uint8Array | null,
  rules: GenerationRules,
  out: Int32Array,
): number {
  const b = scratch;
  b.set(board);
  let n = 0;

  // One pass: where the Tam2 stands, and which squares an opposing 将 on tam2 hue guards.
  let tam = -1;
  for (let c = 0; c < CELLS; c++) if (b[c] === TAM) tam = c;
  const tamSelf = rules.tamItselfIsHue;
  if (++stamp === 0x7fffffff) {
    guardStamp.fill(0);
    stamp = 1;
  }
  for (let c = 0; c < CELLS; c++) {
    const p = b[c];
    if (p > 0 && p !== TAM && KIND_OF[p] === UAI1 && SIDE_OF[p] !== side && isTamHue(c, tam, tamSelf)) {
      for (let d = 0; d < 8; d++) {
        const t = STEP[c * 8 + d];
        if (t >= 0) guardStamp[t] = stamp;
      }
    }
  }

  const forward = FORWARD[side];
  for (let src = 0; src < CELLS; src++) {
    const p = b[src];
    if (p <= 0 || p === TAM || SIDE_OF[p] !== side) continue;
    const kind = KIND_OF[p];
    const firstEnd = reach(b, src, kind, forward, isTamHue(src, tam, tamSelf), reached, 0);
    for (let i = 0; i < firstEnd; i++) {
      const t = reached[i] & CELL_MASK;
      const q = b[t];
      if (q === 0) {
        out[n++] = pack(PLAIN, src, NONE, NONE, t);
        continue;
      }
      if (q === TAM) {
        if (!rules.stepOnTam) continue;
      } else if (SIDE_OF[q] !== side && guardStamp[t] !== stamp) {
        out[n++] = pack(PLAIN, src, NONE, NONE, t);
      }
      // Stepping on t: the second leg is judged at t, with the origin empty.
      b[src] = 0;
      const secondEnd = reach(b, t, kind, forward, isTamHue(t, tam, tamSelf), reached, firstEnd);
      for (let j = firstEnd; j < secondEnd; j++) {
        const e = reached[j];
        const dest = e & CELL_MASK;
        const r = b[dest];
        // The final square: empty, or an opposing piece neither the Tam2 nor guarded.
        if (r === 0 || (r !== TAM && SIDE_OF[r] !== side && guardStamp[dest] !== stamp)) out[n++] = pack((e & RAY) !== 0 ? STEP_RAY : STEP_FINITE, src, t, NONE, dest);
      }
      b[src] = p;
    }
  }

  if (tam >= 0 && rules.tamMayMove) n = generateTam(b, tam, out, n);

  if (held !== null) {
    for (let slot = 0; slot < 20; slot++) {
      if (held[slot] === 0) continue;
      const code = pieceCode(0, slot >= 10 ? 1 : 0, slot % 10);
      for (let c = 0; c < CELLS; c++) if (b[c] === 0) out[n++] = pack(DROP, code, NONE, NONE, c);
    }
  }
  return n;
}

/** Tam2 hue: the fixed squares, the 8 around the Tam2, and its own square when the ruleset says so. */
function isTamHue(c: number, tam: number, tamSelf: boolean): boolean {
  if (FIXED_TAM_HUE[c] === 1) return true;
  if (tam < 0) return false;
  if (c === tam) return tamSelf;
  const dr = ROW[c] - ROW[tam];
  const dc = COL[c] - COL[tam];
  return dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

/** The Tam2's two king-steps, stepping over one occupied neighbour once in either half. */
function generateTam(b: Int8Array, tam: number, out: Int32Array, n: number): number {
  b[tam] = 0; // its own square counts as empty
  for (let d1 = 0; d1 < 8; d1++) {
    const first = STEP[tam * 8 + d1];
    if (first < 0) continue;
    if (b[first] === 0) {
      for (let d2 = 0; d2 < 8; d2++) {
        const second = STEP[first * 8 + d2];
        if (second < 0) continue;
        if (b[second] === 0) {
          out[n++] = pack(TAM_PLAIN, tam, NONE, first, second);
          continue;
        }
        for (let d3 = 0; d3 < 8; d3++) {
          const dest = STEP[second * 8 + d3];
          if (dest >= 0 && b[dest] === 0) out[n++] = pack(TAM_VIA_SECOND, tam, second, first, dest);
        }
      }
      continue;
    }
    for (let d2 = 0; d2 < 8; d2++) {
      const mid = STEP[first * 8 + d2];
      if (mid < 0 || b[mid] !== 0) continue;
      for (let d3 = 0; d3 < 8; d3++) {
        const dest = STEP[mid * 8 + d3];
        if (dest >= 0 && b[dest] === 0) out[n++] = pack(TAM_VIA_FIRST, tam, first, mid, dest);
      }
    }
  }
  b[tam] = TAM;
  return n;
}
