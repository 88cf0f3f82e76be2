// The picture of 新遊, played with no board (or beside one): the round and the banker; whose turn
// it is; the banker's last cast as it fell; the betting sheet with this round's bets (between
// rounds, the last round as it was settled); every purse; how the last round was settled.
import { el } from '../../dom.ts';
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
      caption: `Round ${last.round} as it was settled: ${headsText(last.heads)} came up`,
    };
  }
  const open = d.phase === 'bet' ? 'the bets so far' : 'every bet is in';
  return { round: d.round, payouts: d.payouts, bets: inSeatOrder(d, d.bets), settled: null, caption: `Round ${d.round}: ${open}` };
}

function statusOf(d: BankData, player: string): string {
  if (d.out.includes(player)) return 'out of the game';
  if (d.over) return d.winner === player ? 'the richest: wins' : '';
  if (player === d.banker) return d.phase === 'throw' ? 'throws now' : d.phase === 'cast' ? 'throwing…' : 'waits for the bets';
  const bet = d.bets[player];
  if (bet !== undefined) return `bet ${bet.amount} on ${headsText(bet.heads)}`;
  return 'to bet';
}

function purseRows(d: BankData): PurseRow[] {
  const last = lastOf(d.history);
  const between = Object.keys(d.bets).length === 0 && last !== null;
  return d.players.map((player) => ({
    player,
    purse: d.balances[player] ?? 0,
    badge: player === d.banker ? '親 banker' : '子 child',
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
      el('span', { class: 'chip' }, `Round ${d.round}`),
      el('span', { class: 'chip banker' }, `Banker (親): ${d.banker}`)),
    el('p', { class: 'sticks-turn', 'data-phase': d.phase }, el('span', { class: 'turn-mark', 'aria-hidden': 'true' }, '▶'), ` ${bankTurn(d)}`),
    lastCastFigure(d.lastCast, d.lastCast === null ? '' : `${d.lastCast.player} (the banker) threw${last ? ` for round ${last.round}` : ''}`),
    shinyuSheet(sheetOf(d)),
    pursesList(purseRows(d)),
  ];
  if (last !== null) {
    parts.push(el('p', { class: 'sticks-result', 'data-round': last.round, 'data-thrown': last.heads, 'data-banker-gain': last.banker },
      el('span', { class: 'result-label' }, 'Last round'), ` ${roundResult(d, last)}`));
  }
  if (ctx.board !== null) parts.push(boardKey(ctx.board, d.players, 'bank'));
  target.replaceChildren(el('div', { class: 'sticks-board', 'data-game': d.game }, ...parts));
}
