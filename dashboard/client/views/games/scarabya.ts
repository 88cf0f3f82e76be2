// Scarabya: the 10×10 excavation site of the seat this board plays. Rocks are grey stones (real
// pieces: magnets the board senses), scarabs beetles (printed on the site: dark when visible,
// gold once scored, a dashed ghost on the tile that covers them), tiles the players' pentominoes
// with their letter, excavation areas dashed with the points they scored. Everything is drawn
// over the LEDs so the site stays readable under the lit hints. Reads `rules/scarabya/view.ts`.
import { svg } from '../../dom.ts';
import { isRecord, type DrawContext, type Fact, type GameView } from '../types.ts';

/** Tile colours per player (P1…P4): sand, sky, moss, plum. */
const PLAYER_FILL: Record<string, { face: string; edge: string }> = {
  P1: { face: '#e3b873', edge: '#6b4a1c' },
  P2: { face: '#7fb0e0', edge: '#1f4870' },
  P3: { face: '#9ccc84', edge: '#2f5c22' },
  P4: { face: '#cf8fb5', edge: '#6a2850' },
};
const NO_PLAYER = { face: '#c9c2b4', edge: '#4d473d' };

interface Scarab { cell: string; state: string }
interface TileView { letter: string; cells: string[]; by: string }
interface AreaView { cells: string[]; scarabs: string[]; points: number; by: string | null }
interface SeatView { seat: string; rocks: string[]; scarabs: Scarab[]; tiles: TileView[]; areas: AreaView[]; waiting: boolean; legalPlacements: number }

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function seatOf(value: unknown): SeatView | null {
  if (!isRecord(value)) return null;
  return {
    seat: typeof value.seat === 'string' ? value.seat : '',
    rocks: strings(value.rocks),
    scarabs: (Array.isArray(value.scarabs) ? value.scarabs : []).filter(isRecord)
      .map((s) => ({ cell: String(s.cell), state: String(s.state) })),
    tiles: (Array.isArray(value.tiles) ? value.tiles : []).filter(isRecord)
      .map((t) => ({ letter: String(t.letter), cells: strings(t.cells), by: String(t.by) })),
    areas: (Array.isArray(value.areas) ? value.areas : []).filter(isRecord)
      .map((a) => ({ cells: strings(a.cells), scarabs: strings(a.scarabs), points: Number(a.points) || 0, by: typeof a.by === 'string' ? a.by : null })),
    waiting: value.waiting === true,
    legalPlacements: Number(value.legalPlacements) || 0,
  };
}

function seatsOf(view: unknown): SeatView[] {
  if (!isRecord(view) || !Array.isArray(view.seats)) return [];
  return view.seats.map(seatOf).filter((s): s is SeatView => s !== null);
}

/** The seat this board plays (its place in the game's boards), else the first. */
function shownSeat(view: unknown, ctx: DrawContext): SeatView | null {
  const seats = seatsOf(view);
  return seats[ctx.seat ?? 0] ?? seats[0] ?? null;
}

// --- shapes --------------------------------------------------------------------------------

type Side = 'top' | 'right' | 'bottom' | 'left';
const SIDES: [Side, number, number][] = [['top', 0, -1], ['right', 1, 0], ['bottom', 0, 1], ['left', -1, 0]];

/** For each cell of a group, which of its sides face out of the group. */
function outerSides(cells: string[], ctx: DrawContext): { cell: string; x: number; y: number; out: Set<Side> }[] {
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
function insetRect(x: number, y: number, out: Set<Side>, inset: number, attrs: Record<string, string | number>): SVGRectElement {
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

/** A beetle seen from above, centred in its cell. */
function beetle(cell: string, x: number, y: number, state: string): SVGGElement {
  const look = state === 'scored'
    ? { fill: '#f4c542', stroke: '#5a3b00', dash: undefined, opacity: 1 }
    : state === 'covered'
      ? { fill: 'none', stroke: '#2a1d10', dash: '.05 .04', opacity: 0.55 }
      : { fill: '#2a2018', stroke: '#f3e2b8', dash: undefined, opacity: 1 };
  const line = { stroke: look.stroke, 'stroke-width': 0.035, 'stroke-linecap': 'round', 'stroke-dasharray': look.dash };
  const legs = [-0.08, 0, 0.08].flatMap((dy) => [
    svg('line', { x1: -0.1, y1: dy, x2: -0.22, y2: dy - 0.05, ...line }),
    svg('line', { x1: 0.1, y1: dy, x2: 0.22, y2: dy - 0.05, ...line }),
  ]);
  return svg('g', {
    class: 'scarab', 'data-scarab': state, 'data-scarab-cell': cell, transform: `translate(${x + 0.5} ${y + 0.53})`, opacity: look.opacity,
  },
  ...legs,
  svg('circle', { cx: 0, cy: -0.2, r: 0.07, fill: look.fill, stroke: look.stroke, 'stroke-width': 0.03, 'stroke-dasharray': look.dash }),
  svg('ellipse', { cx: 0, cy: 0.02, rx: 0.14, ry: 0.19, fill: look.fill, stroke: look.stroke, 'stroke-width': 0.035, 'stroke-dasharray': look.dash }),
  svg('line', { x1: 0, y1: -0.13, x2: 0, y2: 0.19, ...line, 'stroke-width': 0.025 }));
}

/** Text centred on its point (presentation attributes: the page's CSP allows no inline style). */
const LABEL = { 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-family': 'system-ui, sans-serif', 'font-weight': 700, 'pointer-events': 'none' };

/** A stone: an irregular grey polygon, the same for every rock. */
const ROCK = 'M-.3 -.12 L-.16 -.32 L.12 -.34 L.32 -.14 L.33 .14 L.16 .32 L-.14 .33 L-.33 .12 Z';

// --- drawing -------------------------------------------------------------------------------

function pieces(view: unknown, ctx: DrawContext): void {
  const seat = shownSeat(view, ctx);
  if (!seat) return;
  const scoring = !isRecord(view) || view.mode !== 'solo';

  // Excavation areas: a dashed outline, gold with the points when someone scored it.
  for (const area of seat.areas) {
    const scored = scoring && area.by !== null;
    const colour = scored ? '#f4c542' : '#b9c3c8';
    ctx.pieces.append(svg('path', {
      class: 'area', 'data-area': area.cells.join(' '), 'data-points': area.points, 'data-by': area.by ?? undefined,
      d: outline(area.cells, ctx, 0.07), fill: 'none', stroke: colour, 'stroke-width': 0.06, 'stroke-dasharray': '.14 .08', 'stroke-linecap': 'round',
    }));
  }

  for (const rock of seat.rocks) {
    const at = ctx.at(rock);
    if (!at) continue;
    ctx.pieces.append(svg('g', { class: 'piece rock', 'data-piece-cell': rock, 'data-rock': rock, transform: `translate(${at.x + 0.5} ${at.y + 0.5})` },
      svg('path', { d: ROCK, fill: '#8b9297', stroke: '#2b3034', 'stroke-width': 0.04, 'stroke-linejoin': 'round' }),
      svg('path', { d: 'M-.17 -.2 L.08 -.24 L.2 -.1', fill: 'none', stroke: '#c6ccd0', 'stroke-width': 0.04, 'stroke-linecap': 'round' })));
  }

  // Tiles: each cell its own piece (so a lifted square shows faded), joined into one shape by
  // insetting only the sides that face out of the tile.
  for (const tile of seat.tiles) {
    const colours = PLAYER_FILL[tile.by] ?? NO_PLAYER;
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
    const colours = PLAYER_FILL[tile.by] ?? NO_PLAYER;
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
    ctx.pieces.append(svg('g', { class: 'area-value', 'data-area-value': area.points, transform: `translate(${corner.x} ${corner.y})` },
      svg('circle', { r: 0.21, fill: '#f4c542', stroke: '#5a3b00', 'stroke-width': 0.03 }),
      svg('text', { class: 'area-points', x: 0, y: 0, fill: '#3a2600', ...LABEL, 'font-size': 0.2 }, `+${area.points}`)));
  }
}

// --- facts ---------------------------------------------------------------------------------

function modeText(view: Record<string, unknown>): string {
  const players = strings(view.players);
  if (view.mode === 'standard') return `standard, ${players.length} player${players.length === 1 ? '' : 's'}`;
  return String(view.mode);
}

function record(value: unknown): Record<string, unknown> { return isRecord(value) ? value : {}; }

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [{ label: 'mode', value: modeText(view) + (view.allowFlip === false ? ', no flipping' : '') }];
  const seats = seatsOf(view);
  const solo = view.mode === 'solo';

  if (typeof view.mission === 'string') {
    out.push({ label: 'mission', value: `${view.mission} (${String(view.missionNumber)} of ${String(view.missions)})` });
    out.push({ label: 'missions left', value: String(view.missionsLeft) });
    if (typeof view.turn === 'string') out.push({ label: 'to place', value: view.turn });
    const waiting = seats.filter((s) => s.waiting);
    if (view.mode === 'standard' && seats.length > 1) out.push({ label: 'to place', value: waiting.map((s) => s.seat).join(', ') || 'nobody' });
    for (const s of waiting) out.push({ label: seats.length > 1 ? `legal placements ${s.seat}` : 'legal placements', value: String(s.legalPlacements) });
  } else {
    out.push({ label: 'mission', value: 'none left' });
  }

  if (solo) {
    const scarabs = seats[0]?.scarabs ?? [];
    const covered = scarabs.filter((s) => s.state === 'covered').length;
    out.push({ label: 'scarabs covered', value: `${covered} of ${scarabs.length}` });
    // A scarab shut in an area can never be covered: the solo game is lost with it.
    const shutIn = (seats[0]?.areas ?? []).reduce((n, a) => n + a.scarabs.length, 0);
    if (shutIn > 0) out.push({ label: 'scarabs shut in', value: String(shutIn) });
  } else {
    out.push({ label: 'scores', value: Object.entries(record(view.scores)).map(([p, n]) => `${p} ${String(n)}`).join(' · ') });
  }
  out.push({ label: 'tiles placed', value: Object.entries(record(view.placed)).map(([p, n]) => `${p} ${String(n)}`).join(' · ') });
  if (!solo) out.push({ label: 'tokens left', value: Object.entries(record(view.supply)).map(([v, n]) => `${String(n)} of ${v}`).join(', ') });
  if (Array.isArray(view.discards) && view.discards.length > 0) {
    out.push({ label: 'discarded', value: view.discards.filter(isRecord).map((d) => `${String(d.mission)} (${String(d.by)})`).join(', ') });
  }

  if (view.over === true) {
    const winners = strings(view.winners);
    const outcome = solo ? (winners.length > 0 ? 'won: every scarab covered' : 'lost: scarabs left uncovered')
      : winners.length > 1 ? `tie: ${winners.join(', ')}` : winners.length === 1 ? `${winners[0]} wins` : 'no winner';
    out.push({ label: 'result', value: outcome + (typeof view.reason === 'string' ? ` (${view.reason})` : '') });
    if (isRecord(view.rematch)) {
      const first = view.mode === 'one-to-one' ? `, P${String(view.rematch.firstPlayer)} first` : '';
      // Spaced JSON wraps on a phone and still pastes into the new-game form as it is.
      out.push({ label: solo ? 'retry' : 'rematch', value: `same site and missions${first}; options ${JSON.stringify(view.rematch).replace(/,/g, ', ')}` });
    }
  }
  return out;
}

export const view: GameView = { pieces, facts };
