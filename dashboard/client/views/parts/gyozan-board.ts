// 行山 on the Cetkaik board: the 皇処 (dashed gold), the 皇山 at the centre (the goal), each player's
// route in its colour with its steps numbered from the start, and the pieces on their squares.
import { svg } from '../../dom.ts';
import type { DrawContext } from '../types.ts';
import { HUE_SQUARES, SUMMIT, type GyozanModel } from './gyozan-model.ts';
import { playerColour, playerInk } from './race-colours.ts';

/** The 皇山: a gold peak with its name, in one unit square. */
export function summitMark(): SVGGElement {
  return svg('g', { class: 'gz-summit' },
    svg('path', { class: 'gz-peak', d: 'M 0.12 0.84 L 0.42 0.3 L 0.55 0.5 L 0.66 0.38 L 0.88 0.84 Z' }),
    svg('text', { class: 'gz-summit-name', x: 0.5, y: 0.2 }, '皇山'));
}

/** A step of a route: a small numbered disc in the player's colour, in one unit square. */
export function stepMark(player: string, step: string): SVGGElement {
  return svg('g', { class: 'gz-step' },
    svg('circle', { cx: 0.5, cy: 0.5, r: 0.16, fill: playerColour(player) }),
    svg('text', { x: 0.5, y: 0.51, fill: playerInk(player) }, step));
}

export function drawRoutes(model: GyozanModel, ctx: DrawContext): void {
  for (const square of HUE_SQUARES) {
    const at = ctx.at(square);
    if (at && square !== SUMMIT) ctx.ground.append(svg('rect', { class: 'cell-hue', 'data-hue': square, x: at.x + 0.06, y: at.y + 0.06, width: 0.88, height: 0.88, rx: 0.08 }));
  }
  const top = ctx.at(SUMMIT);
  if (top) {
    const peak = summitMark();
    peak.setAttribute('transform', `translate(${top.x} ${top.y})`);
    peak.setAttribute('data-summit', SUMMIT);
    ctx.ground.append(peak);
  }
  model.routes.forEach((route, seat) => {
    const player = model.players[seat]?.name ?? `P${seat + 1}`;
    const points = route.flatMap((sq) => { const at = ctx.at(sq); return at ? [`${at.x + 0.5},${at.y + 0.5}`] : []; });
    const g = svg('g', { class: 'gz-route', 'data-route': player },
      svg('polyline', { class: 'gz-route-line', points: points.join(' '), stroke: playerColour(player) }));
    route.forEach((sq, i) => {
      const at = ctx.at(sq);
      if (!at || sq === SUMMIT) return;
      const mark = stepMark(player, i === 0 ? 'S' : String(i));
      mark.setAttribute('transform', `translate(${at.x} ${at.y})`);
      mark.setAttribute('data-step-square', sq);
      g.append(mark);
    });
    ctx.ground.append(g);
  });
}

/** A piece: a disc in the player's colour with its name. */
export function pieceGlyph(player: string): SVGGElement {
  return svg('g', { class: 'gz-piece' },
    svg('circle', { cx: 0.5, cy: 0.55, r: 0.32, fill: playerColour(player) }),
    svg('text', { x: 0.5, y: 0.56, fill: playerInk(player) }, player));
}

export function drawPieces(model: GyozanModel, ctx: DrawContext): void {
  for (const p of model.players) {
    const at = ctx.at(p.square);
    if (!at) continue;
    const glyph = pieceGlyph(p.name);
    glyph.setAttribute('transform', `translate(${at.x} ${at.y})`);
    ctx.pieces.append(svg('g', { class: 'piece', 'data-piece-cell': p.square, 'data-player': p.name }, glyph));
  }
}
