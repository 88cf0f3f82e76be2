// The symbols printed on Ankh'or tiles, drawn in one ink over the tile's colour: the three
// animals (jackal, beetle, falcon) and the kinds (VP tile with its points, warehouse, scribe,
// desert). Each glyph is centred on (0, 0) and fits a box of about 0.64, so it reads on a board
// cell and in a small tableau alike.
import { svg } from '../../dom.ts';

const LABEL = { 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-family': 'system-ui, sans-serif', 'font-weight': 800 };

/** Anubis's head in profile, facing right: the tall ear, the long snout. */
function jackal(ink: string, face: string): SVGElement[] {
  return [
    svg('path', { d: 'M-.2 .31 L-.15 .0 L-.25 -.33 L-.1 -.13 L-.06 -.31 L.03 -.08 L.33 .03 L.32 .11 L.07 .15 L.03 .31 Z', fill: ink, 'stroke-linejoin': 'round' }),
    svg('circle', { cx: 0.02, cy: -0.01, r: 0.035, fill: face }),
  ];
}

/** A scarab seen from above: head, wing cases, three legs a side. */
function beetle(ink: string, face: string): SVGElement[] {
  const leg = { stroke: ink, 'stroke-width': 0.05, 'stroke-linecap': 'round' };
  return [
    ...[-0.06, 0.06, 0.18].flatMap((y) => [
      svg('line', { x1: -0.12, y1: y, x2: -0.27, y2: y - 0.07, ...leg }),
      svg('line', { x1: 0.12, y1: y, x2: 0.27, y2: y - 0.07, ...leg }),
    ]),
    svg('circle', { cx: 0, cy: -0.2, r: 0.09, fill: ink }),
    svg('ellipse', { cx: 0, cy: 0.07, rx: 0.16, ry: 0.21, fill: ink }),
    svg('line', { x1: 0, y1: -0.08, x2: 0, y2: 0.26, stroke: face, 'stroke-width': 0.035 }),
  ];
}

/** Horus's falcon from the front, wings raised. */
function falcon(ink: string): SVGElement[] {
  return [
    svg('path', { d: 'M-.04 -.02 C-.14 -.12 -.24 -.2 -.34 -.3 C-.33 -.1 -.22 .04 -.06 .1 Z', fill: ink }),
    svg('path', { d: 'M.04 -.02 C.14 -.12 .24 -.2 .34 -.3 C.33 -.1 .22 .04 .06 .1 Z', fill: ink }),
    svg('ellipse', { cx: 0, cy: 0.04, rx: 0.08, ry: 0.16, fill: ink }),
    svg('path', { d: 'M-.08 .16 L.08 .16 L.12 .31 L-.12 .31 Z', fill: ink }),
    svg('circle', { cx: 0, cy: -0.14, r: 0.075, fill: ink }),
    svg('path', { d: 'M.06 -.16 L.14 -.12 L.06 -.1 Z', fill: ink }),
  ];
}

/** A coin with the points printed. */
function points(ink: string, vp: number): SVGElement[] {
  return [
    svg('circle', { cx: 0, cy: 0, r: 0.27, fill: 'none', stroke: ink, 'stroke-width': 0.055 }),
    svg('text', { x: 0, y: 0.01, fill: ink, ...LABEL, 'font-size': 0.36 }, String(vp)),
  ];
}

/** A storehouse: roof and door. */
function warehouse(ink: string, face: string): SVGElement[] {
  return [
    svg('path', { d: 'M-.3 -.02 L0 -.29 L.3 -.02 L.23 -.02 L.23 .27 L-.23 .27 L-.23 -.02 Z', fill: ink, 'stroke-linejoin': 'round' }),
    svg('rect', { x: -0.075, y: 0.06, width: 0.15, height: 0.21, fill: face }),
  ];
}

/** A reed pen's feather over a line of writing. */
function scribe(ink: string, face: string): SVGElement[] {
  return [
    svg('path', { d: 'M-.2 .22 C-.18 .02 .02 -.22 .3 -.3 C.24 -.06 .04 .14 -.2 .22 Z', fill: ink }),
    svg('line', { x1: -0.2, y1: 0.22, x2: 0.18, y2: -0.18, stroke: face, 'stroke-width': 0.03 }),
    svg('line', { x1: -0.3, y1: 0.3, x2: 0.3, y2: 0.3, stroke: ink, 'stroke-width': 0.05, 'stroke-linecap': 'round' }),
  ];
}

/** The sun over waves of sand. */
function desert(ink: string): SVGElement[] {
  const wave = { fill: 'none', stroke: ink, 'stroke-width': 0.06, 'stroke-linecap': 'round' };
  const rays = [0, 45, 90, 135, 180, 225, 270, 315].map((a) => {
    const r = (a * Math.PI) / 180;
    const [c, s] = [Math.cos(r), Math.sin(r)];
    return svg('line', { x1: 0.1 * c, y1: -0.12 + 0.1 * s, x2: 0.17 * c, y2: -0.12 + 0.17 * s, stroke: ink, 'stroke-width': 0.04, 'stroke-linecap': 'round' });
  });
  return [
    svg('circle', { cx: 0, cy: -0.12, r: 0.07, fill: ink }),
    ...rays,
    svg('path', { d: 'M-.3 .14 Q-.15 .04 0 .14 T.3 .14', ...wave }),
    svg('path', { d: 'M-.3 .27 Q-.15 .17 0 .27 T.3 .27', ...wave }),
  ];
}

/** The glyph of an animal or a kind ('vp' shows `vp`), or nothing for an unknown one. */
export function glyph(symbol: string, ink: string, face: string, vp = 0): SVGElement[] {
  switch (symbol) {
    case 'jackal': return jackal(ink, face);
    case 'beetle': return beetle(ink, face);
    case 'falcon': return falcon(ink);
    case 'vp': return points(ink, vp);
    case 'warehouse': return warehouse(ink, face);
    case 'scribe': return scribe(ink, face);
    case 'desert': return desert(ink);
    default: return [];
  }
}

export { LABEL };
