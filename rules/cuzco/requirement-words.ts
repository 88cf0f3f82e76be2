// What a mission still needs, in both languages, for the dashboard's missions one short:
// "needs 1 more orange feather" / 「オレンジの羽根があと 1 枚必要」. Japanese counts things with the
// aid's own counters (羽根・タイル・カード 枚, 奉納品・聖職者駒 個, 村 箇所).
import type { Label } from '../contract.ts';
import { ABILITIES } from './data/abilities.ts';
import { CIRCLE_JA, COLOUR_JA, GOD_JA, GOD_NAMES, GOOD_EN, GOOD_JA, TILE_KIND_JA } from './data/vocabulary.ts';
import type { Requirement } from './requirement.ts';

const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);

/** The words of what is missing: `lack` units more of the requirement (lack ≥ 1). */
export function missingWords(r: Requirement, lack: number): Label {
  const n = lack;
  switch (r.what) {
    case 'feathers': {
      const colour = r.colour === undefined ? '' : `${r.colour} `;
      return { en: `needs ${n} more ${colour}${plural(n, 'feather')}`, ja: `${r.colour === undefined ? '' : `${COLOUR_JA[r.colour]}の`}羽根があと ${n} 枚必要` };
    }
    case 'quipu': {
      const [en, ja] = r.feather !== undefined ? [` showing a ${r.feather} feather`, `${COLOUR_JA[r.feather]}の羽根が描かれた`]
        : r.vp !== undefined ? [` printed with ${r.vp} VP`, `${r.vp} 勝利点が描かれた`]
          : r.circle !== undefined ? [` of the ${r.circle} circle`, CIRCLE_JA[r.circle].replace(/の村$/, 'の')]
            : r.distinctVp ? [' printed with a VP not yet among yours', 'まだない勝利点が描かれた'] : ['', ''];
      return { en: `needs quipu in ${n} more ${plural(n, 'village')}${en}`, ja: `${ja}村へのキープタイルがあと ${n} 箇所必要` };
    }
    case 'tiles': {
      const kind = r.kind === undefined ? 'research or farm' : r.kind;
      const kindJa = r.kind === undefined ? '研究タイルか農場タイル' : TILE_KIND_JA[r.kind];
      const slid = r.slid ? 'slid-down ' : '';
      const slidJa = r.slid ? '下へスライドされた' : '';
      const ability = r.ability === undefined ? undefined : ABILITIES[r.ability - 1];
      const tail = r.distinctAbilities ? ` of ${plural(n, 'an ability', 'abilities')} not yet among them`
        : ability !== undefined ? ` with ability ${ability.id} (${ability.name.toLowerCase()})` : '';
      const headJa = r.distinctAbilities ? 'まだない能力の' : ability !== undefined ? `能力 ${ability.id}（${ability.nameJa}）の` : '';
      return { en: `needs ${n} more ${slid}${kind} ${plural(n, 'tile')}${tail}`, ja: `${headJa}${slidJa}${kindJa}があと ${n} 枚必要` };
    }
    case 'goods':
      if (r.good !== undefined) return { en: `needs ${n} more ${GOOD_EN[r.good]} ${plural(n, 'good')}`, ja: `${GOOD_JA[r.good]}の商品タイルがあと ${n} 枚必要` };
      if (r.distinct) return { en: `needs goods of ${n} more ${plural(n, 'kind')}`, ja: `異なる種類の商品タイルがあと ${n} 種類必要` };
      return { en: `needs ${n} more ${plural(n, 'good')}`, ja: `商品タイルがあと ${n} 枚必要` };
    case 'gods': {
      const inti = r.intiStandsIn ? { en: ' (an Inti medal may stand in)', ja: '（インティメダルで代用可）' } : { en: ' (no Inti medal)', ja: '（インティメダル不可）' };
      const words = r.god !== undefined ? { en: `needs ${n} more ${GOD_NAMES[r.god]} god ${plural(n, 'card')} in hand`, ja: `${GOD_JA[r.god]}の神カードがあと ${n} 枚必要` }
        : r.distinct ? { en: `needs god cards of ${n} more ${plural(n, 'god')} in hand`, ja: `異なる神の神カードがあと ${n} 種類必要` }
          : r.sameGod ? { en: `needs ${n} more god ${plural(n, 'card')} of one god in hand`, ja: `同じ神の神カードがあと ${n} 枚必要` }
            : { en: `needs ${n} more god ${plural(n, 'card')} in hand`, ja: `神カードがあと ${n} 枚必要` };
      return { en: words.en + inti.en, ja: words.ja + inti.ja };
    }
    case 'turnOrder':
      return { en: `needs the turn-order tile ${r.tile}`, ja: `手番順タイル ${r.tile} が必要` };
    case 'priests':
      return { en: `needs ${n} more ${plural(n, 'priest')} on the temple stairs`, ja: `神殿の階段の聖職者駒があと ${n} 個必要` };
    case 'food':
      return { en: `needs ${n} more food ${plural(n, 'tile')}`, ja: `食糧タイルがあと ${n} 枚必要` };
    case 'circlets':
      return { en: `needs ${n} more activated circlet ${plural(n, 'tile')}`, ja: `活性化したサークレットタイルがあと ${n} 枚必要` };
    case 'inti':
      return { en: `needs ${n} more Inti ${plural(n, 'medal')}`, ja: `インティメダルがあと ${n} 枚必要` };
    case 'offerings':
      return { en: `needs ${n} more ${plural(n, 'offering')}`, ja: `奉納品があと ${n} 個必要` };
  }
}
