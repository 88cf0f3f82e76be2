// The host as the CLI and the dashboard see it: the connected boards (real or simulated), the
// game on each, and one event stream. Boards and their links are handed in by bin/.
import { Subject, Subscription } from 'rxjs';
import { toBoardCell, type BoardProfile, type Clock, type Hello, type Rgb } from '../hardware/index.ts';
import { alphaNumericName, games as gameRegistry, parseAlphaNumeric, seededRng, type AnyGame, type CellSet, type Json } from '../rules/index.ts';
import type { BoardPort } from './board-port.ts';
import type { HostEvent } from './events.ts';
import { planGame, type Checked } from './game-plan.ts';
import type { JournalFile } from './journal/file.ts';
import type { ParsedJournal } from './journal/parse.ts';
import { ABANDONED } from './journal/records.ts';
import { replayJournal, type Replayed } from './journal/replay.ts';
import type { JournalStore } from './journal/store.ts';
import type { LedFrame } from './lights/render.ts';
import type { LinkCounters } from './link/index.ts';
import { occupancyReader } from './sense/view-cells.ts';
import { GameSession } from './session/session.ts';
import { Table } from './table.ts';

/** The physical side of a simulated board, in the board's own cells. */
export interface SimControls {
  lift(cells: number[]): void;
  place(cells: number[]): void;
  /** Puts pieces exactly on these cells (a demo table set up for a new game). */
  setOccupancy(cells: number[]): void;
}

/** What bin/ hands in for each board. `link` adds health figures when the port is a BoardLink. */
export interface BoardConnection {
  id: string;
  path: string;
  profile: BoardProfile;
  port: BoardPort;
  link?: { counters: LinkCounters; hello: Hello | undefined };
  sim?: SimControls;
}

export interface NewGame {
  game: string;
  options?: unknown;
  position?: unknown;
  seed?: number;
}

export interface BoardSummary {
  id: string;
  path: string;
  simulated: boolean;
  link: { state: string; reason?: string };
  profile: BoardProfile;
  game: string | null;
}

export interface BoardDetail extends BoardSummary {
  counters: LinkCounters | null;
  hello: Hello | null;
  /** Occupied cells as the board reports them, named in the game's notation. */
  occupancy: string[];
  /** What each lit cell shows now (cell name → colour, blink). */
  leds: Record<string, Rgb & { blink: boolean }>;
  /** What each lit cell means now (cell name → role: target, capture, …), as the lights events say. */
  lights: Record<string, string>;
  /** The name of every cell, row by row from the top-left (rows × cols names). */
  cells: string[];
}

/** A game the host can start. */
export interface GameInfo { id: string; title: string }

export interface GameDetail {
  id: string;
  /** The first board; `boards` has them all, in seat order, for a game on several boards. */
  board: string;
  boards: string[];
  game: string;
  title: string;
  view: Json;
  log: { move: string; failed?: true }[];
  awaiting: Json;
  over: boolean;
  /** The latest scores the game reported (score or end events), null before any. */
  scores: Record<string, number> | null;
  /** How the game ended, once it has. */
  result: { winner: string | null; reason: string } | null;
}

/** What `resume` did with the unfinished games of the journal folder. */
export interface ResumeReport {
  /** Games put back on their boards, with the journal each was rebuilt from. */
  resumed: { file: string; game: GameDetail }[];
  /** Journals closed as abandoned (resume with `abandon`). */
  abandoned: string[];
  /** Journals left alone, lines dropped: one sentence each. */
  warnings: string[];
}

/** A game in progress: one session, played on one board or (a game with seats) several. */
interface RunningGame {
  id: string;
  session: GameSession;
  boards: string[];
  scores: Record<string, number> | null;
  result: { winner: string | null; reason: string } | null;
  /** Where its inputs are kept (null when the host keeps no journal). */
  journal: JournalFile | null;
}

interface Entry {
  connection: BoardConnection;
  status: { state: string; reason?: string };
  occupancy: CellSet | null;
  leds: LedFrame | null;
  table: Table | null;
  game: RunningGame | null;
  subscriptions: Subscription;
  tableEvents: Subscription | null;
}

export interface HostOptions {
  clock: Clock;
  settleMs?: number;
  /** Seed for games started without one (deterministic in tests, time-based in the product). */
  defaultSeed: () => number;
  /** Where every game's journal is kept; without it games are not recorded and cannot be resumed. */
  journal?: JournalStore;
}

export class Host {
  private readonly boardsById = new Map<string, Entry>();
  private readonly events = new Subject<HostEvent>();
  readonly events$ = this.events.asObservable();
  private gameCount = 0;

  constructor(private readonly options: HostOptions) {}

  addBoard(connection: BoardConnection): void {
    if (this.boardsById.has(connection.id)) throw new Error(`board ${connection.id} is already added`);
    const read = occupancyReader(connection.profile);
    const entry: Entry = {
      connection, status: { state: 'connecting' }, occupancy: null, leds: null, table: null, game: null,
      subscriptions: new Subscription(), tableEvents: null,
    };
    entry.subscriptions.add(connection.port.states$.subscribe((s) => { entry.occupancy = read(s); }));
    entry.subscriptions.add(connection.port.status$.subscribe((s) => { entry.status = s; }));
    this.boardsById.set(connection.id, entry);
  }

  /**
   * Starts a game on a board, replacing what was played there; a game with seats (one board per
   * player) takes several boards, in seat order. Simulated boards are set up for it.
   */
  startGame(boardIds: string | string[], request: NewGame): Checked<GameDetail> {
    const ids = typeof boardIds === 'string' ? [boardIds] : boardIds;
    const entries: Entry[] = [];
    for (const id of ids) {
      const entry = this.boardsById.get(id);
      if (!entry) return { ok: false, error: `unknown board "${id}"` };
      if (entries.includes(entry)) return { ok: false, error: `board "${id}" is named twice` };
      entries.push(entry);
    }
    if (entries.length === 0) return { ok: false, error: 'name at least one board' };
    const seed = request.seed ?? this.options.defaultSeed();
    const plan = planGame({ gameId: request.game, options: request.options, board: entries[0].connection.profile, position: request.position, rng: seededRng(seed) });
    if (!plan.ok) return plan;
    const { game, state, profile } = plan.value;
    const seats: (string | undefined)[] = game.seats?.(state) ?? [undefined];
    if (entries.length > seats.length) {
      return { ok: false, error: seats.length === 1 ? `${game.id} is played on one board` : `${game.id} has ${seats.length} seats here, not ${entries.length}` };
    }
    const misfit = entries.find((e) => e.connection.profile.rows !== profile.rows || e.connection.profile.cols !== profile.cols);
    if (misfit) return { ok: false, error: `board "${misfit.connection.id}" is not ${profile.rows}×${profile.cols} like "${entries[0].connection.id}"` };

    const id = this.nextGameId(ids[0]);
    let journal: JournalFile | null = null;
    if (this.options.journal) {
      // The journal exists, flushed, before anything of the game is shown.
      const created = this.options.journal.create({
        id, game: game.id, seed,
        ...(request.options === undefined ? {} : { options: request.options as Json }),
        ...(request.position === undefined ? {} : { position: request.position as Json }),
        boards: entries.map((e, i) => ({ id: e.connection.id, path: e.connection.path, profile: e.connection.profile.id, seat: seats[i] ?? null })),
      });
      if (!created.ok) return created;
      journal = created.value;
    }
    for (const entry of entries) this.stopTable(entry);
    const file = journal;
    const session = new GameSession({ game, state, rng: seededRng(seed), sticks: plan.value.sticks, recorder: file ? (r) => file.append(r) : undefined });
    const running: RunningGame = { id, session, boards: ids, scores: null, result: null, journal };
    entries.forEach((entry, i) => this.seat(entry, running, seats[i]));
    return { ok: true, value: this.detailOf(running) };
  }

  /**
   * Puts the unfinished games of the journal folder back on their boards (found by path): each
   * rebuilt by replaying its journal through the rules with its seed, so play goes on exactly as
   * it would have. A board then showing something else gets correction lights, like any board
   * that matches nothing. With `abandon`, they are closed as abandoned instead (a fresh start).
   * A corrupt journal, or one from a newer tabletop, stops it with an error naming file and line.
   */
  resume(mode: 'resume' | 'abandon' = 'resume'): Checked<ResumeReport> {
    const report: ResumeReport = { resumed: [], abandoned: [], warnings: [] };
    const store = this.options.journal;
    if (!store) return { ok: true, value: report };
    const found = store.unfinished();
    if (!found.ok) return found;
    report.warnings.push(...found.value.warnings);
    const open = new Set([...this.runningGames()].map((g) => g.journal?.path));
    // The game begun last first: if two claim a board, it is the one that was playing there.
    for (const journal of [...found.value.journals].reverse()) {
      if (open.has(journal.file)) continue;
      const { created } = journal;
      const title = `${journal.file}: game ${created.id} (${created.game})`;
      const entries = created.boards.map((b) => [...this.boardsById.values()].find((e) => e.connection.path === b.path));
      const missing = created.boards.filter((_, i) => entries[i] === undefined).map((b) => b.path);
      if (missing.length > 0) { report.warnings.push(`${title} waits for board ${missing.join(', ')}, not connected: not resumed`); continue; }
      const busy = entries.find((e) => e!.game !== null);
      if (busy) { report.warnings.push(`${title}: board ${busy.connection.path} already plays game ${busy.game!.id}: not resumed`); continue; }
      if (mode === 'abandon') {
        const file = store.reopen(journal);
        if (!file.ok) { report.warnings.push(`${title}: ${file.error}`); continue; }
        file.value.append({ type: 'end', reason: ABANDONED });
        file.value.close();
        report.abandoned.push(journal.file);
        continue;
      }
      const resumed = this.resumeOne(journal, entries as Entry[], report.warnings);
      if (!resumed.ok) return resumed;
      if (resumed.value) report.resumed.push({ file: journal.file, game: resumed.value });
    }
    return { ok: true, value: report };
  }

  /** Rebuilds one journal's game and seats it; null when it is not resumed (said in `warnings`). */
  private resumeOne(journal: ParsedJournal, entries: Entry[], warnings: string[]): Checked<GameDetail | null> {
    const store = this.options.journal!;
    const title = `${journal.file}: game ${journal.created.id} (${journal.created.game})`;
    const misfit = entries.find((e) => e.connection.profile.rows !== entries[0].connection.profile.rows || e.connection.profile.cols !== entries[0].connection.profile.cols);
    if (misfit) { warnings.push(`${title}: its boards are not the same size any more: not resumed`); return { ok: true, value: null }; }
    const replayed = replayJournal(journal, entries[0].connection.profile);
    if (!replayed.ok) return replayed;
    if (journal.dropped) warnings.push(`${journal.file}: line ${journal.dropped.line} was cut short (the host stopped mid-write): dropped`);
    const file = store.reopen(journal);
    if (!file.ok) { warnings.push(`${title}: ${file.error}: not resumed`); return { ok: true, value: null }; }
    for (const record of replayed.value.unwritten) file.value.append(record);
    const { session, seats } = replayed.value;
    const { scores, result } = resultOf(replayed.value);
    if (session.game.isOver(session.state)) {
      // Over, but stopped before its end was written: write it now; nothing to resume.
      file.value.append({ type: 'end', reason: result?.reason ?? 'over', winner: result?.winner ?? null, ...(scores ? { scores } : {}) });
      file.value.close();
      return { ok: true, value: null };
    }
    const journalFile = file.value;
    replayed.value.recordTo((r) => journalFile.append(r));
    const id = this.isGameId(journal.created.id) ? this.nextGameId(entries[0].connection.id) : journal.created.id;
    const running: RunningGame = { id, session, boards: entries.map((e) => e.connection.id), scores, result, journal: journalFile };
    entries.forEach((entry, i) => this.seat(entry, running, seats[i]));
    return { ok: true, value: this.detailOf(running) };
  }

  private nextGameId(board: string): string {
    let id: string;
    do id = `${board}.${++this.gameCount}`; while (this.isGameId(id));
    return id;
  }

  private isGameId(id: string): boolean {
    return [...this.runningGames()].some((g) => g.id === id);
  }

  private runningGames(): Set<RunningGame> {
    const running = new Set<RunningGame>();
    for (const e of this.boardsById.values()) if (e.game) running.add(e.game);
    return running;
  }

  /** Puts a board at a game's seat: its own table on the shared session. */
  private seat(entry: Entry, running: RunningGame, seat: string | undefined): void {
    const { port, profile, sim, id } = entry.connection;
    const { game, state } = running.session;
    const expected: CellSet = seat !== undefined && game.occupancyOf ? game.occupancyOf(state, seat) : game.occupancy(state);
    sim?.setOccupancy(expected.toArray().map((c) => toBoardCell(profile, c)));
    const recording: BoardPort = { ...port, sendLeds: (frame) => { entry.leds = frame; port.sendLeds(frame); } };
    const table = new Table({ id, port: recording, profile, clock: this.options.clock, settleMs: this.options.settleMs, session: running.session, seat });
    entry.tableEvents = table.events$.subscribe((e) => {
      if (e.type === 'score' || e.type === 'end') running.scores = e.scores;
      if (e.type === 'end') {
        running.result = { winner: e.winner, reason: e.reason };
        running.journal?.append({ type: 'end', reason: e.reason, winner: e.winner, scores: e.scores });
      }
      if (e.type === 'undone') running.result = null;
      this.events.next(e);
    });
    entry.table = table;
    entry.game = running;
    table.start();
  }

  /** The games that can be started, by id. */
  catalog(): GameInfo[] {
    return Object.values(gameRegistry).map((g) => ({ id: g.id, title: g.title }));
  }

  boards(): BoardSummary[] { return [...this.boardsById.values()].map((e) => this.summaryOf(e)); }

  board(id: string): BoardDetail | undefined {
    const entry = this.boardsById.get(id);
    if (!entry) return undefined;
    const { profile } = entry.connection;
    const name = this.namer(entry);
    const leds: BoardDetail['leds'] = {};
    if (entry.leds) {
      for (let view = 0; view < profile.rows * profile.cols; view++) {
        const cell = entry.leds.cells[toBoardCell(profile, view)];
        const rgb = entry.leds.palette[cell?.colour ?? 0] ?? { r: 0, g: 0, b: 0 };
        if (rgb.r + rgb.g + rgb.b > 0) leds[name(view)] = { ...rgb, blink: cell.blink };
      }
    }
    const lights: BoardDetail['lights'] = {};
    for (const [cell, role] of entry.table?.lights ?? []) lights[name(cell)] = role;
    return {
      ...this.summaryOf(entry),
      counters: entry.connection.link?.counters ?? null,
      hello: entry.connection.link?.hello ?? null,
      occupancy: entry.occupancy ? entry.occupancy.toArray().map(name) : [],
      leds,
      lights,
      cells: Array.from({ length: profile.rows * profile.cols }, (_, cell) => name(cell)),
    };
  }

  games(): GameDetail[] {
    return [...this.runningGames()].map((g) => this.detailOf(g));
  }

  /** The rules' side of a running game: the game and its current state (for tools and tests). */
  gameState(id: string): { game: AnyGame; state: unknown } | undefined {
    const session = this.entryOfGame(id)?.game?.session;
    return session ? { game: session.game, state: session.state } : undefined;
  }

  game(id: string): GameDetail | undefined {
    const entry = this.entryOfGame(id);
    return entry?.game ? this.detailOf(entry.game) : undefined;
  }

  choose(gameId: string, value: string): Checked<GameDetail> { return this.onTable(gameId, (t) => t.choose(value)); }
  cast(gameId: string, heads: number): Checked<GameDetail> { return this.onTable(gameId, (t) => t.cast(heads)); }
  undo(gameId: string): Checked<GameDetail> { return this.onTable(gameId, (t) => t.undo()); }
  /** A move entered in the game's notation (a seat without a board, a move the board cannot show). */
  play(gameId: string, move: string): Checked<GameDetail> { return this.onTable(gameId, (t) => t.playText(move)); }

  /** Lifts or places pieces on a simulated board; cells in the game's notation. */
  simulate(boardId: string, action: 'lift' | 'place', cells: string[]): Checked<null> {
    const entry = this.boardsById.get(boardId);
    if (!entry) return { ok: false, error: `unknown board "${boardId}"` };
    const sim = entry.connection.sim;
    if (!sim) return { ok: false, error: `board "${boardId}" is a real board: move its pieces by hand` };
    const boardCells: number[] = [];
    for (const name of cells) {
      const cell = this.boardCell(boardId, name);
      if (!cell.ok) return cell;
      boardCells.push(cell.value);
    }
    if (action === 'lift') sim.lift(boardCells);
    else sim.place(boardCells);
    return { ok: true, value: null };
  }

  /** A cell named in the notation of the board's game, as the board's own cell number. */
  boardCell(boardId: string, name: string): Checked<number> {
    const entry = this.boardsById.get(boardId);
    if (!entry) return { ok: false, error: `unknown board "${boardId}"` };
    const view = this.parser(entry)(name);
    if (view === null) return { ok: false, error: `"${name}" is not a cell of board "${boardId}"` };
    return { ok: true, value: toBoardCell(entry.connection.profile, view) };
  }

  /** Stops every table; games are left unfinished in their journals, to be resumed by the next host. */
  close(): void {
    for (const entry of this.boardsById.values()) {
      this.stopTable(entry, false);
      entry.subscriptions.unsubscribe();
    }
    this.events.complete();
  }

  private onTable(gameId: string, act: (t: Table) => void): Checked<GameDetail> {
    const entry = this.entryOfGame(gameId);
    if (!entry?.table || !entry.game) return { ok: false, error: `unknown game "${gameId}"` };
    act(entry.table);
    return { ok: true, value: this.detailOf(entry.game) };
  }

  /** The first board of a game (the one inputs from outside go through). */
  private entryOfGame(id: string): Entry | undefined {
    return [...this.boardsById.values()].find((e) => e.game?.id === id);
  }

  /** Takes a board's table away; a game left without boards is closed (as abandoned, unless `abandon` is false or it is over). */
  private stopTable(entry: Entry, abandon = true): void {
    entry.tableEvents?.unsubscribe();
    entry.table?.stop();
    entry.table = null;
    const running = entry.game;
    entry.game = null;
    if (!running) return;
    running.boards = running.boards.filter((b) => b !== entry.connection.id);
    if (running.boards.length > 0 || !running.journal) return;
    const { game, state } = running.session;
    if (abandon && !game.isOver(state)) running.journal.append({ type: 'end', reason: ABANDONED });
    running.journal.close();
  }

  private summaryOf(entry: Entry): BoardSummary {
    const { id, path, profile, sim } = entry.connection;
    return { id, path, simulated: sim !== undefined, link: entry.status, profile, game: entry.game?.id ?? null };
  }

  private detailOf(running: RunningGame): GameDetail {
    const { session } = running;
    return {
      id: running.id,
      board: running.boards[0] ?? '',
      boards: [...running.boards],
      game: session.game.id,
      title: session.game.title,
      view: session.game.view(session.state),
      log: [...session.log],
      awaiting: (session.awaiting() as Json | null) ?? null,
      over: session.game.isOver(session.state),
      scores: running.scores,
      result: running.result,
    };
  }

  /** Cell names: the game's own when a game runs, else column letter + row number. */
  private namer(entry: Entry): (cell: number) => string {
    const geometry = { rows: entry.connection.profile.rows, cols: entry.connection.profile.cols };
    const game = entry.table?.session.game;
    return game ? (c) => game.cellName(c, geometry) : (c) => alphaNumericName(c, geometry);
  }

  private parser(entry: Entry): (name: string) => number | null {
    const geometry = { rows: entry.connection.profile.rows, cols: entry.connection.profile.cols };
    const game = entry.table?.session.game;
    return game ? (n) => game.parseCell(n, geometry) : (n) => parseAlphaNumeric(n, geometry);
  }
}

/** The scores and result a replayed game last reported. */
function resultOf(replayed: Replayed): { scores: Record<string, number> | null; result: { winner: string | null; reason: string } | null } {
  let scores: Record<string, number> | null = null;
  let result: { winner: string | null; reason: string } | null = null;
  for (const events of replayed.eventsByLine.values()) {
    for (const e of events) {
      if (e.type === 'score' || e.type === 'end') scores = e.scores;
      if (e.type === 'end') result = { winner: e.winner, reason: e.reason };
      if (e.type === 'undone') result = null;
    }
  }
  return { scores, result };
}
