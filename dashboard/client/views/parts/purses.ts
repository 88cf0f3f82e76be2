// Each player's purse in seat order, as the players see them round the table: what they hold,
// their part (the banker, a child), what they do now, who is out and who won the last contest.
// Shared by the stick games' pictures.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';

export interface PurseRow {
  player: string;
  purse: number;
  /** The player's part, shown beside the name (親 banker, 子 child); none in 獣裁. */
  badge?: string;
  /** What the player does or did in this contest, in words. */
  status: string;
  /** The player has to act now (stake, bet or throw). */
  turn: boolean;
  out: boolean;
  /** Took the last pot, or won the last bet. */
  winner: boolean;
}

export function pursesList(rows: readonly PurseRow[]): HTMLElement {
  const items = rows.map((r) => {
    const name = el('span', { class: 'purse-name' }, r.turn ? el('span', { class: 'turn-mark', 'aria-label': t('sticks.purses.toAct') }, '▶') : '', r.player);
    if (r.badge) name.append(el('span', { class: 'purse-badge' }, r.badge));
    if (r.winner) name.append(el('span', { class: 'winner-mark', title: t('sticks.purses.winner') }, '★'));
    return el('li', {
      class: 'purse',
      'data-player': r.player,
      'data-purse': r.purse,
      'data-turn': String(r.turn),
      'data-out': String(r.out),
      'data-winner': String(r.winner),
    }, name, el('span', { class: 'purse-status' }, r.status), el('span', { class: 'purse-amount' }, String(r.purse)));
  });
  return el('section', { class: 'sticks-purses', 'aria-label': t('sticks.purses') },
    el('h4', {}, t('sticks.purses')),
    el('ul', {}, ...items));
}
