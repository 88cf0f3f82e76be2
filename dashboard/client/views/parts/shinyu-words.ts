// 新遊 in words, for the picture and the facts: whose turn it is, a bet, how a round was settled.
import { headsText, names, type BankData, type BankRecordData, type BetData } from './sticks-data.ts';

/** What a winning bet of 1 brings back, stake included: ×8 ×4 ×2 ×2 ×4 ×8 for 0…5 heads. */
export const payoutText = (payouts: readonly number[], heads: number): string => `×${payouts[heads] ?? '?'}`;

/** "P2 and P3 to bet", "P1 (the banker) throws". */
export function bankTurn(d: BankData): string {
  if (d.over) return d.winner ? `Game over: ${d.winner} is the richest` : 'Game over: no single richest player';
  if (d.phase === 'bet') return `${names(d.waitingToBet)} to bet`;
  if (d.phase === 'cast') return `${d.banker} (the banker) is throwing: how many heads?`;
  return `${d.banker} (the banker) throws`;
}

/** "10 on 3 heads (pays ×2)". */
export const betText = (d: BankData, bet: BetData): string => `${bet.amount} on ${headsText(bet.heads)} (pays ${payoutText(d.payouts, bet.heads)})`;

/** "+5", "−5", "±0". */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** "Round 1: 3 heads. P2 won 20 (10 on 3 heads, ×2); P3 lost 5 (on 0 heads). P1 (the banker) −5." */
export function roundResult(d: BankData, record: BankRecordData): string {
  const bets = d.players.filter((p) => p in record.bets).map((p) => {
    const bet = record.bets[p];
    const paid = record.paid[p] ?? 0;
    return paid > 0
      ? `${p} won ${paid} (${bet.amount} on ${headsText(bet.heads)}, ${payoutText(d.payouts, bet.heads)})`
      : `${p} lost ${bet.amount} (on ${headsText(bet.heads)})`;
  });
  return `Round ${record.round}: ${headsText(record.heads)}. ${bets.join('; ')}. ${d.banker} (the banker) ${signed(record.banker)}.`;
}
