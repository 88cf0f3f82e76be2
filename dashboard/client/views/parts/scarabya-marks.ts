// Scarabya's marks, shared by the board's pieces, the picture beside it and the legend: the
// players' tile colours, a beetle, a stone, a scarab token. Each is drawn in one-unit cell
// coordinates, so the same mark sits on the board, in the picture and in the key.
import { svg } from '../../dom.ts';

/** Tile colours per player (P1…P4): sand, sky, moss, plum. */
export const PLAYER_FILL: Record<string, { face: string; edge: string }> = {
  P1: { face: '#e3b873', edge: '#6b4a1c' },
  P2: { face: '#7fb0e0', edge: '#1f4870' },
  P3: { face: '#9ccc84', edge: '#2f5c22' },
  P4: { face: '#cf8fb5', edge: '#6a2850' },
};
export const NO_PLAYER = { face: '#c9c2b4', edge: '#4d473d' };

export const coloursOf = (player: string | null | undefined) => (player ? PLAYER_FILL[player] : undefined) ?? NO_PLAYER;

/** Gold of a scored area, its badge and a scored scarab; grey of an area nobody scored. */
export const GOLD = '#f4c542';
export const GOLD_EDGE = '#5a3b00';
export const AREA_GREY = '#b9c3c8';

/** Text centred on its point (presentation attributes: the page's CSP allows no inline style). */
export const LABEL = { 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-family': 'system-ui, sans-serif', 'font-weight': 700, 'pointer-events': 'none' };

/** A beetle seen from above, centred in the cell whose top-left corner is (x, y). */
export function beetle(cell: string, x: number, y: number, state: string): SVGGElement {
  const look = state === 'scored'
    ? { fill: GOLD, stroke: GOLD_EDGE, dash: undefined, opacity: 1 }
    : state === 'covered'
      ? { fill: 'none', stroke: '#2a1d10', dash: '.05 .04', opacity: 0.55 }
      : { fill: '#2a2018', stroke: '#f3e2b8', dash: undefined, opacity: 1 };
  const line = { stroke: look.stroke, 'stroke-width': 0.035, 'stroke-linecap': 'round', 'stroke-dasharray': look.dash };
  const legs = [-0.08, 0, 0.08].flatMap((dy) => [
    svg('line', { x1: -0.1, y1: dy, x2: -0.22, y2: dy - 0.05, ...line }),
    svg('line', { x1: 0.1, y1: dy, x2: 0.22, y2: dy - 0.05, ...line }),
  ]);
  return svg('g', {
    class: 'scarab', 'data-scarab': state, 'data-scarab-cell': cell || undefined, transform: `translate(${x + 0.5} ${y + 0.53})`, opacity: look.opacity,
  },
  ...legs,
  svg('circle', { cx: 0, cy: -0.2, r: 0.07, fill: look.fill, stroke: look.stroke, 'stroke-width': 0.03, 'stroke-dasharray': look.dash }),
  svg('ellipse', { cx: 0, cy: 0.02, rx: 0.14, ry: 0.19, fill: look.fill, stroke: look.stroke, 'stroke-width': 0.035, 'stroke-dasharray': look.dash }),
  svg('line', { x1: 0, y1: -0.13, x2: 0, y2: 0.19, ...line, 'stroke-width': 0.025 }));
}

/** A stone: an irregular grey polygon, the same for every rock, centred in its cell. */
const ROCK = 'M-.3 -.12 L-.16 -.32 L.12 -.34 L.32 -.14 L.33 .14 L.16 .32 L-.14 .33 L-.33 .12 Z';

export function rock(cell: string, x: number, y: number): SVGGElement {
  return svg('g', { class: 'piece rock', 'data-piece-cell': cell || undefined, 'data-rock': cell || undefined, transform: `translate(${x + 0.5} ${y + 0.5})` },
    svg('path', { d: ROCK, fill: '#8b9297', stroke: '#2b3034', 'stroke-width': 0.04, 'stroke-linejoin': 'round' }),
    svg('path', { d: 'M-.17 -.2 L.08 -.24 L.2 -.1', fill: 'none', stroke: '#c6ccd0', 'stroke-width': 0.04, 'stroke-linecap': 'round' }));
}

/** A scored area's badge: a gold disc with its points, centred on (x, y). */
export function pointsBadge(points: number, x: number, y: number): SVGGElement {
  return svg('g', { class: 'area-value', 'data-area-value': points, transform: `translate(${x} ${y})` },
    svg('circle', { r: 0.21, fill: GOLD, stroke: GOLD_EDGE, 'stroke-width': 0.03 }),
    svg('text', { class: 'area-points', x: 0, y: 0, fill: '#3a2600', ...LABEL, 'font-size': 0.2 }, `+${points}`));
}

/** A scarab token of the supply: a gold disc with its value, centred on (x, y), radius r. */
export function token(value: number, x: number, y: number, r: number): SVGGElement {
  return svg('g', { class: 'scarab-token', transform: `translate(${x} ${y})` },
    svg('circle', { r, fill: GOLD, stroke: GOLD_EDGE, 'stroke-width': r * 0.12 }),
    svg('circle', { r: r * 0.78, fill: 'none', stroke: GOLD_EDGE, 'stroke-width': r * 0.05 }),
    svg('text', { x: 0, y: 0, fill: '#3a2600', ...LABEL, 'font-size': r * 1.1 }, String(value)));
}
