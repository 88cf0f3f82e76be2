// One game in progress: holds the state, plays moves through the rules, resolves casts (virtual
// sticks from the injected rng, physical ones from outside), choices and entries (from the
// dashboard, a script, a board's button or tap), and reports what happened as events. Every input
// that changes the game goes to the recorder (the journal) before the session returns, so before
// any light confirms it.
import { Subject } from 'rxjs';
import { castSticks, tooDeep, withinDepth, type AnyGame, type GameEvent, type Json, type Label, type MoveWords, type Outcome, type Rng } from '../../rules/index.ts';
import { fixedPosition, positionOf, type Candidate, type Position } from '../detect/candidates.ts';
import type { GameShape } from '../games/shape.ts';
import { wordsOfNotation } from './move-words.ts';
import type { SessionEvent } from './events.ts';
import { OPEN, type Phase } from './phase.ts';
import { said, type SaidParams } from '../said.ts';

export type Sticks = 'virtual' | 'physical';

/** A cast or a choice the session took, after `moves` moves (see GameSession.decisions); `after`: the state a choice led to. */
export type Decision = { kind: 'cast'; heads: number; moves: number } | { kind: 'choice'; value: string; moves: number; after: unknown };

/**
 * An input that changed the game, as the journal keeps it: replaying the inputs through the rules
 * with the same seed gives the same game. Virtual casts are kept for reading (a replay draws them
 * again from the seed and checks they agree).
 */
export type SessionRecord =
  | { type: 'move'; move: string }
  | { type: 'cast'; heads: number; purpose: string; virtual?: true }
  | { type: 'choice'; value: string }
  | { type: 'entry'; value: Json }
  | { type: 'undo' };

/**
 * Keeps a record before the session reports it; returns why it could not (the input is then
 * refused and the game stays as it was), or null.
 */
export type Recorder = (record: SessionRecord) => string | null;

export interface SessionConfig {
  shape: GameShape;
  state: unknown;
  rng: Rng;
  sticks: Sticks;
  recorder?: Recorder;
}

export class GameSession {
  readonly game: AnyGame;
  readonly shape: GameShape;
  private current: unknown;
  private readonly rng: Rng;
  /** Who casts the sticks: the host from its rng (virtual), or someone outside (physical, remote). */
  readonly sticks: Sticks;
  private recorder: Recorder | undefined;
  private phase: Phase = OPEN;
  /** The position, computed once per state (and phase). */
  private cached: Position | null = null;
  private readonly changes = new Subject<void>();
  /** Fires after every change of state or phase: the boards look again. */
  readonly changed$ = this.changes.asObservable();
  readonly log: { move: string; failed?: true }[] = [];
  /** Each logged move in words, in the position it was played from (beside `log`, entry for entry). */
  readonly logWords: MoveWords[] = [];
  /** The state before each logged move, for undo (states are immutable, so this is cheap). */
  private readonly before: unknown[] = [];
  /**
   * Each cast and each option taken for a choice the game awaited, in order, after how many logged
   * moves (a move waiting on its deciding cast counted): a remote match rebuilds its steps from them.
   */
  readonly decisions: Decision[] = [];

  constructor(config: SessionConfig) {
    this.shape = config.shape;
    this.game = config.shape.game;
    this.current = config.state;
    this.rng = config.rng;
    this.sticks = config.sticks;
    this.recorder = config.recorder;
  }

  /** Moves logged so far, a move waiting on its deciding cast or choice counted (it came first). */
  private movesSoFar(): number { return this.log.length + (this.phase.kind === 'deciding' ? 1 : 0); }

  private forgetDecisions(): void {
    while ((this.decisions.at(-1)?.moves ?? -1) > this.log.length) this.decisions.pop();
  }

  /** From now on records go here (a journal reopened after a replay). */
  recordTo(recorder: Recorder | undefined): void { this.recorder = recorder; }

  /** Records an input; the reason it could not be kept, or null. */
  private keep(record: SessionRecord): string | null {
    return this.recorder?.(record) ?? null;
  }

  get state(): unknown { return this.current; }

  /** The move played and journalled but waiting on a cast (or choice) that decides it, in notation; null otherwise. */
  get deciding(): string | null { return this.phase.kind === 'deciding' ? this.phase.label : null; }

  /** The state the first logged move was played from (the state now while none is): where a replay of the log starts. */
  get start(): unknown { return this.before[0] ?? this.current; }

  /** Expected occupancy and the legal moves as the boards see them (global cells). */
  position(): Position {
    if (this.cached === null) {
      // While the player names one of several look-alike moves, the board already shows it;
      // nothing else may be committed meanwhile.
      this.cached = this.phase.kind === 'naming' ? fixedPosition(this.phase.after, []) : positionOf(this.shape, this.current);
    }
    return this.cached;
  }

  /** The state (or what is awaited) changed: the position is computed afresh, boards look again. */
  private touched(): void {
    this.cached = null;
    this.changes.next();
  }

  /** What the players must do before a move can be made, if anything. */
  awaiting(): SessionEvent | null {
    if (this.phase.kind === 'naming') return withWords({ type: 'choice', prompt: this.phase.prompt, options: this.phase.labels }, this.phase.words);
    const pending = this.game.pending(this.current);
    switch (pending?.kind) {
      case undefined: return null;
      // The game's words for it, when it gives them, go along for screens in other languages.
      case 'choice': return withWords({ type: 'choice', prompt: pending.prompt, options: pending.options }, pending.words);
      case 'cast': return withWords({ type: 'pending', for: 'cast', sticks: pending.sticks, purpose: pending.purpose }, pending.words);
      case 'entry': return withWords(pending.example === undefined
        ? { type: 'entry', prompt: pending.prompt, schema: pending.schema }
        : { type: 'entry', prompt: pending.prompt, schema: pending.schema, example: pending.example }, pending.words);
    }
  }

  /**
   * A game that opens on a cast (the first player's throw of the ship race): with virtual sticks
   * the host casts it at once, as it casts every later one; with physical sticks, or a game that
   * opens on a move, nothing happens.
   */
  castOpening(): SessionEvent[] {
    const pending = this.game.pending(this.current);
    if (this.log.length > 0 || pending?.kind !== 'cast' || this.sticks !== 'virtual') return [];
    return this.apply({ state: this.current, events: [] });
  }

  /** While the players name one of several look-alike moves: those moves, in the order of the choice's options; else null. */
  namingMoves(): readonly unknown[] | null {
    return this.phase.kind === 'naming' ? this.phase.moves : null;
  }

  /** The boards show these candidates (all looking alike), or a player confirmed them. */
  commit(candidates: Candidate[]): SessionEvent[] {
    if (candidates.length === 1) return this.play(candidates[0].move);
    const verdict = this.game.disambiguate(this.current, candidates.map((c) => c.move));
    if ('move' in verdict) return this.play(verdict.move);
    const labels = verdict.choice.options.map((m: unknown) => this.game.formatMove(m, this.current));
    const shown = candidates.find((c) => c.move === verdict.choice.options[0]) ?? candidates[0];
    this.phase = { kind: 'naming', prompt: verdict.choice.prompt, words: verdict.choice.words, moves: verdict.choice.options, labels, after: shown.after };
    this.touched();
    return [withWords({ type: 'choice', prompt: verdict.choice.prompt, options: labels }, verdict.choice.words)];
  }

  /** Plays a move given in the game's notation (dashboard, CLI, script). */
  playText(text: string): SessionEvent[] {
    if (this.phase.kind === 'naming' || this.game.pending(this.current)) return [reject('a choice, a cast or an entry is awaited first', 'awaiting', { move: text })];
    const parsed = this.game.parseMove(text, this.current);
    if (!parsed.ok) return [{ type: 'rejected', reason: parsed.error.message, code: parsed.error.code, params: { move: text }, malformed: true }];
    return this.play(parsed.value);
  }

  play(move: unknown): SessionEvent[] {
    const label = this.game.formatMove(move, this.current);
    const stateBefore = this.current;
    const outcome = this.game.play(this.current, move, this.rng);
    if (!outcome.ok) return [reject(`${label}: ${outcome.error.message}`, outcome.error.code, { move: label })];
    const refused = this.keep({ type: 'move', move: label });
    if (refused !== null) return [reject(`${label}: ${refused}`, 'not-recorded', { move: label })];
    this.phase = OPEN;
    const next = this.game.pending(outcome.value.state);
    if (next?.decidesMove) {
      // The move's fate hangs on the sticks (or a choice): report it once they have spoken.
      this.phase = { kind: 'deciding', label, stateBefore, casts: [], others: [], failed: outcome.value.failed === true };
      return this.apply(outcome.value);
    }
    return [this.record(label, stateBefore, outcome.value.failed === true), ...this.apply(outcome.value)];
  }

  private record(label: string, stateBefore: unknown, failed: boolean): SessionEvent {
    const record = failed ? { move: label, failed: true as const } : { move: label };
    this.before.push(stateBefore);
    this.log.push(record);
    this.logWords.push(wordsOfNotation(this.game, stateBefore, label));
    return { type: 'move', ...record };
  }

  /** Takes back the last move with the casts, choices and entries that followed it. */
  undo(): SessionEvent[] {
    const phase = this.phase;
    if (phase.kind === 'naming') {
      this.phase = OPEN;
      this.touched();
      return [{ type: 'note', text: 'choice withdrawn', said: said('choice-withdrawn') }];
    }
    if (phase.kind === 'deciding') {
      const refused = this.keep({ type: 'undo' });
      if (refused !== null) return [reject(refused, 'not-recorded')];
      this.phase = OPEN;
      this.current = phase.stateBefore;
      this.forgetDecisions();
      this.touched();
      return [{ type: 'undone', move: phase.label }];
    }
    if (this.log.length === 0) return [reject('there is no move to undo', 'nothing-to-undo')];
    const refused = this.keep({ type: 'undo' });
    if (refused !== null) return [reject(refused, 'not-recorded')];
    const previous = this.before.pop();
    const record = this.log.pop()!;
    this.logWords.pop();
    // The casts and choices that followed the move go with it.
    this.forgetDecisions();
    this.current = previous;
    this.touched();
    const waiting = this.awaiting();
    return waiting ? [{ type: 'undone', move: record.move }, waiting] : [{ type: 'undone', move: record.move }];
  }

  /** A physical cast: the number of heads counted by the players. */
  cast(heads: number): SessionEvent[] {
    const pending = this.game.pending(this.current);
    if (this.phase.kind === 'naming' || pending?.kind !== 'cast') return [reject('no cast is awaited', 'not-awaited')];
    if (!Number.isInteger(heads) || heads < 0 || heads > pending.sticks) {
      return [reject(`a cast of ${pending.sticks} sticks shows 0 to ${pending.sticks} heads, not ${heads}`, 'bad-cast', { sticks: pending.sticks, heads })];
    }
    const result = this.game.resolve(this.current, { cast: heads }, this.rng);
    if (!result.ok) return [reject(result.error.message, result.error.code)];
    const refused = this.keep({ type: 'cast', heads, purpose: pending.purpose });
    if (refused !== null) return [reject(refused, 'not-recorded')];
    this.decisions.push({ kind: 'cast', heads, moves: this.movesSoFar() });
    return this.resolved(result.value, pending.purpose, heads);
  }

  choose(value: string): SessionEvent[] {
    const phase = this.phase;
    if (phase.kind === 'naming') {
      const i = phase.labels.indexOf(value);
      if (i < 0) return [reject(`"${value}" is not one of: ${phase.labels.join(', ')}`, 'not-an-option', { value, options: phase.labels.join(', ') })];
      this.phase = OPEN;
      this.touched();
      return this.play(phase.moves[i]);
    }
    const pending = this.game.pending(this.current);
    if (pending?.kind !== 'choice') return [reject('no choice is awaited', 'not-awaited')];
    if (!pending.options.includes(value)) return [reject(`"${value}" is not one of: ${pending.options.join(', ')}`, 'not-an-option', { value, options: pending.options.join(', ') })];
    const result = this.game.resolve(this.current, { choice: value }, this.rng);
    if (!result.ok) return [reject(result.error.message, result.error.code)];
    const refused = this.keep({ type: 'choice', value });
    if (refused !== null) return [reject(refused, 'not-recorded')];
    const chosen: Decision = { kind: 'choice', value, moves: this.movesSoFar(), after: result.value.state };
    this.decisions.push(chosen);
    const events = this.resolved(result.value);
    chosen.after = this.current;
    return events;
  }

  /** Data the game asked for (a tile turned up, a player's holdings); the game checks it. */
  enter(value: Json): SessionEvent[] {
    const pending = this.game.pending(this.current);
    if (this.phase.kind === 'naming' || pending?.kind !== 'entry') return [reject('no entry is awaited', 'not-awaited')];
    // Measured before any game (or the journal's JSON.stringify) walks it: a game may ignore a
    // key it does not know, and 100,000 levels under it overflowed the stack when recorded.
    if (!withinDepth(value)) return [{ type: 'rejected', reason: tooDeep('the entry').error.message, code: 'too-deep', malformed: true }];
    const result = this.game.resolve(this.current, { entry: value }, this.rng);
    if (!result.ok) return [reject(result.error.message, result.error.code)];
    const refused = this.keep({ type: 'entry', value });
    if (refused !== null) return [reject(refused, 'not-recorded')];
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
    const phase = this.phase;
    if (phase.kind === 'deciding') {
      if (outcome.failed) phase.failed = true;
      for (const e of events) (e.type === 'cast' ? phase.casts : phase.others).push(e);
      events = [];
      if (!pending?.decidesMove) {
        this.phase = OPEN;
        events = [...phase.casts, this.record(phase.label, phase.stateBefore, phase.failed), ...phase.others];
      }
    }
    if (pending?.kind === 'cast' && this.sticks === 'virtual') {
      const heads = castSticks(this.rng, pending.sticks);
      const result = this.game.resolve(this.current, { cast: heads }, this.rng);
      if (!result.ok) return [...events, reject(result.error.message, result.error.code)];
      // Kept for reading only: a replay draws it again from the seed, so a failed write loses nothing.
      this.keep({ type: 'cast', heads, purpose: pending.purpose, virtual: true });
      this.decisions.push({ kind: 'cast', heads, moves: this.movesSoFar() });
      return [...events, ...this.resolved(result.value, pending.purpose, heads)];
    }
    const waiting = this.awaiting();
    return waiting ? [...events, waiting] : events;
  }
}

function reject(reason: string, code: string, params?: SaidParams): SessionEvent {
  return params === undefined ? { type: 'rejected', reason, code } : { type: 'rejected', reason, code, params };
}

function withWords<E extends SessionEvent>(e: E, words: Label | undefined): E {
  return words === undefined ? e : { ...e, words };
}

function fromGameEvent(e: GameEvent): SessionEvent {
  switch (e.type) {
    case 'cast': return { type: 'cast', heads: e.heads, purpose: e.purpose };
    case 'score': return e.detail === undefined ? { type: 'score', scores: e.scores } : { type: 'score', scores: e.scores, detail: e.detail };
    case 'end': return withWords({ type: 'end', scores: e.scores, winner: e.winner, reason: e.reason }, e.words);
    case 'note': return withWords({ type: 'note', text: e.text }, e.words);
  }
}
