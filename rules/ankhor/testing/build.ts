// Hand-made positions for the tests: tiles written as short phrases ("green jackal", "white vp 2",
// "red warehouse"), ids made up from where the tile lies (P1 base A1 → "P1A1", upper → "P1uA1",
// offer slot 3 → "o3"), everything else defaulted.
import type { Json, Result } from '../../contract.ts';
import { seededRng } from '../../rng.ts';
import { ankhorGame as game } from '../game.ts';
import type { AnkhorMove, AnkhorState, Colour, Tile, TokenType } from '../types.ts';

export const rng = seededRng(1);

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function errorOf(result: Result<unknown>): { code: string; message: string } {
  if (result.ok) throw new Error('expected an error, got ok');
  return result.error;
}

/**
 * "green jackal" (an animal tile), "white vp 2", "red warehouse", "blue scribe", "green desert",
 * optionally with a printed value at the end ("red beetle 1", "blue scribe 2").
 */
export function tileOf(spec: string): Tile {
  const words = spec.trim().split(/\s+/);
  const color = words[0] as Colour;
  const what = words[1];
  const vp = Number(words[2] ?? 0);
  if (what === 'vp') return { color, animal: 'none', vp, kind: 'vp' };
  if (what === 'warehouse' || what === 'scribe' || what === 'desert') return { color, animal: 'none', vp, kind: what };
  if (what === 'jackal' || what === 'beetle' || what === 'falcon') return { color, animal: what, vp, kind: 'animal' };
  throw new Error(`no such tile: ${spec}`);
}

export interface PlayerSpec {
  base?: Record<string, string>;
  upper?: Record<string, string>;
  tokens?: Partial<Record<TokenType, number>>;
  bonus?: number[];
  /** Cell of the warehouse (`A1` or `^A1`) → the colour lying on it. */
  stored?: Record<string, Colour>;
}

export interface PositionSpec {
  players: PlayerSpec[];
  grid?: { rows: number; cols: number };
  toMove?: string;
  /** Tiles in the offer, left to right (null: a gap); up to six. */
  offer?: (string | null)[];
  prices?: Colour[][];
  bonusSupply?: number[];
  /** Dealt piles, top first: pile i's tile j is "pile{i}_{j}" (1-based). */
  piles?: [string[], string[]];
  extra?: Record<string, Json>;
}

const idOf = (player: number, cell: string) => (cell.startsWith('^') ? `P${player + 1}u${cell.slice(1)}` : `P${player + 1}${cell}`);

export const DEFAULT_PRICES: Colour[][] = [['red'], ['blue', 'blue'], ['white', 'green'], ['black', 'red', 'red'], ['green', 'green', 'white'], ['blue', 'black', 'white']];

export function positionJson(spec: PositionSpec): Json {
  const tiles: Record<string, Json> = {};
  const add = (id: string, text: string) => {
    const tile = tileOf(text);
    tiles[id] = { color: tile.color, animal: tile.animal, vp: tile.vp, kind: tile.kind };
    return id;
  };
  const offer = Array.from({ length: 6 }, (_, i) => {
    const text = spec.offer?.[i] ?? null;
    return text === null ? null : add(`o${i + 1}`, text);
  });
  const piles = spec.piles?.map((pile, i) => pile.map((text, j) => add(`pile${i + 1}_${j + 1}`, text)));
  const players: Record<string, Json> = {};
  spec.players.forEach((p, i) => {
    const base: Record<string, Json> = {};
    const upper: Record<string, Json> = {};
    for (const [cell, text] of Object.entries(p.base ?? {})) base[cell] = add(idOf(i, cell), text);
    for (const [cell, text] of Object.entries(p.upper ?? {})) upper[cell] = add(idOf(i, `^${cell}`), text);
    const stored: Record<string, Json> = {};
    for (const [cell, colour] of Object.entries(p.stored ?? {})) stored[idOf(i, cell)] = colour;
    players[`P${i + 1}`] = { base, upper, tokens: { ...p.tokens }, bonus: p.bonus ?? [], stored };
  });
  return {
    grid: spec.grid ?? { rows: 8, cols: 8 },
    toMove: spec.toMove ?? 'P1',
    tiles,
    offer,
    prices: spec.prices ?? DEFAULT_PRICES,
    bonusSupply: spec.bonusSupply ?? [3, 3, 2],
    players,
    ...(piles === undefined ? {} : { piles }),
    ...spec.extra,
  };
}

export function stateOf(spec: PositionSpec | Json, options: Json = {}): AnkhorState {
  const json = typeof spec === 'object' && spec !== null && 'players' in spec && Array.isArray((spec as PositionSpec).players) ? positionJson(spec as PositionSpec) : (spec as Json);
  return value(game.parsePosition(json, value(game.parseOptions(options))));
}

export function moveOf(state: AnkhorState, text: string): AnkhorMove {
  return value(game.parseMove(text, state));
}

/** Plays moves in notation and answers choices (`{choice}`) and entries (`{entry}`) in order. */
export function playAll(state: AnkhorState, ...steps: (string | { choice: string } | { entry: Json })[]) {
  const events: import('../../contract.ts').GameEvent[] = [];
  let current = state;
  for (const step of steps) {
    const outcome = typeof step === 'string' ? value(game.play(current, moveOf(current, step), rng)) : value(game.resolve(current, step, rng));
    events.push(...outcome.events);
    current = outcome.state;
  }
  return { state: current, events };
}

export const listing = (state: AnkhorState): string[] => game.legalMoves(state).map((m) => game.formatMove(m, state)).sort();

export const notes = (events: { type: string; text?: string }[]): string[] => events.flatMap((e) => (e.type === 'note' ? [e.text as string] : []));
