// `boards/<board>/status`, retained: one board's link (state, reason, line speed, firmware,
// counters, faults) and what it shows (its cells, the occupied ones, the lights). Published when
// something happens on the board, at most once a second per board (the last change always goes
// out), and looked at every few seconds for counters that moved without an event; only a payload
// that differs from the last one is sent.
import type { Subscription } from 'rxjs';
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import type { BoardDetail } from '../../host/index.ts';
import { LINK_STATES, MAX_SIDE, encodeBoardStatus, type BoardStatus } from '../payloads/index.ts';
import { isId } from '../ids.ts';
import { boardStatusTopic } from '../topics.ts';
import type { PublisherContext, PublisherPart } from './part.ts';
import { ChangeLog, publishRetained } from './publish.ts';
import { STUCK_AFTER_MS, StuckCells } from './stuck-cells.ts';
import { Throttle } from './throttle.ts';

export const BOARD_STATUS_GAP_MS = 1_000;
export const BOARD_REFRESH_MS = 10_000;

type LinkState = (typeof LINK_STATES)[number];
const isLinkState = (s: string): s is LinkState => (LINK_STATES as readonly string[]).includes(s);

/** The payload of a board as the host details it; `stuck`: its cells that have disagreed with the game too long. */
export function boardStatusOf(b: BoardDetail, stuck: readonly string[] = []): BoardStatus {
  const faults: BoardStatus['faults'] = [];
  if (b.link.state === 'failed') faults.push({ code: 'link-failed', message: (b.link.reason ?? 'the link to the board failed').slice(0, 500) });
  const down = b.link.steppedDown;
  if (down !== undefined) {
    faults.push({ code: 'line-stepped-down', message: `the line is held at ${down.to} baud instead of ${down.from} (${down.cause === 'noise' ? 'repeated errors' : 'the board did not confirm the faster speed'})` });
  }
  if (stuck.length > 0) {
    const named = stuck.slice(0, 8).join(', ') + (stuck.length > 8 ? ` and ${stuck.length - 8} more` : '');
    faults.push({ code: 'cells-stuck', message: `${stuck.length === 1 ? 'cell' : 'cells'} ${named} disagreed with the game for over ${STUCK_AFTER_MS / 1000} s: a piece nobody moves, or a switch stuck` });
  }
  if (b.power !== null && b.power.askedMa > b.power.capMa) {
    const { askedMa, capMa } = b.power;
    faults.push({ code: 'leds-over-cap', message: `the lights would draw ${askedMa} mA, over the board's cap of ${capMa} mA: shown at ${Math.floor((capMa / askedMa) * 100)} % brightness` });
  }
  const hello = b.hello;
  return {
    link: isLinkState(b.link.state) ? b.link.state : 'connecting',
    reason: b.link.reason === undefined ? null : b.link.reason.slice(0, 500),
    baud: b.baudRate,
    firmware: hello === null ? null : `${hello.firmwareId} ${hello.firmwareVersion.join('.')}`.slice(0, 200),
    counters: b.counters === null ? {} : { ...b.counters },
    faults,
    // A game id that is no topic id (it could not be this table's `<game>` either) is left out.
    game: b.game !== null && isId(b.game) ? b.game : null,
    ...shownOn(b),
  };
}

/**
 * What the board shows, cell by cell: its cells, the occupied ones and the lights. Left out for a
 * board larger than the payload takes; only the grid's cells (a board that also senses the inner
 * corners reports those too, and they have no square to draw).
 */
function shownOn(b: BoardDetail): Pick<BoardStatus, 'rows' | 'cols' | 'cells' | 'occupied' | 'leds'> {
  const { rows, cols } = b.profile;
  if (rows > MAX_SIDE || cols > MAX_SIDE || b.cells.length !== rows * cols) return {};
  const names = new Set(b.cells);
  const leds: NonNullable<BoardStatus['leds']> = {};
  for (const [cell, { r, g, b: blue, blink }] of Object.entries(b.leds)) if (names.has(cell)) leds[cell] = { r, g, b: blue, blink };
  return { rows, cols, cells: [...b.cells], occupied: b.occupancy.filter((c) => names.has(c)), leds };
}

export interface BoardStatusOptions {
  clock: Clock;
  gapMs?: number;
  refreshMs?: number;
}

export class BoardStatusPart implements PublisherPart {
  private context: PublisherContext | null = null;
  private events: Subscription | null = null;
  private said: ChangeLog | null = null;
  private readonly throttles = new Map<string, Throttle>();
  private readonly sent = new Map<string, string>();
  private refresh: TimerHandle | null = null;
  private readonly stuck = new StuckCells();
  /** Per board: the wake-up at which its next disagreeing cell becomes stuck. */
  private readonly stuckTimers = new Map<string, TimerHandle>();

  constructor(private readonly options: BoardStatusOptions) {}

  start(context: PublisherContext): void {
    this.context = context;
    this.said = new ChangeLog(context.log);
    this.events = context.host.events$.subscribe((e) => {
      if (e.board === '') return;
      if (e.type === 'correction') this.watchStuck(e.board, [...e.clear, ...e.fill]);
      else if (e.type === 'corrected') this.watchStuck(e.board, []);
      this.poke(e.board);
    });
    this.scheduleRefresh();
  }

  onConnect(): void {
    // Whatever the broker held may be older than what the host knows: everything again.
    this.sent.clear();
    for (const b of this.context?.host.boards() ?? []) this.poke(b.id);
  }

  private scheduleRefresh(): void {
    this.refresh = this.options.clock.setTimeout(() => {
      for (const b of this.context?.host.boards() ?? []) this.poke(b.id);
      this.scheduleRefresh();
    }, this.options.refreshMs ?? BOARD_REFRESH_MS);
  }

  /** Keeps the board's disagreeing cells, and wakes when the next of them has waited too long. */
  private watchStuck(board: string, cells: readonly string[]): void {
    const now = this.options.clock.now();
    if (cells.length === 0) this.stuck.corrected(board);
    else this.stuck.correction(board, cells, now);
    const timer = this.stuckTimers.get(board);
    if (timer !== undefined) this.options.clock.clearTimeout(timer);
    this.stuckTimers.delete(board);
    const at = this.stuck.nextAt(board, now);
    if (at !== null) this.stuckTimers.set(board, this.options.clock.setTimeout(() => { this.stuckTimers.delete(board); this.poke(board); }, at - now));
  }

  private poke(board: string): void {
    let throttle = this.throttles.get(board);
    if (throttle === undefined) {
      throttle = new Throttle(this.options.clock, this.options.gapMs ?? BOARD_STATUS_GAP_MS, () => this.publish(board));
      this.throttles.set(board, throttle);
    }
    throttle.poke();
  }

  private publish(board: string): void {
    const context = this.context;
    if (context === null || !context.client.connected) return; // all again on the next connection
    const detail = context.host.board(board);
    if (detail === undefined) return;
    const topic = boardStatusTopic(context.site, context.table, board);
    if (!topic.ok) { this.said!.say(`board ${board}`, `tabletop: board ${board} is not reported to the broker: ${topic.error.message}`); return; }
    const payload = encodeBoardStatus(boardStatusOf(detail, this.stuck.stuck(board, this.options.clock.now())));
    if (!payload.ok) { this.said!.say(`board ${board}`, `tabletop: no status of board ${board} published: ${payload.error.message}`); return; }
    if (this.sent.get(board) === payload.value) return;
    this.sent.set(board, payload.value);
    void publishRetained(context, topic.value, payload.value, this.said!, 'board-status').then((taken) => {
      if (!taken && this.sent.get(board) === payload.value) this.sent.delete(board);
    });
  }

  async stop(): Promise<void> {
    this.events?.unsubscribe();
    if (this.refresh !== null) this.options.clock.clearTimeout(this.refresh);
    this.refresh = null;
    for (const t of this.throttles.values()) t.cancel();
    for (const t of this.stuckTimers.values()) this.options.clock.clearTimeout(t);
    this.stuckTimers.clear();
    this.context = null;
  }
}
