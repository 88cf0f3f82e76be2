// What the dashboard's own holdings form needs beside the holdings: every field's name and every
// count's name in both languages, the tile abilities by name, and screen colours for the feathers
// and the gods' cards (swatches). The rules never use these; they only spare the page a copy.
import type { Json, Label } from '../contract.ts';
import { ABILITIES } from './data/abilities.ts';
import { GODS_INFO } from './data/gods.ts';
import { CIRCLES, CIRCLE_JA, COLOURS, COLOUR_JA, GODS, GOD_JA, GOD_NAMES, GOODS, GOOD_EN, GOOD_JA } from './data/vocabulary.ts';
import { FIELD_WORDS } from './holdings-words.ts';

/**
 * Screen colours for swatches, chosen by us to read on a dark page: the aid names the colours
 * (feathers, and the gods' card colours in its icon glossary), never their printed shades.
 */
const SCREEN: Record<string, string> = {
  orange: '#f08a24', purple: '#9a63d6', pink: '#f06aa8', turquoise: '#2cc3bd',
  blue: '#4477dd', green: '#4caf50', yellow: '#e9c53a',
};

const named = <K extends string>(keys: readonly K[], words: (k: K) => Label): Record<string, Label> =>
  Object.fromEntries(keys.map((k) => [k, words(k)]));

export const FORM_DATA = {
  words: {
    fields: FIELD_WORDS,
    feathers: named(COLOURS, (c) => ({ en: c, ja: COLOUR_JA[c] })),
    goods: named(GOODS, (g) => ({ en: GOOD_EN[g], ja: GOOD_JA[g] })),
    gods: named(GODS, (g) => ({ en: GOD_NAMES[g], ja: GOD_JA[g] })),
    circles: named(CIRCLES, (c) => ({ en: `${c} circle`, ja: CIRCLE_JA[c] })),
  },
  colours: {
    feathers: Object.fromEntries(COLOURS.map((c) => [c, SCREEN[c]])),
    gods: Object.fromEntries(GODS.map((g) => [g, SCREEN[GODS_INFO.find((i) => i.id === g)!.colour]])),
    note: 'screen colours for swatches, not the printed shades',
  },
  abilities: ABILITIES.map((a) => ({ ability: a.ability, id: a.id, name: { en: a.name, ja: a.nameJa.replace(/\s+/g, '') }, levels: a.levels })),
} as unknown as Json;
