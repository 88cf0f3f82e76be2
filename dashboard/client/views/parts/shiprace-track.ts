// 連船之遊's track drawn on the board's cells: each point a band of its berths with its number (1–19),
// each player's start and goal harbours in the player's colour, and an arrow at every crossing from
// one place to the next (start → 1 → … → 19 → goal), so a newcomer sees which way the ships sail.
// Works for any track the `track` option lays out, not only the default one.
import { svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { DrawContext } from '../types.ts';
import { playerColour } from './race-colours.ts';
import type { RaceModel } from './shiprace-model.ts';

type At = { x: number; y: number };

function places(ctx: DrawContext, cells: readonly string[]): { cell: string; at: At }[] {
  return cells.flatMap((cell) => {
    const at = ctx.at(cell);
    return at ? [{ cell, at }] : [];
  });
}

/** One rounded box over the cells when they make a full rectangle, else a box a cell. */
function boxes(cells: { at: At }[], inset: number): { x: number; y: number; width: number; height: number }[] {
  if (cells.length === 0) return [];
  const xs = cells.map((c) => c.at.x);
  const ys = cells.map((c) => c.at.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs) + 1, Math.min(...ys), Math.max(...ys) + 1];
  if ((x1 - x0) * (y1 - y0) === cells.length) return [{ x: x0 + inset, y: y0 + inset, width: x1 - x0 - 2 * inset, height: y1 - y0 - 2 * inset }];
  return cells.map((c) => ({ x: c.at.x + inset, y: c.at.y + inset, width: 1 - 2 * inset, height: 1 - 2 * inset }));
}

/** A chevron in a dark disc at (x, y), pointing along (dx, dy). */
export function arrowMark(x: number, y: number, dx: number, dy: number): SVGGElement {
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  return svg('g', { class: 'sr-arrow', transform: `translate(${x} ${y}) rotate(${Math.round(angle)})` },
    svg('circle', { r: 0.16 }),
    svg('path', { d: 'M -0.05 -0.09 L 0.06 0 L -0.05 0.09' }));
}

/**
 * Where a ship crosses from one place to the next: the middle of the closest pairs of their cells
 * (centre to centre) that cross the same way, and which way.
 */
function crossing(from: { at: At }[], to: { at: At }[]): { x: number; y: number; dx: number; dy: number } | null {
  let best = Infinity;
  let pairs: { a: At; b: At }[] = [];
  for (const f of from) {
    for (const t of to) {
      const d = (f.at.x - t.at.x) ** 2 + (f.at.y - t.at.y) ** 2;
      if (d < best - 1e-9) { best = d; pairs = []; }
      if (d <= best + 1e-9) pairs.push({ a: f.at, b: t.at });
    }
  }
  if (pairs.length === 0) return null;
  // Pairs that cross the same way; the way most of them cross (a harbour may touch a point on two sides).
  const way = (p: { a: At; b: At }) => `${Math.sign(p.b.x - p.a.x)},${Math.sign(p.b.y - p.a.y)}`;
  const ways = new Map<string, { a: At; b: At }[]>();
  for (const p of pairs) ways.set(way(p), [...(ways.get(way(p)) ?? []), p]);
  pairs = [...ways.values()].sort((u, v) => v.length - u.length)[0];
  const mean = (f: (p: { a: At; b: At }) => number) => pairs.reduce((sum, p) => sum + f(p), 0) / pairs.length;
  return { x: mean((p) => (p.a.x + p.b.x) / 2) + 0.5, y: mean((p) => (p.a.y + p.b.y) / 2) + 0.5, dx: mean((p) => p.b.x - p.a.x), dy: mean((p) => p.b.y - p.a.y) };
}

function harbour(ctx: DrawContext, race: RaceModel, cells: readonly string[], kind: 'start' | 'goal'): void {
  const all = places(ctx, cells);
  for (let seat = 0; seat * 3 < all.length; seat++) {
    const berths = all.slice(seat * 3, seat * 3 + 3);
    const player = race.players[seat];
    const g = svg('g', { class: `sr-harbour sr-${kind}${player ? '' : ' unused'}`, 'data-harbour': kind, 'data-player': player ?? '' });
    for (const box of boxes(berths, 0.04)) {
      g.append(svg('rect', { class: 'sr-harbour-box', ...box, rx: 0.12, ...(player ? { fill: playerColour(player), stroke: playerColour(player) } : {}) }));
    }
    for (const b of berths) {
      if (kind === 'goal') g.append(flag(b.at.x + 0.78, b.at.y + 0.06));
      g.append(svg('rect', { class: 'sr-berth', 'data-track-cell': b.cell, x: b.at.x + 0.1, y: b.at.y + 0.1, width: 0.8, height: 0.8, rx: 0.08 }));
    }
    // Its name under the first berth, below the ship's hull (the crossing's arrow may sit mid-harbour).
    const first = berths[0];
    if (player && first) g.append(svg('text', { class: 'sr-harbour-label', x: first.at.x + 0.5, y: first.at.y + 0.965 }, t(kind === 'start' ? 'shiprace.harbour.start' : 'shiprace.harbour.goal', { player })));
    ctx.ground.append(g);
  }
}

/** A small chequered flag: the goal. */
export function flag(x: number, y: number): SVGGElement {
  const s = 0.07;
  const g = svg('g', { class: 'sr-flag' }, svg('rect', { class: 'sr-flag-cloth', x, y, width: 3 * s, height: 2 * s }));
  for (let i = 0; i < 3; i++) for (let j = 0; j < 2; j++) if ((i + j) % 2 === 0) g.append(svg('rect', { class: 'sr-flag-check', x: x + i * s, y: y + j * s, width: s, height: s }));
  return g;
}

export function drawTrack(race: RaceModel, ctx: DrawContext): void {
  const track = race.track;
  if (!track) return;
  harbour(ctx, race, track.start, 'start');
  harbour(ctx, race, track.goal, 'goal');
  const taken = new Set(race.ships.map((s) => s.cell));
  track.points.forEach((cells, i) => {
    const point = i + 1;
    const berths = places(ctx, cells);
    const g = svg('g', { class: point % 2 ? 'sr-point odd' : 'sr-point', 'data-point': point });
    for (const box of boxes(berths, 0.05)) g.append(svg('rect', { class: 'sr-point-box', ...box, rx: 0.14 }));
    for (const b of berths) g.append(svg('rect', { class: 'sr-berth', 'data-track-cell': b.cell, x: b.at.x + 0.1, y: b.at.y + 0.1, width: 0.8, height: 0.8, rx: 0.08 }));
    // The number on a free berth (the middle one first), so a ship never hides it.
    const order = [berths[Math.floor(berths.length / 2)], ...berths].filter((b) => b !== undefined);
    const spot = order.find((b) => !taken.has(b.cell)) ?? order[0];
    if (spot) g.append(svg('text', { class: 'sr-point-number', 'data-number-cell': spot.cell, x: spot.at.x + 0.5, y: spot.at.y + 0.52 }, String(point)));
    ctx.ground.append(g);
  });
  // The way the ships sail: an arrow at each crossing, from the start to the goal.
  const inPlay = (cells: readonly string[]) => places(ctx, cells.slice(0, 3 * race.players.length));
  const legs = [inPlay(track.start), ...track.points.map((p) => places(ctx, p)), inPlay(track.goal)];
  const arrows = svg('g', { class: 'sr-arrows' });
  for (let i = 0; i + 1 < legs.length; i++) {
    const step = crossing(legs[i], legs[i + 1]);
    if (!step) continue;
    arrows.append(arrowMark(step.x, step.y, step.dx, step.dy));
  }
  ctx.ground.append(arrows);
}
