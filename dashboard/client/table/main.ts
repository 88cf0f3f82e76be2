/// <reference lib="dom" />
// The kiosk screen (/table): a tablet beside the board shows its game in large type, live from
// the event feed, with a QR code that opens the player's view on a phone. It only reads, as a
// spectator: no token is ever asked for or sent.
import { Api } from '../api.ts';
import { coalesced } from '../coalesce.ts';
import { byId } from '../dom.ts';
import { openFeed, type FeedState } from '../feed.ts';
import { langSwitch, t, translatePage } from '../i18n.ts';
import { pageLang } from '../lang.ts';
import type { BoardDetail, BoardSummary, GameDetail, HostEvent } from '../types.ts';
import { qrSvg } from './qr.ts';
import { screenOf } from './screen.ts';
import { initialState, needsReload, pickBoard, withEvent, withLoad, type KioskState } from './state.ts';
import { drawFeed, drawScreen } from './view.ts';

const api = new Api(() => null);
const asked = new URLSearchParams(location.search).get('board');
let state: KioskState = initialState();

const draw = (): void => drawScreen(screenOf(state, pageLang()));

async function load(): Promise<void> {
  const boards = await api.get<BoardSummary[]>('/api/boards');
  if (!boards.ok) return;
  state = { ...state, ...pickBoard(asked, boards.value) };
  if (state.board === null) { state = withLoad(state, null, {}); return draw(); }
  const [board, games] = await Promise.all([
    api.get<BoardDetail>(`/api/boards/${encodeURIComponent(state.board)}`),
    api.get<GameDetail[]>('/api/games'),
  ]);
  if (!board.ok || !games.ok) return;
  // From the list, never GET /api/games/:id: a game replaced meanwhile would be a 404.
  const game = games.value.find((g) => g.id === board.value.game) ?? null;
  state = withLoad(state, game, board.value.lights);
  draw();
}

/** Loads the board and its game; calls made meanwhile coalesce into one more. */
const refresh = coalesced(load);

function onEvent(e: HostEvent): void {
  const before = state;
  state = withEvent(state, e);
  if (state !== before) draw();
  if (e.board === state.board && needsReload(e)) void refresh();
}

function onFeedState(s: FeedState): void {
  drawFeed(s);
  // Back after a gap: what was missed is read again (a correction the lights still show is kept).
  if (s === 'live') { state = { ...state, correction: null }; void refresh(); }
}

async function start(): Promise<void> {
  translatePage();
  document.title = t('table.pageTitle');
  byId('k-top').append(langSwitch());
  // The player's view: the dashboard at the address this tablet reached, which a phone on the
  // same network reaches too.
  const url = `${location.origin}/`;
  byId('k-qr').replaceChildren(qrSvg(url, t('table.qr.label', { url })));
  byId('k-url').textContent = url;
  openFeed({ event: onEvent, state: onFeedState });
  await refresh();
  document.body.dataset.ready = 'true';
}

void start();
