// The host as the CLI and the dashboard see it: the connected boards (real or simulated), the
// games in progress by id (each on its boards, or none), and one event stream. Boards and their
// links are handed in by bin/.
import { Subject } from 'rxjs';
import { toBoardCell } from '../hardware/index.ts';
import { alphaNumericCornerName, alphaNumericName, findLesson, isCorner, parseAlphaNumeric, seededRng, type AnyGame, type Json } from '../rules/index.ts';
import { ConnectedBoards, type BoardConnection, type BoardEntry } from './boards/connected-boards.ts';
import { BotRunner, type DecideBot } from './bots/bot-runner.ts';
import { hostError } from './errors.ts';
import { BotPlayer } from './bots/bot-player.ts';
import { RemotePlayer, type RemoteSide } from './games/remote-side.ts';
import type { HostEvent, TableEvent } from './events.ts';
import { planGame, sensesCorners, type Checked, type GamePlan } from './game-plan.ts';
import { Catalog } from './games/catalog.ts';
import { RunningGames } from './games/running-games.ts';
import { CellMap, placeAreas, type BoardSpace, type Layout, type Placement } from './games/placement.ts';
import { resumeJournals, type ResumeReport } from './games/resume.ts';
import { RunningGame, type GameDetail } from './games/running-game.ts';
import { Scores } from './games/scores.ts';
import type { JournalFile } from './journal/file.ts';
import { ABANDONED } from './journal/records.ts';
import { said } from './said.ts';
import type { JournalStore } from './journal/store.ts';
import { GameSession } from './session/session.ts';
import { GameTable } from './table/table.ts';
import type { BoardDetail, BoardSummary, GameInfo, HostOptions, LightRoleInfo, NewGame } from './host-types.ts';
import { LessonGuide } from './lessons/lesson-guide.ts';
import { lessonList, type LessonInfo } from './lessons/lesson-list.ts';
import { ROLE_WORDS } from './lights/role-words.ts';
import { ROLES } from './lights/roles.ts';
import { giveHint } from './teach/hint.ts';
import { defaultTheme } from './lights/theme.ts';

export class Host {
  private readonly connectedBoards = new ConnectedBoards();
  private readonly runningGames = new RunningGames();
  private readonly gameCatalog = new Catalog();
  private readonly bots = new Map<string, BotPlayer>();
  private readonly remotes = new Map<string, RemotePlayer>();
  private readonly guides = new Map<string, LessonGuide>();
  private botRunner: BotRunner | null = null;
  private readonly events = new Subject<HostEvent>();
  readonly events$ = this.events.asObservable();

  constructor(private readonly options: HostOptions) {}

  addBoard(connection: BoardConnection): void { this.connectedBoards.add(connection); }

  /**
   * Starts a game on boards (in order; none for a game with no board, or to play it by entered
   * moves only), replacing what they played. The game's areas are placed on them (`layout`, or in
   * order, side by side where a board has room). Simulated boards are set up for it.
   */
  startGame(boardIds: string | string[], request: NewGame): Checked<GameDetail> { return this.begin(boardIds, request, null); }

  /**
   * Starts a guided first game (rules/lessons.ts) on a board: the lesson's game, options and seed,
   * each step said and lit for the players to make (host/lessons/lesson-guide.ts).
   */
  startLesson(boardId: string, lessonId: string): Checked<GameDetail> {
    const lesson = findLesson(lessonId);
    if (!lesson) return hostError('bad-input', `unknown lesson "${lessonId}"`);
    return this.begin(boardId, { game: lesson.game, options: lesson.options, seed: lesson.seed }, lesson.id);
  }

  private begin(boardIds: string | string[], request: NewGame, lesson: string | null): Checked<GameDetail> {
    const ids = typeof boardIds === 'string' ? [boardIds] : boardIds;
    const entries: BoardEntry[] = [];
    for (const id of ids) {
      const entry = this.connectedBoards.get(id);
      if (!entry) return hostError('unknown-board', `unknown board "${id}"`);
      if (entries.includes(entry)) return hostError('bad-input', `board "${id}" is named twice`);
      entries.push(entry);
    }
    const seed = request.seed ?? this.options.defaultSeed();
    const plan = planGame({ gameId: request.game, options: request.options, board: entries[0]?.connection.profile, position: request.position, rng: seededRng(seed), noBoard: entries.length === 0 });
    if (!plan.ok) return plan;
    const placed = placeOn(plan.value, entries, request.layout);
    if (!placed.ok) return placed;

    // An id no journal of the folder holds (a game waiting for its board keeps its own).
    const id = this.runningGames.nextId(ids[0] ?? plan.value.game.id, this.options.journal?.idsTaken());
    let journal: JournalFile | null = null;
    if (this.options.journal) {
      // The journal exists, flushed, before anything of the game is shown.
      const layout = layoutOf(plan.value, placed.value);
      const created = this.options.journal.create({
        id, game: plan.value.game.id, seed,
        ...(request.options === undefined ? {} : { options: request.options as Json }),
        ...(request.position === undefined ? {} : { position: request.position as Json }),
        boards: entries.map((e) => ({ id: e.connection.id, path: e.connection.path, profile: e.connection.profile.id, seat: seatOn(plan.value, placed.value, e.connection.id) })),
        ...(Object.keys(layout).length > 0 ? { layout } : {}),
        ...(lesson === null ? {} : { lesson }),
      });
      if (!created.ok) return created;
      journal = created.value;
    }
    for (const entry of entries) this.stopGameOn(entry.connection.id, true);
    const session = new GameSession({ shape: plan.value.shape, state: plan.value.state, rng: seededRng(seed), sticks: plan.value.sticks, recorder: journal ? (r) => journal.append(r) : undefined });
    this.launch(id, session, new Scores(plan.value.game), journal, entries, placed.value, { options: plan.value.options, seed, lesson }, request.setUp === true ? 'by-hand' : 'fresh');
    // A game that opens on a cast (the ship race) has it cast now when the host casts the sticks.
    const running = this.runningGames.get(id)!;
    running.table.castOpening();
    return { ok: true, value: running.detail() };
  }

  /**
   * Puts the unfinished games of the journal folder back on their boards (found by path): each
   * rebuilt by replaying its journal through the rules with its seed, so play goes on exactly as
   * it would have. A board then showing something else gets correction lights, like any board
   * that matches nothing. With `abandon`, they are closed as abandoned instead (a fresh start).
   * A corrupt journal, or one from a newer tabletop, stops it with an error naming file and line.
   */
  resume(mode: 'resume' | 'abandon' = 'resume'): Checked<ResumeReport> {
    const store = this.options.journal;
    if (!store) return { ok: true, value: { resumed: [], abandoned: [], warnings: [] } };
    return resumeJournals(store, mode, {
      boardAt: (path) => this.connectedBoards.byPath(path),
      playing: (board) => this.runningGames.onBoard(board)?.id ?? null,
      isOpen: (file) => this.runningGames.all().some((g) => g.journal?.path === file),
      seat: (replayed, journal, entries, layout) => {
        const placed = placeOn(replayed.plan, entries, layout);
        if (!placed.ok) return placed;
        const stem = entries[0]?.connection.id ?? replayed.plan.game.id;
        const id = this.runningGames.has(journal.created.id) ? this.runningGames.nextId(stem) : journal.created.id;
        const scores = new Scores(replayed.plan.game);
        for (const events of replayed.eventsByLine.values()) scores.take(events);
        this.launch(id, replayed.session, scores, replayed.file, entries, placed.value, { options: replayed.plan.options, seed: journal.created.seed, lesson: journal.created.lesson ?? null });
        const running = this.runningGames.get(id)!;
        running.hints = journal.records.filter((r) => r.record.type === 'hint').length;
        return { ok: true, value: running.detail() };
      },
    });
  }

  /**
   * Seats a game on its boards and starts its table. `fresh`: a new game, whose real boards are lit
   * cell by cell until they show its start, simulated ones put in it by the host; `by-hand`: the
   * simulated boards too are cleared and lit for the players; `resumed`: simulated boards show the
   * position, real ones get correction lights where they differ.
   */
  private launch(id: string, session: GameSession, scores: Scores, journal: JournalFile | null, entries: BoardEntry[], placement: Placement, started: { options: unknown; seed: number; lesson: string | null }, start: 'fresh' | 'by-hand' | 'resumed' = 'resumed'): GameDetail {
    const map = new CellMap(session.shape, placement, entries.map(spaceOf));
    const expected = session.position().expected;
    for (const entry of entries) {
      const { sim, profile, id: board } = entry.connection;
      const cells = map.onBoard(board, [...expected].map((c) => [c, true] as [number, boolean]));
      sim?.setOccupancy(start === 'by-hand' ? [] : [...cells.keys()].map((c) => toBoardCell(profile, c)));
    }
    const table = new GameTable({
      gameId: id, session, map, clock: this.options.clock, settleMs: this.options.settleMs,
      setUp: start === 'by-hand' || (start === 'fresh' && entries.some((e) => e.connection.sim === undefined)),
      boards: entries.map((e) => ({ id: e.connection.id, profile: e.connection.profile, port: e.recording })),
    });
    // A computer opponent, when the game's options seat one.
    const seat = session.shape.game.bot?.seat(started.options) ?? null;
    const running = new RunningGame(id, session, table, scores, journal, entries.map((e) => e.connection.id), (e) => this.events.next(e), seat?.side ?? null);
    this.runningGames.add(running);
    // `next` held on a board asks for a hint; one that cannot be given is said as refused.
    table.onHintAsked = () => void this.hint(id).then((r) => { if (!r.ok && this.runningGames.get(id) === running) table.report({ type: 'rejected', reason: r.error, code: 'no-hint' }); });
    table.start();
    // A game over before anything is played (a Scarabya site with no room for any tile) still
    // ends: the end event goes out and into the journal, like any other end.
    if (session.log.length === 0 && session.shape.game.isOver(session.state)) table.report(endBeforePlay(session.shape.game, session.state));
    if (seat) {
      const bot = new BotPlayer(session, table, seat, started.seed, this.decideBot());
      this.bots.set(id, bot);
      running.seatComputer(() => bot.status());
    }
    const lesson = started.lesson === null ? undefined : findLesson(started.lesson);
    if (lesson) {
      const guide = new LessonGuide(lesson, session, table, this.options.clock);
      this.guides.set(id, guide);
      running.seatLesson(() => guide.status());
    }
    return running.detail();
  }

  /** The games that can be started, with what each needs and whether each connected board holds it. */
  catalog(): GameInfo[] {
    return this.gameCatalog.list(this.connectedBoards.all().map((e) => ({ id: e.connection.id, profile: e.connection.profile })));
  }

  /** The guided first games (rules/lessons.ts) that can be started with startLesson. */
  lessons(): LessonInfo[] { return lessonList(); }

  /** Every light role: its colour and blink as boards show it, and what it means in words (for a legend). */
  lightRoles(): LightRoleInfo[] {
    return ROLES.map((role) => ({ role, ...defaultTheme[role].rgb, blink: defaultTheme[role].blink, label: ROLE_WORDS[role] }));
  }

  boards(): BoardSummary[] { return this.connectedBoards.all().map((e) => this.summaryOf(e)); }

  board(id: string): BoardDetail | undefined {
    const entry = this.connectedBoards.get(id);
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
    for (const [cell, role] of this.runningGames.onBoard(id)?.table.lightsOn(id) ?? []) lights[name(cell)] = role;
    return {
      ...this.summaryOf(entry),
      counters: entry.connection.link?.counters ?? null,
      hello: entry.connection.link?.hello ?? null,
      baudRate: entry.connection.link?.baudRate ?? null,
      occupancy: entry.occupancy ? entry.occupancy.toArray().map(name) : [],
      leds,
      lights,
      cells: Array.from({ length: profile.rows * profile.cols }, (_, cell) => name(cell)),
      power: this.runningGames.onBoard(id)?.table.ledPower(id) ?? null,
    };
  }

  games(): GameDetail[] { return this.runningGames.all().map((g) => g.detail()); }

  game(id: string): GameDetail | undefined { return this.runningGames.get(id)?.detail(); }

  /** The rules' side of a running game: the game, its current state and the state it started from (for tools and tests). */
  gameState(id: string): { game: AnyGame; state: unknown; start: unknown } | undefined {
    const session = this.runningGames.get(id)?.session;
    return session ? { game: session.game, state: session.state, start: session.start } : undefined;
  }

  /**
   * Hands one side of a running game to a driver outside host/ (remote play): its moves are
   * lit and made here by a person, the boards read as no move until the driver knows the move.
   * Held from the start; one driven side a game. A computer opponent seated plays this host's own
   * side: its moves lit (or, on no board, played at once) and its choices made only when the
   * driver releases the table; one seated on `side` is refused (it would play the peer's side).
   */
  remoteSide(gameId: string, side: string): Checked<RemoteSide> {
    const running = this.runningGames.get(gameId);
    if (!running) return hostError('unknown-game', `unknown game "${gameId}"`);
    const bot = this.bots.get(gameId);
    if (bot !== undefined && bot.side === side) {
      return hostError('conflict', `the computer opponent of game "${gameId}" plays side ${side}: that side cannot be played from another host too (the computer may play this host's own side only)`);
    }
    if (this.remotes.has(gameId)) return hostError('conflict', `a side of game "${gameId}" is driven remotely already`);
    if (this.guides.has(gameId)) return hostError('conflict', `game "${gameId}" is a guided first game: it is played at this table only`);
    const boardless = running.boards.length === 0;
    const remote: RemotePlayer = new RemotePlayer(gameId, side, running.session, running.table, boardless, () => {
      if (this.remotes.get(gameId) === remote) this.remotes.delete(gameId);
      bot?.share(null);
    }, bot === undefined ? undefined : () => bot.resume());
    // The bot acts only while the driver releases the table; on no board, nobody could make its move by hand.
    bot?.share({ free: () => remote.mode() === 'released', atOnce: boardless });
    this.remotes.set(gameId, remote);
    running.seatRemote(remote);
    return { ok: true, value: remote };
  }

  choose(gameId: string, value: string): Checked<GameDetail> {
    const refused = this.remotes.get(gameId)?.refusesChoice() ?? this.guides.get(gameId)?.refusesChoice(value) ?? null;
    if (refused !== null) return hostError('conflict', refused);
    return this.onGame(gameId, (g) => g.table.choose(value));
  }
  cast(gameId: string, heads: number): Checked<GameDetail> {
    // Both hosts decide a remote game's casts together (RemoteSide.cast), unless the match counts real sticks on this side.
    const refused = this.remotes.get(gameId)?.refusesCast() ?? null;
    if (refused !== null) return hostError('conflict', `game "${gameId}" is played with a remote side: ${refused}`);
    return this.onGame(gameId, (g) => g.table.cast(heads));
  }
  undo(gameId: string): Checked<GameDetail> {
    if (this.remotes.has(gameId)) return hostError('conflict', `game "${gameId}" is played with a remote side: its moves cannot be taken back`);
    return this.onGame(gameId, (g) => g.table.undo());
  }
  /** A move entered in the game's notation (a seat without a board, a move the board cannot show). */
  play(gameId: string, move: string): Checked<GameDetail> {
    const refused = this.remotes.get(gameId)?.refusesEntered(move) ?? this.guides.get(gameId)?.refusesEntered(move) ?? null;
    if (refused !== null) return hostError('conflict', refused);
    return this.onGame(gameId, (g) => g.table.playText(move));
  }
  /** Data the game asked for (an entry), as JSON. */
  enter(gameId: string, value: Json): Checked<GameDetail> { return this.onGame(gameId, (g) => g.table.enter(value)); }
  /** A button pressed for a game: `next` confirms, `undo` takes back (as a board's own buttons do). */
  press(gameId: string, button: 'next' | 'undo'): Checked<GameDetail> { return this.onGame(gameId, (g) => g.table.press(g.table.homeBoard(), button)); }

  /**
   * A good move for the side to move, lit on the boards (role `suggest`) until the game or a board
   * changes, said as a `hint` event and journalled as a hint: the computer's move for a game with
   * a bot (asked in its worker), else a legal move a simple rule chooses (host/teach/rule-hint.ts).
   */
  async hint(gameId: string): Promise<Checked<GameDetail>> {
    const running = this.runningGames.get(gameId);
    if (!running) return hostError('unknown-game', `unknown game "${gameId}"`);
    const remote = this.remotes.get(gameId);
    if (remote !== undefined && running.session.game.toMove?.(running.session.state) === remote.side) {
      return hostError('conflict', `side ${remote.side} is played from another host: its turn is not hinted here`);
    }
    const bot = this.bots.get(gameId);
    const computer = bot === undefined ? null : { side: bot.side, level: bot.status().level };
    const given = await giveHint({ session: running.session, table: running.table, decide: () => this.decideBot(), computer, running: () => this.runningGames.get(gameId) === running });
    if (!given.ok) return given;
    return { ok: true, value: running.detail() };
  }

  /**
   * Ends a game and takes it off its boards (they are then free). A game not over is closed as
   * abandoned: its `end` event goes out and into its journal, like any end.
   */
  endGame(gameId: string): Checked<GameDetail> {
    const running = this.runningGames.get(gameId);
    if (!running) return hostError('unknown-game', `unknown game "${gameId}"`);
    const { game, state } = running.session;
    if (!game.isOver(state) && running.scores.resultOf(state) === null) {
      running.table.report({ type: 'end', reason: ABANDONED, said: said('abandoned'), winner: null, scores: running.scores.scoresOf(state) ?? {} });
    }
    const detail = running.detail();
    this.letGo(gameId);
    running.stop(false);
    this.runningGames.remove(gameId);
    return { ok: true, value: detail };
  }

  /** Shows a message to the players (the dashboards' event feed carries it); `from` says who sent it. */
  showMessage(text: string, from: string): void {
    this.events.next({ type: 'message', text, from, t: Math.round(this.options.clock.now() * 1000) / 1000, board: '' });
  }

  /** The path of a running game's journal (null when the host keeps none, or no game has this id). */
  journalPath(gameId: string): string | null { return this.runningGames.get(gameId)?.journal?.path ?? null; }

  /** Lifts or places pieces on a simulated board; cells in the game's notation (`seat`: in that seat's area). */
  simulate(boardId: string, action: 'lift' | 'place', cells: string[], seat?: string): Checked<null> {
    const entry = this.connectedBoards.get(boardId);
    if (!entry) return hostError('unknown-board', `unknown board "${boardId}"`);
    const sim = entry.connection.sim;
    if (!sim) return hostError('conflict', `board "${boardId}" is a real board: move its pieces by hand`);
    const boardCells: number[] = [];
    for (const name of cells) {
      const cell = this.boardCell(boardId, name, seat);
      if (!cell.ok) return cell;
      boardCells.push(cell.value);
    }
    if (action === 'lift') sim.lift(boardCells);
    else sim.place(boardCells);
    return { ok: true, value: null };
  }

  /** A cell named in the notation of the board's game (`seat`: within that seat's area), as the board's own cell number. */
  boardCell(boardId: string, name: string, seat?: string): Checked<number> {
    const entry = this.connectedBoards.get(boardId);
    if (!entry) return hostError('unknown-board', `unknown board "${boardId}"`);
    const { profile } = entry.connection;
    const game = this.runningGames.onBoard(boardId);
    let view: number | null;
    if (game) {
      const global = game.map.parseName(name, { board: boardId, ...(seat === undefined ? {} : { area: seat }) });
      const at = global === null ? undefined : game.map.toBoard(global);
      view = at?.board === boardId ? at.cell : null;
    } else {
      view = parseAlphaNumeric(name, profile);
    }
    if (view === null) return hostError('bad-input', `"${name}" is not a cell of board "${boardId}"${seat === undefined ? '' : ` in ${seat}'s area`}`);
    return { ok: true, value: toBoardCell(profile, view) };
  }

  /** How computer opponents decide: the options' stand-in, else one worker thread for the host, started when first needed. */
  private decideBot(): DecideBot {
    if (this.options.decideBot) return this.options.decideBot;
    this.botRunner ??= new BotRunner();
    return this.botRunner.decide;
  }

  /** Stops every table; games are left unfinished in their journals, to be resumed by the next host. */
  close(): void {
    for (const bot of this.bots.values()) bot.close();
    this.bots.clear();
    for (const remote of this.remotes.values()) remote.close();
    this.remotes.clear();
    for (const guide of this.guides.values()) guide.close();
    this.guides.clear();
    void this.botRunner?.close();
    for (const game of this.runningGames.all()) game.stop(false);
    this.connectedBoards.close();
    this.events.complete();
  }

  /** The game's computer opponent and remote side stop playing it. */
  private letGo(gameId: string): void {
    this.bots.get(gameId)?.close();
    this.bots.delete(gameId);
    this.remotes.get(gameId)?.close();
    this.remotes.delete(gameId);
    this.guides.get(gameId)?.close();
    this.guides.delete(gameId);
  }

  private onGame(gameId: string, act: (g: RunningGame) => void): Checked<GameDetail> {
    const game = this.runningGames.get(gameId);
    if (!game) return hostError('unknown-game', `unknown game "${gameId}"`);
    act(game);
    return { ok: true, value: game.detail() };
  }

  /** Takes a board from the game it plays: that game stops (as abandoned, when `abandon`) and lets its other boards go. */
  private stopGameOn(board: string, abandon: boolean): void {
    const game = this.runningGames.onBoard(board);
    if (!game) return;
    this.letGo(game.id);
    game.stop(abandon);
    this.runningGames.remove(game.id);
  }

  private summaryOf(entry: BoardEntry): BoardSummary {
    const { id, path, profile, sim } = entry.connection;
    return { id, path, simulated: sim !== undefined, link: entry.status, profile, game: this.runningGames.onBoard(id)?.id ?? null };
  }

  /** Cell names: the game's own when a game runs there, else column letter + row number. */
  private namer(entry: BoardEntry): (cell: number) => string {
    const { profile, id } = entry.connection;
    const game = this.runningGames.onBoard(id);
    if (game) return (c) => game.map.nameOnBoard(id, c);
    return (c) => (isCorner(c, profile) ? alphaNumericCornerName(c, profile) : alphaNumericName(c, profile));
  }
}

function spaceOf(entry: BoardEntry): BoardSpace {
  const { id, profile } = entry.connection;
  return { id, rows: profile.rows, cols: profile.cols, ...(sensesCorners(profile) ? { corners: true } : {}) };
}

/**
 * Where the game's areas go on these boards. A one-board game takes the first board whole; a game
 * of areas places them over the boards given; every board named must hold some of the game.
 */
function placeOn(plan: GamePlan, entries: BoardEntry[], layout?: Layout): Checked<Placement> {
  const { game, shape } = plan;
  if (shape.areas.length === 0 && entries.length > 0) return hostError('bad-input', `${game.id} is played without a board`);
  // A game without areas is its one board; a game of areas may spread them over several boards.
  if (!game.areas && entries.length > 1) return hostError('bad-input', `${game.id} is played on one board`);
  const placed = placeAreas(shape.areas, entries.map(spaceOf), layout);
  if (!placed.ok) return placed;
  const idle = entries.find((e) => !placed.value.some((r) => r?.board === e.connection.id));
  if (idle) return hostError('bad-input', `board "${idle.connection.id}" would hold nothing of ${game.id}: its areas are all placed`);
  return placed;
}

/** The placement as a journal keeps it (by area id), so a resumed game lies where it lay. */
function layoutOf(plan: GamePlan, placement: Placement): Layout {
  const layout: Layout = {};
  plan.shape.areas.forEach((a, i) => { const r = placement[i]; if (r && plan.shape.areas.length > 1) layout[a.id] = { ...r }; });
  return layout;
}

/** The seat a board plays, where it holds one seat's area only (kept in journals for readers). */
function seatOn(plan: GamePlan, placement: Placement, board: string): string | null {
  const seats = plan.shape.areas.filter((_, i) => placement[i]?.board === board).map((a) => a.seat ?? null);
  return seats.length === 1 ? seats[0] : null;
}

export type { BoardConnection, SimControls } from './boards/connected-boards.ts';
export type { GameDetail } from './games/running-game.ts';
export type { ResumeReport } from './games/resume.ts';
export type { BoardDetail, BoardSummary, GameInfo, HostOptions, LightRoleInfo, NewGame } from './host-types.ts';

/** The end of a game that was over from its first position: scored as it stands. */
function endBeforePlay(game: AnyGame, state: unknown): Extract<TableEvent, { type: 'end' }> {
  const sheet = game.score?.(state);
  const scores = sheet?.scores ?? {};
  const [first, second] = sheet?.ranking ?? [];
  const winner = first !== undefined && (second === undefined || scores[first] !== scores[second]) ? first : null;
  return { type: 'end', reason: 'no move is possible from the first position', said: said('no-first-move'), winner, scores };
}
