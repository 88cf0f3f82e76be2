// The facts of the stick games (獣裁, 連撃獣裁, 新遊), shared by their three views, in words: the
// round, whose turn it is, the pot or the bets, the running total, the last throw and how the last
// contest or round ended. The purses are the scores, listed beside them already.
import { contestResult, contestTurn } from './parts/contest-words.ts';
import { bankTurn, betText, roundResult } from './parts/shinyu-words.ts';
import { headsText, lastOf, names, readBank, readContest, type LastCastData } from './parts/sticks-data.ts';
import type { Fact } from './types.ts';

const lastThrow = (cast: LastCastData | null): Fact[] => (cast === null ? [] : [{ label: 'last throw', value: `${cast.player}: ${headsText(cast.heads)}` }]);
const outFact = (out: string[]): Fact[] => (out.length === 0 ? [] : [{ label: 'out', value: names(out) }]);

export function sticksFacts(view: unknown): Fact[] {
  const contest = readContest(view);
  if (contest !== null) {
    const d = contest;
    const facts: Fact[] = [
      { label: 'round', value: d.tie > 0 ? `${d.round} (re-throw ${d.tie} after a tie)` : String(d.round) },
      { label: 'to act', value: contestTurn(d) },
      { label: 'pot', value: d.ante === null ? String(d.pot) : `${d.pot} (stake ${d.ante} each)` },
    ];
    if (d.game === 'rengeki-jusai' && d.thrower !== null && d.throws > 0) facts.push({ label: 'running total', value: `${d.thrower}: ${d.streak} after ${d.throws} ${d.throws === 1 ? 'throw' : 'throws'}` });
    facts.push(...lastThrow(d.lastCast));
    const last = lastOf(d.history);
    if (last !== null) facts.push({ label: 'last contest', value: contestResult(d, last) });
    return [...facts, ...outFact(d.out)];
  }
  const d = readBank(view);
  if (d === null) return [];
  const facts: Fact[] = [
    { label: 'round', value: String(d.round) },
    { label: 'banker (親)', value: d.banker },
    { label: 'to act', value: bankTurn(d) },
  ];
  for (const player of d.players) if (player in d.bets) facts.push({ label: `${player} bets`, value: betText(d, d.bets[player]) });
  facts.push(...lastThrow(d.lastCast));
  const last = lastOf(d.history);
  if (last !== null) facts.push({ label: 'last round', value: roundResult(d, last) });
  return [...facts, ...outFact(d.out)];
}
