// Terra Pyramides: the small drawings every picture shares — the printed symbols (worker, block,
// eye, oasis, burial good), coins, the players' workers, stair tiles with their stairs, foundations
// and pyramids. Each is drawn centred on (0, 0) within [-1, 1] unless said otherwise, so callers
// place and scale it with a transform. Colours are presentation attributes (the page's CSP).
import { svg } from '../../dom.ts';
import type { Direction } from './terra-read.ts';

/** The pyramids' and blocks' colours as the game names them; an owner's own colour keeps its name. */
const BLOCK_FILL: Record<string, string> = {
  red: '#c8372d', blue: '#2f6fd6', green: '#2f9e44', yellow: '#f2c418', grey: '#8f9ba1', gray: '#8f9ba1',
  brown: '#8b5a2b', white: '#f4f1ea', black: '#222', purple: '#8e44ad', orange: '#e67e22', pink: '#e07bb0',
};
export const blockFill = (colour: string): string => BLOCK_FILL[colour] ?? colour;

/** The players' colours (seat order), chosen apart from the six pyramid colours; a mission's team is gold. */
const SEAT_FILL = ['#ff8c1a', '#a46bff', '#22c4c4', '#ff5fa2'];
export const TEAM_FILL = '#f4c542';
export function ownerFill(owner: string, players: readonly string[]): string {
  if (owner === 'team') return TEAM_FILL;
  const i = players.indexOf(owner);
  return SEAT_FILL[(i < 0 ? 0 : i) % SEAT_FILL.length];
}

const INK = '#1b140c';
const SAND = '#e2c48a';
const SAND_EDGE = '#6b4a1c';

/** A worker (a meeple seen from the front). */
export function workerIcon(fill = '#3b2a1a'): SVGGElement {
  return svg('g', { class: 'terra-worker-icon' },
    svg('circle', { cx: 0, cy: -0.52, r: 0.34, fill, stroke: INK, 'stroke-width': 0.12 }),
    svg('path', { d: 'M-.62 .92 L-.42 -.1 Q0 -.26 .42 -.1 L.62 .92 Z', fill, stroke: INK, 'stroke-width': 0.12, 'stroke-linejoin': 'round' }));
}

/** A stone block of a colour (white too). */
export function blockIcon(colour: string): SVGGElement {
  return svg('g', { class: 'terra-block-icon', 'data-color': colour },
    svg('rect', { x: -0.72, y: -0.72, width: 1.44, height: 1.44, rx: 0.12, fill: blockFill(colour), stroke: INK, 'stroke-width': 0.14 }),
    svg('path', { d: 'M-.72 -.3 H.72', stroke: INK, 'stroke-width': 0.06, 'stroke-opacity': 0.5 }));
}

/** The eye of Horus. */
export function eyeIcon(): SVGGElement {
  return svg('g', { class: 'terra-eye-icon' },
    svg('path', { d: 'M-1 0 Q0 -.85 1 0 Q0 .85 -1 0 Z', fill: '#fdf8ec', stroke: '#1d3f8a', 'stroke-width': 0.14 }),
    svg('circle', { cx: 0, cy: 0, r: 0.32, fill: '#1d3f8a' }));
}

/** A gold coin. */
export function coinIcon(): SVGGElement {
  return svg('g', { class: 'terra-coin-icon' },
    svg('circle', { cx: 0, cy: 0, r: 0.78, fill: '#f4c542', stroke: '#7a5600', 'stroke-width': 0.14 }),
    svg('circle', { cx: 0, cy: 0, r: 0.45, fill: 'none', stroke: '#7a5600', 'stroke-width': 0.08 }));
}

/** A burial good: an urn. */
export function burialIcon(): SVGGElement {
  return svg('g', { class: 'terra-burial-icon' },
    svg('path', {
      d: 'M-.32 -.85 H.32 V-.62 Q.78 -.32 .62 .38 Q.48 .9 0 .9 Q-.48 .9 -.62 .38 Q-.78 -.32 -.32 -.62 Z',
      fill: '#c9962b', stroke: '#4a3000', 'stroke-width': 0.12, 'stroke-linejoin': 'round',
    }),
    svg('path', { d: 'M-.5 .05 H.5', stroke: '#4a3000', 'stroke-width': 0.08 }));
}

/** A palm tree (board oases, the Nile's palms). */
export function palmIcon(): SVGGElement {
  return svg('g', { class: 'terra-palm-icon' },
    svg('path', { d: 'M0 .9 Q.12 .2 0 -.35', fill: 'none', stroke: '#7a5020', 'stroke-width': 0.16, 'stroke-linecap': 'round' }),
    svg('path', { d: 'M0 -.35 Q-.5 -.75 -.95 -.3 M0 -.35 Q.5 -.75 .95 -.3 M0 -.35 Q-.3 -.95 -.55 -.9 M0 -.35 Q.3 -.95 .55 -.9', fill: 'none', stroke: '#3fae5a', 'stroke-width': 0.18, 'stroke-linecap': 'round' }));
}

/** A sphinx square (symbol variant): a head-cloth silhouette. */
export function sphinxIcon(): SVGGElement {
  return svg('g', { class: 'terra-sphinx-icon' },
    svg('path', { d: 'M-.75 .85 L-.55 -.4 Q0 -1 .55 -.4 L.75 .85 Z', fill: '#d9b45a', stroke: INK, 'stroke-width': 0.12 }),
    svg('circle', { cx: 0, cy: -0.05, r: 0.28, fill: '#8a6a2a' }));
}

/** A scarab square (symbol variant): a beetle. */
export function scarabIcon(): SVGGElement {
  return svg('g', { class: 'terra-scarab-icon' },
    svg('ellipse', { cx: 0, cy: 0.12, rx: 0.55, ry: 0.75, fill: '#2c6e6a', stroke: INK, 'stroke-width': 0.12 }),
    svg('circle', { cx: 0, cy: -0.72, r: 0.25, fill: '#2c6e6a', stroke: INK, 'stroke-width': 0.1 }),
    svg('path', { d: 'M0 -.55 V.85', stroke: INK, 'stroke-width': 0.08 }));
}

/** One printed symbol: `worker`, `block:<colour>`, `eye`, `oasis[:item]`, `burial`, `burial+block`. */
export function symbolIcon(symbol: string): SVGGElement {
  let g: SVGGElement;
  if (symbol === 'worker') g = workerIcon();
  else if (symbol.startsWith('block:')) g = blockIcon(symbol.slice(6));
  else if (symbol === 'eye') g = eyeIcon();
  else if (symbol === 'burial') g = burialIcon();
  else if (symbol === 'burial+block') {
    g = svg('g', {},
      svg('g', { transform: 'translate(-.2 0) scale(.85)' }, burialIcon()),
      svg('g', { transform: 'translate(.55 .5) scale(.42)' }, blockIcon('white')));
  } else if (symbol === 'oasis' || symbol.startsWith('oasis:')) {
    // An oasis on a tile: a green pool around the item it pictures (a coin when none is named).
    const item = symbol === 'oasis' ? 'gold' : symbol.slice(6);
    const inner = item === 'gold' ? coinIcon() : symbolIcon(item);
    g = svg('g', {},
      svg('circle', { cx: 0, cy: 0, r: 0.95, fill: '#1f7a4d', stroke: '#0c3a22', 'stroke-width': 0.1 }),
      svg('g', { transform: 'scale(.55)' }, inner));
  } else {
    g = svg('g', {}, svg('text', { x: 0, y: 0.35, 'font-size': 1, 'text-anchor': 'middle', fill: INK }, '?'));
  }
  g.setAttribute('data-symbol', symbol);
  return g;
}

const ROTATION: Record<Direction, number> = { up: 0, right: 90, down: 180, left: 270 };

/** Where the symbols go on a tile (unit square), away from its stairs' side. */
function symbolSpots(n: number, stairs: Direction | null): { x: number; y: number; r: number }[] {
  // The free part of the tile: all of it when the stairs are not yet turned (the hand tile).
  const band = 0.27;
  const box = { x0: 0.05, y0: 0.05, x1: 0.95, y1: 0.95 };
  if (stairs === 'up') box.y0 = band;
  if (stairs === 'down') box.y1 = 1 - band;
  if (stairs === 'left') box.x0 = band;
  if (stairs === 'right') box.x1 = 1 - band;
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const across = n <= 1 ? 1 : n <= 3 && w >= h ? n : 2;
  const down = Math.ceil(Math.max(1, n) / across);
  const cw = w / across;
  const ch = h / down;
  const r = Math.min(cw, ch) * 0.36;
  const spots: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / across);
    const inRow = Math.min(across, n - row * across);
    const col = i % across;
    // A short last row is centred.
    const x = box.x0 + (w - inRow * cw) / 2 + (col + 0.5) * cw;
    spots.push({ x, y: box.y0 + (row + 0.5) * ch, r });
  }
  return spots;
}

/**
 * A stair tile in a unit square (0, 0)–(1, 1): sandstone, the stairs along the side they climb
 * to (three steps and an arrowhead), the symbols on the rest. `stairs` null: a tile in hand, its
 * stairs not yet turned any way.
 */
export function tileDrawing(symbols: readonly string[], stairs: Direction | null): SVGGElement {
  const g = svg('g', { class: 'terra-tile' },
    svg('rect', { x: 0, y: 0, width: 1, height: 1, rx: 0.08, fill: SAND, stroke: SAND_EDGE, 'stroke-width': 0.05 }));
  if (stairs !== null) {
    g.append(svg('g', { class: 'terra-stairs', 'data-stairs': stairs, transform: `rotate(${ROTATION[stairs]} .5 .5)` },
      svg('rect', { x: 0.03, y: 0.03, width: 0.94, height: 0.23, rx: 0.05, fill: '#b07f3c' }),
      svg('path', { d: 'M.1 .2 H.9 M.16 .14 H.84 M.22 .08 H.78', stroke: '#5a3a12', 'stroke-width': 0.03 }),
      svg('path', { d: 'M.38 .19 L.5 .05 L.62 .19 Z', fill: '#fff6dc', stroke: '#5a3a12', 'stroke-width': 0.02 })));
  }
  for (const [i, spot] of symbolSpots(symbols.length, stairs).entries()) {
    g.append(svg('g', { transform: `translate(${spot.x.toFixed(3)} ${spot.y.toFixed(3)}) scale(${spot.r.toFixed(3)})` }, symbolIcon(symbols[i])));
  }
  return g;
}

/**
 * A foundation (level 0: a stone slab with its value) or a pyramid (its colour, a band per level,
 * the level's number), in a unit square.
 */
export function structureDrawing(value: number, level: number, color: string | null): SVGGElement {
  if (level <= 0 || color === null) {
    return svg('g', { class: 'terra-foundation-shape' },
      svg('rect', { x: 0.02, y: 0.02, width: 0.96, height: 0.96, rx: 0.06, fill: '#c9bda6', stroke: '#3d3224', 'stroke-width': 0.05 }),
      svg('rect', { x: 0.14, y: 0.14, width: 0.72, height: 0.72, rx: 0.04, fill: 'none', stroke: '#8a7b62', 'stroke-width': 0.03 }),
      svg('text', { x: 0.5, y: 0.53, class: 'terra-value', 'font-size': 0.5, fill: '#231a10' }, String(value)));
  }
  const fill = blockFill(color);
  const g = svg('g', { class: 'terra-pyramid-shape' },
    svg('path', { d: 'M.5 .02 L.98 .96 H.02 Z', fill, stroke: '#1b140c', 'stroke-width': 0.05, 'stroke-linejoin': 'round' }));
  // A line between the built levels: a level-3 pyramid shows three bands.
  for (let l = 1; l < Math.min(level, 5); l++) {
    const y = 0.96 - (0.94 * l) / 5;
    const half = ((y - 0.02) / 0.94) * 0.48;
    g.append(svg('path', { d: `M${(0.5 - half).toFixed(3)} ${y.toFixed(3)} H${(0.5 + half).toFixed(3)}`, stroke: '#1b140c', 'stroke-width': 0.025, 'stroke-opacity': 0.6 }));
  }
  // Level 5 is crowned with one of the player's pyramid tops.
  if (level >= 5) g.append(svg('path', { d: 'M.5 .02 L.62 .255 H.38 Z', fill: '#f4c542', stroke: '#1b140c', 'stroke-width': 0.03, 'stroke-linejoin': 'round' }));
  const light = color === 'yellow' || color === 'white' || color === 'grey' || color === 'gray';
  g.append(svg('text', { x: 0.5, y: 0.7, class: 'terra-level', 'font-size': 0.4, fill: light ? '#1b140c' : '#fff', stroke: light ? 'none' : '#1b140c', 'stroke-width': 0.02 }, String(level)));
  return g;
}

/** An icon in an inline SVG of its own, for the pictures beside the board. */
export function iconSvg(icon: SVGGElement, className = 'terra-icon'): SVGSVGElement {
  return svg('svg', { viewBox: '-1.05 -1.05 2.1 2.1', class: className, 'aria-hidden': 'true' }, icon);
}
