// The match as this host's engine has taken it: each step's seat, move and position hash after
// it, and the state after the last. It answers the peer reducer's `PeerCheck` from this host's
// own rules, so nothing the peer says is taken on its word. Bounded: a match has at most
// MAX_STEPS steps (what a snapshot can list); past that the ledger refuses to record.
import { err, ok, seededRng, type AnyGame, type Result } from '../../rules/index.ts';
import type { TakenDecision } from '../../host/index.ts';
import { MAX_STEPS, castFrom, positionHash, type PeerCheck, type Snapshot, type SnapshotCast, type SnapshotChoice, type SnapshotEntered, type Turn } from '../match/index.ts';

/**
 * What a restarted host kept of its match besides the moves: the casts and choices its session
 * took (in order, each after how many moves), the casts' secrets kept beside its journal, and the
 * match id they were made in.
 */
export interface Kept {
  decisions?: readonly TakenDecision[];
  casts?: readonly SnapshotCast[];
  match?: string;
  /** The match's casts are real sticks counted by the caster: the journal's heads are the casts. */
  physical?: boolean;
}

/** Who makes move `n` (1 for the first; casts are not counted), from the state before it. */
export type TurnOrder = (state: unknown, n: number) => string;

/**
 * Seats taking turns: the game's side to move (`sides`: side → seat) when it names one, else the
 * seats in turn, `seats[0]` first (a game like free play, where nobody in particular is to move).
 */
export function turnOrder(game: AnyGame, seats: readonly [string, string], sides?: Readonly<Record<string, string>>): TurnOrder {
  return (state, n) => {
    const side = game.toMove?.(state) ?? null;
    if (side !== null && sides !== undefined && Object.hasOwn(sides, side)) return sides[side];
    return seats[(n - 1) % 2];
  };
}

/** A move or a choice of a seat, or a cast of both (its sticks and both secrets, for the snapshot). */
type Taken =
  | { seat: string; move: string; hash: string }
  | { seat: string; choice: string; hash: string }
  | { cast: SnapshotCast; hash: string }
  | { entered: SnapshotEntered; hash: string };

export class MatchLedger implements PeerCheck {
  private readonly taken: Taken[] = [];
  private readonly counted = { casts: 0, choices: 0 };
  private current: unknown;

  private constructor(private readonly game: AnyGame, state: unknown, private readonly startHash: string, private readonly order: TurnOrder) {
    this.current = state;
  }

  /** A ledger from the game's start (step 0), or why its position cannot be hashed. */
  static start(game: AnyGame, state: unknown, order: TurnOrder): Result<MatchLedger, string> {
    const hash = hashOf(game, state);
    return hash.ok ? ok(new MatchLedger(game, state, hash.value, order)) : hash;
  }

  /**
   * A ledger of a game resumed with moves already (its host restarted from its journal): the moves
   * replayed from `start` through the engine, each checked as the peer's would be (turn, legal),
   * each step's seat, move and hash as when it was first taken; the choices between them as the
   * session took them; each cast from the secrets kept beside the journal (cast-secrets.ts), whose
   * heads must be the ones the journal holds.
   */
  static replay(game: AnyGame, start: unknown, moves: readonly string[], order: TurnOrder, kept: Kept = {}): Result<MatchLedger, string> {
    const { decisions = [], casts = [], match = '', physical = false } = kept;
    const begun = MatchLedger.start(game, start, order);
    if (!begun.ok) return begun;
    const ledger = begun.value;
    let next = 0;
    // The casts and choices the session took after `done` moves, in order.
    const between = (done: number): Result<null, string> => {
      for (; next < decisions.length && decisions[next].moves === done; next++) {
        const decision = decisions[next];
        const seq = ledger.seq + 1;
        const turn = ledger.turnAt(seq);
        if (decision.kind === 'cast') {
          if (turn.kind !== 'cast') return err(`step ${seq} of the game is no cast, but the journal has one there: the match cannot be rebuilt`);
          if (physical) {
            const resolved = game.resolve(ledger.current, { cast: decision.heads }, seededRng(0));
            if (!resolved.ok) return err(`the cast of step ${seq} (${decision.heads} heads) cannot be replayed: ${resolved.error.message}`);
            const recorded = ledger.recordEntered(turn.sticks, decision.heads, ledger.casterAt(seq) ?? '', resolved.value.state);
            if (!recorded.ok) return recorded;
            continue;
          }
          const cast = casts.find((c) => c.seq === seq);
          if (cast === undefined) return err(`step ${seq} is a cast whose secrets were not kept beside the journal: the match cannot be rebuilt`);
          const heads = castFrom({ match, seq, sticks: turn.sticks, secrets: cast.secrets });
          if (!heads.ok || cast.sticks !== turn.sticks) return err(`the kept secrets of the cast of step ${seq} do not make a cast of ${turn.sticks} sticks: the match cannot be rebuilt`);
          if (heads.value !== decision.heads) return err(`the kept secrets of the cast of step ${seq} give ${heads.value} heads, the journal ${decision.heads}: the match cannot be rebuilt`);
          const resolved = game.resolve(ledger.current, { cast: heads.value }, seededRng(0));
          if (!resolved.ok) return err(`the cast of step ${seq} (${heads.value} heads) cannot be replayed: ${resolved.error.message}`);
          const recorded = ledger.recordCast(cast.sticks, cast.secrets, resolved.value.state);
          if (!recorded.ok) return recorded;
        } else {
          if (turn.kind !== 'choice' || !turn.options.includes(decision.value)) return err(`step ${seq} of the game is not a choice offering ${decision.value}: the match cannot be rebuilt`);
          const recorded = ledger.recordChoice(turn.seat, decision.value, decision.after);
          if (!recorded.ok) return recorded;
        }
      }
      return ok(null);
    };
    for (const [done, move] of moves.entries()) {
      const before = between(done);
      if (!before.ok) return before;
      const seq = ledger.seq + 1;
      const turn = ledger.turnAt(seq);
      if (turn.kind !== 'move') return err(`step ${seq} of the game is ${turn.kind === 'over' ? 'after its end' : `a ${turn.kind === 'cast' ? 'cast of sticks' : 'choice'}`}, not the move ${move}: the match cannot be rebuilt`);
      const refused = ledger.legal(move, seq);
      if (refused !== null) return err(`the move ${move} of step ${seq} is refused on replay (${refused}): the match cannot be rebuilt`);
      const parsed = game.parseMove(move, ledger.current);
      const played = parsed.ok ? game.play(ledger.current, parsed.value, seededRng(0)) : null;
      if (played === null || !played.ok) return err(`the move ${move} of step ${seq} cannot be replayed`);
      const recorded = ledger.record(turn.seat, move, played.value.state);
      if (!recorded.ok) return recorded;
    }
    const last = between(moves.length);
    if (!last.ok) return last;
    if (next < decisions.length) return err(`the journal has a ${decisions[next].kind} after the game's ${moves.length} moves that the game never asked for: the match cannot be rebuilt`);
    return ok(ledger);
  }

  /** Steps taken here. */
  get seq(): number { return this.taken.length; }
  /** The state after the last step. */
  get state(): unknown { return this.current; }
  get hash(): string { return this.hashAt(this.seq)!; }

  turnAt(seq: number): Turn {
    if (seq >= 1 && seq <= this.seq) {
      const step = this.taken[seq - 1];
      if ('cast' in step) return { kind: 'cast', sticks: step.cast.sticks };
      if ('entered' in step) return { kind: 'cast', sticks: step.entered.sticks };
      return 'choice' in step ? { kind: 'choice', seat: step.seat, options: [] } : { kind: 'move', seat: step.seat };
    }
    if (seq !== this.seq + 1) return { kind: 'over' };
    const { game, current } = this;
    if (game.isOver(current)) return { kind: 'over' };
    const pending = game.pending(current);
    if (pending?.kind === 'cast') return { kind: 'cast', sticks: pending.sticks };
    // Casts and choices are no turn of their own: the seats take turns over the moves alone.
    const moves = this.taken.filter((t) => 'move' in t).length;
    // A choice is the side's the game names, else the last mover's (the seat of move `moves`).
    if (pending?.kind === 'choice') return { kind: 'choice', seat: this.order(current, Math.max(1, moves)), options: pending.options };
    return { kind: 'move', seat: this.order(current, moves + 1) };
  }

  legal(move: string, seq: number): string | null {
    if (seq !== this.seq + 1) return `step ${seq} is not the next one here (${this.seq + 1})`;
    const { game, current } = this;
    if (game.pending(current) !== null) return 'a choice, a cast or an entry is awaited first';
    const parsed = game.parseMove(move, current);
    if (!parsed.ok) return parsed.error.message;
    // Moves travel in the engine's own spelling, so both hosts log and hash the same text.
    if (game.formatMove(parsed.value, current) !== move) return `it is written ${JSON.stringify(game.formatMove(parsed.value, current))} in this game`;
    const played = game.play(current, parsed.value, seededRng(0));
    return played.ok ? null : played.error.message;
  }

  hashAt(seq: number): string | null {
    if (seq === 0) return this.startHash;
    return seq >= 1 && seq <= this.seq ? this.taken[seq - 1].hash : null;
  }

  moveAt(seq: number): string | null {
    const step = seq >= 1 && seq <= this.seq ? this.taken[seq - 1] : undefined;
    return step !== undefined && 'move' in step ? step.move : null;
  }

  choiceAt(seq: number): string | null {
    const step = seq >= 1 && seq <= this.seq ? this.taken[seq - 1] : undefined;
    return step !== undefined && 'choice' in step ? step.choice : null;
  }

  casterAt(seq: number): string | null {
    if (seq < 1 || seq > this.seq + 1) return null;
    for (let n = seq - 1; n >= 1; n--) {
      const step = this.taken[n - 1];
      if ('move' in step) return step.seat;
    }
    // A cast before any move: the seat that would move first.
    return this.order(this.current, 1);
  }

  enteredAt(seq: number): number | null {
    const step = seq >= 1 && seq <= this.seq ? this.taken[seq - 1] : undefined;
    return step !== undefined && 'entered' in step ? step.entered.heads : null;
  }

  /** How many casts were taken (shared or counted on real sticks). */
  get castCount(): number { return this.counted.casts; }

  /** How many choices were taken. */
  get choices(): number { return this.counted.choices; }

  /** The cast taken as step `seq` (its sticks and both secrets), or null. */
  castAt(seq: number): SnapshotCast | null {
    const step = seq >= 1 && seq <= this.seq ? this.taken[seq - 1] : undefined;
    return step !== undefined && 'cast' in step ? step.cast : null;
  }

  /** The engine took `move` of `seat` as the next step and reached `after`. */
  record(seat: string, move: string, after: unknown): Result<number, string> {
    return this.push(after, (hash) => ({ seat, move, hash }));
  }

  /** The engine took `choice` of `seat` as the next step and reached `after`. */
  recordChoice(seat: string, choice: string, after: unknown): Result<number, string> {
    return this.push(after, (hash) => ({ seat, choice, hash }));
  }

  /** The engine took real sticks' `heads`, counted by seat `by`, as the next step and reached `after`. */
  recordEntered(sticks: number, heads: number, by: string, after: unknown): Result<number, string> {
    return this.push(after, (hash) => ({ entered: { seq: this.seq + 1, sticks, heads, by }, hash }));
  }

  /** The engine took the cast of both seats' `secrets` as the next step and reached `after`. */
  recordCast(sticks: number, secrets: Readonly<Record<string, string>>, after: unknown): Result<number, string> {
    return this.push(after, (hash) => ({ cast: { seq: this.seq + 1, sticks, secrets: { ...secrets } }, hash }));
  }

  /** The next step, reaching `after` (hashed): bounded by what a snapshot lists. */
  private push(after: unknown, step: (hash: string) => Taken): Result<number, string> {
    if (this.seq >= MAX_STEPS) return err(`the match has ${MAX_STEPS} steps, the most a snapshot lists`);
    const hash = hashOf(this.game, after);
    if (!hash.ok) return hash;
    const taken = step(hash.value);
    this.taken.push(taken);
    // Counted as taken: the driver asks at every host event (lights included).
    if ('cast' in taken || 'entered' in taken) this.counted.casts++;
    else if ('choice' in taken) this.counted.choices++;
    this.current = after;
    return ok(this.seq);
  }

  /** Every step so far, as the retained snapshot carries them. */
  snapshot(): Snapshot {
    const moves = this.taken.flatMap((t) => ('move' in t ? [t.move] : []));
    const casts = this.taken.flatMap((t) => ('cast' in t ? [t.cast] : []));
    const choices = this.taken.flatMap((t, i): SnapshotChoice[] => ('choice' in t ? [{ seq: i + 1, choice: t.choice }] : []));
    const entered = this.taken.flatMap((t) => ('entered' in t ? [t.entered] : []));
    return {
      game: this.game.id, seq: this.seq, moves, hash: this.hash,
      ...(casts.length > 0 ? { casts } : {}), ...(choices.length > 0 ? { choices } : {}), ...(entered.length > 0 ? { entered } : {}),
    };
  }
}

function hashOf(game: AnyGame, state: unknown): Result<string, string> {
  const hash = positionHash(game.formatPosition(state));
  return hash.ok ? hash : err(`the position cannot be hashed: ${hash.error.message}`);
}
