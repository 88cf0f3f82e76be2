// The host as the CLI and the dashboard see it: the connected boards (real or simulated), the
// game on each, and one event stream. Boards and their links are handed in by bin/.
import { Subject, Subscription } from 'rxjs';
import { toBoardCell, type BoardProfile, type Clock, type Hello, type Rgb } from '../hardware/index.ts';
import { alphaNumericName, games as gameRegistry, parseAlphaNumeric, seededRng, type CellSet, type Json } from '../rules/index.ts';
import type { BoardPort } from './board-port.ts';
import type { HostEvent } from './events.ts';
import { planGame, sessionFor, type Checked } from './game-plan.ts';
import type { LedFrame } from './lights/render.ts';
import type { LinkCounters } from './link/index.ts';
import { occupancyReader } from './sense/view-cells.ts';
import type { GameSession } from './session/session.ts';
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

/** A game in progress: one session, played on one board or (a game with seats) several. */
interface RunningGame {
  id: string;
  session: GameSession;
  boards: string[];
  scores: Record<string, number> | null;
  result: { winner: string | null; reason: string } | null;
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

    for (const entry of entries) this.stopTable(entry);
    const running: RunningGame = { id: `${ids[0]}.${++this.gameCount}`, session: sessionFor(plan.value, seededRng(seed)), boards: ids, scores: null, result: null };
    entries.forEach((entry, i) => this.seat(entry, running, seats[i]));
    return { ok: true, value: this.detailOf(running) };
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
      if (e.type === 'end') running.result = { winner: e.winner, reason: e.reason };
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
    const running = new Set<RunningGame>();
    for (const e of this.boardsById.values()) if (e.game) running.add(e.game);
    return [...running].map((g) => this.detailOf(g));
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

  close(): void {
    for (const entry of this.boardsById.values()) {
      this.stopTable(entry);
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

  private stopTable(entry: Entry): void {
    entry.tableEvents?.unsubscribe();
    entry.table?.stop();
    entry.table = null;
    const running = entry.game;
    entry.game = null;
    if (running) running.boards = running.boards.filter((b) => b !== entry.connection.id);
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
