// The search's own copy of a position: mutable typed arrays played forward and taken back
// (play/undo), where the engine builds a frozen state per move. It follows the engine's rules for
// what a move does (play.ts finishMove): captures into hand, penalties (strict rulesets: 撃皇 and
// 皇再来, new ones asking for a declaration; cerke_online: 撃皇 costs 5 × rate at once), new
// hands asking 再行/終季, the Tam2's last mover. Equality with the engine is tested.
import { WATER, distance } from '../board.ts';
import {
  DROP, NONE, STEP_FINITE, STEP_RAY, TAM_PLAIN, destOf, srcOf, typeOf, viaOf,
} from '../generate.ts';
import type { GenerationRules } from '../generate.ts';
import { COLOR_OF, KIND_OF, NUAK1, SIDE_OF, TAM, handSlot, pieceCode, sideIndex } from '../pieces.ts';
import { handList } from '../scoring.ts';
import { generationRules, handCounts } from '../state.ts';
import { MAX_RATE } from '../types.ts';
import type { CetkaikState } from '../types.ts';
import { formsNewHand, handMask, handProgress, handTable, maskPoints } from './hand-table.ts';
import type { HandTable } from './hand-table.ts';
import type { Weights } from './weights.ts';

/** What a move led to. */
export const PASSED = 0;
/** The mover formed a new hand (or incurred a new penalty) and must choose 再行 or 終季. */
export const DECLARE = 1;
/** A score reached 0 (cerke_online's 撃皇): the game is over. */
export const OVER = 2;
export type Effect = typeof PASSED | typeof DECLARE | typeof OVER;

/** Penalty bits: 撃皇 (stepping on the Tam2) and 皇再来 (the futile Tam2 move). */
export const STEPPED_ON_TAM = 1;
export const FUTILE_TAM = 2;
const PENALTY_POINTS = [0, -5, -3, -8];

const MAX_FRAMES = 256;

/** Zobrist keys, two words each: [low, high]. */
interface ZobristKeys {
  readonly board: readonly Int32Array[];
  readonly held: readonly Int32Array[];
  readonly side: readonly Int32Array[];
  readonly tam: readonly Int32Array[];
  readonly rate: readonly Int32Array[];
  readonly penalty: readonly Int32Array[];
}

let zobristKeys: ZobristKeys | null = null;

/**
 * The keys from a fixed xorshift stream: the same on every run, no Math.random. Drawn on first
 * use (always in this order, so always the same keys), not at import: only the bot needs them.
 */
function zobrist(): ZobristKeys {
  if (zobristKeys !== null) return zobristKeys;
  let seed = 0x2545f491;
  const nextKey = (): number => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed | 0;
  };
  const keys = (n: number) => Int32Array.from({ length: n }, nextKey);
  const board = [keys(81 * 42), keys(81 * 42)];
  const held = [keys(2 * 20 * 17), keys(2 * 20 * 17)];
  const side = [keys(2), keys(2)];
  const tam = [keys(3), keys(3)];
  const rate = [keys(8), keys(8)];
  const penalty = [keys(16), keys(16)];
  zobristKeys = { board, held, side, tam, rate, penalty };
  return zobristKeys;
}

/** Probability that at least k of 5 fair sticks fall heads, k = 0..8 (a ray may reach 8 away). */
export const AT_LEAST = [32, 31, 26, 16, 6, 1, 0, 0, 0].map((n) => n / 32);

/** Base-2 logarithm of a rate 1..64. */
const rateLog = (rate: number): number => 31 - Math.clz32(rate);

/** One word of the key: the board and held pieces' hash with what else tells positions apart. */
function keyWord(w: 0 | 1, hash: number, side: number, tamMovedBy: number, rate: number, penalties: number, online: boolean, scoreA: number): number {
  const z = zobrist();
  let key = hash ^ z.side[w][side] ^ z.tam[w][tamMovedBy + 1] ^ z.rate[w][rateLog(rate)] ^ z.penalty[w][penalties];
  if (online) key ^= Math.imul(scoreA, w === 0 ? 0x9e3779b1 : 0x85ebca6b);
  return key;
}

const heldAt = (side: number, slot: number, n: number): number => (side * 20 + slot) * 17 + Math.min(n, 16);

/**
 * The key (`keyLo:keyHi`) a SearchPosition of this state has, without building one: cheap enough
 * to key every earlier state of a season for each decision.
 */
export function positionKey(state: CetkaikState): string {
  const hash = [0, 0];
  const held = [handCounts(state.hands.A), handCounts(state.hands.IA)];
  const z = zobrist();
  for (let w = 0; w < 2; w++) {
    let h = 0;
    for (let s = 0; s < 2; s++) {
      for (let slot = 0; slot < 20; slot++) for (let n = 1; n <= held[s][slot]; n++) h ^= z.held[w][heldAt(s, slot, n)];
    }
    for (let cell = 0; cell < 81; cell++) if (state.board[cell] !== 0) h ^= z.board[w][cell * 42 + state.board[cell]];
    hash[w] = h;
  }
  let penalties = 0;
  (['A', 'IA'] as const).forEach((side, s) => {
    for (const hand of state.penalties[side]) penalties |= (hand === '撃皇' ? STEPPED_ON_TAM : FUTILE_TAM) << (2 * s);
  });
  const side = sideIndex(state.toMove);
  const tam = state.tamMovedBy === null ? -1 : sideIndex(state.tamMovedBy);
  const online = state.options.ruleset === 'cerke_online';
  const word = (w: 0 | 1) => keyWord(w, hash[w], side, tam, state.rate, penalties, online, state.scores.A);
  return `${word(0)}:${word(1)}`;
}

export class SearchPosition {
  readonly board = new Int8Array(81);
  readonly held = [new Uint8Array(20), new Uint8Array(20)];
  /** The hands each side's held pieces form (hand-table.ts bits). */
  readonly masks = new Int32Array(2);
  /** Per side: what its held pieces are worth to the evaluation (hands held and progress). */
  readonly handWorth = new Float64Array(2);
  /** Per side: the worth of its pieces on the board and in hand. */
  readonly material = new Float64Array(2);
  readonly penalties = new Uint8Array(2);
  readonly scores = new Int32Array(2);
  side = 0;
  tamMovedBy = -1;
  rate = 1;
  readonly season: number;
  readonly seasons: number;
  readonly online: boolean;
  readonly table: HandTable;
  private readonly tamItselfIsHue: boolean;
  private hashLo = 0;
  private hashHi = 0;
  private readonly z = zobrist();

  // Undo frames.
  private top = 0;
  private readonly fMove = new Int32Array(MAX_FRAMES);
  /** -1 for a 再行 frame, else 1 when the move failed, 0 when it completed. */
  private readonly fFailed = new Int8Array(MAX_FRAMES);
  private readonly fCaptured = new Int8Array(MAX_FRAMES);
  private readonly fSide = new Int8Array(MAX_FRAMES);
  private readonly fTam = new Int8Array(MAX_FRAMES);
  private readonly fRate = new Int8Array(MAX_FRAMES);
  private readonly fPenalties = new Uint8Array(MAX_FRAMES * 2);
  private readonly fScores = new Int32Array(MAX_FRAMES * 2);
  private readonly fMask = new Int32Array(MAX_FRAMES);
  private readonly fWorth = new Float64Array(MAX_FRAMES);
  private readonly fMaterial = new Float64Array(MAX_FRAMES * 2);
  private readonly fHashLo = new Int32Array(MAX_FRAMES);
  private readonly fHashHi = new Int32Array(MAX_FRAMES);

  constructor(state: CetkaikState, readonly weights: Weights) {
    this.board.set(state.board);
    this.held[0].set(handCounts(state.hands.A));
    this.held[1].set(handCounts(state.hands.IA));
    this.side = sideIndex(state.toMove);
    this.tamMovedBy = state.tamMovedBy === null ? -1 : sideIndex(state.tamMovedBy);
    this.rate = state.rate;
    this.season = state.season;
    this.seasons = state.options.seasons;
    this.online = state.options.ruleset === 'cerke_online';
    this.table = handTable(handList(state.options));
    this.tamItselfIsHue = this.online;
    this.scores[0] = state.scores.A;
    this.scores[1] = state.scores.IA;
    ['A', 'IA'].forEach((side, s) => {
      let bits = 0;
      for (const hand of state.penalties[side as 'A' | 'IA']) bits |= hand === '撃皇' ? STEPPED_ON_TAM : FUTILE_TAM;
      this.penalties[s] = bits;
    });
    for (let s = 0; s < 2; s++) {
      this.masks[s] = handMask(this.held[s], this.table);
      this.handWorth[s] = this.worthOfHand(s);
      for (let slot = 0; slot < 20; slot++) {
        this.material[s] += this.held[s][slot] * weights.piece[slot % 10];
        for (let n = 1; n <= this.held[s][slot]; n++) this.toggleHeld(s, slot, n);
      }
    }
    for (let cell = 0; cell < 81; cell++) {
      const p = this.board[cell];
      if (p === 0) continue;
      this.toggleBoard(cell, p);
      if (p !== TAM) this.material[SIDE_OF[p]] += weights.piece[KIND_OF[p]];
    }
  }

  /** The generator's rules for the side to move. */
  rules(): GenerationRules {
    return {
      tamItselfIsHue: this.tamItselfIsHue,
      tamMayMove: !(this.online && this.tamMovedBy === 1 - this.side),
      stepOnTam: true,
    };
  }

  /** The transposition key (low word indexes, high word checks). */
  keyLo(): number {
    return keyWord(0, this.hashLo, this.side, this.tamMovedBy, this.rate, this.penalties[0] | (this.penalties[1] << 2), this.online, this.scores[0]);
  }

  keyHi(): number {
    return keyWord(1, this.hashHi, this.side, this.tamMovedBy, this.rate, this.penalties[0] | (this.penalties[1] << 2), this.online, this.scores[0]);
  }

  private toggleBoard(cell: number, piece: number): void {
    this.hashLo ^= this.z.board[0][cell * 42 + piece];
    this.hashHi ^= this.z.board[1][cell * 42 + piece];
  }

  /** Flips the key of holding the n-th piece of a slot. */
  private toggleHeld(side: number, slot: number, n: number): void {
    const at = heldAt(side, slot, n);
    this.hashLo ^= this.z.held[0][at];
    this.hashHi ^= this.z.held[1][at];
  }

  private worthOfHand(side: number): number {
    const w = this.weights;
    return w.handsHeld * maskPoints(this.masks[side], this.table) + w.progress * handProgress(this.held[side], this.masks[side], this.table);
  }

  /** A side's penalties this season, in points (0 or below). */
  penaltyPoints(side: number): number {
    return PENALTY_POINTS[this.penalties[side]];
  }

  /** Points a side would score by 終季 now, before the rate: its hands and its penalties. */
  declaredPoints(side: number): number {
    return maskPoints(this.masks[side], this.table) + PENALTY_POINTS[this.penalties[side]];
  }

  /** Whether a packed move captures (ends on an opposing piece). */
  captures(m: number): boolean {
    const type = typeOf(m);
    if (type > STEP_RAY) return false;
    const q = this.board[destOf(m)];
    return q !== 0 && q !== TAM && destOf(m) !== srcOf(m);
  }

  /** The chance that a packed move completes: its stepping cast and its water cast. */
  successChance(m: number): number {
    const type = typeOf(m);
    if (type > STEP_RAY) return 1;
    let p = 1;
    if (type === STEP_RAY) p = AT_LEAST[distance(viaOf(m), destOf(m))];
    const src = srcOf(m);
    if (WATER[destOf(m)] === 1 && WATER[src] === 0 && KIND_OF[this.board[src]] !== NUAK1) p *= 0.5;
    return p;
  }

  /** Whether the move steps on the Tam2 (撃皇, incurred even when the move then fails). */
  stepsOnTam(m: number): boolean {
    const type = typeOf(m);
    return (type === STEP_FINITE || type === STEP_RAY) && viaOf(m) !== NONE && this.board[viaOf(m)] === TAM;
  }

  /** The penalty bits a move would add to the mover's (strict rulesets), if it completes. */
  newPenalties(m: number): number {
    if (this.online) return 0;
    let bits = this.stepsOnTam(m) ? STEPPED_ON_TAM : 0;
    if (typeOf(m) >= TAM_PLAIN && typeOf(m) < DROP && (this.tamMovedBy === 1 - this.side || destOf(m) === srcOf(m))) {
      bits |= FUTILE_TAM;
    }
    return bits & ~this.penalties[this.side];
  }

  private push(m: number, failed: number): void {
    const f = this.top++;
    if (f >= MAX_FRAMES) throw new RangeError('search deeper than its undo stack');
    this.fMove[f] = m;
    this.fFailed[f] = failed;
    this.fCaptured[f] = 0;
    this.fSide[f] = this.side;
    this.fTam[f] = this.tamMovedBy;
    this.fRate[f] = this.rate;
    this.fPenalties[2 * f] = this.penalties[0];
    this.fPenalties[2 * f + 1] = this.penalties[1];
    this.fScores[2 * f] = this.scores[0];
    this.fScores[2 * f + 1] = this.scores[1];
    this.fMask[f] = this.masks[this.side];
    this.fWorth[f] = this.handWorth[this.side];
    this.fMaterial[2 * f] = this.material[0];
    this.fMaterial[2 * f + 1] = this.material[1];
    this.fHashLo[f] = this.hashLo;
    this.fHashHi[f] = this.hashHi;
  }

  /**
   * Plays a legal packed move of the side to move, completed or (`failed`) failed after its cast.
   * On PASSED the opponent is to move; on DECLARE the mover still is, to choose (see tymok).
   */
  play(m: number, failed: boolean): Effect {
    this.push(m, failed ? 1 : 0);
    const f = this.top - 1;
    const mover = this.side;
    const board = this.board;
    const type = typeOf(m);
    const src = srcOf(m);
    const dest = destOf(m);
    let incurred = this.stepsOnTam(m) ? STEPPED_ON_TAM : 0;
    let captured = 0;
    if (!failed) {
      if (type === DROP) {
        const slot = handSlot(COLOR_OF[src], KIND_OF[src]);
        const held = this.held[mover];
        this.toggleHeld(mover, slot, held[slot]);
        held[slot]--;
        const piece = pieceCode(mover, COLOR_OF[src], KIND_OF[src]);
        board[dest] = piece;
        this.toggleBoard(dest, piece);
      } else if (type >= TAM_PLAIN) {
        this.toggleBoard(src, TAM);
        board[src] = 0;
        board[dest] = TAM;
        this.toggleBoard(dest, TAM);
        if (!this.online && (this.tamMovedBy === 1 - mover || dest === src)) incurred |= FUTILE_TAM;
      } else {
        const piece = board[src];
        this.toggleBoard(src, piece);
        board[src] = 0;
        captured = board[dest];
        if (captured !== 0) this.toggleBoard(dest, captured);
        board[dest] = piece;
        this.toggleBoard(dest, piece);
        if (captured !== 0) {
          const slot = handSlot(COLOR_OF[captured], KIND_OF[captured]);
          const held = this.held[mover];
          held[slot]++;
          this.toggleHeld(mover, slot, held[slot]);
          const worth = this.weights.piece[KIND_OF[captured]];
          this.material[mover] += worth;
          this.material[1 - mover] -= worth;
        }
      }
    }
    this.fCaptured[f] = captured;
    this.tamMovedBy = !failed && type >= TAM_PLAIN && type < DROP ? mover : -1;

    // The hands first: a capture stays in hand even when the game then ends at once (below), as
    // the engine keeps it, so the masks and their worth must follow before any early return.
    let declare = false;
    if (captured !== 0 || (!failed && type === DROP)) {
      const before = this.masks[mover];
      this.masks[mover] = handMask(this.held[mover], this.table);
      this.handWorth[mover] = this.worthOfHand(mover);
      if (captured !== 0 && formsNewHand(before, this.masks[mover])) declare = true;
    }
    if (this.online) {
      if (incurred & STEPPED_ON_TAM) {
        // 撃皇 online: 5 × rate at once; a score at 0 ends the game before any declaration.
        const points = 5 * this.rate;
        this.scores[mover] -= points;
        this.scores[1 - mover] += points;
        if (this.scores[mover] <= 0 || this.scores[1 - mover] <= 0) return OVER;
      }
    } else {
      const fresh = incurred & ~this.penalties[mover];
      if (fresh !== 0) {
        this.penalties[mover] |= fresh;
        declare = true;
      }
    }
    if (declare) return DECLARE;
    this.side = 1 - mover;
    return PASSED;
  }

  /** 再行: the rate doubles (to ×64 at most) and the turn passes. Taken back by undo. */
  tymok(): void {
    this.push(0, -1);
    this.rate = Math.min(this.rate * 2, MAX_RATE);
    this.side = 1 - this.side;
  }

  /** Takes back the last play or tymok. */
  undo(): void {
    const f = --this.top;
    const failed = this.fFailed[f];
    const mover = this.fSide[f];
    if (failed === 0) {
      const m = this.fMove[f];
      const type = typeOf(m);
      const src = srcOf(m);
      const dest = destOf(m);
      const board = this.board;
      if (type === DROP) {
        board[dest] = 0;
        this.held[mover][handSlot(COLOR_OF[src], KIND_OF[src])]++;
      } else if (type >= TAM_PLAIN) {
        board[dest] = 0;
        board[src] = TAM;
      } else {
        const piece = board[dest];
        const captured = this.fCaptured[f];
        board[dest] = captured;
        board[src] = piece;
        if (captured !== 0) this.held[mover][handSlot(COLOR_OF[captured], KIND_OF[captured])]--;
      }
    }
    this.side = mover;
    this.tamMovedBy = this.fTam[f];
    this.rate = this.fRate[f];
    this.penalties[0] = this.fPenalties[2 * f];
    this.penalties[1] = this.fPenalties[2 * f + 1];
    this.scores[0] = this.fScores[2 * f];
    this.scores[1] = this.fScores[2 * f + 1];
    this.masks[mover] = this.fMask[f];
    this.handWorth[mover] = this.fWorth[f];
    this.material[0] = this.fMaterial[2 * f];
    this.material[1] = this.fMaterial[2 * f + 1];
    this.hashLo = this.fHashLo[f];
    this.hashHi = this.fHashHi[f];
  }

  /** How many plays and tymoks are on the undo stack. */
  depth(): number {
    return this.top;
  }

  /** The code of the piece a move takes, or 0 (valid right after `play`). */
  lastCaptured(): number {
    return this.top === 0 ? 0 : this.fCaptured[this.top - 1];
  }
}

