// The words of a Cuzco player's holdings: feather colours, goods, gods, tile kinds, village
// circles. The key order is the order of the position JSON (the issue pins these keys).

export const COLOURS = ['orange', 'purple', 'pink', 'turquoise'] as const;
export type Colour = (typeof COLOURS)[number];

export const GOODS = ['soup', 'clothes', 'bowl', 'decanter', 'tools', 'jewelry'] as const;
export type Good = (typeof GOODS)[number];

export const GODS = ['viracocha', 'pachamama', 'mama-sara', 'mama-killa', 'illapa'] as const;
export type God = (typeof GODS)[number];

export const TILE_KINDS = ['research', 'farm'] as const;
export type TileKind = (typeof TILE_KINDS)[number];

export const CIRCLES = ['inner', 'outer'] as const;
export type Circle = (typeof CIRCLES)[number];

/** The seed's own words for them, for the reference and for search. */
export const COLOUR_JA: Record<Colour, string> = { orange: 'オレンジ', purple: '紫', pink: 'ピンク', turquoise: 'ターコイズ' };
export const GOOD_JA: Record<Good, string> = { soup: 'スープ', clothes: '服', bowl: '陶器の器', decanter: '陶器のデキャンタ', tools: '道具', jewelry: '宝飾品' };
export const GOOD_EN: Record<Good, string> = { soup: 'soup', clothes: 'clothes', bowl: 'pottery bowl', decanter: 'pottery decanter', tools: 'tools', jewelry: 'jewelry' };
export const TILE_KIND_JA: Record<TileKind, string> = { research: '研究タイル', farm: '農場タイル' };
export const CIRCLE_JA: Record<Circle, string> = { inner: '内円の村', outer: '外円の村' };
export const GOD_NAMES: Record<God, string> = { viracocha: 'Viracocha', pachamama: 'Pachamama', 'mama-sara': 'Mama Sara', 'mama-killa': 'Mama Killa', illapa: 'Illapa' };
/** The gods' names as the aid writes them (its glossary: 神カード<イリャパ>…), for the words on the dashboard. */
export const GOD_JA: Record<God, string> = { viracocha: 'ビラコチャ', pachamama: 'パチャママ', 'mama-sara': 'ママサラ', 'mama-killa': 'ママキリャ', illapa: 'イリャパ' };
