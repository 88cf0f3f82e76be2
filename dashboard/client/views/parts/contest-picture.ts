// The picture of 獣裁 and 連撃獣裁, played with no board (or beside one): the round, the pot and
// the stake; whose turn it is; the last cast as it fell; the thrower's running total (連撃獣裁);
// every purse with what its player does in this contest; how the last contest ended.
import { el } from '../../dom.ts';
import type { PictureContext } from '../types.ts';
import { castCaption, contestBegun, contestResult, contestTurn, roundText } from './contest-words.ts';
import { lastCastFigure } from './last-cast.ts';
import { pursesList, type PurseRow } from './purses.ts';
import { boardKey } from './sticks-board-key.ts';
import { lastOf, readContest, type ContestData } from './sticks-data.ts';

function statusChips(d: ContestData): HTMLElement {
  const poorest = Math.min(...d.contenders.map((p) => d.balances[p] ?? 0));
  const stake = d.ante !== null ? `stake ${d.ante} each` : d.contenders.length > 0 ? `stake: set by the first to stake (1 to ${poorest})` : 'no stake';
  const round = roundText(d.round, d.tie);
  return el('p', { class: 'sticks-status', 'data-round': d.round, 'data-tie': d.tie, 'data-pot': d.pot, 'data-ante': d.ante ?? '' },
    el('span', { class: 'chip' }, round.charAt(0).toUpperCase() + round.slice(1)),
    el('span', { class: 'chip pot' }, `Pot ${d.pot}`),
    el('span', { class: 'chip' }, stake.charAt(0).toUpperCase() + stake.slice(1)));
}

/** The thrower's running total in 連撃獣裁: what throwing again risks, what stopping keeps. */
function streakBox(d: ContestData): HTMLElement | null {
  if (d.game !== 'rengeki-jusai' || d.thrower === null || d.throws === 0) return null;
  return el('p', { class: 'sticks-streak', 'data-player': d.thrower, 'data-streak': d.streak, 'data-throws': d.throws },
    el('strong', { class: 'streak-total' }, String(d.streak)),
    ` ${d.thrower}’s running total after ${d.throws} ${d.throws === 1 ? 'throw' : 'throws'}. Throw again to add to it (0 or 1 heads loses it all), or stop and keep ${d.streak}.`);
}

function statusOf(d: ContestData, player: string): string {
  if (d.out.includes(player)) return 'out of the game';
  if (d.over) return d.winner === player ? 'wins the game' : '';
  if (!d.contenders.includes(player)) return 'waits: not in the tie';
  if (d.phase === 'stake') return d.staked.includes(player) ? `staked ${d.ante}` : 'to stake';
  if (player in d.totals) return d.game === 'rengeki-jusai' ? `total ${d.totals[player]}` : `threw ${d.totals[player]}`;
  if (player === d.thrower) {
    if (d.phase === 'cast') return 'throwing…';
    return d.game === 'rengeki-jusai' && d.throws > 0 ? `running total ${d.streak}: throw again or stop` : 'throws now';
  }
  return 'waits to throw';
}

function purseRows(d: ContestData): PurseRow[] {
  const last = lastOf(d.history);
  // Between contests (no stake in yet), the winner of the last one is marked, as the board's lights do.
  const won = !contestBegun(d) && last !== null ? last.winners : [];
  return d.players.map((player) => ({
    player,
    purse: d.balances[player] ?? 0,
    status: statusOf(d, player),
    turn: !d.over && (d.waitingToStake.includes(player) || (d.phase !== 'stake' && player === d.thrower)),
    out: d.out.includes(player),
    winner: won.includes(player),
  }));
}

export function contestPicture(view: unknown, target: HTMLElement, ctx: PictureContext): void {
  const d = readContest(view);
  if (d === null) { target.replaceChildren(); return; }
  const parts: (HTMLElement | null)[] = [
    statusChips(d),
    el('p', { class: 'sticks-turn', 'data-phase': d.phase }, el('span', { class: 'turn-mark', 'aria-hidden': 'true' }, '▶'), ` ${contestTurn(d)}`),
    lastCastFigure(d.lastCast, castCaption(d)),
    streakBox(d),
    pursesList(purseRows(d)),
  ];
  const last = lastOf(d.history);
  if (last !== null) {
    parts.push(el('p', { class: 'sticks-result', 'data-round': last.round, 'data-tie': last.tie, 'data-winners': last.winners.join(' '), 'data-pot': last.pot },
      el('span', { class: 'result-label' }, 'Last contest'), ` ${contestResult(d, last)}`));
  }
  if (ctx.board !== null) parts.push(boardKey(ctx.board, d.players, 'contest'));
  target.replaceChildren(el('div', { class: 'sticks-board', 'data-game': d.game }, ...parts.filter((p): p is HTMLElement => p !== null)));
}
