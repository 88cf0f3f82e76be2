// A player's holdings in words, both languages: the name of each field (for the correction form
// and for a summary) and what changed between two holdings, item by item ("3 orange feathers",
// 「オレンジの羽根 3 枚」), for the words of a `set` move.
import type { Label } from '../contract.ts';
import { COLOURS, COLOUR_JA, GODS, GOD_JA, GOD_NAMES, GOODS, GOOD_EN, GOOD_JA } from './data/vocabulary.ts';
import type { Holdings, Tile } from './types.ts';

export type HoldingsKey = keyof Holdings;

/** Each field's name, in the order of the position JSON. */
export const FIELD_WORDS: Record<HoldingsKey, Label> = {
  feathers: { en: 'feathers', ja: '羽根' },
  quipu: { en: 'quipu delivered', ja: '村へ運んだキープタイル' },
  research: { en: 'research tiles', ja: '研究タイル' },
  farm: { en: 'farm tiles', ja: '農場タイル' },
  goods: { en: 'goods', ja: '商品タイル' },
  gods: { en: 'god cards in hand', ja: '手札の神カード' },
  offerings: { en: 'offerings', ja: '奉納品' },
  food: { en: 'food tiles', ja: '食糧タイル' },
  priests: { en: 'priests on the temple stairs', ja: '神殿の階段の聖職者駒' },
  circlets: { en: 'circlet tiles activated', ja: '活性化したサークレットタイル' },
  inti: { en: 'Inti medals', ja: 'インティメダル' },
  turnOrder: { en: 'turn-order tile', ja: '手番順タイル' },
  missions: { en: 'missions completed', ja: '完了した任務' },
};

export const HOLDINGS_KEYS = Object.keys(FIELD_WORDS) as HoldingsKey[];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function tilesWords(tiles: Tile[], kind: 'research' | 'farm'): Label {
  const ja = kind === 'research' ? '研究タイル' : '農場タイル';
  if (tiles.length === 0) return { en: `no ${kind} tiles`, ja: `${ja}なし` };
  const ids = (slidWord: string) => tiles.map((t) => `${String(t.ability).padStart(2, '0')}${t.slid ? slidWord : ''}`).join(', ');
  return { en: `${plural(tiles.length, `${kind} tile`)} (abilities ${ids(' slid')})`, ja: `${ja} ${tiles.length} 枚（能力 ${ids(' スライド済み')}）` };
}

/** One field's value in words: a count field as one item, a field of counts as one item per key. */
function itemsOf(h: Holdings, key: HoldingsKey): Record<string, Label> {
  switch (key) {
    case 'feathers':
      return Object.fromEntries(COLOURS.map((c) => [c, { en: plural(h.feathers[c], `${c} feather`), ja: `${COLOUR_JA[c]}の羽根 ${h.feathers[c]} 枚` }]));
    case 'goods':
      return Object.fromEntries(GOODS.map((g) => [g, { en: plural(h.goods[g], `${GOOD_EN[g]} good`), ja: `${GOOD_JA[g]}の商品タイル ${h.goods[g]} 枚` }]));
    case 'gods':
      return Object.fromEntries(GODS.map((g) => [g, { en: plural(h.gods[g], `${GOD_NAMES[g]} card`), ja: `${GOD_JA[g]}の神カード ${h.gods[g]} 枚` }]));
    case 'quipu': {
      // A covered quipu lies under another player's: said, since the village's VP do not come to it.
      const en = h.quipu.map((q) => `${q.village}${q.covered ? ' covered' : ''}`).join(', ');
      const ja = h.quipu.map((q) => `${q.village}${q.covered ? '（下）' : ''}`).join(', ');
      return {
        '': h.quipu.length === 0 ? { en: 'no quipu delivered', ja: 'キープタイルなし' }
          : { en: `quipu delivered to ${plural(h.quipu.length, 'village')} (${en})`, ja: `キープタイル ${h.quipu.length} 枚（村 ${ja}）` },
      };
    }
    case 'research': case 'farm':
      return { '': tilesWords(h[key], key) };
    case 'offerings': return { '': { en: plural(h.offerings, 'offering'), ja: `奉納品 ${h.offerings} 個` } };
    case 'food': return { '': { en: plural(h.food, 'food tile'), ja: `食糧タイル ${h.food} 枚` } };
    case 'priests': return { '': { en: `${plural(h.priests, 'priest')} on the temple stairs`, ja: `神殿の階段の聖職者駒 ${h.priests} 個` } };
    case 'circlets': return { '': { en: `${plural(h.circlets, 'circlet tile')} activated`, ja: `活性化したサークレットタイル ${h.circlets} 枚` } };
    case 'inti': return { '': { en: plural(h.inti, 'Inti medal'), ja: `インティメダル ${h.inti} 枚` } };
    case 'turnOrder': return { '': { en: `turn-order tile ${h.turnOrder}`, ja: `手番順タイル ${h.turnOrder}` } };
    case 'missions':
      return { '': h.missions.length === 0 ? { en: 'no missions completed', ja: '完了した任務なし' } : { en: `missions completed: ${h.missions.join(', ')}`, ja: `完了した任務: ${h.missions.join(', ')}` } };
  }
}

export interface HoldingsChange { key: HoldingsKey; words: Label }

/** What differs between two holdings, as the new values in words, field by field in the JSON's order. */
export function holdingsChanges(before: Holdings, after: Holdings): HoldingsChange[] {
  const changes: HoldingsChange[] = [];
  for (const key of HOLDINGS_KEYS) {
    const was = itemsOf(before, key);
    for (const [item, words] of Object.entries(itemsOf(after, key))) {
      // Compared by value, not by words: a quipu's feather or VP corrected changes no village number.
      const same = item === '' ? JSON.stringify(before[key]) === JSON.stringify(after[key]) : was[item]?.en === words.en;
      if (!same) changes.push({ key, words });
    }
  }
  return changes;
}
