// Terra Pyramides on the board's SVG (one unit per cell). Under the LEDs (`ground`): the layout —
// bare pyramid sites, start squares, oases, the Nile, the symbol variant's marks — and the cells
// of a bigger board the game does not use. Over the LEDs (`pieces`): stair tiles with their stairs
// and symbols, foundations with their value, pyramids with their colour and level, the workers on
// them and on the line's tiles by player colour with a count, and the lines while one is chosen.
// Pieces are drawn inset so a lit cell's glow and ring still show around them.
import { svg } from '../../dom.ts';
import type { DrawContext } from '../types.ts';
import { ownerFill, palmIcon, scarabIcon, sphinxIcon, structureDrawing, tileDrawing } from './terra-icons.ts';
import { layoutSquares, type TerraView } from './terra-read.ts';

/** The line options' colours, in the order the rules name them (row, column, diagonals). */
export const LINE_FILL: Record<string, string> = { row: '#ff6b6b', column: '#6bb8ff', 'diagonal down': '#7fe07f', 'diagonal up': '#f4a742' };
export const lineFill = (name: string): string => LINE_FILL[name] ?? '#ffffff';

const TILE_INSET = 0.13;

export function drawGround(v: TerraView, ctx: DrawContext): void {
  const used = new Set<string>();
  for (const name of layoutSquares(v)) {
    const at = ctx.at(name);
    if (!at) continue;
    used.add(`${at.x},${at.y}`);
    const kind = v.squares[name];
    if (kind === 'site') {
      ctx.ground.append(svg('g', { class: 'terra-site', 'data-square': name, 'data-kind': 'site' },
        svg('rect', { x: at.x + 0.05, y: at.y + 0.05, width: 0.9, height: 0.9, rx: 0.06, fill: '#5b4a2e', stroke: '#e2c48a', 'stroke-width': 0.04, 'stroke-dasharray': '.1 .06' }),
        svg('path', { d: `M${at.x + 0.5} ${at.y + 0.28} L${at.x + 0.76} ${at.y + 0.74} H${at.x + 0.24} Z`, fill: 'none', stroke: '#e2c48a', 'stroke-width': 0.04, 'stroke-linejoin': 'round' })));
    } else if (kind === 'start') {
      ctx.ground.append(svg('rect', { class: 'terra-start', 'data-square': name, 'data-kind': 'start', x: at.x + 0.06, y: at.y + 0.06, width: 0.88, height: 0.88, rx: 0.08, fill: 'none', stroke: '#f4c542', 'stroke-width': 0.06 }));
    } else if (kind === 'oasis') {
      ctx.ground.append(svg('g', { class: 'terra-oasis', 'data-square': name, 'data-kind': 'oasis' },
        svg('rect', { x: at.x + 0.04, y: at.y + 0.04, width: 0.92, height: 0.92, rx: 0.3, fill: '#1f6b45' }),
        svg('ellipse', { cx: at.x + 0.5, cy: at.y + 0.74, rx: 0.3, ry: 0.1, fill: '#3a8fc0' }),
        svg('g', { transform: `translate(${at.x + 0.5} ${at.y + 0.45}) scale(.3)` }, palmIcon())));
    } else if (kind === 'nile') {
      ctx.ground.append(svg('g', { class: 'terra-nile', 'data-square': name, 'data-kind': 'nile' },
        svg('rect', { x: at.x, y: at.y, width: 1, height: 1, fill: '#1f5f86' }),
        svg('path', { d: `M${at.x + 0.1} ${at.y + 0.4} q.13 -.1 .27 0 t.27 0 t.27 0 M${at.x + 0.1} ${at.y + 0.65} q.13 -.1 .27 0 t.27 0 t.27 0`, fill: 'none', stroke: '#8fd0f0', 'stroke-width': 0.04 })));
    }
    const mark = v.marks[name];
    // The symbol variant's marks matter only when it is played; otherwise they would be noise.
    if (mark && v.symbolsVariant) {
      ctx.ground.append(svg('g', { class: 'terra-mark', 'data-mark': mark, 'data-square': name, transform: `translate(${at.x + 0.8} ${at.y + 0.82}) scale(.12)` },
        mark === 'scarab' ? scarabIcon() : sphinxIcon()));
    }
  }
  // A bigger board than the layout: the cells the game leaves unused, darkened.
  for (let y = 0; y < ctx.rows; y++) {
    for (let x = 0; x < ctx.cols; x++) {
      if (!used.has(`${x},${y}`)) ctx.ground.append(svg('rect', { class: 'terra-off', 'data-off': `${x},${y}`, x, y, width: 1, height: 1, fill: '#07090a', 'fill-opacity': 0.72 }));
    }
  }
}

/** A count in a player's colour: a disc with the number (dashed when the workers wait to move). */
function workerBadge(x: number, y: number, owner: string, count: number, v: TerraView, waiting: boolean): SVGGElement {
  return svg('g', { class: waiting ? 'terra-workers waiting' : 'terra-workers', 'data-owner': owner, 'data-count': count },
    svg('circle', { cx: x, cy: y, r: 0.17, fill: ownerFill(owner, v.players), stroke: waiting ? '#fff' : '#111', 'stroke-width': 0.035, 'stroke-dasharray': waiting ? '.07 .04' : undefined }),
    svg('text', { x, y: y + 0.01, class: 'terra-count', 'font-size': 0.22, fill: '#111' }, String(count)));
}

export function drawPieces(v: TerraView, ctx: DrawContext): void {
  for (const t of v.tiles) {
    const at = ctx.at(t.square);
    if (!at) continue;
    // A stair tile is a magnet the board senses: `data-piece-cell` lets the board fade it while lifted.
    const size = 1 - 2 * TILE_INSET;
    const g = svg('g', {
      class: 'piece terra-tile-piece', 'data-piece-cell': t.square, 'data-stairs': t.stairs, 'data-symbols': t.symbols.join(' '),
      'data-placed': t.square === v.placed, transform: `translate(${at.x + TILE_INSET} ${at.y + TILE_INSET}) scale(${size})`,
    }, tileDrawing(t.symbols, t.stairs));
    ctx.pieces.append(g);
    const waiting = v.waiting[t.square];
    if (waiting) ctx.pieces.append(workerBadge(at.x + 0.8, at.y + 0.2, v.toMove, waiting, v, true));
  }
  for (const s of v.structures) {
    const at = ctx.at(s.square);
    if (!at) continue;
    // Foundations and pyramids are tracked by the host, not sensed: no `data-piece-cell`.
    const kind = s.level > 0 ? 'pyramid' : 'foundation';
    ctx.pieces.append(svg('g', {
      class: `terra-structure terra-${kind}`, 'data-structure': s.square, 'data-kind': kind, 'data-value': s.value, 'data-level': s.level, 'data-color': s.color ?? undefined,
      transform: `translate(${at.x + 0.12} ${at.y + 0.12}) scale(.76)`,
    }, structureDrawing(s.value, s.level, s.color)));
    Object.entries(s.workers).filter(([, n]) => n > 0).forEach(([owner, n], i) => {
      ctx.pieces.append(workerBadge(at.x + 0.8 - i * 0.3, at.y + 0.82, owner, n, v, false));
    });
  }
  if (v.lines) drawLines(v, v.lines, ctx);
}

/** The lines the player may choose: a coloured stroke through each, numbered as the picture lists them. */
function drawLines(v: TerraView, lines: Record<string, string[]>, ctx: DrawContext): void {
  Object.entries(lines).forEach(([name, squares], i) => {
    // The rules list a line by its squares other than the placed tile: the stroke runs through it too.
    const cells = [...squares, ...(v.placed && !squares.includes(v.placed) ? [v.placed] : [])]
      .map((s) => ctx.at(s)).filter((p): p is { x: number; y: number } => p !== null)
      .sort((a, b) => a.y - b.y || a.x - b.x);
    if (cells.length === 0) return;
    const colour = lineFill(name);
    const g = svg('g', { class: 'terra-line', 'data-line': name, 'data-cells': squares.join(' ') });
    // Diagonals up run from bottom-left to top-right: order them by column.
    const ordered = name === 'diagonal up' ? [...cells].sort((a, b) => a.x - b.x) : cells;
    const offset = (i - 1.5) * 0.06;
    const from = v.placed ? ctx.at(v.placed) : null;
    // The number goes at the end away from the placed tile, where the lines part; a one-tile line's in a corner.
    let label = { x: ordered[0].x + 0.2, y: ordered[0].y + 0.8 };
    if (ordered.length === 1) {
      g.append(svg('circle', { cx: ordered[0].x + 0.5, cy: ordered[0].y + 0.5, r: 0.44, fill: 'none', stroke: colour, 'stroke-width': 0.07 }));
    } else {
      g.append(svg('polyline', {
        points: ordered.map((p) => `${(p.x + 0.5 + offset).toFixed(2)},${(p.y + 0.5 + offset).toFixed(2)}`).join(' '),
        fill: 'none', stroke: colour, 'stroke-width': 0.08, 'stroke-opacity': 0.8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
      }));
      const [a, b] = [ordered[0], ordered[ordered.length - 1]];
      const far = from && Math.hypot(a.x - from.x, a.y - from.y) > Math.hypot(b.x - from.x, b.y - from.y) ? a : b;
      label = { x: far.x + 0.5 + offset, y: far.y + 0.5 + offset };
    }
    g.append(svg('circle', { cx: label.x, cy: label.y, r: 0.16, fill: colour, stroke: '#111', 'stroke-width': 0.03 }),
      svg('text', { x: label.x, y: label.y + 0.01, class: 'terra-count', 'font-size': 0.22, fill: '#111' }, String(i + 1)));
    ctx.pieces.append(g);
  });
}
