// Ankh'or's view JSON (rules/ankhor/view.ts) read into typed records for the pictures, and the
// words and paints they share. Anything missing or malformed reads as empty, never as an error:
// the picture draws what it can.
import { isRecord } from '../types.ts';

export const COLOURS = ['black', 'blue', 'green', 'red', 'white'] as const;
export type Colour = (typeof COLOURS)[number];
export const TOKENS = ['black', 'blue', 'green', 'red', 'white', 'ankh'] as const;
export type Token = (typeof TOKENS)[number];
export const ANIMALS = ['jackal', 'beetle', 'falcon'] as const;
export const KINDS = ['vp', 'warehouse', 'scribe', 'desert'] as const;

export type Words = { en: string; ja: string };

/** The tile's face and, on it, the ink of its symbol (dark on white, light on the others). The
 *  faces are the swatches the forms show beside a colour (rules/ankhor/schema-choices.ts). */
export const PAINT: Readonly<Record<Token, { face: string; ink: string; edge: string }>> = {
  black: { face: '#222222', ink: '#f2efe6', edge: '#000000' },
  blue: { face: '#2f6fd6', ink: '#ffffff', edge: '#143a78' },
  green: { face: '#2e9d4f', ink: '#ffffff', edge: '#14532a' },
  red: { face: '#d63a2f', ink: '#ffffff', edge: '#6e1711' },
  white: { face: '#f2f2f2', ink: '#1d1d1d', edge: '#7b7b7b' },
  ankh: { face: '#c9a227', ink: '#2a1f00', edge: '#5c4700' },
};

export const COLOUR_WORDS: Readonly<Record<Token, Words>> = {
  black: { en: 'black', ja: '黒' },
  blue: { en: 'blue', ja: '青' },
  green: { en: 'green', ja: '緑' },
  red: { en: 'red', ja: '赤' },
  white: { en: 'white', ja: '白' },
  ankh: { en: 'ankh', ja: 'アンク' },
};

export const SYMBOL_WORDS: Readonly<Record<string, Words>> = {
  jackal: { en: 'jackal', ja: 'ジャッカル' },
  beetle: { en: 'beetle', ja: 'スカラベ' },
  falcon: { en: 'falcon', ja: 'ハヤブサ' },
  vp: { en: 'VP tile (its points)', ja: '勝利点タイル（点数）' },
  warehouse: { en: 'warehouse', ja: '倉庫' },
  scribe: { en: 'scribe (a bonus turn)', ja: '書記（追加の手番）' },
  desert: { en: 'desert', ja: '砂漠' },
};

export interface TileFace { id: string; color: Colour; animal: string; vp: number; kind: string; text: string }
export interface Slot { slot: number; price: Colour[]; tile: TileFace | null }
export interface Placed { cell: string; upper: boolean; covered: boolean; tile: TileFace }
export interface Player {
  name: string;
  toMove: boolean;
  tiles: Placed[];
  tileCount: number;
  tokens: Record<Token, number>;
  /** Warehouse tile id → the colour of the token stored on it. */
  stored: Record<string, Colour>;
  bonus: number[];
  score: number | null;
}
export interface Ankhor {
  label: string | null;
  grid: { rows: number; cols: number };
  toMove: string | null;
  firstPlayer: string | null;
  lastRound: boolean;
  /** The player to move has made their main action (takes or a purchase) this turn. */
  mainDone: boolean;
  over: boolean;
  winners: string[];
  offer: Slot[];
  piles: number[];
  discards: number;
  bonusSupply: number[];
  supply: Record<Token, number>;
  players: Player[];
}

const isColour = (v: unknown): v is Colour => (COLOURS as readonly unknown[]).includes(v);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);
const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : []);
const tokens = (v: unknown): Record<Token, number> => {
  const r = isRecord(v) ? v : {};
  return Object.fromEntries(TOKENS.map((t) => [t, num(r[t])])) as Record<Token, number>;
};

function tileOf(v: unknown): TileFace | null {
  if (!isRecord(v) || !isColour(v.color)) return null;
  return {
    id: String(v.id ?? ''),
    color: v.color,
    animal: typeof v.animal === 'string' ? v.animal : 'none',
    vp: num(v.vp),
    kind: typeof v.kind === 'string' ? v.kind : 'animal',
    text: typeof v.text === 'string' ? v.text : `${v.color} tile`,
  };
}

function playerOf(p: Record<string, unknown>): Player {
  const tiles: Placed[] = [];
  for (const t of list(p.tiles)) {
    const tile = tileOf(t.tile);
    if (tile && typeof t.cell === 'string') tiles.push({ cell: t.cell.replace(/^\^/, ''), upper: t.level === 'upper', covered: t.covered === true, tile });
  }
  const stored = isRecord(p.stored) ? Object.fromEntries(Object.entries(p.stored).filter((e): e is [string, Colour] => isColour(e[1]))) : {};
  return {
    name: String(p.name ?? ''),
    toMove: p.toMove === true,
    tiles,
    tileCount: num(p.tileCount),
    tokens: tokens(p.tokens),
    stored,
    bonus: numbers(p.bonus),
    score: isRecord(p.score) && typeof p.score.total === 'number' ? p.score.total : null,
  };
}

export function readAnkhor(view: unknown): Ankhor | null {
  if (!isRecord(view)) return null;
  const grid = isRecord(view.grid) ? { rows: num(view.grid.rows) || 8, cols: num(view.grid.cols) || 8 } : { rows: 8, cols: 8 };
  return {
    label: typeof view.label === 'string' ? view.label : null,
    grid,
    toMove: typeof view.toMove === 'string' ? view.toMove : null,
    firstPlayer: typeof view.firstPlayer === 'string' ? view.firstPlayer : null,
    lastRound: view.lastRound === true,
    mainDone: isRecord(view.turn) && view.turn.main === true,
    over: view.over === true,
    winners: Array.isArray(view.winners) ? view.winners.map(String) : [],
    offer: list(view.offer).map((o, i) => ({ slot: num(o.slot) || i + 1, price: Array.isArray(o.price) ? o.price.filter(isColour) : [], tile: tileOf(o.tile) })),
    piles: numbers(view.piles),
    discards: num(view.discards),
    bonusSupply: numbers(view.bonusSupply),
    supply: tokens(view.supply),
    players: list(view.players).map(playerOf),
  };
}

/** A cell name of the tableau ("C4") as its column and row from the top-left, 0-based. */
export function cellXY(name: string): { x: number; y: number } | null {
  const m = /^([A-Z])(\d+)$/.exec(name);
  return m ? { x: m[1].charCodeAt(0) - 65, y: Number(m[2]) - 1 } : null;
}

/** The cell name of column x, row y ("C4"). */
export const cellName = (x: number, y: number): string => `${String.fromCharCode(65 + x)}${y + 1}`;
