// The end bonuses, each stated in the Cuzco player aid's paragraph on a part of the game (`ja`
// is the sentence that states it, verbatim). The key order is the breakdown's order in
// `tabletop score cuzco`.
export const BONUS_KEYS = ['feathers', 'quipu', 'tiles', 'goods', 'missions', 'inti'] as const;
export type BonusKey = (typeof BONUS_KEYS)[number];

export interface Bonus {
  key: BonusKey;
  /** Where the aid states it: the paragraph's heading. */
  sourceJa: string;
  ja: string;
  en: string;
  /** VP when `count` reaches `threshold`; for `inti`, VP per medal (no threshold). */
  vp: number;
  threshold: number | null;
  note?: string;
}

export const BONUSES: Bonus[] = [
  {
    key: 'feathers', sourceJa: '羽根', vp: 6, threshold: 12,
    ja: 'もしゲーム終了時に12枚全ての羽根を持っていたなら６勝利点を得ます。',
    en: 'All 12 feathers (3 of each colour): 6 VP.',
  },
  {
    key: 'quipu', sourceJa: 'キープタイル', vp: 10, threshold: 10,
    ja: 'ゲーム終了の時点で10枚全てのキープタイルを村へ届けていたなら、10勝利点を得ます。',
    en: 'All 10 quipu delivered to villages: 10 VP (apart from the villages\' own VP).',
  },
  {
    key: 'tiles', sourceJa: '研究タイルと食糧タイル', vp: 12, threshold: 12,
    ja: 'もしゲーム終了時に研究タイルと農場タイルを合わせて12枚持っていたなら、12勝利点を得ます。',
    en: '12 research and farm tiles together (slid ones count): 12 VP.',
    note: 'read as 12 or more; slid tiles still lie on the mask board',
  },
  {
    key: 'goods', sourceJa: '市場', vp: 6, threshold: 6,
    ja: 'ゲーム終了時に商品を６個持っていたなら、６勝利点を得ます。',
    en: '6 goods of any kinds: 6 VP.',
    note: 'read as six goods in all, of any kinds, 6 or more',
  },
  {
    key: 'missions', sourceJa: 'サパ・インカの宮殿', vp: 9, threshold: 9,
    ja: 'ゲーム終了の時点で９枚の任務を完了していたなら、９勝利点を得ます。',
    en: '9 missions completed (start missions count): 9 VP.',
    note: 'read as 9 or more',
  },
  {
    key: 'inti', sourceJa: 'インティメダル（太陽神”インティ”）', vp: 2, threshold: null,
    ja: 'ゲーム終了時に未使用のメダルは２勝利点をもたらします。',
    en: '2 VP for each unused Inti medal.',
  },
];
