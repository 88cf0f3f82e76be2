// What 行山 offers as buttons when its legal moves are too many to read: rice for coins in every
// amount the rice can buy, and every way to discard a big hand. A few usual exchanges (1, 2, 3
// coins and all the rice can buy) and discards (each card alone, the whole hand) stay buttons;
// forms give the rest. Every other move (install, dismantle, cash, move, advance, end) is a button.
import type { Json, MoveForm, MoveOffer } from '../contract.ts';
import { cardName } from './cards.ts';
import type { Card } from './cards.ts';
import { legalMoves } from './play.ts';
import { current } from './turn.ts';
import { RICE_PER_COIN } from './types.ts';
import type { GyozanMove, GyozanState } from './types.ts';
import { DISCARD_GROUP, EXCHANGE_GROUP, cardWords } from './words.ts';

/** Exchanges of up to this many coins are all buttons. */
const EXCHANGE_BUTTONS = 4;
/** Up to this many ways to discard, all are buttons. */
const DISCARD_BUTTONS = 15;

export function gyozanOffer(state: GyozanState): MoveOffer<GyozanMove> {
  const legal = legalMoves(state);
  const exchanges = legal.filter((m) => m.type === 'exchange');
  const discards = legal.filter((m): m is Extract<GyozanMove, { type: 'discard' }> => m.type === 'discard');
  if (exchanges.length <= EXCHANGE_BUTTONS && discards.length <= DISCARD_BUTTONS) return {};
  const forms: MoveForm[] = [];
  let moves = legal;
  if (exchanges.length > EXCHANGE_BUTTONS) {
    const most = exchanges.length;
    moves = moves.filter((m) => m.type !== 'exchange' || m.coins < EXCHANGE_BUTTONS || m.coins === most);
    forms.push(exchangeForm(most));
  }
  if (discards.length > DISCARD_BUTTONS) {
    const hand = state.players[current(state)].hand;
    moves = moves.filter((m) => m.type !== 'discard' || m.cards.length === 1 || m.cards.length === hand.length);
    forms.push(discardForm(hand));
  }
  return { moves, forms };
}

function exchangeForm(most: number): MoveForm {
  return {
    label: { en: 'Buy coins: how many?', ja: '銭をいくつ買う？' },
    group: EXCHANGE_GROUP,
    schema: {
      type: 'object',
      properties: {
        coins: { type: 'integer', minimum: 1, maximum: most, default: 1, title: 'Coins', label: { en: `Coins (${RICE_PER_COIN} rice each)`, ja: `銭（1 枚 米 ${RICE_PER_COIN}）` } },
      },
      required: ['coins'],
    },
    move: 'exchange {coins}',
  };
}

/**
 * Discards of any cards: for each card of the hand (by name), how many to throw away. Each field's
 * value is the cards as the notation writes them ('' for none), so the move is their list.
 */
function discardForm(hand: readonly Card[]): MoveForm {
  const kinds: { card: Card; count: number }[] = [];
  for (const card of hand) {
    const seen = kinds.find((k) => cardName(k.card) === cardName(card));
    if (seen) seen.count++;
    else kinds.push({ card, count: 1 });
  }
  const properties: Record<string, Json> = {};
  kinds.forEach(({ card, count }, i) => {
    const words = cardWords(card);
    properties[`card${i + 1}`] = {
      type: 'string',
      title: words.en,
      label: words,
      default: '',
      oneOf: Array.from({ length: count + 1 }, (_, n): Json => ({
        const: Array<string>(n).fill(cardName(card)).join(' '),
        title: n === 0 ? 'keep' : `discard ${n}`,
        label: n === 0 ? { en: 'keep', ja: '残す' } : { en: `discard ${n}`, ja: `${n} 枚捨てる` },
      })),
    };
  });
  return {
    label: { en: 'Discard cards for rice: which?', ja: '捨てるカードを選ぶ' },
    group: DISCARD_GROUP,
    schema: { type: 'object', properties },
    move: `discard ${kinds.map((_, i) => `{card${i + 1}}`).join(' ')}`,
  };
}
