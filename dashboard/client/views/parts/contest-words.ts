// 獣裁 and 連撃獣裁 in words, for the picture and the facts: whose turn it is, what the last cast
// was thrown for, how a contest ended.
import { headsText, lastOf, names, type ContestData, type ContestRecordData } from './sticks-data.ts';

const isRengeki = (d: ContestData) => d.game === 'rengeki-jusai';

/** The contest under way has begun (a stake is in): until then the rows show the last one. */
export const contestBegun = (d: ContestData): boolean => d.staked.length > 0;

/** "P1 and P2 to stake", "P1 throws", "P1 throws again or stops at 7". */
export function contestTurn(d: ContestData): string {
  if (d.over) return d.winner ? `Game over: ${d.winner} holds all the money left` : 'Game over';
  if (d.phase === 'stake') {
    const who = names(d.waitingToStake);
    return d.ante === null ? `${who} to stake (the first stake sets it for everyone)` : `${who} to stake ${d.ante}`;
  }
  const thrower = d.thrower ?? '?';
  if (d.phase === 'cast') return `${thrower} is throwing: how many heads?`;
  if (isRengeki(d) && d.throws > 0) return `${thrower} throws again or stops at ${d.streak}`;
  return `${thrower} throws`;
}

/** "round 2", "round 2, re-throw 1 after a tie". */
export const roundText = (round: number, tie: number): string => (tie > 0 ? `round ${round}, re-throw ${tie} after a tie` : `round ${round}`);

/** The totals of a contest in seat order: "P1 threw 4, P2 threw 2" (連撃獣裁: "P1 total 7…"). */
function totalsText(d: ContestData, record: ContestRecordData): string {
  const verb = isRengeki(d) ? 'total' : 'threw';
  return d.players.filter((p) => p in record.totals).map((p) => `${p} ${verb} ${record.totals[p]}`).join(', ');
}

/** How a contest ended: "Round 1: P1 threw 4, P2 threw 2. P1 takes the pot of 20." */
export function contestResult(d: ContestData, record: ContestRecordData): string {
  const head = `${roundText(record.round, record.tie)}: ${totalsText(d, record)}.`;
  const opening = head.charAt(0).toUpperCase() + head.slice(1);
  if (record.winners.length === 0) return `${opening} A tie: the tied players stake again and throw again (pot ${record.pot}).`;
  if (record.winners.length === 1) return `${opening} ${record.winners[0]} takes the pot of ${record.pot}.`;
  return `${opening} ${names(record.winners)} share the pot of ${record.pot}.`;
}

/** What the last cast was thrown for: "P1 threw for the pot of 20 (throw 2: running total 7)". */
export function castCaption(d: ContestData): string {
  const cast = d.lastCast;
  if (cast === null) return '';
  const last = lastOf(d.history);
  const pot = contestBegun(d) || last === null ? d.pot : last.pot;
  const base = `${cast.player} threw for the pot of ${pot}`;
  if (!isRengeki(d)) return base;
  if (cast.player === d.thrower && d.throws > 0) return `${base} (throw ${d.throws}: running total ${d.streak})`;
  const total = cast.player in d.totals ? d.totals[cast.player] : !contestBegun(d) && last !== null ? last.totals[cast.player] : undefined;
  if (total === undefined) return base;
  // A later throw of 0 or 1 loses the running total: the contest's total is then 0.
  return total === 0 && cast.heads <= 1 ? `${base} (${headsText(cast.heads)}: total 0)` : `${base} (total ${total})`;
}
