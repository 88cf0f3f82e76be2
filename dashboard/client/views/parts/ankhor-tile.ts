// One Ankh'or tile as a player sees it, in a unit box (0..1): its colour as the face, its animal or
// kind as a symbol in the middle, an animal or points printed besides in a corner, a token stored
// on a warehouse as a counter. The same drawing serves the board, the picture and the legend.
import { svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { glyph, LABEL } from './ankhor-glyphs.ts';
import { PAINT, type Colour, type TileFace } from './ankhor-model.ts';
import { tileName } from './ankhor-words.ts';

export interface TileLook {
  /** An upper tile: raised over the block it sits on (a shadow, a heavier edge). */
  upper?: boolean;
  covered?: boolean;
  /** The colour of the token stored on this warehouse. */
  stored?: Colour | null;
}

/** The tile's symbol: its animal for an animal tile, else its kind. */
export const symbolOf = (face: Pick<TileFace, 'kind' | 'animal'>): string => (face.kind === 'animal' ? face.animal : face.kind);

/** A small counter of a token's colour. */
export function counter(colour: keyof typeof PAINT, cx: number, cy: number, r: number, attrs: Record<string, string | number> = {}): SVGCircleElement {
  return svg('circle', { cx, cy, r, fill: PAINT[colour].face, stroke: colour === 'black' ? '#9a9a9a' : '#111', 'stroke-width': r * 0.25, ...attrs });
}

export function tileShape(face: TileFace, look: TileLook = {}): SVGGElement {
  const paint = PAINT[face.color];
  const g = svg('g', {
    class: `ankhor-tile${look.upper ? ' upper' : ''}`,
    'data-color': face.color, 'data-kind': face.kind, 'data-animal': face.animal, 'data-vp': face.vp,
    'data-level': look.upper ? 'upper' : 'base', 'data-covered': look.covered === true ? 'true' : undefined,
  }, svg('title', {}, tileName(face) + (look.upper ? t('ankhor.upper') : '')));
  if (look.upper) g.append(svg('rect', { x: 0.1, y: 0.12, width: 0.88, height: 0.88, rx: 0.1, fill: '#000', 'fill-opacity': 0.45 }));
  g.append(svg('rect', {
    x: 0.05, y: 0.05, width: 0.9, height: 0.9, rx: 0.1, fill: paint.face,
    stroke: look.upper ? '#000' : paint.edge, 'stroke-width': look.upper ? 0.07 : 0.04,
  }));
  g.append(svg('g', { transform: 'translate(.5 .52)', class: 'ankhor-symbol', 'data-symbol': symbolOf(face) }, ...glyph(symbolOf(face), paint.ink, paint.face, face.vp)));
  // What a printed set may add to a tile of another kind: its animal, its points.
  if (face.kind !== 'animal' && face.animal !== 'none') {
    g.append(svg('g', { transform: 'translate(.2 .8) scale(.38)', 'data-extra': face.animal }, ...glyph(face.animal, paint.ink, paint.face)));
  }
  if (face.vp > 0 && face.kind !== 'vp') {
    g.append(svg('circle', { cx: 0.8, cy: 0.2, r: 0.13, fill: paint.ink }),
      svg('text', { x: 0.8, y: 0.205, fill: paint.face, ...LABEL, 'font-size': 0.18, 'data-extra-vp': face.vp }, String(face.vp)));
  }
  // Ringed in the tile's ink: a blue token on a blue warehouse still shows.
  if (look.stored) g.append(counter(look.stored, 0.79, 0.79, 0.12, { 'data-stored': look.stored, stroke: paint.ink, 'stroke-width': 0.05 }));
  return g;
}

/** The tile placed at (x, y) in `size` units: a group to append where it belongs. */
export function placedTile(face: TileFace, x: number, y: number, size: number, look: TileLook = {}): SVGGElement {
  const g = svg('g', { transform: `translate(${x} ${y}) scale(${size})` });
  g.append(tileShape(face, look));
  return g;
}
