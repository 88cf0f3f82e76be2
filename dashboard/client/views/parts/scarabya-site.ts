// Scarabya: a 10×10 excavation site drawn from the view, on the board or in the picture beside
// it (a site on no board). Rocks are grey stones (real pieces: magnets the board senses), scarabs
// beetles (printed on the site: dark when visible, gold once scored, a dashed ghost on the tile
// that covers them), tiles the players' pentominoes with their letter, excavation areas dashed
// with the points they scored. Drawn over the LEDs so the site stays readable under the hints.
import { svg } from '../../dom.ts';
import { isRecord, type DrawContext } from '../types.ts';
import { AREA_GREY, beetle, coloursOf, GOLD, LABEL, pointsBadge, rock } from './scarabya-marks.ts';
import { seatsOf, type SeatView } from './scarabya-view.ts';

/** The seat this board plays (its place in the game's boards), else the first. */
function shownSeat(view: unknown, ctx: DrawContext): SeatView | null {
  const seats = seatsOf(view);
  return seats[ctx.seat ?? 0] ?? seats[0] ?? null;
}

// --- shapes --------------------------------------------------------------------------------

type Side = 'top' | 'right' | 'bottom' | 'left';
const SIDES: [Side, number, number][] = [['top', 0, -1], ['right', 1, 0], ['bottom', 0, 1], ['left', -1, 0]];

/** For each cell of a group, which of its sides face out of the group. */
export function outerSides(cells: string[], ctx: Pick<DrawContext, 'at'>): { cell: string; x: number; y: number; out: Set<Side> }[] {
  const at = new Map<string, { x: number; y: number }>();
  for (const c of cells) { const p = ctx.at(c); if (p) at.set(`${p.x},${p.y}`, p); }
  const out: { cell: string; x: number; y: number; out: Set<Side> }[] = [];
  for (const c of cells) {
    const p = ctx.at(c);
    if (!p) continue;
    const sides = new Set<Side>();
    for (const [side, dx, dy] of SIDES) if (!at.has(`${p.x + dx},${p.y + dy}`)) sides.add(side);
    out.push({ cell: c, ...p, out: sides });
  }
  return out;
}

/** A cell's rectangle, pulled in by `inset` on the sides that face out of its group. */
export function insetRect(x: number, y: number, out: Set<Side>, inset: number, attrs: Record<string, string | number>): SVGRectElement {
  const left = out.has('left') ? inset : 0;
  const top = out.has('top') ? inset : 0;
  const width = 1 - left - (out.has('right') ? inset : 0);
  const height = 1 - top - (out.has('bottom') ? inset : 0);
  return svg('rect', { x: x + left, y: y + top, width, height, ...attrs });
}

/** The outline of a group of cells, `inset` inside it, as one path of edge segments. */
function outline(cells: string[], ctx: DrawContext, inset: number): string {
  const parts: string[] = [];
  for (const { x, y, out } of outerSides(cells, ctx)) {
    // Each outer side runs between the insets of its neighbouring sides (or the cell's edge).
    const x0 = x + (out.has('left') ? inset : 0);
    const x1 = x + 1 - (out.has('right') ? inset : 0);
    const y0 = y + (out.has('top') ? inset : 0);
    const y1 = y + 1 - (out.has('bottom') ? inset : 0);
    if (out.has('top')) parts.push(`M${x0} ${y0}H${x1}`);
    if (out.has('bottom')) parts.push(`M${x0} ${y1}H${x1}`);
    if (out.has('left')) parts.push(`M${x0} ${y0}V${y1}`);
    if (out.has('right')) parts.push(`M${x1} ${y0}V${y1}`);
  }
  return parts.join('');
}

/** Of the `among` cells, the one nearest the middle of the group, where its label goes. */
function middleCell(cells: string[], among: string[], ctx: DrawContext): { x: number; y: number } | null {
  const pointsOf = (names: string[]) => names.map((c) => ctx.at(c)).filter((p): p is { x: number; y: number } => p !== null);
  const points = pointsOf(cells);
  const choices = pointsOf(among);
  if (points.length === 0 || choices.length === 0) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  return choices.reduce((best, p) => (Math.hypot(p.x - mx, p.y - my) < Math.hypot(best.x - mx, best.y - my) ? p : best));
}

// --- drawing -------------------------------------------------------------------------------

/** Draws the site of the seat `ctx.seat` into `ctx.pieces`. */
export function drawSite(view: unknown, ctx: DrawContext): void {
  const seat = shownSeat(view, ctx);
  if (!seat) return;
  const scoring = !isRecord(view) || view.mode !== 'solo';

  // Excavation areas: a dashed outline, gold with the points when someone scored it.
  for (const area of seat.areas) {
    const scored = scoring && area.by !== null;
    const colour = scored ? GOLD : AREA_GREY;
    ctx.pieces.append(svg('path', {
      class: 'area', 'data-area': area.cells.join(' '), 'data-points': area.points, 'data-by': area.by ?? undefined,
      d: outline(area.cells, ctx, 0.07), fill: 'none', stroke: colour, 'stroke-width': 0.06, 'stroke-dasharray': '.14 .08', 'stroke-linecap': 'round',
    }));
  }

  for (const name of seat.rocks) {
    const at = ctx.at(name);
    if (at) ctx.pieces.append(rock(name, at.x, at.y));
  }

  // Tiles: each cell its own piece (so a lifted square shows faded), joined into one shape by
  // insetting only the sides that face out of the tile.
  for (const tile of seat.tiles) {
    const colours = coloursOf(tile.by);
    for (const { cell, x, y, out } of outerSides(tile.cells, ctx)) {
      ctx.pieces.append(svg('g', { class: 'piece tile-cell', 'data-piece-cell': cell, 'data-tile': tile.letter, 'data-by': tile.by },
        insetRect(x, y, out, 0.04, { fill: colours.edge }),
        insetRect(x, y, out, 0.1, { fill: colours.face })));
    }
  }

  // Scarabs over the tiles: a covered one shows as a ghost on its tile.
  for (const scarab of seat.scarabs) {
    const at = ctx.at(scarab.cell);
    if (!at) continue;
    ctx.pieces.append(beetle(scarab.cell, at.x, at.y, scarab.state));
  }

  // The letter goes where no covered scarab shows through, when the tile has such a cell.
  const underTiles = new Set(seat.scarabs.filter((s) => s.state === 'covered').map((s) => s.cell));
  for (const tile of seat.tiles) {
    const clear = tile.cells.filter((c) => !underTiles.has(c));
    const mid = middleCell(tile.cells, clear.length > 0 ? clear : tile.cells, ctx);
    if (!mid) continue;
    const colours = coloursOf(tile.by);
    ctx.pieces.append(svg('text', {
      class: 'tile-letter', 'data-tile-letter': tile.letter, x: mid.x + 0.5, y: mid.y + 0.5, fill: colours.edge, ...LABEL, 'font-size': 0.5,
    }, tile.letter));
  }

  for (const area of seat.areas) {
    if (!scoring || area.by === null) continue;
    // The badge sits in a corner of a cell without a scarab when there is one.
    const free = area.cells.find((c) => !area.scarabs.includes(c)) ?? area.cells[0];
    const at = free === undefined ? null : ctx.at(free);
    if (!at) continue;
    const corner = area.scarabs.includes(free) ? { x: at.x + 0.78, y: at.y + 0.22 } : { x: at.x + 0.5, y: at.y + 0.5 };
    ctx.pieces.append(pointsBadge(area.points, corner.x, corner.y));
  }
}

