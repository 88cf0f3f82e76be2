// Terra Pyramides: the game's view JSON (rules/terra/view.ts) read into plain types, every field
// checked, so the pictures draw from what is there and skip what is not.
import type { Words } from '../../lang.ts';
import { isRecord } from '../types.ts';

export type Direction = 'up' | 'right' | 'down' | 'left';
export type SquareKind = 'site' | 'start' | 'oasis' | 'nile';

export interface TileView { square: string; stairs: Direction; symbols: string[] }
export interface StructureView { square: string; value: number; level: number; color: string | null; workers: Record<string, number> }
export interface Holdings {
  workers: number; gold: number; blocks: Record<string, number>; burial: number; horus: number; oasis: number;
  boat: number; cards: string[]; tops: number;
}

export interface TerraView {
  version: number;
  mission: number | null;
  players: string[];
  /** Holders of workers and goods: the seats, or `team` in a mission. */
  owners: string[];
  toMove: string;
  phase: string;
  over: boolean;
  rows: number;
  cols: number;
  squares: Record<string, SquareKind>;
  marks: Record<string, string>;
  palms: number[];
  boatLength: number;
  tiles: TileView[];
  structures: StructureView[];
  hand: string[] | null;
  hands: Record<string, string[] | null>;
  handWords: Words | null;
  handsWords: Record<string, Words | null>;
  supply: Record<string, Holdings>;
  /** Tiles left in each of the 8 stacks. */
  stacks: number[];
  faceUpTops: (string[] | null)[] | null;
  foundationsLeft: number;
  placed: string | null;
  waiting: Record<string, number>;
  lines: Record<string, string[]> | null;
  scores: Record<string, number>;
  breakdown: Record<string, Record<string, number>>;
  invented: boolean;
  note: string;
  symbolsVariant: boolean;
  faceUp: boolean;
}

const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const counts = (v: unknown): Record<string, number> => (isRecord(v) ? Object.fromEntries(Object.entries(v).filter(([, n]) => typeof n === 'number')) as Record<string, number> : {});
const words = (v: unknown): Words | null => (isRecord(v) && typeof v.en === 'string' ? { en: v.en, ja: typeof v.ja === 'string' ? v.ja : v.en } : null);
const symbolsOf = (v: unknown): string[] | null => (isRecord(v) ? strings(v.symbols) : null);
const DIRECTIONS: readonly string[] = ['up', 'right', 'down', 'left'];
const KINDS: readonly string[] = ['site', 'start', 'oasis', 'nile'];

function holdings(v: Record<string, unknown>): Holdings {
  const boat = isRecord(v.boat) ? num(v.boat.space) : num(v.boat);
  return {
    workers: num(v.workers), gold: num(v.gold), blocks: counts(v.blocks), burial: num(v.burial), horus: num(v.horus),
    oasis: num(v.oasis), boat, cards: strings(v.cards), tops: num(v.tops),
  };
}

/** A stack as the view gives it: its tiles (dealt) or how many (entered). */
const stackSize = (v: unknown): number => (Array.isArray(v) ? v.length : num(v));

export function readTerra(view: unknown): TerraView | null {
  if (!isRecord(view) || !isRecord(view.layout)) return null;
  const layout = view.layout;
  const squares: Record<string, SquareKind> = {};
  if (isRecord(layout.squares)) for (const [name, kind] of Object.entries(layout.squares)) if (typeof kind === 'string' && KINDS.includes(kind)) squares[name] = kind as SquareKind;
  const marks: Record<string, string> = {};
  if (isRecord(layout.marks)) for (const [name, mark] of Object.entries(layout.marks)) if (typeof mark === 'string') marks[name] = mark;
  const boat = isRecord(layout.boat) ? layout.boat : {};
  const tiles: TileView[] = [];
  if (isRecord(view.tiles)) {
    for (const [square, t] of Object.entries(view.tiles)) {
      if (isRecord(t) && typeof t.stairs === 'string' && DIRECTIONS.includes(t.stairs)) tiles.push({ square, stairs: t.stairs as Direction, symbols: strings(t.symbols) });
    }
  }
  const structures: StructureView[] = [];
  if (isRecord(view.foundations)) {
    for (const [square, f] of Object.entries(view.foundations)) {
      if (isRecord(f)) structures.push({ square, value: num(f.value), level: num(f.level), color: typeof f.color === 'string' ? f.color : null, workers: counts(f.workers) });
    }
  }
  const supply: Record<string, Holdings> = {};
  if (isRecord(view.supply)) for (const [owner, h] of Object.entries(view.supply)) if (isRecord(h)) supply[owner] = holdings(h);
  const hands: Record<string, string[] | null> = {};
  if (isRecord(view.hands)) for (const [seat, h] of Object.entries(view.hands)) hands[seat] = symbolsOf(h);
  const said = isRecord(view.words) ? view.words : {};
  const handsWords: Record<string, Words | null> = {};
  if (isRecord(said.hands)) for (const [seat, w] of Object.entries(said.hands)) handsWords[seat] = words(w);
  const lines: Record<string, string[]> | null = isRecord(view.lines)
    ? Object.fromEntries(Object.entries(view.lines).map(([k, v]) => [k, strings(v)]))
    : null;
  const breakdown: Record<string, Record<string, number>> = {};
  if (isRecord(view.breakdown)) for (const [owner, b] of Object.entries(view.breakdown)) breakdown[owner] = counts(b);
  const data = isRecord(view.data) ? view.data : {};
  const variants = isRecord(view.variants) ? view.variants : {};
  const faceUpTops = Array.isArray(view.faceUpTops) ? view.faceUpTops.map((t) => (Array.isArray(t) ? strings(t) : null)) : null;
  return {
    version: num(view.version, 1),
    mission: typeof view.mission === 'number' ? view.mission : null,
    players: strings(view.players),
    owners: Object.keys(supply),
    toMove: typeof view.toMove === 'string' ? view.toMove : '',
    phase: typeof view.phase === 'string' ? view.phase : '',
    over: view.over === true,
    rows: num(layout.rows, 8),
    cols: num(layout.cols, 10),
    squares,
    marks,
    palms: Array.isArray(boat.palms) ? boat.palms.filter((p): p is number => typeof p === 'number') : [],
    boatLength: num(boat.length),
    tiles,
    structures,
    hand: symbolsOf(view.hand),
    hands,
    handWords: words(said.hand),
    handsWords,
    supply,
    stacks: Array.isArray(view.stacks) ? view.stacks.map(stackSize) : [],
    faceUpTops,
    foundationsLeft: stackSize(view.foundationStack),
    placed: typeof view.placed === 'string' ? view.placed : null,
    waiting: counts(view.waiting),
    lines,
    scores: counts(view.scores),
    breakdown,
    invented: data.invented === true,
    note: typeof data.note === 'string' ? data.note : '',
    symbolsVariant: variants.symbols === true,
    faceUp: variants.faceUp === true,
  };
}

/** A square's column and row (0-based) from its name ("B3" → 1, 2). */
export function squareAt(name: string): { col: number; row: number } | null {
  const m = /^([A-Z])(\d+)$/.exec(name);
  return m ? { col: m[1].charCodeAt(0) - 65, row: Number(m[2]) - 1 } : null;
}

/** Every square name of the layout, row by row. */
export function layoutSquares(v: TerraView): string[] {
  const out: string[] = [];
  for (let r = 0; r < v.rows; r++) for (let c = 0; c < v.cols; c++) out.push(`${String.fromCharCode(65 + c)}${r + 1}`);
  return out;
}
