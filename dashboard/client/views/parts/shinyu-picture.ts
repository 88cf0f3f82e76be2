// The picture of 新遊, played with no board (or beside one): the round and the banker; whose turn
// it is; the banker's last cast as it fell; the betting sheet with this round's bets (between
// rounds, the last round as it was settled); every purse; how the last round was settled.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { PictureContext } from '../types.ts';
import { lastCastFigure } from './last-cast.ts';
import { pursesList, type PurseRow } from './purses.ts';
import { shinyuSheet, type Sheet } from './shinyu-sheet.ts';
import { bankTurn, roundResult } from './shinyu-words.ts';
import { boardKey } from './sticks-board-key.ts';
import { headsText, lastOf, readBank, type BankData } from './sticks-data.ts';

const inSeatOrder = (d: BankData, bets: BankData['bets']) => d.players.filter((p) => p in bets).map((p) => [p, bets[p]] as const);

/** This round's bets; until the first is placed, the last round as it was settled (as the board's lights show it). */
function sheetOf(d: BankData): Sheet {
  const last = lastOf(d.history);
  const between = Object.keys(d.bets).length === 0 && last !== null;
  if (between) {
    return {
      round: last.round,
      payouts: d.payouts,
      bets: inSeatOrder(d, last.bets),
      settled: { heads: last.heads, paid: last.paid },
      caption: t('shinyu.sheet.settled', { round: last.round, heads: headsText(last.heads) }),
    };
  }
  const caption = t(d.phase === 'bet' ? 'shinyu.sheet.open' : 'shinyu.sheet.closed', { round: d.round });
  return { round: d.round, payouts: d.payouts, bets: inSeatOrder(d, d.bets), settled: null, caption };
}

function statusOf(d: BankData, player: string): string {
  if (d.out.includes(player)) return t('sticks.status.out');
  if (d.over) return d.winner === player ? t('shinyu.status.richest') : '';
  if (player === d.banker) return d.phase === 'throw' ? t('sticks.status.throwsNow') : d.phase === 'cast' ? t('sticks.status.throwing') : t('shinyu.status.waits');
  const bet = d.bets[player];
  if (bet !== undefined) return t('shinyu.status.bet', { amount: bet.amount, heads: headsText(bet.heads) });
  return t('shinyu.status.toBet');
}

function purseRows(d: BankData): PurseRow[] {
  const last = lastOf(d.history);
  const between = Object.keys(d.bets).length === 0 && last !== null;
  return d.players.map((player) => ({
    player,
    purse: d.balances[player] ?? 0,
    badge: player === d.banker ? t('shinyu.badge.banker') : t('shinyu.badge.child'),
    status: statusOf(d, player),
    turn: !d.over && (d.waitingToBet.includes(player) || (player === d.banker && d.phase === 'throw')),
    out: d.out.includes(player),
    winner: between && (last.paid[player] ?? 0) > 0,
  }));
}

export function shinyuPicture(view: unknown, target: HTMLElement, ctx: PictureContext): void {
  const d = readBank(view);
  if (d === null) { target.replaceChildren(); return; }
  const last = lastOf(d.history);
  const parts: HTMLElement[] = [
    el('p', { class: 'sticks-status', 'data-round': d.round, 'data-banker': d.banker },
      el('span', { class: 'chip' }, t('shinyu.chip.round', { round: d.round })),
      el('span', { class: 'chip banker' }, t('shinyu.chip.banker', { banker: d.banker }))),
    el('p', { class: 'sticks-turn', 'data-phase': d.phase }, el('span', { class: 'turn-mark', 'aria-hidden': 'true' }, '▶'), ` ${bankTurn(d)}`),
    lastCastFigure(d.lastCast, d.lastCast === null ? '' : last ? t('shinyu.cast.round', { player: d.lastCast.player, round: last.round }) : t('shinyu.cast', { player: d.lastCast.player })),
    shinyuSheet(sheetOf(d)),
    pursesList(purseRows(d)),
  ];
  if (last !== null) {
    parts.push(el('p', { class: 'sticks-result', 'data-round': last.round, 'data-thrown': last.heads, 'data-banker-gain': last.banker },
      el('span', { class: 'result-label' }, t('shinyu.last')), ` ${roundResult(d, last)}`));
  }
  if (ctx.board !== null) parts.push(boardKey(ctx.board, d.players, 'bank'));
  target.replaceChildren(el('div', { class: 'sticks-board', 'data-game': d.game }, ...parts));
}
