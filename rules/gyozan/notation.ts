// Move notation: `exchange 2` (coins bought), `dismantle 3` (the slot of one's own installed card,
// 1-based), `install 黒兵`, `discard 黒兵 赤車`, `cash` (a 無 for 2 coins), `move rice TI` /
// `move coins TI` (paid in rice or coins; the square the piece lands on), `advance TI` (an effect's
// free advance), `end`. Keywords in any case; squares in Cetkaik's names; `move rice` alone lands
// where the route says.
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { cardName, parseCard } from './cards.ts';
import type { Card } from './cards.ts';
import { parseSquare, squareName } from './route.ts';
import { current, landing } from './turn.ts';
import type { GyozanMove, GyozanState } from './types.ts';
import { quoteInput } from '../quote.ts';

export function formatGyozanMove(move: GyozanMove): string {
  switch (move.type) {
    case 'exchange':
      return `exchange ${move.coins}`;
    case 'dismantle':
      return `dismantle ${move.slot}`;
    case 'install':
      return `install ${cardName(move.card)}`;
    case 'discard':
      return `discard ${move.cards.map(cardName).join(' ')}`;
    case 'move':
      return `move ${move.pay} ${squareName(move.to)}`;
    case 'advance':
      return `advance ${squareName(move.to)}`;
    default:
      return move.type;
  }
}

const EXAMPLES = 'install 黒兵, discard 黒兵 赤車, exchange 1, dismantle 2, cash, move rice TI, advance TI or end';

export function parseGyozanMove(text: string, state: GyozanState): Result<GyozanMove> {
  if (typeof text !== 'string') return fail('bad-notation', `a move is a string such as ${EXAMPLES}`);
  const words = text.trim().split(/\s+/);
  const keyword = words[0].toLowerCase();
  const bad = (why: string) => fail('bad-notation', `${quoteInput(text)} is not a move (${why}): write e.g. ${EXAMPLES}`);
  const count = (word: string | undefined, what: string): Result<number> =>
    word !== undefined && /^[1-9][0-9]*$/.test(word) ? ok(Number(word)) : bad(`${what} must be a whole number, 1 or more`);
  const square = (word: string | undefined): Result<number> => {
    if (word === undefined) return ok(landing(state, current(state)));
    const cell = parseSquare(word);
    return cell === null ? bad(`${quoteInput(word)} is not a square`) : ok(cell);
  };
  switch (keyword) {
    case 'cash':
    case 'end':
      return words.length === 1 ? ok({ type: keyword }) : bad(`${keyword} takes nothing after it`);
    case 'exchange': {
      if (words.length !== 2) return bad('exchange COINS');
      const coins = count(words[1], 'the coins');
      return coins.ok ? ok({ type: 'exchange', coins: coins.value }) : coins;
    }
    case 'dismantle': {
      if (words.length !== 2) return bad('dismantle SLOT');
      const slot = count(words[1], 'the slot');
      return slot.ok ? ok({ type: 'dismantle', slot: slot.value }) : slot;
    }
    case 'install': {
      if (words.length !== 2) return bad('install CARD');
      const card = parseCard(words[1]);
      return card.ok ? ok({ type: 'install', card: card.value }) : card;
    }
    case 'discard': {
      if (words.length < 2) return bad('discard CARD…');
      const cards: Card[] = [];
      for (const word of words.slice(1)) {
        const card = parseCard(word);
        if (!card.ok) return card;
        cards.push(card.value);
      }
      return ok({ type: 'discard', cards });
    }
    case 'move': {
      const pay = words[1]?.toLowerCase();
      if ((pay !== 'rice' && pay !== 'coins') || words.length > 3) return bad('move rice SQUARE or move coins SQUARE');
      const to = square(words[2]);
      return to.ok ? ok({ type: 'move', pay, to: to.value }) : to;
    }
    case 'advance': {
      if (words.length > 2) return bad('advance SQUARE');
      const to = square(words[1]);
      return to.ok ? ok({ type: 'advance', to: to.value }) : to;
    }
    default:
      return bad('unknown action');
  }
}
