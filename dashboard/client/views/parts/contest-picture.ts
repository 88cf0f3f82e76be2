// The picture of 獣裁 and 連撃獣裁, played with no board (or beside one): the round, the pot and
// the stake; whose turn it is; the last cast as it fell; the thrower's running total (連撃獣裁);
// every purse with what its player does in this contest; how the last contest ended.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { PictureContext } from '../types.ts';
import { castCaption, contestBegun, contestResult, contestTurn, roundText } from './contest-words.ts';
import { lastCastFigure } from './last-cast.ts';
import { pursesList, type PurseRow } from './purses.ts';
import { boardKey } from './sticks-board-key.ts';
import { lastOf, readContest, type ContestData } from './sticks-data.ts';

function statusChips(d: ContestData): HTMLElement {
  const poorest = Math.min(...d.contenders.map((p) => d.balances[p] ?? 0));
  const stake = d.ante !== null ? t('contest.chip.stake', { ante: d.ante }) : d.contenders.length > 0 ? t('contest.chip.stakeOpen', { poorest }) : t('contest.chip.noStake');
  const round = roundText(d.round, d.tie);
  return el('p', { class: 'sticks-status', 'data-round': d.round, 'data-tie': d.tie, 'data-pot': d.pot, 'data-ante': d.ante ?? '' },
    el('span', { class: 'chip' }, round.charAt(0).toUpperCase() + round.slice(1)),
    el('span', { class: 'chip pot' }, t('contest.chip.pot', { pot: d.pot })),
    el('span', { class: 'chip' }, stake));
}

/** The thrower's running total in 連撃獣裁: what throwing again risks, what stopping keeps. */
function streakBox(d: ContestData): HTMLElement | null {
  if (d.game !== 'rengeki-jusai' || d.thrower === null || d.throws === 0) return null;
  return el('p', { class: 'sticks-streak', 'data-player': d.thrower, 'data-streak': d.streak, 'data-throws': d.throws },
    el('strong', { class: 'streak-total' }, String(d.streak)),
    ` ${t(d.throws === 1 ? 'contest.streakOne' : 'contest.streak', { player: d.thrower, throws: d.throws, streak: d.streak })}`);
}

function statusOf(d: ContestData, player: string): string {
  if (d.out.includes(player)) return t('sticks.status.out');
  if (d.over) return d.winner === player ? t('contest.status.wins') : '';
  if (!d.contenders.includes(player)) return t('contest.status.notInTie');
  if (d.phase === 'stake') return d.staked.includes(player) ? t('contest.status.staked', { ante: String(d.ante) }) : t('contest.status.toStake');
  if (player in d.totals) return t(d.game === 'rengeki-jusai' ? 'contest.status.total' : 'contest.status.threw', { total: d.totals[player] });
  if (player === d.thrower) {
    if (d.phase === 'cast') return t('sticks.status.throwing');
    return d.game === 'rengeki-jusai' && d.throws > 0 ? t('contest.status.running', { streak: d.streak }) : t('sticks.status.throwsNow');
  }
  return t('contest.status.waits');
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
      el('span', { class: 'result-label' }, t('contest.last')), ` ${contestResult(d, last)}`));
  }
  if (ctx.board !== null) parts.push(boardKey(ctx.board, d.players, 'contest'));
  target.replaceChildren(el('div', { class: 'sticks-board', 'data-game': d.game }, ...parts.filter((p): p is HTMLElement => p !== null)));
}
