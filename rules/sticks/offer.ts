// What a player is offered as buttons and forms: a stake may be any amount of a range, a bet any
// amount on any number (legalMoves lists only the ends of each range: README, "Moves as ranges").
// The usual amounts are offered as moves (every one legal) and a form per player takes any other
// amount; throw and stop are offered as they are.
import { helpIn } from '../help.ts';
import type { JsonSchema, MoveForm, MoveOffer } from '../contract.ts';
import { bankMoves, bankOver, children, maxBet } from './bank.ts';
import { contestMoves, contestOver, stakeCap, throwing } from './contest.ts';
import { STICKS } from './types.ts';
import type { BankState, ContestState, SticksMove, SticksState } from './types.ts';
import { playerGroup, sheetWords } from './words.ts';

/** The stakes offered as buttons, when they are legal; the most allowed (all in) is added. */
export const USUAL_STAKES: readonly number[] = Object.freeze([1, 5, 10, 20, 50]);

/** The bet offered as a button on each number: this, or the most the child or the bank can cover. */
export const USUAL_BET = 10;

const amountLabel = { en: 'Amount', ja: '金額' };

function stakeForm(state: ContestState, player: string, cap: number): MoveForm {
  const schema: JsonSchema = {
    type: 'object',
    required: ['amount'],
    properties: {
      amount: {
        type: 'integer',
        minimum: 1,
        maximum: cap,
        title: 'Amount',
        label: amountLabel,
        ...helpIn(`1 to ${cap}: every player puts in the same stake`, `1〜${cap}：全員が同じ額を賭けます`),
      },
    },
  };
  return {
    label: { en: `${player} stakes another amount`, ja: `${player} が別の額を賭け金に出す` },
    group: playerGroup(state, player),
    schema,
    move: `stake ${player} {amount}`,
  };
}

function contestOffer(state: ContestState): MoveOffer<SticksMove> {
  if (contestOver(state) || state.casting) return { moves: [] };
  // Throwing: throw (and stop) are few, offered as they are.
  if (throwing(state) || state.ante !== null) return { moves: contestMoves(state) };
  const cap = stakeCap(state);
  const amounts = [...USUAL_STAKES.filter((a) => a < cap), cap];
  const waiting = state.contenders.filter((p) => !state.staked.includes(p));
  const moves: SticksMove[] = waiting.flatMap((player) => amounts.map((amount): SticksMove => ({ type: 'stake', player, amount })));
  // A form only where another amount exists.
  const forms = cap > amounts.length ? waiting.map((player) => stakeForm(state, player, cap)) : [];
  return { moves, forms };
}

function betForm(state: BankState, player: string, most: readonly number[]): MoveForm {
  const open = most.flatMap((m, heads) => (m > 0 ? [heads] : []));
  const top = Math.max(...most);
  // A number that takes less than the others says its own limit.
  const option = (heads: number) => {
    const label = sheetWords(heads, most[heads] < top ? most[heads] : undefined);
    return { const: heads, title: label.en, label };
  };
  const schema: JsonSchema = {
    type: 'object',
    required: ['heads', 'amount'],
    properties: {
      heads: {
        title: 'Heads',
        label: { en: 'Number of heads', ja: '表の本数' },
        oneOf: open.map(option),
      },
      amount: {
        type: 'integer',
        minimum: 1,
        maximum: top,
        title: 'Amount',
        label: amountLabel,
        ...helpIn(`1 to ${top}, and at most what ${player} holds and what the banker could pay on that number`, `1〜${top}。${player} の持ち金と、その目で親が払える額までです`),
      },
    },
  };
  return {
    label: { en: `${player} bets another amount`, ja: `${player} が別の額を賭ける` },
    group: playerGroup(state, player),
    schema,
    move: `bet ${player} {heads} {amount}`,
  };
}

function bankOffer(state: BankState): MoveOffer<SticksMove> {
  if (bankOver(state) || state.casting) return { moves: [] };
  const waiting = children(state).filter((p) => !(p in state.bets));
  if (waiting.length === 0) return { moves: bankMoves(state) };
  const moves: SticksMove[] = [];
  const forms: MoveForm[] = [];
  for (const player of waiting) {
    const most = Array.from({ length: STICKS + 1 }, (_, heads) => maxBet(state, player, heads));
    most.forEach((m, heads) => {
      if (m > 0) moves.push({ type: 'bet', player, heads, amount: Math.min(USUAL_BET, m) });
    });
    // Another amount exists when some number takes more than one.
    if (most.some((m) => m > 1)) forms.push(betForm(state, player, most));
  }
  return { moves, forms };
}

export function sticksOffer(state: SticksState): MoveOffer<SticksMove> {
  return state.kind === 'shinyu' ? bankOffer(state) : contestOffer(state);
}
