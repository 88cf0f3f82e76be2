// The match as this host's engine has taken it: each step's seat, move and position hash after
// it, and the state after the last. It answers the peer reducer's `PeerCheck` from this host's
// own rules, so nothing the peer says is taken on its word. Bounded: a match has at most
// MAX_STEPS steps (what a snapshot can list); past that the ledger refuses to record.
import { err, ok, seededRng, type AnyGame, type Result } from '../../rules/index.ts';
import { MAX_STEPS, positionHash, type PeerCheck, type Snapshot, type Turn } from '../match/index.ts';

/** Who moves at step `seq` (1 for the first), from the state before it. */
export type TurnOrder = (state: unknown, seq: number) => string;

/**
 * Seats taking turns: the game's side to move (`sides`: side → seat) when it names one, else the
 * seats in turn, `seats[0]` first (a game like free play, where nobody in particular is to move).
 */
export function turnOrder(game: AnyGame, seats: readonly [string, string], sides?: Readonly<Record<string, string>>): TurnOrder {
  return (state, seq) => {
    const side = game.toMove?.(state) ?? null;
    if (side !== null && sides !== undefined && Object.hasOwn(sides, side)) return sides[side];
    return seats[(seq - 1) % 2];
  };
}

interface Taken { seat: string; move: string; hash: string }

export class MatchLedger implements PeerCheck {
  private readonly taken: Taken[] = [];
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
   * each step's seat, move and hash as when it was first taken; or why they cannot be.
   */
  static replay(game: AnyGame, start: unknown, moves: readonly string[], order: TurnOrder): Result<MatchLedger, string> {
    const begun = MatchLedger.start(game, start, order);
    if (!begun.ok) return begun;
    const ledger = begun.value;
    for (const move of moves) {
      const seq = ledger.seq + 1;
      const turn = ledger.turnAt(seq);
      if (turn.kind !== 'move') return err(`step ${seq} of the game is ${turn.kind === 'cast' ? 'a cast of sticks' : 'after its end'}, not the move ${move}: the match cannot be rebuilt`);
      const refused = ledger.legal(move, seq);
      if (refused !== null) return err(`the move ${move} of step ${seq} is refused on replay (${refused}): the match cannot be rebuilt`);
      const parsed = game.parseMove(move, ledger.current);
      const played = parsed.ok ? game.play(ledger.current, parsed.value, seededRng(0)) : null;
      if (played === null || !played.ok) return err(`the move ${move} of step ${seq} cannot be replayed`);
      const recorded = ledger.record(turn.seat, move, played.value.state);
      if (!recorded.ok) return recorded;
    }
    return ok(ledger);
  }

  /** Steps taken here. */
  get seq(): number { return this.taken.length; }
  /** The state after the last step. */
  get state(): unknown { return this.current; }
  get hash(): string { return this.hashAt(this.seq)!; }

  turnAt(seq: number): Turn {
    if (seq >= 1 && seq <= this.seq) return { kind: 'move', seat: this.taken[seq - 1].seat };
    if (seq !== this.seq + 1) return { kind: 'over' };
    const { game, current } = this;
    if (game.isOver(current)) return { kind: 'over' };
    const pending = game.pending(current);
    if (pending?.kind === 'cast') return { kind: 'cast', sticks: pending.sticks };
    return { kind: 'move', seat: this.order(current, seq) };
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
    return seq >= 1 && seq <= this.seq ? this.taken[seq - 1].move : null;
  }

  /** The engine took `move` of `seat` as the next step and reached `after`. */
  record(seat: string, move: string, after: unknown): Result<number, string> {
    if (this.seq >= MAX_STEPS) return err(`the match has ${MAX_STEPS} steps, the most a snapshot lists`);
    const hash = hashOf(this.game, after);
    if (!hash.ok) return hash;
    this.taken.push({ seat, move, hash: hash.value });
    this.current = after;
    return ok(this.seq);
  }

  /** Every step so far, as the retained snapshot carries them. */
  snapshot(): Snapshot {
    return { game: this.game.id, seq: this.seq, moves: this.taken.map((t) => t.move), hash: this.hash };
  }
}

function hashOf(game: AnyGame, state: unknown): Result<string, string> {
  const hash = positionHash(game.formatPosition(state));
  return hash.ok ? hash : err(`the position cannot be hashed: ${hash.error.message}`);
}
