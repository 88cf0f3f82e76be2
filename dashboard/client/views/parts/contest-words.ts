// 獣裁 and 連撃獣裁 in words, for the picture and the facts: whose turn it is, what the last cast
// was thrown for, how a contest ended.
import { t } from '../../i18n.ts';
import { headsText, lastOf, names, type ContestData, type ContestRecordData } from './sticks-data.ts';

const isRengeki = (d: ContestData) => d.game === 'rengeki-jusai';

/** The contest under way has begun (a stake is in): until then the rows show the last one. */
export const contestBegun = (d: ContestData): boolean => d.staked.length > 0;

/** "P1 and P2 to stake", "P1 throws", "P1 throws again or stops at 7". */
export function contestTurn(d: ContestData): string {
  if (d.over) return d.winner ? t('contest.turn.over', { player: d.winner }) : t('contest.turn.overPlain');
  if (d.phase === 'stake') {
    const who = names(d.waitingToStake);
    return d.ante === null ? t('contest.turn.stakeFirst', { players: who }) : t('contest.turn.stake', { players: who, ante: d.ante });
  }
  const thrower = d.thrower ?? '?';
  if (d.phase === 'cast') return t('contest.turn.throwing', { player: thrower });
  if (isRengeki(d) && d.throws > 0) return t('contest.turn.again', { player: thrower, streak: d.streak });
  return t('contest.turn.throws', { player: thrower });
}

/** "round 2", "round 2, re-throw 1 after a tie". */
export const roundText = (round: number, tie: number): string => (tie > 0 ? t('contest.roundTie', { round, tie }) : t('contest.round', { round }));

/** The totals of a contest in seat order: "P1 threw 4, P2 threw 2" (連撃獣裁: "P1 total 7…"). */
function totalsText(d: ContestData, record: ContestRecordData): string {
  const said = isRengeki(d) ? 'contest.total' : 'contest.threw';
  return d.players.filter((p) => p in record.totals).map((p) => t(said, { player: p, total: record.totals[p] })).join(t('sticks.names.comma'));
}

/** How a contest ended: "Round 1: P1 threw 4, P2 threw 2. P1 takes the pot of 20." */
export function contestResult(d: ContestData, record: ContestRecordData): string {
  const said = t('contest.result.head', { round: roundText(record.round, record.tie), totals: totalsText(d, record) });
  const head = said.charAt(0).toUpperCase() + said.slice(1);
  if (record.winners.length === 0) return t('contest.result.tie', { head, pot: record.pot });
  if (record.winners.length === 1) return t('contest.result.one', { head, player: record.winners[0], pot: record.pot });
  return t('contest.result.share', { head, players: names(record.winners), pot: record.pot });
}

/** What the last cast was thrown for: "P1 threw for the pot of 20 (throw 2: running total 7)". */
export function castCaption(d: ContestData): string {
  const cast = d.lastCast;
  if (cast === null) return '';
  const last = lastOf(d.history);
  const pot = contestBegun(d) || last === null ? d.pot : last.pot;
  const base = t('contest.caption', { player: cast.player, pot });
  if (!isRengeki(d)) return base;
  if (cast.player === d.thrower && d.throws > 0) return t('contest.caption.streak', { base, throws: d.throws, streak: d.streak });
  const total = cast.player in d.totals ? d.totals[cast.player] : !contestBegun(d) && last !== null ? last.totals[cast.player] : undefined;
  if (total === undefined) return base;
  // A later throw of 0 or 1 loses the running total: the contest's total is then 0.
  return total === 0 && cast.heads <= 1 ? t('contest.caption.lost', { base, heads: headsText(cast.heads) }) : t('contest.caption.total', { base, total });
}
