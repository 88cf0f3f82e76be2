// 新遊's betting sheet: the numbers 0 to 5 (how many of the five sticks fall heads up), what each
// pays, and every child's bet lying on its number. Once the banker has thrown, the number thrown
// is marked and each bet says what it brought back.
import { el, svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { STICKS } from './last-cast.ts';
import { payoutText } from './shinyu-words.ts';
import type { BetData } from './sticks-data.ts';

export interface Sheet {
  round: number;
  payouts: readonly number[];
  /** The bets on the sheet, by child, in seat order. */
  bets: readonly (readonly [string, BetData])[];
  /** The round has been thrown: the number that came up and what each child got back (0: lost). */
  settled: { heads: number; paid: Readonly<Record<string, number>> } | null;
  caption: string;
}

/** A number of the sheet drawn as five small sticks, so it reads as a cast does. */
function miniSticks(heads: number): SVGSVGElement {
  const picture = svg('svg', { viewBox: `0 0 ${STICKS * 0.5} 1.3`, class: 'sheet-sticks', 'aria-hidden': 'true' });
  for (let i = 0; i < STICKS; i++) {
    picture.append(svg('g', { class: i < heads ? 'stick heads' : 'stick tails' }, svg('rect', { x: i * 0.5 + 0.08, y: 0.05, width: 0.34, height: 1.2, rx: 0.12 })));
  }
  return picture;
}

function betChip(player: string, bet: BetData, sheet: Sheet): HTMLElement {
  const paid = sheet.settled === null ? null : sheet.settled.paid[player] ?? 0;
  const outcome = paid === null ? '' : paid > 0 ? ` → ${paid}` : ` ${t('shinyu.sheet.lost')}`;
  return el('li', { class: 'sheet-bet', 'data-player': player, 'data-amount': bet.amount, 'data-paid': paid ?? '' },
    el('span', { class: 'bet-who' }, player), ` ${bet.amount}`, el('span', { class: 'bet-outcome' }, outcome));
}

export function shinyuSheet(sheet: Sheet): HTMLElement {
  const cells = Array.from({ length: STICKS + 1 }, (_, heads) => {
    const won = sheet.settled === null ? null : sheet.settled.heads === heads;
    const bets = sheet.bets.filter(([, b]) => b.heads === heads);
    return el('li', { class: 'sheet-cell', 'data-heads': heads, 'data-payout': sheet.payouts[heads] ?? '', 'data-won': won === null ? '' : String(won), 'aria-label': t('shinyu.sheet.cell', { heads, payout: payoutText(sheet.payouts, heads) }) },
      el('div', { class: 'sheet-number' }, el('span', { class: 'sheet-heads' }, String(heads)), miniSticks(heads)),
      el('div', { class: 'sheet-payout' }, payoutText(sheet.payouts, heads)),
      el('ul', { class: 'sheet-bets' }, ...bets.map(([player, bet]) => betChip(player, bet, sheet))));
  });
  return el('figure', { class: 'shinyu-sheet', 'data-round': sheet.round, 'data-settled': String(sheet.settled !== null) },
    el('figcaption', {}, sheet.caption),
    el('ol', { class: 'sheet-cells' }, ...cells));
}
