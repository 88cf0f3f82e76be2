// 新遊 in words, for the picture and the facts: whose turn it is, a bet, how a round was settled.
import { t } from '../../i18n.ts';
import { headsText, names, type BankData, type BankRecordData, type BetData } from './sticks-data.ts';

/** What a winning bet of 1 brings back, stake included: ×8 ×4 ×2 ×2 ×4 ×8 for 0…5 heads. */
export const payoutText = (payouts: readonly number[], heads: number): string => `×${payouts[heads] ?? '?'}`;

/** "P2 and P3 to bet", "P1 (the banker) throws". */
export function bankTurn(d: BankData): string {
  if (d.over) return d.winner ? t('shinyu.turn.over', { player: d.winner }) : t('shinyu.turn.overTie');
  if (d.phase === 'bet') return t('shinyu.turn.bet', { players: names(d.waitingToBet) });
  if (d.phase === 'cast') return t('shinyu.turn.throwing', { banker: d.banker });
  return t('shinyu.turn.throws', { banker: d.banker });
}

/** "10 on 3 heads (pays ×2)". */
export const betText = (d: BankData, bet: BetData): string => t('shinyu.bet', { amount: bet.amount, heads: headsText(bet.heads), payout: payoutText(d.payouts, bet.heads) });

/** "+5", "−5", "±0". */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** "Round 1: 3 heads. P2 won 20 (10 on 3 heads, ×2); P3 lost 5 (on 0 heads). P1 (the banker) −5." */
export function roundResult(d: BankData, record: BankRecordData): string {
  const bets = d.players.filter((p) => p in record.bets).map((p) => {
    const bet = record.bets[p];
    const paid = record.paid[p] ?? 0;
    return paid > 0
      ? t('shinyu.result.won', { player: p, paid, amount: bet.amount, heads: headsText(bet.heads), payout: payoutText(d.payouts, bet.heads) })
      : t('shinyu.result.lost', { player: p, amount: bet.amount, heads: headsText(bet.heads) });
  });
  return t('shinyu.result', { round: record.round, heads: headsText(record.heads), bets: bets.join(t('shinyu.betsSep')), banker: d.banker, gain: signed(record.banker) });
}
