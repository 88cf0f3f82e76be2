// The key to Ankh'or's pictures: the five tile colours, the three animals, the kinds of tile, an
// upper tile, a price marker, the ankh, a bonus token — each drawn as the picture draws it.
import { svg } from '../../dom.ts';
import type { LegendMark } from '../types.ts';
import { ANIMALS, COLOURS, COLOUR_WORDS, KINDS, SYMBOL_WORDS, type Colour } from './ankhor-model.ts';
import { counter, tileShape } from './ankhor-tile.ts';
import { bonusMedal, tokenDisc } from './ankhor-tokens.ts';

/** A neutral tile for showing a symbol: sand, so no colour is implied. */
const SAND = '#d8c9a3';

function symbolTile(symbol: string, vp = 0): (g: SVGGElement) => void {
  return (g) => {
    const face = { id: '', color: 'white' as Colour, animal: ANIMALS.includes(symbol as never) ? symbol : 'none', vp, kind: ANIMALS.includes(symbol as never) ? 'animal' : symbol, text: symbol };
    const tile = tileShape(face);
    tile.querySelector('rect')?.setAttribute('fill', SAND);
    g.append(tile);
  };
}

export function ankhorLegend(): LegendMark[] {
  const colours = COLOURS.map((c): LegendMark => ({
    key: `colour-${c}`,
    text: { en: `${COLOUR_WORDS[c].en} tile`, ja: `${COLOUR_WORDS[c].ja}のタイル` },
    draw: (g) => g.append(tileShape({ id: '', color: c, animal: 'none', vp: 0, kind: 'blank', text: `${c} tile` })),
  }));
  const symbols = [...ANIMALS, ...KINDS].map((s): LegendMark => ({ key: `symbol-${s}`, text: SYMBOL_WORDS[s], draw: symbolTile(s, s === 'vp' ? 2 : 0) }));
  const others: LegendMark[] = [
    {
      key: 'upper', text: { en: 'an upper tile, on the 2×2 block under it', ja: '上段タイル（下の2×2に載る）' },
      draw: (g) => {
        // Four base tiles with the upper one raised over the corner they share.
        for (const [x, y] of [[0, 0], [0.5, 0], [0, 0.5], [0.5, 0.5]]) {
          const base = tileShape({ id: '', color: 'white', animal: 'none', vp: 0, kind: 'blank', text: 'base tile' });
          base.setAttribute('transform', `translate(${x} ${y}) scale(.5)`);
          g.append(base);
        }
        const upper = tileShape({ id: '', color: 'red', animal: 'none', vp: 0, kind: 'blank', text: 'upper tile' }, { upper: true });
        upper.setAttribute('transform', 'translate(.22 .2) scale(.56)');
        g.append(upper);
      },
    },
    {
      key: 'stored', text: { en: 'a token stored on a warehouse', ja: '倉庫に置いたトークン' },
      draw: (g) => g.append(tileShape({ id: '', color: 'green', animal: 'none', vp: 0, kind: 'warehouse', text: 'warehouse' }, { stored: 'red' })),
    },
    { key: 'marker', text: { en: 'a price marker (under an offer slot)', ja: '価格マーカー（市場の下）' }, draw: (g) => g.append(counter('blue', 0.5, 0.5, 0.2)) },
    { key: 'ankh', text: { en: 'an ankh token', ja: 'アンク' }, draw: (g) => g.append(svg('g', { transform: 'translate(0 0) scale(1.25)' }, tokenDisc('ankh', 0.4, 0.4))) },
    { key: 'bonus', text: { en: 'a bonus token (a group of 5+)', ja: 'ボーナストークン（5枚以上のグループ）' }, draw: (g) => g.append(bonusMedal(3, 0.5, 0.5)) },
  ];
  return [...colours, ...symbols, ...others];
}
