// Terra Pyramides: the key under the board, a mark for every square kind and piece the board
// shows (only the ones this game's version and variants have), drawn as on the board.
import { svg } from '../../dom.ts';
import type { LegendMark } from '../types.ts';
import { lineFill } from './terra-board.ts';
import { ownerFill, palmIcon, scarabIcon, sphinxIcon, structureDrawing, symbolIcon, tileDrawing } from './terra-icons.ts';
import type { TerraView } from './terra-read.ts';

const at = (g: SVGGElement, child: SVGElement, transform: string) => g.append(svg('g', { transform }, child));

export function terraLegend(v: TerraView): LegendMark[] {
  const kinds = new Set(Object.values(v.squares));
  const marks: LegendMark[] = [];
  marks.push({ key: 'site', text: { en: 'Pyramid site, no foundation yet', ja: 'ピラミッドの建設地（土台なし）' }, draw: (g) => {
    g.append(svg('rect', { x: 0.05, y: 0.05, width: 0.9, height: 0.9, rx: 0.06, fill: '#5b4a2e', stroke: '#e2c48a', 'stroke-width': 0.05, 'stroke-dasharray': '.1 .06' }),
      svg('path', { d: 'M.5 .28 L.76 .74 H.24 Z', fill: 'none', stroke: '#e2c48a', 'stroke-width': 0.05 }));
  } });
  marks.push({ key: 'foundation', text: { en: 'Foundation and its value', ja: '土台とその価値' }, draw: (g) => at(g, structureDrawing(3, 0, null), 'translate(.08 .08) scale(.84)') });
  marks.push({ key: 'pyramid', text: { en: 'Pyramid: its colour and level', ja: 'ピラミッド（色と段数）' }, draw: (g) => at(g, structureDrawing(0, 2, 'red'), 'translate(.08 .08) scale(.84)') });
  if (kinds.has('start')) {
    // The `gold` light is "a bonus" in every game's words; here it says more.
  marks.push({ key: 'ready', text: { en: 'Lit orange: 3 of your workers stand there, a level can be built', ja: 'オレンジの光：自分の労働者 3 人、1 段建てられる' }, draw: (g) => {
    g.append(svg('rect', { x: 0.06, y: 0.06, width: 0.88, height: 0.88, rx: 0.15, fill: '#ffaa00' }));
    at(g, structureDrawing(3, 0, null), 'translate(.22 .22) scale(.56)');
  } });
  marks.push({ key: 'start', text: { en: 'Start square (a start tile)', ja: 'スタートのマス' }, draw: (g) => {
      g.append(svg('rect', { x: 0.08, y: 0.08, width: 0.84, height: 0.84, rx: 0.08, fill: 'none', stroke: '#f4c542', 'stroke-width': 0.08 }));
    } });
  }
  if (kinds.has('oasis')) {
    marks.push({ key: 'oasis', text: { en: 'Oasis (1 gold in a line; workers walk over it)', ja: 'オアシス（列で金 1、労働者は通れる）' }, draw: (g) => {
      g.append(svg('rect', { x: 0.04, y: 0.04, width: 0.92, height: 0.92, rx: 0.3, fill: '#1f6b45' }));
      at(g, palmIcon(), 'translate(.5 .48) scale(.36)');
    } });
  }
  if (kinds.has('nile')) {
    marks.push({ key: 'nile', text: { en: 'The Nile', ja: 'ナイル川' }, draw: (g) => {
      g.append(svg('rect', { x: 0, y: 0, width: 1, height: 1, fill: '#1f5f86' }),
        svg('path', { d: 'M.1 .45 q.13 -.1 .27 0 t.27 0 t.27 0', fill: 'none', stroke: '#8fd0f0', 'stroke-width': 0.05 }));
    } });
  }
  if (v.symbolsVariant) {
    marks.push({ key: 'sphinx', text: { en: 'Sphinx square (tiles from stacks 1–4)', ja: 'スフィンクスのマス（山 1〜4 のタイル）' }, draw: (g) => at(g, sphinxIcon(), 'translate(.5 .5) scale(.4)') });
    marks.push({ key: 'scarab', text: { en: 'Scarab square (tiles from stacks 5–8)', ja: 'スカラベのマス（山 5〜8 のタイル）' }, draw: (g) => at(g, scarabIcon(), 'translate(.5 .5) scale(.4)') });
  }
  marks.push({ key: 'tile', text: { en: 'Stair tile: the stairs climb toward the arrow', ja: '階段タイル（矢印の方へ上る）' }, draw: (g) => at(g, tileDrawing(['worker', 'eye'], 'right'), 'translate(.06 .06) scale(.88)') });
  for (const owner of v.owners) {
    marks.push({ key: `workers-${owner}`, text: { en: `${owner === 'team' ? 'The team' : owner}’s workers (how many)`, ja: `${owner === 'team' ? 'チーム' : owner} の労働者（人数）` }, draw: (g) => {
      g.append(svg('circle', { cx: 0.5, cy: 0.5, r: 0.4, fill: ownerFill(owner, v.players), stroke: '#111', 'stroke-width': 0.06 }),
        svg('text', { x: 0.5, y: 0.52, class: 'terra-count', 'font-size': 0.5, fill: '#111' }, '2'));
    } });
  }
  marks.push({ key: 'waiting', text: { en: 'Workers on the line’s tiles, waiting to move', ja: '列のタイル上で移動を待つ労働者' }, draw: (g) => {
    g.append(svg('circle', { cx: 0.5, cy: 0.5, r: 0.4, fill: ownerFill(v.owners[0] ?? 'P1', v.players), stroke: '#fff', 'stroke-width': 0.07, 'stroke-dasharray': '.16 .09' }),
      svg('text', { x: 0.5, y: 0.52, class: 'terra-count', 'font-size': 0.5, fill: '#111' }, '1'));
  } });
  const symbols: [string, string, string][] = [
    ['worker', 'Worker symbol (a worker from the supply)', '労働者のシンボル'],
    ['block:red', 'Block symbol, in its colour', '石材のシンボル（色つき）'],
    ['eye', 'Eye of Horus', 'ホルスの目'],
  ];
  if (v.version >= 2) symbols.push(['burial', 'Burial good', '副葬品']);
  if (v.version >= 3) symbols.push(['oasis', 'Oasis on a tile (with the item it pictures)', 'タイルのオアシス（描かれた品）']);
  for (const [symbol, en, ja] of symbols) marks.push({ key: `symbol-${symbol}`, text: { en, ja }, draw: (g) => at(g, symbolIcon(symbol), 'translate(.5 .5) scale(.36)') });
  if (v.lines) {
    marks.push({ key: 'line', text: { en: 'A line you may choose (numbered as listed)', ja: '選べる列（番号つき）' }, draw: (g) => {
      g.append(svg('path', { d: 'M.1 .5 H.9', stroke: lineFill('row'), 'stroke-width': 0.16, 'stroke-linecap': 'round' }));
    } });
  }
  marks.push({ key: 'off', text: { en: 'Cell the game does not use', ja: '使わないマス' }, draw: (g) => {
    g.append(svg('rect', { x: 0, y: 0, width: 1, height: 1, fill: '#07090a', 'fill-opacity': 0.72 }),
      svg('rect', { x: 0.04, y: 0.04, width: 0.92, height: 0.92, fill: 'none', stroke: '#5a6870', 'stroke-width': 0.06 }));
  } });
  return marks;
}
