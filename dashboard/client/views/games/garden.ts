// Garden, the contract guide's example game: each plant drawn as a flower of its seed's colour
// (a drop beside it once watered), fence posts where four plants meet; beside the board, the
// shared seed supply, whose turn, and — for a garden on no board — the garden itself.
import { el, svg } from '../../dom.ts';
import { t, type Key } from '../../i18n.ts';
import { isRecord, type DrawContext, type Fact, type GameView, type LegendMark, type PictureContext } from '../types.ts';

const SEED_COLOURS: Record<string, string> = { rose: '#e0475b', tulip: '#f2b134', daisy: '#f4f4f4' };
const SIZE = 3;
const SEATS = ['P1', 'P2'];
/** A seed's name in words (the view names it by its id). */
const SEED_WORDS: Record<string, Key> = { rose: 'garden.seed.rose', tulip: 'garden.seed.tulip', daisy: 'garden.seed.daisy' };
const seedWord = (seed: string): string => (Object.hasOwn(SEED_WORDS, seed) ? t(SEED_WORDS[seed]) : seed);

interface Garden { plants: Record<string, string>; watered: string[]; fences: string[] }

function gardenOf(view: unknown, seat: string): Garden | null {
  if (!isRecord(view) || !isRecord(view.gardens)) return null;
  const g = view.gardens[seat];
  if (!isRecord(g)) return null;
  const plants = isRecord(g.plants) ? Object.fromEntries(Object.entries(g.plants).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return { plants, watered: list(g.watered), fences: list(g.fences) };
}

/** A flower: five petals of the seed's colour round a yellow heart; a blue drop when watered. */
function flower(x: number, y: number, seed: string, watered: boolean, cell: string): SVGGElement {
  const colour = SEED_COLOURS[seed] ?? '#9aa3a8';
  const g = svg('g', { class: 'piece plant', 'data-piece-cell': cell, 'data-seed': seed, 'data-watered': watered });
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    g.append(svg('circle', { cx: x + 0.5 + 0.17 * Math.sin(a), cy: y + 0.5 - 0.17 * Math.cos(a), r: 0.13, fill: colour, stroke: '#222', 'stroke-width': 0.02 }));
  }
  g.append(svg('circle', { cx: x + 0.5, cy: y + 0.5, r: 0.08, fill: '#f7d23e' }));
  if (watered) g.append(svg('path', { class: 'drop', d: `M ${x + 0.82} ${y + 0.62} q 0.07 0.1 0 0.16 q -0.07 -0.06 0 -0.16 z`, fill: '#4aa3ff' }));
  return g;
}

/** A fence post where four cells meet: `^A1` is the corner below and right of A1. */
function post(x: number, y: number, corner: string): SVGGElement {
  return svg('g', { class: 'piece fence', 'data-piece-cell': corner },
    svg('rect', { x: x - 0.09, y: y - 0.09, width: 0.18, height: 0.18, rx: 0.03, fill: '#8a5a33', stroke: '#222', 'stroke-width': 0.02 }));
}

function drawGarden(garden: Garden, at: (cell: string) => { x: number; y: number } | null, into: SVGGElement, prefix: string): void {
  for (const [cell, seed] of Object.entries(garden.plants)) {
    const p = at(cell);
    if (p) into.append(flower(p.x, p.y, seed, garden.watered.includes(cell), `${prefix}${cell}`));
  }
  for (const corner of garden.fences) {
    const p = at(corner.replace(/^\^/, ''));
    if (p) into.append(post(p.x + 1, p.y + 1, `${prefix}${corner}`));
  }
}

function pieces(view: unknown, ctx: DrawContext): void {
  for (const seat of SEATS) {
    const garden = gardenOf(view, seat);
    if (!garden) continue;
    // A board holding both gardens names cells with the garden first (P2:B2); one holding a garden alone, plainly.
    const named = ctx.at(`${seat}:A1`) !== null;
    if (!named && ctx.seat !== SEATS.indexOf(seat)) continue;
    drawGarden(garden, (cell) => ctx.at(named ? `${seat}:${cell}` : cell), ctx.pieces, named ? `${seat}:` : '');
  }
}

/** A garden on no board, drawn as its 3×3 cells. */
function gardenPicture(seat: string, garden: Garden): HTMLElement {
  const root = svg('svg', { viewBox: `-0.05 -0.05 ${SIZE + 0.1} ${SIZE + 0.1}`, class: 'garden-picture', role: 'img', 'aria-label': t('garden.label', { seat }) });
  const cells = svg('g', {});
  const letters = 'ABC';
  const at = (cell: string) => {
    const m = /^([A-C])([1-3])$/.exec(cell);
    return m ? { x: letters.indexOf(m[1]), y: Number(m[2]) - 1 } : null;
  };
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      cells.append(svg('rect', { class: (x + y) % 2 ? 'cell-base odd' : 'cell-base', x, y, width: 1, height: 1 }),
        svg('text', { class: 'cell-label', x: x + 0.06, y: y + 0.2 }, `${letters[x]}${y + 1}`));
    }
  }
  const drawn = svg('g', {});
  drawGarden(garden, at, drawn, '');
  root.append(cells, drawn);
  return el('figure', { class: 'garden', 'data-seat': seat }, root, el('figcaption', {}, t('garden.caption', { seat })));
}

function picture(view: unknown, target: HTMLElement, ctx: PictureContext): void {
  const parts: HTMLElement[] = [];
  for (const area of ctx.areas) {
    const garden = area.board === null ? gardenOf(view, area.id) : null;
    if (garden) parts.push(gardenPicture(area.id, garden));
  }
  const supply = isRecord(view) && isRecord(view.supply) ? view.supply : {};
  const seeds = Object.entries(supply).map(([seed, n]) => {
    const swatch = el('span', { class: 'swatch', 'aria-hidden': 'true' });
    swatch.style.backgroundColor = SEED_COLOURS[seed] ?? '#9aa3a8';
    return el('li', { 'data-seed': seed }, swatch, `${seedWord(seed)} × ${String(n)}`);
  });
  parts.push(el('div', { class: 'garden-supply' }, el('strong', {}, t('garden.supply')), el('ul', {}, ...seeds)));
  target.replaceChildren(el('div', { class: 'garden-pictures' }, ...parts));
}

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  if (typeof view.toMove === 'string' && view.over !== true) out.push({ label: t('garden.fact.toMove'), value: view.toMove });
  if (typeof view.planting === 'string') out.push({ label: t('garden.fact.planting'), value: t('garden.fact.whichSeed', { player: view.planting }) });
  return out;
}

function legend(): LegendMark[] {
  const marks: LegendMark[] = Object.entries(SEED_COLOURS).map(([seed]) => ({
    key: `seed-${seed}`,
    text: { en: `a ${seed}`, ja: { rose: 'バラ', tulip: 'チューリップ', daisy: 'ヒナギク' }[seed] ?? seed },
    draw: (g: SVGGElement) => { g.append(flower(0, 0, seed, false, '')); },
  }));
  marks.push({ key: 'watered', text: { en: 'watered (a drop beside the plant)', ja: '水やり済み（しずく）' }, draw: (g) => { g.append(flower(0, 0, 'rose', true, '')); } });
  marks.push({ key: 'fence', text: { en: 'a fence post where four plants meet', ja: '4 つの植物が接する所の柵' }, draw: (g) => { g.append(post(0.5, 0.5, '')); } });
  return marks;
}

export const view: GameView = { pieces, picture, facts, legend, roles: ['pick'] };
