// The paper-cetkaik cards as 行山 uses them: a kind (a Cetkaik piece, the 皇, or the blank 無), a
// colour (black cards are paid in rice and wear out, red cards in coins and stay), and a number,
// the card's cost. The book's list of the deck is lost: the deck we ship is INVENTED (a card for
// each piece of Cetkaik, in both colours, with one 皇 and two 無) and the owner's real deck can be
// given as an option (a list of card names).
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { quoteInput } from '../quote.ts';

/** The book's glyphs, in the order of its list of effects. */
export const KINDS = ['無', '船', '兵', '弓', '車', '虎', '馬', '筆', '巫', '将', '王', '皇'] as const;
export type Kind = (typeof KINDS)[number];
export type CardColor = 'red' | 'black';

export interface Card {
  readonly kind: Kind;
  /** null for the colourless 皇 and 無. */
  readonly color: CardColor | null;
}

/** What a card costs to install (and to dismantle): its number; 船 0, 王 and 皇 10. 無 is never installed. */
export const NUMBER: Readonly<Record<Kind, number>> = {
  無: 0, 船: 0, 兵: 1, 弓: 2, 車: 3, 虎: 4, 馬: 5, 筆: 6, 巫: 7, 将: 8, 王: 10, 皇: 10,
};

const COLOR_GLYPH: Record<CardColor, string> = { red: '赤', black: '黒' };

/** `黒兵`, `赤王`, `皇`, `無`. */
export function cardName(card: Card): string {
  return card.color === null ? card.kind : COLOR_GLYPH[card.color] + card.kind;
}

export function parseCard(text: string): Result<Card> {
  const name = text.trim();
  if (name === '皇' || name === '無') return ok({ kind: name, color: null });
  const color = name[0] === '赤' ? 'red' : name[0] === '黒' ? 'black' : null;
  const kind = name.slice(1) as Kind;
  if (color === null || name.length !== 2 || !KINDS.includes(kind) || kind === '皇' || kind === '無') {
    return fail('bad-card', `${quoteInput(text)} is not a card: write a colour and a piece (黒兵, 赤王), or 皇, or 無`);
  }
  return ok({ kind, color });
}

export const sameCard = (a: Card, b: Card) => a.kind === b.kind && a.color === b.color;

/** Cetkaik's pieces of one colour: 船 1, 兵 8, 王 1, the others 2. */
const PIECES: [Kind, number][] = [['船', 1], ['兵', 8], ['弓', 2], ['車', 2], ['虎', 2], ['馬', 2], ['筆', 2], ['巫', 2], ['将', 2], ['王', 1]];

/** The INVENTED demo deck: every Cetkaik piece in red and in black (48), one 皇, two 無. */
export const DEMO_DECK: readonly Card[] = Object.freeze([
  ...(['black', 'red'] as const).flatMap((color) => PIECES.flatMap(([kind, n]) => Array.from({ length: n }, () => ({ kind, color })))),
  { kind: '皇', color: null },
  { kind: '無', color: null },
  { kind: '無', color: null },
]);

export function parseDeck(json: unknown): Result<Card[]> {
  if (!Array.isArray(json) || json.length < 12) return fail('bad-option', 'deck must be a list of at least 12 card names (黒兵, 赤王, 皇, 無…)');
  const cards: Card[] = [];
  for (const item of json) {
    const card = typeof item === 'string' ? parseCard(item) : fail('bad-card', 'a card is a name');
    if (!card.ok) return fail('bad-option', `deck: ${card.error.message}`);
    cards.push(card.value);
  }
  return ok(cards);
}
