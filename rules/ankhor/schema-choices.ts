// Named values for the forms a player fills (a tile turned up, the price markers, the tokens of a
// take, the options): `oneOf` of `{const, title, label, color}`, so a select shows "green" / 「緑」
// with a swatch of the colour beside it, not a bare id.
import type { Json } from '../contract.ts';
import { ANIMAL_WORDS, KIND_WORDS, tokenWords } from './words.ts';
import { ANIMALS, COLOURS, KINDS } from './types.ts';
import type { TokenType } from './types.ts';

/** How a token's colour is painted beside its name (the ankh is gold). */
const SWATCH: Readonly<Record<TokenType, string>> = {
  ankh: '#c9a227',
  black: '#222222',
  blue: '#2f6fd6',
  green: '#2e9d4f',
  red: '#d63a2f',
  white: '#f2f2f2',
};

export function tokenChoices(types: readonly TokenType[]): Json[] {
  return types.map((t) => ({ const: t, title: tokenWords(t).en, label: tokenWords(t), color: SWATCH[t] }));
}

export const colourChoices = (): Json[] => tokenChoices(COLOURS);

export const animalChoices = (): Json[] => ANIMALS.map((a) => ({ const: a, title: ANIMAL_WORDS[a].en, label: ANIMAL_WORDS[a] }));

export const kindChoices = (): Json[] => KINDS.map((k) => ({ const: k, title: KIND_WORDS[k].en, label: KIND_WORDS[k] }));
