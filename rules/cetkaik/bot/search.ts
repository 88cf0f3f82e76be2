// Expectimax alpha-beta over Cetkaik's turns: the side to move maximises (negamax), a move that
// needs the sticks is a chance node (completes with its probability, else fails and the turn
// passes), and a move that forms a new hand is a decision node (終季 valued exactly, 再行 searched
// on at twice the rate). Iterative deepening, a transposition table, killer and history move
// ordering, and a quiescence search of captures (and of the Tam2 moves that cash hands in) at the
// leaves. Stops at a node budget or, when given a clock, a time budget: with only a node budget
// the answer depends on nothing but the position and the budget.
import { DROP, MAX_MOVES, TAM_PLAIN, destOf, generate, srcOf, typeOf } from '../generate.ts';
import { COLOR_OF, KIND_OF, handSlot } from '../pieces.ts';
import { endValue, evaluate, taxotValue } from './evaluate.ts';
import { formsNewHand, handMask } from './hand-table.ts';
import { DECLARE, FUTILE_TAM, OVER, STEPPED_ON_TAM } from './search-position.ts';
import type { SearchPosition } from './search-position.ts';

export interface SearchLimits {
  /** Deepest iteration (full-width plies). */
  maxDepth: number;
  /** Most plies of captures searched past the full-width ones. */
  qDepth: number;
  /** Positions visited before the search stops (the last completed iteration answers). */
  nodes: number;
  /** The clock's reading at which the search stops; used only with a clock. */
  deadline: number;
  /** Milliseconds from any fixed origin; null searches by nodes alone. */
  clock: (() => number) | null;
}

/** A root alternative: a packed move and the chance it completes (0: it fails for sure). */
export interface RootOption {
  move: number;
  chance: number;
  /** Added to its value when the root compares alternatives (a move that repeats a position). */
  bias?: number;
}

export interface RootResult {
  /** Index of the best option. */
  best: number;
  value: number;
  /** Values of the options at the last iteration that reached them (upper bounds for the worse ones). */
  values: Float64Array;
  /** Deepest iteration completed. */
  depth: number;
  nodes: number;
  /** What ended the search: its deepest iteration, the node budget or the time budget. */
  stop: 'depth' | 'nodes' | 'time';
}

const INF = 1e9;
const MAX_PLY = 96;
const TT_BITS = 17;
const TT_SIZE = 1 << TT_BITS;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

// Scratch per ply, shared by every search (a search runs to its end before the next starts, and
// reads nothing it has not written first).
const moveBuffers: Int32Array[] = [];
const keyBuffers: Float64Array[] = [];
// The transposition table, killers and history, reused (and cleared) by every search: a few
// megabytes allocated once rather than per move, which the garbage collector would pay for.
const tables = {
  ttLo: new Int32Array(TT_SIZE),
  ttHi: new Int32Array(TT_SIZE),
  ttMove: new Int32Array(TT_SIZE),
  ttValue: new Float64Array(TT_SIZE),
  ttDepth: new Int8Array(TT_SIZE),
  ttFlag: new Int8Array(TT_SIZE),
  killers: new Int32Array(MAX_PLY * 2),
  history: new Int32Array(2 * 128 * 81),
};
const movesAt = (ply: number): Int32Array => (moveBuffers[ply] ??= new Int32Array(MAX_MOVES));
const keysAt = (ply: number): Float64Array => (keyBuffers[ply] ??= new Float64Array(MAX_MOVES));

/** Captures first, then moves that cash a hand in, killers, and the rest by history. */
const CAPTURE_KEY = 2 ** 29;
const CASH_KEY = 2 ** 28;
const KILLER_KEY = 2 ** 27;
const ESCAPE_KEY = 2 ** 27 + 2;
const TT_KEY = 2 ** 30;
const HISTORY_CAP = 2 ** 25;
/** Captures tried at each successive ply of the quiescence search, most promising first. */
const QUIESCENCE_BREADTH = [8, 4, 2, 1];
/** Quiet moves tried at 1 and 2 plies from the leaves. */
const LATE_MOVE_LIMIT = [0, 6, 16];
/** Captures tried at the last full-width ply, most valuable first. */
const FRONTIER_CAPTURES = 12;

export class Search {
  nodes = 0;
  private aborted = false;
  private stop: RootResult['stop'] = 'depth';
  private readonly ttLo = tables.ttLo;
  private readonly ttHi = tables.ttHi;
  private readonly ttMove = tables.ttMove;
  private readonly ttValue = tables.ttValue;
  private readonly ttDepth = tables.ttDepth;
  private readonly ttFlag = tables.ttFlag;
  private readonly killers = tables.killers;
  private readonly history = tables.history;
  /** Per ply: the value of the turn passing after a failed cast, NaN until needed. */
  private readonly passValue = new Float64Array(MAX_PLY);
  // Moves with the same effect (the same piece to the same square by another stepping square, at
  // the same odds; the Tam2 to the same square) are searched once per node.
  private readonly seenStamp = new Int32Array(2 * 6561 + 81);
  private readonly seenChance = new Float64Array(2 * 6561 + 81);
  private stamp = 0;
  private readonly threatened = new Int32Array(81);
  private threatStamp = 0;
  private threatMark = -1;
  private threatPly = -1;

  constructor(
    private readonly pos: SearchPosition,
    private readonly limits: SearchLimits,
  ) {
    // Every search starts from empty tables: what one answer is must not depend on the last.
    this.ttFlag.fill(0);
    this.killers.fill(0);
    this.history.fill(0);
  }

  /**
   * Values the root options by iterative deepening; the best is the answer. `exact`: every
   * option gets its own value (a full window each), not just a bound once a better one is known.
   */
  run(options: readonly RootOption[], exact = false): RootResult {
    const n = options.length;
    const order = Array.from({ length: n }, (_, i) => i);
    const first = new Float64Array(n);
    for (let i = 0; i < n; i++) first[i] = this.orderKey(options[i].move, 0, 0) * options[i].chance;
    order.sort((a, b) => first[b] - first[a]);
    const values = new Float64Array(n).fill(-INF);
    this.passValue[0] = NaN;
    let best = order[0];
    let bestValue = -INF;
    let completed = 0;
    for (let depth = 1; depth <= this.limits.maxDepth; depth++) {
      const iteration = new Float64Array(n).fill(-INF);
      let alpha = -INF;
      let iterationBest = -1;
      for (const i of order) {
        const bias = options[i].bias ?? 0;
        const v = this.optionValue(options[i], depth - 1, (exact ? -INF : alpha) - bias, INF, 0) + bias;
        if (this.aborted) break;
        iteration[i] = v;
        if (v > alpha) {
          alpha = v;
          iterationBest = i;
        }
      }
      if (iterationBest >= 0) {
        best = iterationBest;
        bestValue = alpha;
      }
      if (this.aborted) {
        for (let i = 0; i < n; i++) if (iteration[i] > -INF) values[i] = iteration[i];
        break;
      }
      values.set(iteration);
      completed = depth;
      if (n === 1) break;
      order.sort((a, b) => iteration[b] - iteration[a]);
    }
    return { best, value: bestValue, values, depth: completed, nodes: this.nodes, stop: this.stop };
  }

  private enter(): void {
    this.nodes++;
    if (this.nodes >= this.limits.nodes) {
      this.aborted = true;
      this.stop = 'nodes';
    } else if ((this.nodes & 63) === 0 && this.limits.clock !== null && this.limits.clock() >= this.limits.deadline) {
      this.aborted = true;
      this.stop = 'time';
    }
  }

  /** A root option's value: its chance node, searched to `depth` more plies. */
  private optionValue(option: RootOption, depth: number, alpha: number, beta: number, ply: number): number {
    return this.chanceValue(option.move, option.chance, depth, alpha, beta, ply, false);
  }

  /**
   * A move's value for the mover: p × (completed) + (1 − p) × (failed, the turn passes). The
   * completed branch is searched within the window that still matters once the failure is known.
   */
  private chanceValue(m: number, p: number, depth: number, alpha: number, beta: number, ply: number, quiet: boolean): number {
    if (p >= 1) return this.outcome(m, false, depth, alpha, beta, ply);
    const fail = this.failedValue(m, depth, ply, quiet);
    if (p <= 0 || this.aborted) return fail;
    const q = 1 - p;
    const v = this.outcome(m, false, depth, (alpha - q * fail) / p, (beta - q * fail) / p, ply);
    return p * v + q * fail;
  }

  /**
   * A failed move: in the quiescence search the position as it stands; in the full-width search a
   * capture search of the turn passed, shared by the node's moves (a step on the Tam2 costs a
   * penalty even when it fails, so it is valued on its own).
   */
  private failedValue(m: number, depth: number, ply: number, quiet: boolean): number {
    const pos = this.pos;
    if (quiet) return pos.stepsOnTam(m) ? this.outcome(m, true, depth, -INF, INF, ply) : evaluate(pos);
    if (pos.stepsOnTam(m)) return this.outcome(m, true, 0, -INF, INF, ply);
    if (Number.isNaN(this.passValue[ply])) this.passValue[ply] = this.outcome(m, true, 0, -INF, INF, ply);
    return this.passValue[ply];
  }

  /** Plays the move (completed or failed) and values what follows for the mover. */
  private outcome(m: number, failed: boolean, depth: number, alpha: number, beta: number, ply: number): number {
    const pos = this.pos;
    const mover = pos.side;
    this.enter();
    const effect = pos.play(m, failed);
    let v: number;
    if (effect === OVER) v = endValue(pos, mover);
    else if (effect === DECLARE) v = this.declaration(depth, alpha, beta, ply + 1);
    else v = -this.search(depth, -beta, -alpha, ply + 1);
    pos.undo();
    return v;
  }

  /** The mover chooses: 終季 (exact) or 再行 (the rate doubles, the opponent moves). */
  private declaration(depth: number, alpha: number, beta: number, ply: number): number {
    const pos = this.pos;
    const taxot = taxotValue(pos);
    if (taxot >= beta) return taxot;
    pos.tymok();
    // Inside the capture search, 再行 is judged by the evaluation at the doubled rate.
    const tymok = depth <= 0 ? -evaluate(pos) : -this.search(depth, -beta, -Math.max(alpha, taxot), ply);
    pos.undo();
    return Math.max(taxot, tymok);
  }

  /** Negamax value for the side to move; depth ≤ 0 is the quiescence search. */
  private search(depth: number, alpha: number, beta: number, ply: number): number {
    if (this.aborted) return 0;
    if (depth <= 0 || ply >= MAX_PLY - 2) return this.quiescence(depth, alpha, beta, ply);
    const pos = this.pos;
    const lo = pos.keyLo();
    const hi = pos.keyHi();
    const slot = lo & (TT_SIZE - 1);
    let ttMove = 0;
    if (this.ttFlag[slot] !== 0 && this.ttLo[slot] === lo && this.ttHi[slot] === hi) {
      ttMove = this.ttMove[slot];
      if (this.ttDepth[slot] >= depth) {
        const v = this.ttValue[slot];
        const flag = this.ttFlag[slot];
        if (flag === EXACT || (flag === LOWER && v >= beta) || (flag === UPPER && v <= alpha)) return v;
      }
    }

    const moves = movesAt(ply);
    const n = generate(pos.board, pos.side, pos.held[pos.side], pos.rules(), moves);
    if (n === 0) return endValue(pos, pos.side);
    this.markThreats(ply);
    const keys = keysAt(ply);
    for (let i = 0; i < n; i++) keys[i] = this.orderKey(moves[i], ply, ttMove) * 65536 + i;
    const sorted = keys.subarray(0, n).sort();

    this.passValue[ply] = NaN;
    const quietLimit = depth < LATE_MOVE_LIMIT.length ? LATE_MOVE_LIMIT[depth] : Infinity;
    let quietSearched = 0;
    let loudSearched = 0;
    const stamp = ++this.stamp;
    const alphaIn = alpha;
    // At the last full-width ply a quiet move changes none of the evaluation's terms (a drop only
    // lowers the hand's worth), so it is worth at most the opponent standing pat after it.
    const quietBound = depth === 1 ? this.afterQuietMove() : INF;
    let best = -INF;
    let bestMove = 0;
    let searched = 0;
    let skipped = false;
    for (let k = n - 1; k >= 0; k--) {
      const m = moves[sorted[k] % 65536];
      const p = pos.successChance(m);
      if (this.repeats(m, p, stamp)) continue;
      const quiet = !pos.captures(m) && pos.newPenalties(m) === 0;
      if (quiet && Math.max(alpha, best) >= quietBound) {
        skipped = true;
        continue;
      }
      // Near the leaves, only the first few quiet moves (escapes of threatened pieces, killers,
      // history) are tried: where a piece hangs, every other quiet move loses it alike.
      if (quiet && quietSearched >= quietLimit) continue;
      if (quiet) quietSearched++;
      else if (depth === 1 && ++loudSearched > FRONTIER_CAPTURES) continue;
      let v: number;
      if (quiet && depth >= 3 && searched >= 4 && alpha > -INF / 2) {
        v = this.chanceValue(m, p, depth - 2, alpha, alpha + 1e-9, ply, false);
        if (v > alpha && !this.aborted) v = this.chanceValue(m, p, depth - 1, alpha, beta, ply, false);
      } else {
        v = this.chanceValue(m, p, depth - 1, alpha, beta, ply, false);
      }
      if (this.aborted) return 0;
      searched++;
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            if (quiet) this.rewardQuiet(m, depth, ply);
            break;
          }
        }
      }
    }
    if (skipped && quietBound > best) best = quietBound;
    this.ttLo[slot] = lo;
    this.ttHi[slot] = hi;
    this.ttMove[slot] = bestMove;
    this.ttValue[slot] = best;
    this.ttDepth[slot] = depth;
    this.ttFlag[slot] = best >= beta ? LOWER : best > alphaIn ? EXACT : UPPER;
    return best;
  }

  /** The side to move's value of a quiet move that leaves every term as it is, the opponent standing pat. */
  private afterQuietMove(): number {
    const pos = this.pos;
    pos.side = 1 - pos.side;
    const v = -evaluate(pos);
    pos.side = 1 - pos.side;
    return v;
  }

  /** Captures (and hand cash-ins) only, standing pat on the evaluation. */
  private quiescence(depth: number, alpha: number, beta: number, ply: number): number {
    const pos = this.pos;
    const standPat = evaluate(pos);
    if (standPat >= beta || -depth >= this.limits.qDepth || ply >= MAX_PLY - 2) return standPat;
    if (standPat > alpha) alpha = standPat;
    const moves = movesAt(ply);
    const n = generate(pos.board, pos.side, null, pos.rules(), moves);
    const keys = keysAt(ply);
    let count = 0;
    let cashing = 0;
    const cashable = pos.declaredPoints(pos.side);
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      // A new penalty asks for a declaration: worth trying (once per kind) only when 終季 would pay.
      const fresh = pos.newPenalties(m);
      const pays = fresh === 0 || cashable + (fresh & STEPPED_ON_TAM ? -5 : 0) + (fresh & FUTILE_TAM ? -3 : 0) > 0;
      if (pos.captures(m)) {
        if (pays) keys[count++] = this.orderKey(m, ply, 0) * 65536 + i;
      } else if (fresh !== 0 && pays && (fresh & ~cashing) !== 0) {
        cashing |= fresh;
        keys[count++] = CASH_KEY * 65536 + i;
      }
    }
    if (count === 0) return standPat;
    const sorted = keys.subarray(0, count).sort();
    let best = standPat;
    const stamp = ++this.stamp;
    // Past the first capture, only the few most promising replies: the search stays small where
    // pieces hang everywhere.
    let breadth = QUIESCENCE_BREADTH[Math.min(-depth, QUIESCENCE_BREADTH.length - 1)];
    for (let k = count - 1; k >= 0 && breadth > 0; k--) {
      const m = moves[sorted[k] % 65536];
      // Captures come best odds first: another route to the same capture adds nothing here.
      if (this.repeats(m, -1, stamp)) continue;
      breadth--;
      const v = this.chanceValue(m, pos.successChance(m), depth - 1, alpha, beta, ply, true);
      if (this.aborted) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }

  /**
   * Whether a move with the same effect was already met at this node (`chance` -1: whatever its
   * odds), and notes this one.
   */
  private repeats(m: number, chance: number, stamp: number): boolean {
    const type = typeOf(m);
    if (type === DROP) return false;
    const at = type >= TAM_PLAIN ? 2 * 6561 + destOf(m) : srcOf(m) * 81 + destOf(m) + (this.pos.stepsOnTam(m) ? 6561 : 0);
    if (this.seenStamp[at] === stamp && (chance < 0 || this.seenChance[at] === chance)) return true;
    this.seenStamp[at] = stamp;
    this.seenChance[at] = chance;
    return false;
  }

  private historyIndex(m: number): number {
    const from = typeOf(m) === DROP ? 81 + (srcOf(m) % 40) : srcOf(m);
    return (this.pos.side * 128 + from) * 81 + destOf(m);
  }

  private rewardQuiet(m: number, depth: number, ply: number): void {
    const at = this.historyIndex(m);
    this.history[at] = Math.min(HISTORY_CAP - 1, this.history[at] + depth * depth);
    if (this.killers[2 * ply] !== m) {
      this.killers[2 * ply + 1] = this.killers[2 * ply];
      this.killers[2 * ply] = m;
    }
  }

  /** Marks the side to move's pieces the opponent could capture now (for ordering escapes first). */
  private markThreats(ply: number): void {
    const pos = this.pos;
    const stamp = ++this.threatStamp;
    this.threatPly = ply;
    pos.side = 1 - pos.side;
    const replies = movesAt(ply + 1);
    const n = generate(pos.board, pos.side, null, pos.rules(), replies);
    for (let i = 0; i < n; i++) if (pos.captures(replies[i])) this.threatened[destOf(replies[i])] = stamp;
    pos.side = 1 - pos.side;
    this.threatMark = stamp;
  }

  /** A whole number: higher is searched first. */
  private orderKey(m: number, ply: number, ttMove: number): number {
    if (m === ttMove && m !== 0) return TT_KEY;
    const pos = this.pos;
    if (pos.captures(m)) {
      const victim = pos.board[destOf(m)];
      const worth = pos.weights.piece[KIND_OF[victim]];
      const held = pos.held[pos.side];
      const slot = handSlot(COLOR_OF[victim], KIND_OF[victim]);
      held[slot]++;
      const formed = formsNewHand(pos.masks[pos.side], handMask(held, pos.table));
      held[slot]--;
      const attacker = typeOf(m) === DROP ? 0 : pos.weights.piece[KIND_OF[pos.board[srcOf(m)]]];
      return CAPTURE_KEY + Math.floor(pos.successChance(m) * (1000 * worth - 100 * attacker + (formed ? 100_000 : 0)) + 1000);
    }
    if (pos.newPenalties(m) !== 0 && pos.declaredPoints(pos.side) > 3) return CASH_KEY;
    if (ply === this.threatPly && typeOf(m) < TAM_PLAIN && this.threatened[srcOf(m)] === this.threatMark) {
      return ESCAPE_KEY + Math.floor(1000 * pos.weights.piece[KIND_OF[pos.board[srcOf(m)]]]);
    }
    if (m === this.killers[2 * ply]) return KILLER_KEY + 1;
    if (m === this.killers[2 * ply + 1]) return KILLER_KEY;
    const history = this.history[this.historyIndex(m)];
    return typeOf(m) === DROP ? history >> 2 : history + (typeOf(m) >= TAM_PLAIN ? 0 : 1);
  }
}

