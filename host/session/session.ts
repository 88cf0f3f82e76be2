// One game in progress: holds the state, plays moves through the rules, resolves casts (virtual
// sticks from the injected rng, physical ones from outside) and choices (from the dashboard or a
// script), and reports what happened as events. Every input that changes the game goes to the
// recorder (the journal) before the session returns, so before any light confirms it.
import { castSticks, type AnyGame, type GameEvent, type Outcome, type Rng } from '../../rules/index.ts';
import { Subject } from 'rxjs';
import type { CellSet } from '../../rules/index.ts';
import { positionOf, type Candidate, type Position } from '../detect/candidates.ts';
import type { SessionEvent } from './events.ts';

export type Sticks = 'virtual' | 'physical';

/**
 * An input that changed the game, as the journal keeps it: replaying the inputs through the rules
 * with the same seed gives the same game. Virtual casts are kept for reading (a replay draws them
 * again from the seed and checks they agree).
 */
export type SessionRecord =
  | { type: 'move'; move: string }
  | { type: 'cast'; heads: number; purpose: string; virtual?: true }
  | { type: 'choice'; value: string }
  | { type: 'undo' };

/**
 * Keeps a record before the session reports it; returns why it could not (the input is then
 * refused and the game stays as it was), or null.
 */
export type Recorder = (record: SessionRecord) => string | null;

export interface SessionConfig {
  game: AnyGame;
  state: unknown;
  rng: Rng;
  sticks: Sticks;
  recorder?: Recorder;
}

/** Several moves look the same on the board: the player names one. */
interface Ambiguity { prompt: string; moves: unknown[]; labels: string[]; after: CellSet; seat: string | undefined }

export class GameSession {
  readonly game: AnyGame;
  private current: unknown;
  private readonly rng: Rng;
  private readonly sticks: Sticks;
  private readonly recorder: Recorder | undefined;
  private ambiguity: Ambiguity | null = null;
  /** Positions per seat ('' for a one-board game), computed once per state. */
  private readonly positions = new Map<string, Position>();
  private readonly changes = new Subject<void>();
  /** Fires after every change of state: the other boards of a several-board game look again. */
  readonly changed$ = this.changes.asObservable();
  readonly log: { move: string; failed?: true }[] = [];
  /** The state before each logged move, for undo (states are immutable, so this is cheap). */
  private readonly before: unknown[] = [];
  /** A move played whose casts are not all known yet, and what happened meanwhile. */
  private undecided: { label: string; stateBefore: unknown; casts: SessionEvent[]; others: SessionEvent[]; failed: boolean } | null = null;

  constructor(config: SessionConfig) {
    this.game = config.game;
    this.current = config.state;
    this.rng = config.rng;
    this.sticks = config.sticks;
    this.recorder = config.recorder;
  }

  /** Records an input; the reason it could not be kept, or null. */
  private keep(record: SessionRecord): string | null {
    return this.recorder?.(record) ?? null;
  }

  get state(): unknown { return this.current; }

  /** Expected occupancy and the legal moves as a board (a seat's, in a several-board game) sees them. */
  position(seat?: string): Position {
    if (this.ambiguity) {
      // While the player names one of several look-alike moves, their board already shows it;
      // nothing else may be committed meanwhile.
      if (this.ambiguity.seat === seat) return { expected: this.ambiguity.after, candidates: [] };
      return { expected: this.computedPosition(seat).expected, candidates: [] };
    }
    return this.computedPosition(seat);
  }

  private computedPosition(seat: string | undefined): Position {
    const key = seat ?? '';
    let position = this.positions.get(key);
    if (position === undefined) {
      position = positionOf(this.game, this.current, seat);
      if (this.game.isOver(this.current)) position = { expected: position.expected, candidates: [] };
      this.positions.set(key, position);
    }
    return position;
  }

  /** The state (or what is awaited) changed: positions are computed afresh, boards look again. */
  private touched(): void {
    this.positions.clear();
    this.changes.next();
  }

  /** What the players must do before a move can be made, if anything. */
  awaiting(): SessionEvent | null {
    if (this.ambiguity) return { type: 'choice', prompt: this.ambiguity.prompt, options: this.ambiguity.labels };
    const pending = this.game.pending(this.current);
    if (pending?.kind === 'choice') return { type: 'choice', prompt: pending.prompt, options: pending.options };
    if (pending?.kind === 'cast') return { type: 'pending', for: 'cast', sticks: pending.sticks, purpose: pending.purpose };
    return null;
  }

  /** The board matched these candidates (all looking alike). */
  commit(candidates: Candidate[], seat?: string): SessionEvent[] {
    if (candidates.length === 1) return this.play(candidates[0].move);
    const moves = candidates.map((c) => c.move);
    const verdict = this.game.disambiguate(this.current, moves);
    if ('move' in verdict) return this.play(verdict.move);
    const labels = verdict.choice.options.map((m: unknown) => this.game.formatMove(m, this.current));
    this.ambiguity = { prompt: verdict.choice.prompt, moves: verdict.choice.options, labels, after: candidates[0].after, seat };
    this.touched();
    return [{ type: 'choice', prompt: verdict.choice.prompt, options: labels }];
  }

  /** Plays a move given in the game's notation (dashboard, CLI). */
  playText(text: string): SessionEvent[] {
    if (this.ambiguity || this.game.pending(this.current)) return [reject('a choice or a cast is awaited first')];
    const parsed = this.game.parseMove(text, this.current);
    if (!parsed.ok) return [reject(parsed.error.message)];
    return this.play(parsed.value);
  }

  play(move: unknown): SessionEvent[] {
    const label = this.game.formatMove(move, this.current);
    const stateBefore = this.current;
    const outcome = this.game.play(this.current, move, this.rng);
    if (!outcome.ok) return [reject(`${label}: ${outcome.error.message}`)];
    const refused = this.keep({ type: 'move', move: label });
    if (refused !== null) return [reject(`${label}: ${refused}`)];
    const next = this.game.pending(outcome.value.state);
    if (next?.decidesMove) {
      // The move's fate hangs on the sticks: report it once they have spoken.
      this.undecided = { label, stateBefore, casts: [], others: [], failed: outcome.value.failed === true };
      return this.apply(outcome.value);
    }
    return [this.record(label, stateBefore, outcome.value.failed === true), ...this.apply(outcome.value)];
  }

  private record(label: string, stateBefore: unknown, failed: boolean): SessionEvent {
    const record = failed ? { move: label, failed: true as const } : { move: label };
    this.before.push(stateBefore);
    this.log.push(record);
    return { type: 'move', ...record };
  }

  /** Takes back the last move with the casts and choices that followed it. */
  undo(): SessionEvent[] {
    if (this.ambiguity) {
      this.ambiguity = null;
      this.touched();
      return [{ type: 'note', text: 'choice withdrawn' }];
    }
    if (this.undecided) {
      const { label, stateBefore } = this.undecided;
      const refused = this.keep({ type: 'undo' });
      if (refused !== null) return [reject(refused)];
      this.undecided = null;
      this.current = stateBefore;
      this.touched();
      return [{ type: 'undone', move: label }];
    }
    if (this.log.length === 0) return [reject('there is no move to undo')];
    const refused = this.keep({ type: 'undo' });
    if (refused !== null) return [reject(refused)];
    const previous = this.before.pop();
    const record = this.log.pop()!;
    this.current = previous;
    this.touched();
    const waiting = this.awaiting();
    return waiting ? [{ type: 'undone', move: record.move }, waiting] : [{ type: 'undone', move: record.move }];
  }

  /** A physical cast: the number of heads counted by the players. */
  cast(heads: number): SessionEvent[] {
    const pending = this.game.pending(this.current);
    if (this.ambiguity || pending?.kind !== 'cast') return [reject('no cast is awaited')];
    if (!Number.isInteger(heads) || heads < 0 || heads > pending.sticks) {
      return [reject(`a cast of ${pending.sticks} sticks shows 0 to ${pending.sticks} heads, not ${heads}`)];
    }
    const result = this.game.resolve(this.current, { cast: heads }, this.rng);
    if (!result.ok) return [reject(result.error.message)];
    const refused = this.keep({ type: 'cast', heads, purpose: pending.purpose });
    if (refused !== null) return [reject(refused)];
    return this.resolved(result.value, pending.purpose, heads);
  }

  choose(value: string): SessionEvent[] {
    if (this.ambiguity) {
      const i = this.ambiguity.labels.indexOf(value);
      if (i < 0) return [reject(`"${value}" is not one of: ${this.ambiguity.labels.join(', ')}`)];
      const move = this.ambiguity.moves[i];
      this.ambiguity = null;
      this.touched();
      return this.play(move);
    }
    const pending = this.game.pending(this.current);
    if (pending?.kind !== 'choice') return [reject('no choice is awaited')];
    if (!pending.options.includes(value)) return [reject(`"${value}" is not one of: ${pending.options.join(', ')}`)];
    const result = this.game.resolve(this.current, { choice: value }, this.rng);
    if (!result.ok) return [reject(result.error.message)];
    const refused = this.keep({ type: 'choice', value });
    if (refused !== null) return [reject(refused)];
    return this.resolved(result.value);
  }

  private resolved(outcome: Outcome<unknown>, purpose?: string, heads?: number): SessionEvent[] {
    // Every cast is reported, whether or not the game reports it itself.
    const announce = purpose !== undefined && heads !== undefined && !outcome.events.some((e) => e.type === 'cast');
    return this.apply(announce ? { ...outcome, events: [{ type: 'cast', heads: heads!, purpose: purpose! }, ...outcome.events] } : outcome);
  }

  /** Takes the new state, then keeps going while virtual sticks can answer what the game waits for. */
  private apply(outcome: Outcome<unknown>): SessionEvent[] {
    this.current = outcome.state;
    this.touched();
    let events = outcome.events.map(fromGameEvent);
    const pending = this.game.pending(this.current);
    if (this.undecided) {
      const u = this.undecided;
      if (outcome.failed) u.failed = true;
      for (const e of events) (e.type === 'cast' ? u.casts : u.others).push(e);
      events = [];
      if (!pending?.decidesMove) {
        this.undecided = null;
        events = [...u.casts, this.record(u.label, u.stateBefore, u.failed), ...u.others];
      }
    }
    if (pending?.kind === 'cast' && this.sticks === 'virtual') {
      const heads = castSticks(this.rng, pending.sticks);
      const result = this.game.resolve(this.current, { cast: heads }, this.rng);
      if (!result.ok) return [...events, reject(result.error.message)];
      // Kept for reading only: a replay draws it again from the seed, so a failed write loses nothing.
      this.keep({ type: 'cast', heads, purpose: pending.purpose, virtual: true });
      return [...events, ...this.resolved(result.value, pending.purpose, heads)];
    }
    const waiting = this.awaiting();
    return waiting ? [...events, waiting] : events;
  }
}

function reject(reason: string): SessionEvent { return { type: 'rejected', reason }; }

function fromGameEvent(e: GameEvent): SessionEvent {
  switch (e.type) {
    case 'cast': return { type: 'cast', heads: e.heads, purpose: e.purpose };
    case 'score': return e.detail === undefined ? { type: 'score', scores: e.scores } : { type: 'score', scores: e.scores, detail: e.detail };
    case 'end': return { type: 'end', scores: e.scores, winner: e.winner, reason: e.reason };
    case 'note': return { type: 'note', text: e.text };
  }
}
