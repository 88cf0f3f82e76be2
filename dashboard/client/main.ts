/// <reference lib="dom" />
// The dashboard page: loads boards and games over REST, follows the live event feed, draws the
// selected board, and lets a signed-in operator start games, answer choices and drive a
// simulated board by clicking its cells.
import { Api } from './api.ts';
import { coalesced } from './coalesce.ts';
import { byId } from './dom.ts';
import { openFeed, type FeedState } from './feed.ts';
import { Occupancy } from './occupancy.ts';
import { drawBoard } from './render/board.ts';
import { renderLegend, type RoleInfo } from './render/legend.ts';
import { renderAwaitingActions, renderMoveActions, type ActionHandlers } from './render/actions.ts';
import { renderLink, renderLog, renderScores, renderTabs } from './render/panels.ts';
import { Activity, notice } from './render/activity.ts';
import { renderRemote } from './render/remote.ts';
import { hintButton } from './hint-button.ts';
import { renderTeach, TeachingFeed } from './render/teach.ts';
import { RemoteLobbyPanel } from './remote-lobby.ts';
import { fillSetupForm, readSetupForm, type NewGameRequest } from './setup-form.ts';
import { langSwitch, t, translatePage } from './i18n.ts';
import { inWords } from './lang.ts';
import { forgetToken, saveToken, savedToken } from './token.ts';
import type { BoardDetail, BoardSummary, GameDetail, GameInfo, HostEvent, LessonInfo } from './types.ts';
import { viewFor } from './views/registry.ts';
import type { GameView } from './views/types.ts';

interface PageState {
  operator: boolean;
  boards: BoardSummary[];
  /** Games played on no board: they have tabs of their own. */
  boardless: GameDetail[];
  catalog: GameInfo[];
  /** A board's id, or `game:ID` for a game with no board. */
  selected: string | null;
  detail: BoardDetail | null;
  game: GameDetail | null;
  view: GameView;
  /** Every light role's colour and meaning, for the legend. */
  roles: RoleInfo[];
  /** The guided first games a board can start. */
  lessons: LessonInfo[];
}

const state: PageState = { operator: false, boards: [], boardless: [], catalog: [], selected: null, detail: null, game: null, view: {}, roles: [], lessons: [] };
const occupancy = new Occupancy();
const activity = new Activity();
const teaching = new TeachingFeed();
let token: string | null = savedToken();
const api = new Api(() => token);

const page = {
  board: byId('board'),
  legend: byId('legend'),
  picture: byId('picture'),
  title: byId('game-title'),
  remote: byId('remote'),
  teach: byId('teach'),
  message: byId('message'),
  awaiting: byId('awaiting'),
  inputs: byId('inputs'),
  gamePanel: byId('game-panel'),
  scores: byId('scores'),
  log: byId('log'),
  activity: byId('activity'),
  link: byId('link'),
  tabs: byId('board-tabs'),
  feed: byId('feed-state'),
  role: byId('role'),
  tokenForm: byId<HTMLFormElement>('token-form'),
  signOut: byId<HTMLButtonElement>('sign-out'),
  setup: byId<HTMLFormElement>('setup-form'),
  setupOptions: byId('setup-options'),
  setupFit: byId('setup-fit'),
  replace: byId('setup-replace'),
  replaceText: byId('setup-replace-text'),
  replaceYes: byId<HTMLButtonElement>('setup-replace-yes'),
  replaceNo: byId<HTMLButtonElement>('setup-replace-no'),
  undo: byId<HTMLButtonElement>('undo'),
};

/** Play against another board: shown when this host can make a remote match, or plays one. */
const lobby = new RemoteLobbyPanel(byId('remote-lobby'), api, () => {
  // The match is played on the first board: show it, with its remote line.
  state.selected = state.boards[0]?.id ?? state.selected;
  void refresh();
});

/** Whether the message line shows why the board is wrong (cleared once it is right again). */
let showingCorrection = false;

function say(text: string, kind: 'info' | 'error' = 'info'): void {
  showingCorrection = false;
  page.message.textContent = text;
  page.message.dataset.kind = kind;
}

// --- loading ---------------------------------------------------------------------------

/** Reloads boards, the selected board and its game; calls made meanwhile coalesce into one more. */
const refresh = coalesced(load);

async function load(): Promise<void> {
  const [boards] = await Promise.all([api.get<BoardSummary[]>('/api/boards'), lobby.load()]);
  if (!boards.ok) return say(boards.message, 'error');
  state.boards = boards.value;
  const games = await api.get<GameDetail[]>('/api/games');
  state.boardless = games.ok ? games.value.filter((g) => g.boards.length === 0) : [];
  const tabs = [...state.boards.map((b) => b.id), ...state.boardless.map((g) => `game:${g.id}`)];
  if (!state.selected || !tabs.includes(state.selected)) state.selected = tabs[0] ?? null;
  if (state.selected === null) { state.detail = null; state.game = null; return render(); }
  if (state.selected.startsWith('game:')) {
    state.detail = null;
    state.game = state.boardless.find((g) => `game:${g.id}` === state.selected) ?? null;
    state.view = await viewFor(state.game?.game ?? null);
    return render();
  }
  const detail = await api.get<BoardDetail>(`/api/boards/${encodeURIComponent(state.selected)}`);
  if (!detail.ok) return say(detail.message, 'error');
  state.detail = detail.value;
  occupancy.report(detail.value.occupancy);
  if (detail.value.game) {
    // From the list, never GET /api/games/:id: a game replaced between the board's answer and
    // that request would be a 404 (which the browser logs). A game begun after the list was read
    // is looked for in it once more; gone, the next event loads again.
    const id = detail.value.game;
    const listed = (list: typeof games) => (list.ok ? list.value.find((g) => g.id === id) : undefined);
    state.game = listed(games) ?? listed(await api.get<GameDetail[]>('/api/games')) ?? null;
  } else {
    state.game = null;
  }
  state.view = await viewFor(state.game?.game ?? null);
  render();
}

// --- drawing ---------------------------------------------------------------------------

function render(): void {
  document.body.classList.toggle('operator', state.operator);
  page.role.textContent = t(state.operator ? 'role.operator' : 'role.spectator');
  page.role.dataset.role = state.operator ? 'operator' : 'spectator';
  page.tokenForm.hidden = state.operator;
  page.signOut.hidden = !state.operator;
  const { detail, game } = state;
  page.title.textContent = titleOf(game, detail);
  renderRemote(page.remote, game);
  // Lessons are started by the operator; a lesson under way is shown to everyone.
  const lessons = state.operator || game?.lesson ? { api, operator: state.operator, lessons: state.operator ? state.lessons : [], onResult: lessonDone } : null;
  // A hint for anyone at the table (no token), while a game waits for a move; a lesson guides on its own.
  const hinting = game !== null && !game.over && !game.lesson && game.awaiting === null;
  renderTeach(page.teach, { feed: teaching, board: detail?.id ?? null, game, lessons, controls: hinting ? [hintButton(api, () => state.game?.id ?? null, hintDone)] : [] });
  lobby.render({ operator: state.operator, catalog: state.catalog, board: state.boards[0]?.id ?? null, boardGame: state.selected === state.boards[0]?.id ? state.game?.game ?? null : null });
  if (detail) {
    page.board.replaceChildren(drawBoard({ detail, game, view: state.view, occupied: occupancy.current(Date.now()) }));
  } else {
    page.board.replaceChildren();
  }
  renderPicture(page.picture, game, state.view, detail);
  renderLegend(page.legend, game, state.view, state.roles, Object.values(detail?.lights ?? {}));
  renderScores(page.scores, game, game ? state.view.facts?.(game.view) ?? [] : []);
  renderLog(page.log, game);
  activity.render(page.activity, game, detail?.id ?? null);
  const act: ActionHandlers = { send: ({ route, body }) => void gameInput(route, body), fail: (message) => say(message, 'error') };
  renderAwaitingActions(page.awaiting, game, state.operator, act);
  renderMoveActions(page.inputs, game, state.operator, act, (form) => state.view.ownsForm?.(form) ?? false);
  if (game && state.view.panel) {
    state.view.panel(game.view, page.gamePanel, { operator: state.operator, move: (move) => void gameInput('moves', { move }), fail: (message) => say(message, 'error') });
  } else {
    page.gamePanel.replaceChildren();
  }
  renderLink(page.link, detail);
  renderTabs(page.tabs, state.boards, state.boardless, state.selected, (id) => { state.selected = id; void refresh(); });
  page.undo.disabled = !game || game.log.length === 0;
  fillSetup();
}

function hintDone(result: { ok: true } | { ok: false; message: string }): void {
  if (!result.ok) say(result.message, 'error');
  void refresh();
}

function lessonDone(result: { ok: true; game: GameDetail } | { ok: false; message: string }): void {
  if (!result.ok) say(result.message, 'error');
  void refresh();
}

/** The heading over the board: the game, its id, whether it has a board, who is to move. */
function titleOf(game: GameDetail | null, detail: BoardDetail | null): string {
  if (!game) return detail ? t('page.boardNoGame', { board: detail.id }) : t('page.noBoard');
  const parts = [inWords(game.names, game.title), t('page.gameId', { id: game.id })];
  if (game.boards.length === 0) parts.push(t('page.gameNoBoard'));
  if (game.toMove) parts.push(t('page.toMove', { who: game.toMove }));
  return parts.join(' · ');
}

/** The game's picture beside the board (or in its place), drawn again only when the game's view changes. */
function renderPicture(target: HTMLElement, game: GameDetail | null, view: GameView, board: BoardDetail | null): void {
  if (!game || !view.picture) { target.replaceChildren(); delete target.dataset.shown; return; }
  const lights = board?.lights ?? {};
  const key = JSON.stringify([game.id, board?.id ?? null, game.view, game.areas, game.computer, lights]);
  if (target.dataset.shown === key) return;
  target.dataset.shown = key;
  view.picture(game.view, target, { areas: game.areas, board: board?.id ?? null, lights, computer: game.computer });
}

// --- the operator's inputs ------------------------------------------------------------------

async function gameInput(what: 'choices' | 'undo' | 'moves' | 'entries' | 'buttons', body?: unknown): Promise<void> {
  if (!state.game) return;
  const done = await api.post<{ game: GameDetail }>(`/api/games/${encodeURIComponent(state.game.id)}/${what}`, body);
  if (!done.ok) return say(done.message, 'error');
  say('');
  await refresh();
}

/** A click on a cell of a simulated board: lift the piece there, or put one down. */
async function clickCell(cell: string): Promise<void> {
  const detail = state.detail;
  if (!detail) return;
  if (!state.operator) return say(t('board.operatorOnly'), 'error');
  if (!detail.simulated) return say(t('board.realBoard', { board: detail.id }), 'error');
  const occupied = occupancy.current(Date.now()).has(cell);
  const action = occupied ? 'lift' : 'place';
  occupancy.expect(cell, !occupied, Date.now());
  render();
  const done = await api.post(`/api/boards/${encodeURIComponent(detail.id)}/sim`, { action, cells: [cell] });
  if (!done.ok) {
    occupancy.forget(cell);
    say(done.message, 'error');
    return render();
  }
  say('');
  // Should the board never report it, the page goes back to what the board says.
  window.setTimeout(render, 2100);
}

page.board.addEventListener('click', (e) => {
  const target = (e.target as Element | null)?.closest('[data-cell]');
  const cell = target?.getAttribute('data-cell');
  if (cell) void clickCell(cell);
});

page.undo.addEventListener('click', () => void gameInput('undo'));

function fillSetup(): void {
  fillSetupForm({ form: page.setup, options: page.setupOptions, fit: page.setupFit }, state.boards, state.catalog, state.selected, state.game?.game ?? null);
}

// A board or game picked: the form says at once whether they go together, and shows the game's options.
page.setup.addEventListener('change', (e) => {
  const name = (e.target as HTMLElement | null)?.getAttribute('name');
  if (name === 'board' || name === 'game') { page.replace.hidden = true; fillSetup(); }
});

/** A request the operator must confirm first: the board named plays a game that is not over. */
let toConfirm: NewGameRequest | null = null;

async function startGame(request: NewGameRequest): Promise<void> {
  page.replace.hidden = true;
  toConfirm = null;
  const started = await api.post<GameDetail>('/api/games', request);
  if (!started.ok) return say(started.message, 'error');
  state.selected = started.value.board === '' ? `game:${started.value.id}` : started.value.board;
  const { id, board } = started.value;
  const title = inWords(started.value.names, started.value.title);
  say(board === '' ? t('setup.startedNoBoard', { title, id }) : t('setup.started', { title, id, board }));
  await refresh();
}

page.setup.addEventListener('submit', (e) => {
  e.preventDefault();
  const request = readSetupForm(page.setup);
  if (!request.ok) return say(request.error, 'error');
  void (async () => {
    // A running game is replaced only once the operator says so.
    const boards = typeof request.value.board === 'string' ? [request.value.board] : request.value.board;
    const games = await api.get<GameDetail[]>('/api/games');
    const running = games.ok ? games.value.filter((g) => !g.over && g.boards.some((b) => boards.includes(b))) : [];
    if (running.length === 0) return startGame(request.value);
    toConfirm = request.value;
    const named = running.map((g) => t('setup.running', { title: inWords(g.names, g.title), id: g.id, moves: g.log.length })).join(t('setup.runningAnd'));
    page.replaceText.textContent = t('setup.replaceAsk', { games: named, boards: boards.join(', ') });
    page.replace.hidden = false;
    page.replaceYes.focus();
  })();
});

page.replaceYes.addEventListener('click', () => { if (toConfirm) void startGame(toConfirm); });
page.replaceNo.addEventListener('click', () => { toConfirm = null; page.replace.hidden = true; say(t('setup.kept')); });

// --- signing in ------------------------------------------------------------------------

async function signIn(candidate: string): Promise<boolean> {
  const check = new Api(() => candidate);
  const answer = await check.post('/api/auth');
  if (!answer.ok) return false;
  token = candidate;
  saveToken(candidate);
  state.operator = true;
  return true;
}

page.tokenForm.addEventListener('submit', (e) => {
  e.preventDefault();
  const input = page.tokenForm.elements.namedItem('token') as HTMLInputElement;
  void signIn(input.value.trim()).then((ok) => {
    input.value = '';
    say(t(ok ? 'token.signedIn' : 'token.wrong'), ok ? 'info' : 'error');
    render();
  });
});

page.signOut.addEventListener('click', () => {
  forgetToken();
  token = null;
  state.operator = false;
  say(t('token.signedOut'));
  render();
});

// --- start -----------------------------------------------------------------------------

function onEvent(e: HostEvent): void {
  activity.add(e);
  teaching.add(e);
  // A message for the players is shown whichever board is selected.
  if (e.type === 'message') say(notice(e) ?? e.text);
  if (e.board === state.selected || (e.board === '' && `game:${e.game}` === state.selected)) {
    if (e.type === 'journal') {
      say(notice(e) ?? e.reason, 'error');
    } else if (e.type === 'correction' && e.reason) {
      say(notice(e) ?? e.reason, 'error');
      showingCorrection = true;
    } else if ((e.type === 'corrected' || e.type === 'move') && showingCorrection) {
      say('');
      showingCorrection = false;
    }
  }
  void refresh();
}

function onFeedState(s: FeedState): void {
  page.feed.textContent = t(s === 'live' ? 'feed.live' : s === 'lost' ? 'feed.lost' : 'feed.connecting');
  page.feed.dataset.state = s;
  if (s === 'live') void refresh();
}

async function start(): Promise<void> {
  translatePage();
  document.querySelector('header.top')?.append(langSwitch());
  const saved = token;
  if (saved !== null && !(await signIn(saved))) { forgetToken(); token = null; }
  const [catalog, roles, lessons] = await Promise.all([api.get<GameInfo[]>('/api/catalog'), api.get<RoleInfo[]>('/api/lights'), api.get<LessonInfo[]>('/api/lessons')]);
  if (catalog.ok) state.catalog = catalog.value;
  if (roles.ok) state.roles = roles.value;
  if (lessons.ok) state.lessons = lessons.value;
  openFeed({ event: onEvent, state: onFeedState });
  await refresh();
  document.body.dataset.ready = 'true';
}

void start();
