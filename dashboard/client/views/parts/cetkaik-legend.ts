// Cetkaik's key under the board: which side is which (where it sits, which way its pieces point,
// who plays it), the two inks, water 皇水, tam2 hue 皇処, the Tam2, and the gold cells a cast lights;
// and the light roles its board uses beyond those of every board game.
import { svg } from '../../dom.ts';
import type { LegendMark } from '../types.ts';
import { playerOf, readView, tileGroup, type Side } from './cetkaik-pieces.ts';

/** Lit on a Cetkaik board (host/lights): a capture, a move the sticks decide, a square to step on,
 *  where a piece being put down completes a move, the heads of a cast, a return move to tap. */
export const ROLES = ['capture', 'cast', 'step', 'hint', 'heads', 'pick'] as const;

export const WATER_FILL = '#2f7fb5';

const tile = (side: Side | undefined, color: string, kind = 'kauk2') => (g: SVGGElement) => g.append(tileGroup({ kind, side, color }, { transform: 'translate(0.5 0.5)' }));

export function legend(view: unknown): LegendMark[] {
  const v = readView(view);
  if (!v) return [];
  const who = (side: Side) => {
    // The key's words come in both languages: the English one names the player in English.
    const p = playerOf(v, side, 'en');
    return p.who === 'person' ? { en: '', ja: '' } : p.who === 'you' ? { en: ' — you play it', ja: '（あなた）' } : { en: ` — ${p.text} plays it`, ja: '（コンピューター）' };
  };
  const marks: LegendMark[] = [
    {
      key: `side-A-${playerOf(v, 'A').who}`,
      text: { en: `A-side: starts at the top (rows A E I); its pieces point down${who('A').en}`, ja: `A側: 上（A・E・I段）から、駒の先は下向き${who('A').ja}` },
      draw: tile('A', 'black'),
    },
    {
      key: `side-IA-${playerOf(v, 'IA').who}`,
      text: { en: `IA-side: starts at the bottom (rows AI AU IA); its pieces point up${who('IA').en}`, ja: `IA側: 下（AI・AU・IA段）から、駒の先は上向き${who('IA').ja}` },
      draw: tile('IA', 'black'),
    },
    {
      key: 'ink-red',
      text: { en: 'red ink 赤: the piece’s colour, which counts only for hands (役); each side has red and black pieces', ja: '赤: 駒の色（役にだけ関わる）。どちらの側にも赤と黒の駒がある' },
      draw: tile(undefined, 'red'),
    },
    { key: 'ink-black', text: { en: 'black ink 黒: the other colour', ja: '黒: もう一つの色' }, draw: tile(undefined, 'black') },
  ];
  const water = (g: SVGGElement) => g.append(svg('rect', { x: 0, y: 0, width: 1, height: 1, fill: WATER_FILL, 'fill-opacity': 0.6 }));
  if (v.ruleset === 'old') {
    // 古机戦 (OLD.md): only boats are in the water; there is no Tam2 and no tam2 hue.
    marks.push({ key: 'water-old', text: { en: 'blue square: water — only the boats 船 stand there', ja: '青い升: 水。船だけが入る' }, draw: water });
    return marks;
  }
  marks.push(
    {
      key: 'water',
      text: { en: 'blue square: water 皇水 — a piece entering it (not a boat, not a drop) needs 3 or more heads of the 5 sticks', ja: '青い升: 皇水。船と打ち以外の駒が入るには5本中表3本以上' },
      draw: water,
    },
    {
      key: 'hue',
      text: { en: 'dashed ring: tam2 hue 皇処 — a piece standing there moves differently; the squares around the Tam2 are hue too', ja: '点線の輪: 皇処。そこに立つ駒は動きが変わる。皇の周りの升も皇処' },
      draw: (g) => g.append(svg('rect', { class: 'cell-hue', x: 0.08, y: 0.08, width: 0.84, height: 0.84, rx: 0.08 })),
    },
    {
      key: 'tam2',
      text: { en: 'gold tile 皇: the Tam2 — nobody’s piece; either side may move it two king-steps instead of a piece; never taken', ja: '金の駒 皇: どちらのものでもない。どちらの側も駒の代わりに二歩動かせる。取られない' },
      draw: (g) => g.append(tileGroup({ kind: 'tam2' }, { transform: 'translate(0.5 0.5)' })),
    },
    {
      key: 'heads-row',
      text: { en: 'after a cast: one gold cell per head lights along the bottom row, from KIA, for 2 seconds', ja: '投棒の後: 表の数だけ、最下段のKIAから金色の升が2秒灯る' },
      draw: (g) => g.append(
        svg('rect', { x: 0.04, y: 0.04, width: 0.92, height: 0.92, rx: 0.12, fill: 'rgb(255, 200, 0)' }),
        svg('text', { class: 'ck-key-heads', x: 0.5, y: 0.55 }, '3'),
      ),
    },
  );
  return marks;
}
