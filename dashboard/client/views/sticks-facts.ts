// The facts of the stick games (獣裁, 連撃獣裁, 新遊), shared by their three views, in words: the
// round, whose turn it is, the pot or the bets, the running total, the last throw and how the last
// contest or round ended. The purses are the scores, listed beside them already.
import { contestResult, contestTurn } from './parts/contest-words.ts';
import { bankTurn, betText, roundResult } from './parts/shinyu-words.ts';
import { headsText, lastOf, names, readBank, readContest, type LastCastData } from './parts/sticks-data.ts';
import { t } from '../i18n.ts';
import type { Fact } from './types.ts';

const lastThrow = (cast: LastCastData | null): Fact[] => (cast === null ? [] : [{ label: t('sticks.fact.lastThrow'), value: t('sticks.fact.throw', { player: cast.player, heads: headsText(cast.heads) }) }]);
const outFact = (out: string[]): Fact[] => (out.length === 0 ? [] : [{ label: t('sticks.fact.out'), value: names(out) }]);

export function sticksFacts(view: unknown): Fact[] {
  const contest = readContest(view);
  if (contest !== null) {
    const d = contest;
    const facts: Fact[] = [
      { label: t('sticks.fact.round'), value: d.tie > 0 ? t('sticks.fact.roundTie', { round: d.round, tie: d.tie }) : String(d.round) },
      { label: t('sticks.fact.toAct'), value: contestTurn(d) },
      { label: t('sticks.fact.pot'), value: d.ante === null ? String(d.pot) : t('sticks.fact.potStake', { pot: d.pot, ante: d.ante }) },
    ];
    if (d.game === 'rengeki-jusai' && d.thrower !== null && d.throws > 0) {
      const running = { player: d.thrower, streak: d.streak, throws: d.throws };
      facts.push({ label: t('sticks.fact.running'), value: d.throws === 1 ? t('sticks.fact.runningOne', running) : t('sticks.fact.runningMany', running) });
    }
    facts.push(...lastThrow(d.lastCast));
    const last = lastOf(d.history);
    if (last !== null) facts.push({ label: t('sticks.fact.lastContest'), value: contestResult(d, last) });
    return [...facts, ...outFact(d.out)];
  }
  const d = readBank(view);
  if (d === null) return [];
  const facts: Fact[] = [
    { label: t('sticks.fact.round'), value: String(d.round) },
    { label: t('sticks.fact.banker'), value: d.banker },
    { label: t('sticks.fact.toAct'), value: bankTurn(d) },
  ];
  for (const player of d.players) if (player in d.bets) facts.push({ label: t('sticks.fact.bets', { player }), value: betText(d, d.bets[player]) });
  facts.push(...lastThrow(d.lastCast));
  const last = lastOf(d.history);
  if (last !== null) facts.push({ label: t('sticks.fact.lastRound'), value: roundResult(d, last) });
  return [...facts, ...outFact(d.out)];
}
