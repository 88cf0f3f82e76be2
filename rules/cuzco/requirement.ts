// A mission's requirement as data, and what a player's holdings give towards it. A mission is
// met when every requirement reaches its minimum; how far it falls short is counted in units
// (one feather, one village, one tile…), the way Mama Killa's card 04 counts "one requirement
// fewer": two of three orange feathers are one short.
import { ABILITIES } from './data/abilities.ts';
import { COLOURS, GOD_NAMES, GOOD_EN, type Circle, type Colour, type God, type Good, type TileKind } from './data/vocabulary.ts';
import type { Holdings } from './types.ts';

export type Requirement =
  | { what: 'feathers'; min: number; colour?: Colour }
  /** Villages delivered to: with a feather colour, a printed VP, a circle, or all VP different. */
  | { what: 'quipu'; min: number; feather?: Colour; vp?: number; circle?: Circle; distinctVp?: true }
  /** Research/farm tiles (slid ones included): of a kind, slid down, of different abilities, of one ability. */
  | { what: 'tiles'; min: number; kind?: TileKind; slid?: true; distinctAbilities?: true; ability?: number }
  | { what: 'goods'; min: number; good?: Good; distinct?: true }
  /** God cards in hand: of one god, of different gods, or of one god whichever. `intiStandsIn`: each Inti medal counts as one card. */
  | { what: 'gods'; min: number; god?: God; distinct?: true; sameGod?: true; intiStandsIn: boolean }
  /** Holding the turn-order tile with this number. */
  | { what: 'turnOrder'; min: 1; tile: number }
  | { what: 'priests' | 'food' | 'circlets' | 'inti' | 'offerings'; min: number };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** How much of the requirement the holdings give (capped by nothing: compare with `min`). */
export function measure(h: Holdings, r: Requirement): number {
  switch (r.what) {
    case 'feathers':
      return r.colour === undefined ? sum(COLOURS.map((c) => h.feathers[c])) : h.feathers[r.colour];
    case 'quipu': {
      const villages = h.quipu.filter((q) => (r.feather === undefined || q.feather === r.feather)
        && (r.vp === undefined || q.vp === r.vp)
        && (r.circle === undefined || q.circle === r.circle));
      return r.distinctVp ? new Set(villages.map((q) => q.vp)).size : villages.length;
    }
    case 'tiles': {
      const kinds = r.kind === undefined ? [...h.research, ...h.farm] : h[r.kind];
      const tiles = kinds.filter((t) => (!r.slid || t.slid) && (r.ability === undefined || t.ability === r.ability));
      return r.distinctAbilities ? new Set(tiles.map((t) => t.ability)).size : tiles.length;
    }
    case 'goods': {
      const counts = Object.values(h.goods);
      if (r.good !== undefined) return h.goods[r.good];
      return r.distinct ? counts.filter((n) => n > 0).length : sum(counts);
    }
    case 'gods': {
      const counts = Object.values(h.gods);
      const wild = r.intiStandsIn ? h.inti : 0;
      if (r.god !== undefined) return h.gods[r.god] + wild;
      // A medal stands in for one card of a god: for different gods it can only fill a god not held.
      if (r.distinct) return Math.min(counts.length, counts.filter((n) => n > 0).length + wild);
      if (r.sameGod) return Math.max(...counts) + wild;
      return sum(counts) + wild;
    }
    case 'turnOrder':
      return h.turnOrder === r.tile ? 1 : 0;
    case 'priests': case 'food': case 'circlets': case 'inti': case 'offerings':
      return h[r.what];
  }
}

/** Units missing: 0 when met. */
export const shortfall = (h: Holdings, r: Requirement): number => Math.max(0, r.min - measure(h, r));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The requirement in words, for the dashboard: "3 orange feathers". */
export function describe(r: Requirement): string {
  switch (r.what) {
    case 'feathers':
      return plural(r.min, r.colour === undefined ? 'feather' : `${r.colour} feather`);
    case 'quipu': {
      const what = r.feather !== undefined ? ` showing a ${r.feather} feather`
        : r.vp !== undefined ? ` printed with ${r.vp} VP`
          : r.circle !== undefined ? ` of the ${r.circle} circle`
            : r.distinctVp ? ', each printed with a different VP' : '';
      return `quipu delivered to ${plural(r.min, 'village')}${what}`;
    }
    case 'tiles': {
      const kind = r.kind === undefined ? 'research or farm tile' : `${r.kind} tile`;
      const slid = r.slid ? 'slid-down ' : '';
      const tail = r.distinctAbilities ? ' of different abilities'
        : r.ability !== undefined ? ` with ability ${ABILITIES[r.ability - 1].id} (${ABILITIES[r.ability - 1].name.toLowerCase()})` : '';
      return `${plural(r.min, `${slid}${kind}`)}${tail}`;
    }
    case 'goods':
      return r.good !== undefined ? plural(r.min, `${GOOD_EN[r.good]} good`) : r.distinct ? `${r.min} different goods` : plural(r.min, 'good');
    case 'gods': {
      const cards = r.god !== undefined ? plural(r.min, `${GOD_NAMES[r.god]} god card`)
        : r.distinct ? `${r.min} god cards of different gods`
          : r.sameGod ? `${r.min} god cards of one god` : plural(r.min, 'god card');
      return `${cards} in hand${r.intiStandsIn ? ' (an Inti medal may stand in for a card)' : ' (no Inti medal may stand in)'}`;
    }
    case 'turnOrder':
      return `the turn-order tile ${r.tile}`;
    case 'priests':
      return plural(r.min, 'priest') + ' on the temple stairs';
    case 'food':
      return plural(r.min, 'food tile');
    case 'circlets':
      return plural(r.min, 'activated circlet tile');
    case 'inti':
      return plural(r.min, 'Inti medal');
    case 'offerings':
      return plural(r.min, 'offering');
  }
}
