// The offer row as it lies on the table: six slots left to right, each with its tile (or a gap)
// and, under it, the price markers that slot costs, as coloured dots.
import { svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { LABEL } from './ankhor-glyphs.ts';
import type { Slot } from './ankhor-model.ts';
import { counter, placedTile } from './ankhor-tile.ts';

export function offerPicture(offer: readonly Slot[]): SVGSVGElement {
  const slots = offer.map((slot, i) => {
    const x = i * 1.1 + 0.05;
    const g = svg('g', {
      class: 'ankhor-slot', 'data-slot': slot.slot, 'data-empty': slot.tile === null ? 'true' : 'false',
      'data-price': slot.price.join(' '),
    }, svg('text', { x: x + 0.5, y: 0.17, fill: '#93a1a9', ...LABEL, 'font-size': 0.22, 'font-weight': 600 }, t('ankhor.slot', { slot: slot.slot })));
    if (slot.tile) {
      g.append(placedTile(slot.tile, x, 0.34, 1));
    } else {
      g.append(svg('rect', { class: 'ankhor-gap', x: x + 0.05, y: 0.39, width: 0.9, height: 0.9, rx: 0.1, fill: 'none', stroke: '#6f7f88', 'stroke-width': 0.03, 'stroke-dasharray': '.08 .06' }));
    }
    // Price markers: the holes of the slot's zone, in a row (three fit under a tile).
    const step = 0.27;
    const start = x + 0.5 - ((slot.price.length - 1) * step) / 2;
    g.append(svg('g', { class: 'ankhor-price' }, ...slot.price.map((c, k) => counter(c, start + k * step, 1.52, 0.11, { 'data-marker': c }))));
    return g;
  });
  return svg('svg', { class: 'ankhor-offer-row', viewBox: `0 0 ${offer.length * 1.1} 1.72`, role: 'img', 'aria-label': t('ankhor.offer.label') }, ...slots);
}
