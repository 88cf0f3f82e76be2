// The marks of the stick games' pictures, for the key under the board: the sticks as they fell,
// whose turn it is, the last winner and (新遊) the number the sticks showed.
import { svg } from '../../dom.ts';
import type { LegendMark } from '../types.ts';

const stick = (heads: boolean) => (g: SVGGElement) => {
  g.append(svg('g', { class: heads ? 'stick heads' : 'stick tails' },
    svg('rect', { x: 0.32, y: 0.06, width: 0.36, height: 0.88, rx: 0.14 }),
    ...(heads ? [svg('circle', { cx: 0.5, cy: 0.5, r: 0.1 })] : [])));
};

const COMMON: LegendMark[] = [
  { key: 'stick-heads', text: { en: 'a stick fell heads up (it counts)', ja: '表が出た棒（数える）' }, draw: stick(true) },
  { key: 'stick-tails', text: { en: 'a stick fell face down', ja: '裏が出た棒' }, draw: stick(false) },
  {
    key: 'turn',
    text: { en: 'acts now (stakes, bets or throws)', ja: '手番（賭ける・投げる）' },
    draw: (g) => { g.append(svg('path', { d: 'M0.3 0.2 L0.8 0.5 L0.3 0.8 Z', class: 'legend-turn' })); },
  },
  {
    key: 'winner',
    text: { en: 'won the last contest or bet', ja: '直前の勝者・当たり' },
    draw: (g) => { g.append(svg('path', { d: 'M0.5 0.1 L0.6 0.38 L0.9 0.4 L0.66 0.58 L0.75 0.88 L0.5 0.7 L0.25 0.88 L0.34 0.58 L0.1 0.4 L0.4 0.38 Z', class: 'legend-winner' })); },
  },
];

const WON_NUMBER: LegendMark = {
  key: 'won-number',
  text: { en: 'the number the sticks showed: its bets are paid', ja: '出た目：その賭けに払う' },
  draw: (g) => { g.append(svg('rect', { x: 0.12, y: 0.12, width: 0.76, height: 0.76, rx: 0.1, class: 'legend-won' })); },
};

export function sticksLegend(view: unknown): LegendMark[] {
  const shinyu = typeof view === 'object' && view !== null && (view as { game?: unknown }).game === 'shinyu';
  return shinyu ? [...COMMON, WON_NUMBER] : COMMON;
}
