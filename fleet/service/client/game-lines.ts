/// <reference lib="dom" />
// One game in words, for a card and the detail view alike: its title, players (the computer's seat
// marked, scores where kept), whose turn or how it ended, moves and the time since the last one.
import { el, plural } from './dom.ts';
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
export const gameSummary = (g: GameWords): string => `${g.title} (game ${g.id}): ${plural(g.moveCount, 'move')}`;

export function turnText(g: GameWords): string {
  if (g.over) {
    if (g.result === null) return 'over';
    return `over: ${g.result.winner === null ? 'no winner' : `${g.result.winner} won`}${g.result.reason === '' ? '' : ` (${g.result.reason})`}`;
  }
  return g.toMove === null ? '' : `${g.toMove} to move`;
}

/** "north – south (computer)", with scores when the game keeps them. */
export function playersLine(g: GameWords): HTMLElement | null {
  const seats = g.players.length > 0 ? g.players : Object.keys(g.scores ?? {});
  if (seats.length === 0) return null;
  const line = el('div', undefined, 'players');
  seats.forEach((seat, i) => {
    if (i > 0) line.append(' – ');
    const score = g.scores !== null && Object.hasOwn(g.scores, seat) ? ` ${g.scores[seat]}` : '';
    const span = el('span', `${seat}${score}`, 'seat');
    if (seat === g.computer) {
      span.classList.add('computer');
      span.append(' (computer)');
    }
    if (!g.over && seat === g.toMove) span.classList.add('to-move');
    line.append(span);
  });
  return line;
}

/** "last move b2, 12 s ago" (ticking), or "no move yet". */
export function lastMoveLine(g: GameWords): HTMLElement {
  const line = el('div', undefined, 'last-move');
  if (g.lastMove === null) {
    line.textContent = 'no move yet';
    return line;
  }
  line.append(el('span', `last move ${g.lastMove}`, 'move'));
  if (g.lastMoveAt !== null) {
    line.append(', ');
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
