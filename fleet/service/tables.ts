// The café as the fleet sees it: every table's status, boards and games, built from the messages
// tables publish. Pure: a reducer over an immutable view; the time a message arrived is handed in
// (`now`, milliseconds), never read. A message that cannot be taken is dropped and counted by its
// reason, and the view stays as it was.
import {
  countDrop, decodeTableMessage, isoTime, noDrops,
  type BoardStatus, type DropCounts, type GameState, type TableMessage, type TableState,
} from '../index.ts';

/** What the game waits for (`awaiting`) longer than this raises an alarm: the players need a hand. */
export const WAITING_ALARM_MS = 30_000;

/**
 * How much the view holds, far above a café (or a chain of them): a table with its broker
 * rights could otherwise make the fleet hold a new board or game per message until it runs out
 * of memory. A message that would go past a bound is refused and counted (`FleetView.full`).
 */
export const VIEW_LIMITS = { tables: 1_000, boardsPerTable: 64, gamesPerTable: 256 } as const;

export interface BoardView extends BoardStatus {
  id: string;
  /** When this board's status arrived. */
  at: number;
}

export interface GameView extends GameState {
  /** The running game's id (the `<game>` of its topics). */
  id: string;
  /** When the last move was played: the move event's own time where it carries one, else when a state with more moves arrived. */
  lastMoveAt: number | null;
  /** The `seq` that `lastMoveAt` belongs to (a state and the events of one move share it). */
  lastMoveSeq: number | null;
  /** Since when the game waits for `awaiting` (as the fleet saw it arrive); null while it waits for a move. */
  awaitingSince: number | null;
  /** A board showing something else than the game, waiting to be put right (a `correction` event, until `corrected`). */
  correctionSince: number | null;
}

export interface TableView {
  site: string;
  table: string;
  /** null before the table's status arrived (or after it was cleared). */
  state: TableState | null;
  /** Since when the table is in `state`; for `lost`, when the fleet saw the Last Will arrive. */
  since: string | null;
  version: string | null;
  boards: ReadonlyMap<string, BoardView>;
  games: ReadonlyMap<string, GameView>;
}

export interface FleetView {
  /** Keyed by `site/table` (ids hold no `/`). */
  tables: ReadonlyMap<string, TableView>;
  drops: DropCounts;
  /** Messages taken (not dropped). */
  taken: number;
  /** Messages refused because they would have taken the view past VIEW_LIMITS. */
  full: number;
}

export function emptyFleet(): FleetView {
  return { tables: new Map(), drops: noDrops(), taken: 0, full: 0 };
}

export const tableKey = (site: string, table: string): string => `${site}/${table}`;

export interface Received {
  view: FleetView;
  /** The message as decoded, or null when it was dropped. */
  message: TableMessage | null;
  /** The table whose view changed (its key), or null when none did. */
  changed: string | null;
}

/** Takes one received message into the view. Never throws: bad input is dropped and counted. */
export function receive(view: FleetView, topic: string, payload: Uint8Array | string, now: number): Received {
  const decoded = decodeTableMessage(topic, payload);
  if (!decoded.ok) return { view: { ...view, drops: countDrop(view.drops, decoded.error.code) }, message: null, changed: null };
  const message = decoded.value;
  const key = tableKey(message.topic.site, message.topic.table);
  const before = view.tables.get(key);
  const table = apply(before ?? blank(message.topic.site, message.topic.table), message, now);
  if ((before === undefined && !isBlank(table) && view.tables.size >= VIEW_LIMITS.tables)
    || table.boards.size > VIEW_LIMITS.boardsPerTable || table.games.size > VIEW_LIMITS.gamesPerTable) {
    return { view: { ...view, full: view.full + 1 }, message: null, changed: null };
  }
  const taken = { ...view, taken: view.taken + 1 };
  if (table === before || (before === undefined && isBlank(table))) return { view: taken, message, changed: null };
  const tables = new Map(view.tables);
  if (isBlank(table)) tables.delete(key);
  else tables.set(key, table);
  return { view: { ...taken, tables }, message, changed: key };
}

function blank(site: string, table: string): TableView {
  return { site, table, state: null, since: null, version: null, boards: new Map(), games: new Map() };
}

/** Nothing left to show: every retained topic of the table was cleared. */
const isBlank = (t: TableView): boolean => t.state === null && t.boards.size === 0 && t.games.size === 0;

function apply(t: TableView, m: TableMessage, now: number): TableView {
  switch (m.kind) {
    case 'status': {
      if (m.body === null) return t.state === null ? t : { ...t, state: null, since: null, version: null };
      const { state, since, version } = m.body;
      // The Last Will carries the time the table came online; the fleet knows when it was lost.
      const when = state !== 'lost' ? since : t.state === 'lost' && t.since !== null ? t.since : isoTime(now);
      return { ...t, state, since: when, version };
    }
    case 'board-status': {
      const boards = new Map(t.boards);
      if (m.body === null) {
        if (!boards.delete(m.topic.board)) return t;
      } else boards.set(m.topic.board, { ...m.body, id: m.topic.board, at: now });
      return { ...t, boards };
    }
    case 'game-state': {
      const games = new Map(t.games);
      if (m.body === null) {
        if (!games.delete(m.topic.game)) return t;
      } else games.set(m.topic.game, gameView(m.topic.game, games.get(m.topic.game), m.body, now));
      return { ...t, games };
    }
    case 'game-events': {
      const game = t.games.get(m.topic.game);
      if (game === undefined) return t;
      const next = afterEvent(game, m.body, now);
      if (next === game) return t;
      return { ...t, games: new Map(t.games).set(m.topic.game, next) };
    }
    case 'cmd-reply':
      return t; // the service hands replies to whoever waits for them
  }
}

function gameView(id: string, before: GameView | undefined, state: GameState, now: number): GameView {
  const moved = state.moves.length > (before?.moves.length ?? 0) && (before?.lastMoveSeq ?? -1) < state.seq;
  const sameWait = before !== undefined && before.awaitingSince !== null && sameJson(before.awaiting, state.awaiting);
  return {
    ...state,
    id,
    lastMoveAt: moved ? now : before?.lastMoveAt ?? null,
    lastMoveSeq: moved ? state.seq : before?.lastMoveSeq ?? null,
    awaitingSince: state.awaiting === null || state.awaiting === undefined ? null : sameWait ? before.awaitingSince : now,
    correctionSince: before?.correctionSince ?? null,
  };
}

/** Events add what a snapshot does not say: when a move was made, and a board waiting to be put right. */
function afterEvent(game: GameView, event: { seq: number; type: string; readonly [field: string]: unknown }, now: number): GameView {
  switch (event.type) {
    case 'move': return { ...game, lastMoveAt: eventTime(event) ?? now, lastMoveSeq: event.seq };
    case 'correction': return game.correctionSince !== null ? game : { ...game, correctionSince: now };
    case 'corrected': return game.correctionSince === null ? game : { ...game, correctionSince: null };
    default: return game;
  }
}

const EPOCH_2001_MS = 978_307_200_000;

/**
 * The event's own wall-clock time, where it carries one: an ISO `at`, or a `t` in milliseconds
 * since the epoch. (The host's `t` counts from its start: too small to be a date, so not taken.)
 */
function eventTime(event: { readonly [field: string]: unknown }): number | null {
  if (typeof event.at === 'string' && event.at.length <= 40) {
    const ms = Date.parse(event.at);
    if (!Number.isNaN(ms)) return ms;
  }
  if (typeof event.t === 'number' && Number.isFinite(event.t) && event.t > EPOCH_2001_MS && event.t < 8.64e15) return event.t;
  return null;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// ---- what the API and the page show ---------------------------------------------------------

export interface TableSummary {
  site: string;
  table: string;
  state: TableState | null;
  since: string | null;
  boards: { id: string; link: BoardStatus['link'] }[];
  games: { id: string; game: string; seq: number; moves: number; toMove: string | null; over: boolean }[];
}

export type AlarmCode = 'table-lost' | 'board-link-down' | 'board-fault' | 'waiting' | 'correction' | 'journal';

export interface Alarm {
  code: AlarmCode;
  message: string;
  board?: string;
  game?: string;
  /** The values the message is made of, for a page that says it in its own language (by `code`). */
  params: Record<string, string>;
}

const byId = <T extends { id: string }>(items: Iterable<T>): T[] => [...items].sort((a, b) => compare(a.id, b.id));
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every table, by site then table. */
export function tablesOf(view: FleetView): TableView[] {
  return [...view.tables.values()].sort((a, b) => compare(a.site, b.site) || compare(a.table, b.table));
}

export function summary(t: TableView): TableSummary {
  return {
    site: t.site,
    table: t.table,
    state: t.state,
    since: t.since,
    boards: byId(t.boards.values()).map((b) => ({ id: b.id, link: b.link })),
    games: byId(t.games.values()).map((g) => ({ id: g.id, game: g.game, seq: g.seq, moves: g.moves.length, toMove: g.toMove, over: g.over })),
  };
}

const LINK_DOWN: ReadonlySet<BoardStatus['link']> = new Set(['lost', 'reconnecting', 'failed']);

/**
 * What wants a person at this table now (`now` decides how long a game has waited). The words
 * name since when, not for how long, so an alarm stays the same message while it lasts.
 */
export function alarmsOf(t: TableView, now: number): Alarm[] {
  const alarms: Alarm[] = [];
  if (t.state === 'lost') alarms.push({ code: 'table-lost', message: `table ${t.table} is lost (its host stopped answering) since ${t.since}`, params: { table: t.table, since: t.since ?? '' } });
  for (const b of byId(t.boards.values())) {
    if (LINK_DOWN.has(b.link)) {
      alarms.push({ code: 'board-link-down', board: b.id, message: `board ${b.id}: link ${b.link}${b.reason === null ? '' : ` (${b.reason})`}`, params: { board: b.id, link: b.link, ...(b.reason === null ? {} : { reason: b.reason }) } });
    }
    // A failed link is said above; the other faults (cells stuck, lights over the cap, a slower line) here.
    for (const f of b.faults) if (f.code !== 'link-failed') alarms.push({ code: 'board-fault', board: b.id, message: `board ${b.id}: ${f.message}`, params: { board: b.id, fault: f.message } });
  }
  for (const g of byId(t.games.values())) {
    if (g.over) continue;
    const named = { game: g.id, title: g.title };
    if (g.awaitingSince !== null && now - g.awaitingSince > WAITING_ALARM_MS) {
      const awaiting = awaitingType(g.awaiting);
      const since = isoTime(g.awaitingSince);
      alarms.push({ code: 'waiting', game: g.id, message: `game ${g.id} (${g.title}) has waited for ${awaiting === null ? 'an answer' : `a ${awaiting}`} since ${since}`, params: { ...named, since, ...(awaiting === null ? {} : { awaiting }) } });
    }
    if (g.correctionSince !== null && now - g.correctionSince > WAITING_ALARM_MS) {
      const since = isoTime(g.correctionSince);
      alarms.push({ code: 'correction', game: g.id, message: `game ${g.id} (${g.title}): the board has waited to be put right since ${since}`, params: { ...named, since } });
    }
    if (g.journal !== undefined && g.journal !== null) alarms.push({ code: 'journal', game: g.id, message: `game ${g.id} (${g.title}): its journal: ${g.journal}`, params: { ...named, journal: g.journal } });
  }
  return alarms;
}

/** What a game waits for (its `awaiting.type`, bounded), or null when it does not say. */
function awaitingType(awaiting: unknown): string | null {
  if (awaiting !== null && typeof awaiting === 'object' && typeof (awaiting as { type?: unknown }).type === 'string') {
    return String((awaiting as { type: string }).type).slice(0, 40);
  }
  return null;
}

/** One table in full: its boards and games with every field, and its alarms. */
export function detail(t: TableView, now: number) {
  return {
    site: t.site,
    table: t.table,
    state: t.state,
    since: t.since,
    version: t.version,
    boards: byId(t.boards.values()).map(({ at, ...b }) => ({ ...b, at: isoTime(at) })),
    games: byId(t.games.values()).map(({ lastMoveAt, lastMoveSeq: _seq, awaitingSince, correctionSince, ...g }) => ({
      ...g,
      lastMoveAt: lastMoveAt === null ? null : isoTime(lastMoveAt),
      awaitingSince: awaitingSince === null ? null : isoTime(awaitingSince),
      correctionSince: correctionSince === null ? null : isoTime(correctionSince),
    })),
    alarms: alarmsOf(t, now),
  };
}

/** A board as the fleet page draws it: its link, its faults, and what it shows cell by cell (when the table says). */
export interface RowBoard {
  id: string;
  link: BoardStatus['link'];
  reason: string | null;
  game: string | null;
  rows: number | null;
  cols: number | null;
  cells: string[];
  occupied: string[];
  leds: NonNullable<BoardStatus['leds']>;
  faults: BoardStatus['faults'];
}

/** A game as the fleet page lists it (the move list itself is in the table's detail). */
export interface RowGame {
  id: string;
  game: string;
  title: string;
  seq: number;
  moves: number;
  lastMove: string | null;
  toMove: string | null;
  over: boolean;
  result: GameState['result'];
  scores: GameState['scores'];
  players: string[];
  computer: string | null;
  /** ISO time of the last move, as the fleet knows it. */
  lastMoveAt: string | null;
}

/** One table as the fleet page's live feed sends it. */
export interface FleetRow {
  site: string;
  table: string;
  state: TableState | null;
  since: string | null;
  version: string | null;
  boards: RowBoard[];
  games: RowGame[];
  alarms: Alarm[];
}

export function rowOf(t: TableView, now: number): FleetRow {
  return {
    site: t.site,
    table: t.table,
    state: t.state,
    since: t.since,
    version: t.version,
    boards: byId(t.boards.values()).map((b) => ({
      id: b.id, link: b.link, reason: b.reason, game: b.game ?? null, rows: b.rows ?? null, cols: b.cols ?? null,
      cells: b.cells ?? [], occupied: b.occupied ?? [], leds: b.leds ?? {}, faults: b.faults,
    })),
    games: byId(t.games.values()).map((g) => ({
      id: g.id, game: g.game, title: g.title, seq: g.seq, moves: g.moves.length, lastMove: g.moves.at(-1) ?? null,
      toMove: g.toMove, over: g.over, result: g.result, scores: g.scores, players: g.players ?? [], computer: g.computer ?? null,
      lastMoveAt: g.lastMoveAt === null ? null : isoTime(g.lastMoveAt),
    })),
    alarms: alarmsOf(t, now),
  };
}
