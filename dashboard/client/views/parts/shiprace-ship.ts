// A ship of 連船之遊 drawn in one unit square: a hull in its player's colour with its letter (a, b,
// c), a sail, and its cargo in a crate at the top right (faded when the ship is empty, out of
// service). The board, the key and the picture draw the same ship.
import { svg } from '../../dom.ts';
import { playerColour, playerInk } from './race-colours.ts';

export function shipGlyph(player: string, letter: string, cargo: number | null): SVGGElement {
  const colour = playerColour(player);
  const g = svg('g', { class: 'sr-ship' },
    svg('path', { class: 'sr-sail', d: 'M 0.47 0.1 L 0.47 0.5 L 0.16 0.5 Z' }),
    svg('line', { class: 'sr-mast', x1: 0.5, y1: 0.08, x2: 0.5, y2: 0.55 }),
    svg('path', { class: 'sr-hull', d: 'M 0.08 0.53 L 0.92 0.53 L 0.76 0.86 L 0.24 0.86 Z', fill: colour }),
    svg('text', { class: 'sr-letter', x: 0.5, y: 0.71, fill: playerInk(player) }, letter));
  if (cargo !== null) {
    g.append(svg('g', { class: cargo === 0 ? 'sr-crate empty' : 'sr-crate' },
      svg('rect', { x: 0.58, y: 0.08, width: 0.36, height: 0.34, rx: 0.06 }),
      svg('text', { x: 0.76, y: 0.26 }, String(cargo))));
  }
  return g;
}

/** The ship at a cell's top-left corner. */
export function shipAt(x: number, y: number, player: string, letter: string, cargo: number | null): SVGGElement {
  const g = shipGlyph(player, letter, cargo);
  g.setAttribute('transform', `translate(${x} ${y})`);
  return g;
}
