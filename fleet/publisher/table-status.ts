// `status`: the table itself, retained. `online` on every connection (the Last Will, registered
// at connect, turns it `lost`), again when the count of connected boards or games in progress
// changes, and `stopped` on a clean stop, delivered before the client ends.
import type { Subscription } from 'rxjs';
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import type { Host, HostEvent } from '../../host/index.ts';
import { encodeStatus, isoTime, type TableState, type TableStatus } from '../payloads/index.ts';
import { statusTopic } from '../topics.ts';
import type { PublisherContext, PublisherPart } from './part.ts';
import { ChangeLog, publishRetained } from './publish.ts';

/** Boards whose link is up, games not over. */
export function tableCounts(host: Host): { boards: number; games: number } {
  return {
    boards: host.boards().filter((b) => b.link.state === 'ready').length,
    games: host.games().filter((g) => !g.over).length,
  };
}

export function tableStatus(host: Host, state: TableState, since: string, version: string): TableStatus {
  return { state, since, version, ...tableCounts(host) };
}

/** Events after which the counts may differ: a link up or down, a game ended or taken back, a game new to the table. */
const COUNTS_MAY_CHANGE = new Set(['link', 'end', 'undone']);

export interface TableStatusOptions {
  version: string;
  /** When the table came online (the Last Will says the same). */
  since: number;
  /** Wall time in ms (Date.now), for the `since` of `stopped`. */
  wallTime: () => number;
  clock: Clock;
  /** How often the counts are looked at besides events (a game started with no board says nothing). */
  lookMs?: number;
}

export const COUNTS_LOOK_MS = 10_000;

export class TableStatusPart implements PublisherPart {
  private context: PublisherContext | null = null;
  private events: Subscription | null = null;
  private said: ChangeLog | null = null;
  private counts: { boards: number; games: number } | null = null;
  private readonly games = new Set<string>();
  private stopped = false;
  private look: TimerHandle | null = null;

  constructor(private readonly options: TableStatusOptions) {}

  start(context: PublisherContext): void {
    this.context = context;
    this.said = new ChangeLog(context.log);
    for (const g of context.host.games()) this.games.add(g.id);
    this.events = context.host.events$.subscribe((e: HostEvent) => {
      const fresh = e.game !== undefined && !this.games.has(e.game);
      if (e.game !== undefined) this.games.add(e.game);
      if (fresh || COUNTS_MAY_CHANGE.has(e.type)) this.recount();
    });
    this.scheduleLook();
  }

  private scheduleLook(): void {
    this.look = this.options.clock.setTimeout(() => { this.recount(); this.scheduleLook(); }, this.options.lookMs ?? COUNTS_LOOK_MS);
  }

  onConnect(): void {
    this.counts = null;
    this.recount();
  }

  private recount(): void {
    const context = this.context;
    if (context === null || this.stopped) return;
    const counts = tableCounts(context.host);
    if (this.counts !== null && counts.boards === this.counts.boards && counts.games === this.counts.games) return;
    if (!context.client.connected) return; // published on the next connection
    this.counts = counts;
    void this.publish('online', isoTime(this.options.since), counts);
  }

  private async publish(state: TableState, since: string, counts: { boards: number; games: number }): Promise<boolean> {
    const context = this.context!;
    const topic = statusTopic(context.site, context.table);
    const payload = encodeStatus({ state, since, version: this.options.version, ...counts });
    if (!topic.ok || !payload.ok) {
      this.said!.say('status', `tabletop: no status published: ${!topic.ok ? topic.error.message : !payload.ok ? payload.error.message : ''}`);
      return false;
    }
    return publishRetained(context, topic.value, payload.value, this.said!, 'status');
  }

  async stop(): Promise<void> {
    this.events?.unsubscribe();
    if (this.look !== null) this.options.clock.clearTimeout(this.look);
    this.look = null;
    const context = this.context;
    if (context === null || this.stopped) return;
    this.stopped = true;
    if (!context.client.connected) return;
    await this.publish('stopped', isoTime(this.options.wallTime()), tableCounts(context.host));
  }
}
