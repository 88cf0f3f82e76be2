/// <reference lib="dom" />
// One table on the overview: its state, its alarms first (what wants a person), each board small
// and live, and each game. The card opens the table's detail view.
import { badge, el } from './dom.ts';
import { gameItem, type GameWords } from './game-lines.ts';
import { hasKey, t, tCode } from './i18n.ts';
import { pageLang, type Lang } from './lang.ts';
import { smallBoard } from './small-board.ts';
import { keyOf, type Alarm, type FleetRow, type RowBoard, type RowGame } from './types.ts';

export const detailHash = (r: { site: string; table: string }): string => `#/${encodeURIComponent(r.site)}/${encodeURIComponent(r.table)}`;

/**
 * An alarm in the page's language, from its code and the values it names; the service's own
 * (English) message for an alarm the catalogue does not know.
 */
export function alarmText(a: Alarm, lang: Lang = pageLang()): string {
  const p = a.params ?? {};
  const key = a.code === 'board-link-down' && p.reason !== undefined ? 'alarm.board-link-down.reason'
    : a.code === 'waiting' && p.awaiting === undefined ? 'alarm.waiting.answer' : `alarm.${a.code}`;
  if (a.params === undefined || !hasKey(key)) return a.message;
  return t(key, { ...p, ...(p.link === undefined ? {} : { link: tCode('link', p.link, lang) }) }, lang);
}

export function alarmList(alarms: readonly Alarm[]): HTMLUListElement {
  const list = el('ul', undefined, 'alarms');
  for (const a of alarms) {
    const li = el('li', alarmText(a));
    li.dataset.code = a.code;
    if (a.board !== undefined) li.dataset.board = a.board;
    if (a.game !== undefined) li.dataset.game = a.game;
    list.append(li);
  }
  return list;
}

/** A board's heading line: `board <id>`, its link badge, and the game it shows. */
export function boardHeading(b: Pick<RowBoard, 'id' | 'link' | 'reason' | 'game'>): HTMLElement {
  const head = el('div', `${t('board.name', { board: b.id })} `, 'board-head');
  const link = badge(tCode('link', b.link), b.link);
  if (b.reason !== null) link.title = b.reason;
  head.append(link);
  if (b.game !== null) head.append(el('span', ` ${t('board.shows', { game: b.game })}`, 'shows'));
  return head;
}

/** The table's state as a badge: its words in the page's language, its code for the colour. */
export const stateBadge = (state: string | null): HTMLSpanElement => badge(state === null ? t('state.none') : tCode('state', state), state ?? 'unknown');

/** A moment as this browser writes it, in the page's language. */
const localTime = (iso: string): string => new Date(iso).toLocaleString(pageLang() === 'ja' ? 'ja-JP' : undefined);

export const rowGameWords = (g: RowGame): GameWords => ({ ...g, moveCount: g.moves });

export function tableCard(r: FleetRow): HTMLElement {
  const box = el('section', undefined, 'table');
  box.dataset.table = keyOf(r);
  const title = el('h2');
  const open = el('a', r.table, 'open');
  open.href = detailHash(r);
  title.append(open, el('span', r.site, 'site'), stateBadge(r.state));
  box.append(title);
  if (r.alarms.length > 0) box.append(alarmList(r.alarms));
  if (r.since !== null) box.append(el('div', t('table.since', { time: localTime(r.since) }), 'since'));
  if (r.boards.length > 0) {
    const boards = el('ul', undefined, 'boards');
    for (const b of r.boards) {
      const li = el('li');
      li.dataset.board = b.id;
      li.append(boardHeading(b));
      const drawn = smallBoard(b);
      if (drawn !== null) li.append(drawn);
      boards.append(li);
    }
    box.append(boards);
  }
  if (r.games.length > 0) {
    const games = el('ul', undefined, 'games');
    for (const g of r.games) games.append(gameItem(rowGameWords(g)));
    box.append(games);
  } else box.append(el('div', t('table.noGame'), 'since'));
  // The whole card opens the detail, not only its name (a tablet's finger is not that precise).
  box.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a, button, input, select') === null) location.hash = detailHash(r);
  });
  return box;
}
