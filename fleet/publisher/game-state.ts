// `games/<game>/state`, retained: a snapshot of each game on the table after every change, from
// `host.game(id)` (the moves of `GET /api/games/:id`), with `seq` its journal's record count. A
// game that ends publishes its final state (without a data folder, `seq` is the count of moves); a
// game no longer on the table (another took its board) is cleared with an empty retained payload.
// Games come and go with events; a game started with no board says nothing until its first input,
// so the games are also looked over now and then.
import type { Subscription } from 'rxjs';
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import type { GameDetail, Host } from '../../host/index.ts';
import { encodeGameState, type GameState } from '../payloads/index.ts';
import { gameStateTopic } from '../topics.ts';
import { JournalSeq } from './journal-seq.ts';
import type { PublisherContext, PublisherPart } from './part.ts';
import { ChangeLog, publishRetained } from './publish.ts';

/**
 * The snapshot of a game; `position` is the game's own JSON (its formatPosition), or null;
 * `journal` the last thing the host said about the game's journal, or null.
 */
export function gameStateOf(detail: GameDetail, seq: number, position: unknown, journal: string | null = null): GameState {
  return {
    game: detail.game,
    title: detail.title,
    seq,
    moves: detail.log.map((entry) => entry.move),
    toMove: detail.toMove,
    over: detail.over,
    result: detail.result === null ? null : { winner: detail.result.winner, reason: detail.result.reason },
    scores: detail.scores,
    awaiting: detail.awaiting ?? null,
    position: position ?? null,
    players: Object.keys(detail.scores ?? {}).map((p) => p.slice(0, 100)).slice(0, 64),
    computer: detail.computer === null ? null : detail.computer.side.slice(0, 100),
    journal: journal === null ? null : journal.slice(0, 500),
  };
}

function positionOf(host: Host, id: string): unknown {
  const running = host.gameState(id);
  if (running === undefined) return null;
  try {
    return running.game.formatPosition(running.state);
  } catch {
    return null; // a game without a position of its own
  }
}

/** How often the games on the table are looked over for one that came or went without an event. */
export const GAMES_LOOK_MS = 10_000;

export interface GameStateOptions {
  clock: Clock;
  lookMs?: number;
}

export class GameStatePart implements PublisherPart {
  private context: PublisherContext | null = null;
  private events: Subscription | null = null;
  private said: ChangeLog | null = null;
  private seqs: JournalSeq | null = null;
  /** What was last published per game: the payload (to skip one that did not change). */
  private readonly sent = new Map<string, string>();
  /** Every game this part has seen on the table (to clear those that leave it). */
  private readonly known = new Set<string>();
  /** Games no longer on the table whose retained state is still to be cleared. */
  private readonly gone = new Set<string>();
  /** Per game: the last thing the host said about its journal (a `journal` event), for the operator. */
  private readonly notices = new Map<string, string>();
  /** Games changed since the last snapshot was taken. */
  private readonly dirty = new Set<string>();
  private stopped = false;
  private look: TimerHandle | null = null;

  constructor(private readonly options: GameStateOptions) {}

  start(context: PublisherContext): void {
    this.context = context;
    this.said = new ChangeLog(context.log);
    this.seqs = context.dataDir === null ? null : new JournalSeq(context.dataDir);
    for (const g of context.host.games()) this.known.add(g.id);
    this.events = context.host.events$.subscribe((e) => {
      if (e.game === undefined) return;
      if (!this.known.has(e.game)) {
        this.known.add(e.game);
        this.clearGone(); // a new game may have taken the board of another
      }
      if (e.type === 'journal') this.notices.set(e.game, e.reason);
      this.dirty.add(e.game);
      // One input gives several events at once (move, lights, score): one snapshot after them
      // all, taken once the host has finished with the input rather than in the middle of it.
      if (this.dirty.size === 1) queueMicrotask(() => this.flush());
    });
    this.scheduleLook();
  }

  private scheduleLook(): void {
    this.look = this.options.clock.setTimeout(() => {
      const context = this.context;
      if (context === null || this.stopped) return;
      const ids = new Set(context.host.games().map((g) => g.id));
      const fresh = [...ids].filter((id) => !this.known.has(id));
      if ([...this.known].some((id) => !ids.has(id))) this.clearGone();
      for (const id of fresh) { this.known.add(id); this.publish(id); }
      this.scheduleLook();
    }, this.options.lookMs ?? GAMES_LOOK_MS);
  }

  private flush(): void {
    const ids = [...this.dirty];
    this.dirty.clear();
    for (const id of ids) this.publish(id);
  }

  onConnect(): void {
    this.sent.clear();
    if (this.context !== null) this.clearNow();
    for (const g of this.context?.host.games() ?? []) { this.known.add(g.id); this.publish(g.id); }
  }

  private clearGone(): void {
    const context = this.context!;
    for (const id of [...this.known]) {
      if (context.host.game(id) !== undefined) continue;
      this.known.delete(id);
      this.seqs?.forget(id);
      this.sent.delete(id);
      this.notices.delete(id);
      this.gone.add(id);
    }
    this.clearNow();
  }

  /** Clears the retained state of the games gone (kept for the next connection while there is none). */
  private clearNow(): void {
    const context = this.context!;
    if (!context.client.connected) return;
    for (const id of this.gone) {
      const topic = gameStateTopic(context.site, context.table, id);
      if (topic.ok) void publishRetained(context, topic.value, '', this.said!, 'game-state');
    }
    this.gone.clear();
  }

  private publish(id: string): void {
    const context = this.context;
    if (context === null || this.stopped || !context.client.connected) return; // all again on the next connection
    const detail = context.host.game(id);
    if (detail === undefined) return;
    const topic = gameStateTopic(context.site, context.table, id);
    if (!topic.ok) { this.said!.say(`game ${id}`, `tabletop: game ${id} is not reported to the broker: ${topic.error.message}`); return; }
    const seq = this.seqs === null ? detail.log.length : this.seqs.seqOf(id);
    if (seq === null) { this.said!.say(`game ${id}`, `tabletop: game ${id}: its journal is not found in ${context.dataDir}: its state is not published`); return; }
    const journal = this.notices.get(id) ?? null;
    let payload = encodeGameState(gameStateOf(detail, seq, positionOf(context.host, id), journal));
    // A position too large for the topic: the rest of the snapshot still goes out.
    if (!payload.ok && payload.error.code === 'too-large') {
      this.said!.say(`game ${id} position`, `tabletop: game ${id}: its position is too large to publish (${payload.error.message}); published without it`);
      payload = encodeGameState(gameStateOf(detail, seq, null, journal));
    }
    if (!payload.ok) { this.said!.say(`game ${id}`, `tabletop: no state of game ${id} published: ${payload.error.message}`); return; }
    if (this.sent.get(id) === payload.value) return;
    this.sent.set(id, payload.value);
    void publishRetained(context, topic.value, payload.value, this.said!, 'game-state').then((taken) => {
      if (!taken && this.sent.get(id) === payload.value) this.sent.delete(id);
    });
  }

  /** The changes not yet published go out now (before the table's `stopped`), then nothing more. */
  async stop(): Promise<void> {
    this.events?.unsubscribe();
    if (this.look !== null) this.options.clock.clearTimeout(this.look);
    this.look = null;
    this.flush();
    this.stopped = true;
  }
}
