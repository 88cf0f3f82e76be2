/// <reference lib="dom" />
// One game in words, for a card and the detail view alike: its title, players (the computer's seat
// marked, scores where kept), whose turn or how it ended, moves and the time since the last one.
import { el } from './dom.ts';
import { count, t } from './i18n.ts';
import type { Lang } from './lang.ts';
import { showAgo } from './relative-time.ts';

export interface GameWords {
  id: string;
  title: string;
  moveCount: number;
  lastMove: string | null;
  toMove: string | null;
  over: boolean;
  result: { winner: string | null; reason: string } | null;
  scores: Record<string, number> | null;
  players: string[];
  computer: string | null;
  lastMoveAt: string | null;
}

/** The line tests and people read first: `<title> (game <id>): <n> moves`. */
export const gameSummary = (g: GameWords, lang?: Lang): string =>
  t('game.summary', { title: g.title, game: g.id, moves: count('game.moves', g.moveCount, lang) }, lang);

/** Whose turn, or how the game ended (seats, winners and reasons as the game names them). */
export function turnText(g: GameWords, lang?: Lang): string {
  if (g.over) {
    if (g.result === null) return t('game.over', {}, lang);
    const outcome = g.result.winner === null ? t('game.noWinner', {}, lang) : t('game.won', { winner: g.result.winner }, lang);
    return g.result.reason === '' ? t('game.overWith', { outcome }, lang) : t('game.overWithReason', { outcome, reason: g.result.reason }, lang);
  }
  return g.toMove === null ? '' : t('game.toMove', { seat: g.toMove }, lang);
}

/** "north – south (computer)", with scores when the game keeps them. */
export function playersLine(g: GameWords): HTMLElement | null {
  const seats = g.players.length > 0 ? g.players : Object.keys(g.scores ?? {});
  if (seats.length === 0) return null;
  const line = el('div', undefined, 'players');
  seats.forEach((seat, i) => {
    if (i > 0) line.append(' – ');
    const score = g.scores !== null && Object.hasOwn(g.scores, seat) ? ` ${g.scores[seat]}` : '';
    const computer = seat === g.computer;
    const span = el('span', computer ? t('game.computer', { seat: `${seat}${score}` }) : `${seat}${score}`, 'seat');
    if (computer) span.classList.add('computer');
    if (!g.over && seat === g.toMove) span.classList.add('to-move');
    line.append(span);
  });
  return line;
}

/** "last move b2, 12 s ago" (ticking), or "no move yet". */
export function lastMoveLine(g: GameWords): HTMLElement {
  const line = el('div', undefined, 'last-move');
  if (g.lastMove === null) {
    line.textContent = t('game.noMoveYet');
    return line;
  }
  line.append(el('span', t('game.lastMove', { move: g.lastMove }), 'move'));
  if (g.lastMoveAt !== null) {
    line.append(t('list.comma'));
    line.append(showAgo(el('span', undefined, 'ago'), g.lastMoveAt, ''));
  }
  return line;
}

/** A game's lines as a list item of a card or the detail view. */
export function gameItem(g: GameWords): HTMLLIElement {
  const li = el('li', undefined, 'game');
  li.dataset.game = g.id;
  li.append(el('div', gameSummary(g), 'summary'));
  const players = playersLine(g);
  if (players !== null) li.append(players);
  const turn = turnText(g);
  if (turn !== '') {
    const t = el('div', turn, 'turn');
    t.dataset.over = String(g.over);
    li.append(t);
  }
  li.append(lastMoveLine(g));
  return li;
}
