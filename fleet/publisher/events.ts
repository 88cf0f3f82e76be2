// `games/<game>/events`: every record of every game's journal (move, cast, choice, entry, undo,
// end), in order, QoS 1, not retained, with `seq` = the record's number in its journal (1 is the
// first record after `created`). The journal is the source of truth, not memory: per game only
// the last `seq` the broker acknowledged (PUBACK) and a window of messages in flight are kept; the
// rest is read from the journal when it is due. After an outage (onConnect again) publishing goes
// on from the acknowledged point, so what was not acknowledged goes out again, in order, before
// anything new. A new process goes on from the `<journal>.fleet-sent` file (fleet-sent.ts).
import type { MqttClient } from 'mqtt';
import type { Subscription } from 'rxjs';
import { journalDirOf } from '../../host/index.ts';
import { gameEventsTopic } from '../topics.ts';
import { encodeGameEvent } from '../payloads/index.ts';
import { offsetAfter, readLines, recordOf } from './journal-lines.ts';
import { readSent, unfinishedSent, writeSent } from './fleet-sent.ts';
import type { PublisherContext, PublisherPart } from './part.ts';

/** Messages of one game published and not yet acknowledged, at most. */
export const EVENTS_WINDOW = 16;
/** The header and `created` come before a journal's first record. */
const HEAD_LINES = 2;

interface Track {
  /** The `<game>` of the topic: the host's id for the game. */
  game: string;
  topic: string;
  journal: string;
  /** The last seq the broker acknowledged, every one before it too. */
  acked: number;
  /** Byte offset just after the acknowledged record (where publishing goes on from). */
  ackedAt: number;
  /** The next seq to publish, and the byte offset of its line. */
  next: number;
  nextAt: number;
  /** seq → byte offset just after its line, for the messages in flight. */
  inFlight: Map<number, number>;
  /** Acknowledged, but one before it is not yet. */
  ackedAhead: Set<number>;
  /** The seq of the `end` record once it was read; nothing follows it. */
  endSeq: number | null;
  /** The journal had nothing more at the last read. */
  caughtUp: boolean;
  /** A publish failed: nothing more goes out until the client connects again. */
  stalled: boolean;
  /** Bumped by every reconnect: acknowledgements of an older round are not counted twice. */
  round: number;
  /** The seq last written to the fleet-sent file. */
  saved: number;
  /** The most messages ever in flight at once (never above the window). */
  peak: number;
}

export class EventsPart implements PublisherPart {
  private context: PublisherContext | null = null;
  private subscription: Subscription | null = null;
  /** By journal path. */
  private readonly tracks = new Map<string, Track>();
  private readonly dirty = new Set<Track>();
  private pumpQueued = false;
  private saveQueued = false;
  private stopping = false;
  /** Woken when an acknowledgement arrives or the client closes (stop waits on it). */
  private wake: (() => void) | null = null;

  start(context: PublisherContext): void {
    this.context = context;
    if (context.dataDir === null) {
      context.log('fleet: no data folder, so no journals: game events are not published');
      return;
    }
    // Games whose events a table before this one did not get all acknowledged.
    for (const journal of unfinishedSent(journalDirOf(context.dataDir))) this.trackJournal(journal, null);
    for (const game of context.host.games()) this.trackGame(game.id);
    context.client.on('close', this.onClose);
    this.subscription = context.host.events$.subscribe((e) => {
      if (e.game !== undefined) {
        const track = this.trackGame(e.game);
        if (track) this.dirty.add(track);
      }
      // A game taken off its boards (replaced, ended) may have had its `end` written without
      // an event of its own: its journal is read once more.
      for (const track of this.tracks.values()) if (this.context?.host.journalPath(track.game) !== track.journal) this.dirty.add(track);
      this.queuePump();
    });
    this.pumpAll();
  }

  onConnect(): void {
    // What was in flight went out again from the client's own store before `connect`; anything
    // still not acknowledged is published again from the journal, before anything new.
    for (const track of this.tracks.values()) {
      track.round++;
      track.inFlight.clear();
      track.ackedAhead.clear();
      track.next = track.acked + 1;
      track.nextAt = track.ackedAt;
      track.endSeq = null;
      track.caughtUp = false;
      track.stalled = false;
    }
    this.pumpAll();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.subscription?.unsubscribe();
    this.subscription = null;
    const client = this.context?.client;
    // Everything in the journals goes out and is acknowledged, while the broker is there.
    for (let round = 0; client?.connected === true && round < 1_000_000; round++) {
      this.pumpAll();
      const pending = [...this.tracks.values()].filter((t) => !t.stalled && (t.inFlight.size > 0 || !t.caughtUp));
      if (pending.length === 0) break;
      if ([...pending].every((t) => t.inFlight.size === 0)) continue;
      await new Promise<void>((resolve) => { this.wake = resolve; });
    }
    this.wake = null;
    for (const track of this.tracks.values()) this.save(track);
    client?.removeListener('close', this.onClose);
  }

  /** Per game: the last seq acknowledged, how many are in flight, and the most ever in flight (for status and tests). */
  progress(): { game: string; journal: string; acked: number; inFlight: number; peak: number }[] {
    return [...this.tracks.values()].map((t) => ({ game: t.game, journal: t.journal, acked: t.acked, inFlight: t.inFlight.size, peak: t.peak }));
  }

  private readonly onClose = (): void => { this.wake?.(); };

  /** The game's track, started when first seen (from where its fleet-sent file says). */
  private trackGame(game: string): Track | null {
    const journal = this.context?.host.journalPath(game) ?? null;
    if (journal === null) return null;
    return this.tracks.get(journal) ?? this.trackJournal(journal, game);
  }

  private trackJournal(journal: string, game: string | null): Track | null {
    const context = this.context!;
    const { sent, unreadable } = readSent(journal);
    if (unreadable !== null) context.log(`fleet: ${unreadable}: the game's events are published again from the first`);
    if (sent?.ended) return null;
    const acked = sent?.seq ?? 0;
    const at = offsetAfter(journal, HEAD_LINES + acked);
    if (!at.ok) { context.log(`fleet: ${at.error}: its game's events are not published`); return null; }
    let offset = at.offset;
    let from = acked;
    if (offset === null) {
      // Fewer records than the file says were acknowledged: a journal put back from a copy.
      context.log(`fleet: ${journal} holds fewer than ${acked} records: its events are published again from the first`);
      const head = offsetAfter(journal, HEAD_LINES);
      if (!head.ok || head.offset === null) return null;
      offset = head.offset;
      from = 0;
    }
    const id = game ?? createdId(journal);
    if (id === null) { context.log(`fleet: ${journal}: no game id in its second line: its events are not published`); return null; }
    const topic = gameEventsTopic(context.site, context.table, id);
    if (!topic.ok) { context.log(`fleet: events of game ${id} are not published: ${topic.error.message}`); return null; }
    const track: Track = {
      game: id, topic: topic.value, journal,
      acked: from, ackedAt: offset, next: from + 1, nextAt: offset, inFlight: new Map(), ackedAhead: new Set(),
      endSeq: null, caughtUp: false, stalled: false, round: 0, saved: sent === null ? -1 : acked, peak: 0,
    };
    this.tracks.set(journal, track);
    // The file exists from the first: a game seen once is never taken for one never published.
    if (sent === null) this.save(track);
    this.dirty.add(track);
    return track;
  }

  private queuePump(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      const tracks = [...this.dirty];
      this.dirty.clear();
      for (const track of tracks) this.pump(track);
    });
  }

  private pumpAll(): void {
    this.dirty.clear();
    for (const track of [...this.tracks.values()]) this.pump(track);
  }

  /** Publishes the game's next records from its journal, while the window has room. */
  private pump(track: Track): void {
    const { client, log } = this.context!;
    if (!client.connected || track.stalled || !this.tracks.has(track.journal)) return;
    while (track.endSeq === null && track.inFlight.size < EVENTS_WINDOW) {
      const read = readLines(track.journal, track.nextAt, EVENTS_WINDOW - track.inFlight.size);
      if (!read.ok) { log(`fleet: ${read.error}: events of game ${track.game} wait`); track.caughtUp = true; return; }
      track.caughtUp = read.lines.length === 0;
      if (track.caughtUp) break;
      for (const line of read.lines) {
        const seq = track.next;
        const record = recordOf(line.text);
        this.publish(client, track, seq, record ?? { type: 'unreadable' });
        track.inFlight.set(seq, line.end);
        track.peak = Math.max(track.peak, track.inFlight.size);
        track.next = seq + 1;
        track.nextAt = line.end;
        if (record?.type === 'end') { track.endSeq = seq; track.caughtUp = true; break; }
      }
    }
  }

  private publish(client: MqttClient, track: Track, seq: number, record: { type: string }): void {
    let payload = encodeGameEvent(seq, record);
    if (!payload.ok) {
      // Too large for the topic (a huge entry): the record's place is kept, its fields said to be left out.
      this.context!.log(`fleet: record ${seq} of game ${track.game} is not published whole: ${payload.error.message}`);
      const stub: { type: string; omitted: string } = { type: record.type.slice(0, 64), omitted: payload.error.message.slice(0, 500) };
      payload = encodeGameEvent(seq, stub);
    }
    if (!payload.ok) return;
    const round = track.round;
    client.publish(track.topic, payload.value, { qos: 1, retain: false }, (error) => this.settle(track, round, seq, error));
  }

  private settle(track: Track, round: number, seq: number, error: Error | undefined): void {
    if (round !== track.round || !track.inFlight.has(seq)) { this.wake?.(); return; }
    if (error) {
      if (!track.stalled && !this.stopping) this.context!.log(`fleet: events of game ${track.game} wait for the broker: ${error.message}`);
      track.stalled = true;
      this.wake?.();
      return;
    }
    track.ackedAhead.add(seq);
    while (track.ackedAhead.has(track.acked + 1)) {
      const next = track.acked + 1;
      track.ackedAt = track.inFlight.get(next)!;
      track.inFlight.delete(next);
      track.ackedAhead.delete(next);
      track.acked = next;
    }
    this.queueSave();
    this.wake?.();
    if (track.acked === track.endSeq) {
      // Every record of a finished game is at the broker: the file says so, the track is dropped.
      this.save(track);
      this.tracks.delete(track.journal);
      return;
    }
    this.pump(track);
  }

  /** One write of the fleet-sent files per burst of acknowledgements. */
  private queueSave(): void {
    if (this.saveQueued) return;
    this.saveQueued = true;
    setImmediate(() => {
      this.saveQueued = false;
      for (const track of this.tracks.values()) if (track.saved !== track.acked) this.save(track);
    });
  }

  private save(track: Track): void {
    const failed = writeSent(track.journal, { seq: track.acked, ended: track.endSeq !== null && track.acked === track.endSeq, game: track.game });
    if (failed !== null) this.context!.log(`fleet: ${failed}`);
    else track.saved = track.acked;
  }
}

/** The game id of a journal's `created` record (its second line). */
function createdId(journal: string): string | null {
  const read = readLines(journal, 0, HEAD_LINES);
  if (!read.ok || read.lines.length < HEAD_LINES) return null;
  const created = recordOf(read.lines[1].text);
  return created?.type === 'created' && typeof created.id === 'string' ? created.id : null;
}
