// What the game waits for: a tile or foundation turned up (entered by the players when they draw
// from the real stacks), a tile picked from a stack for 1 gold, a stack's new order, and the line
// through the placed tile (a choice lit on the board: a tap on one of its squares picks it).
import { ok, type GameEvent, type Json, type Outcome, type Pending, type PendingInput, type Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { lineThrough, LINE_NAMES, squareName, type LineName } from './board.ts';
import { applyFoundation, applyOrder, applyTile, chooseLine, cloneState, runReveals } from './rules.ts';
import { unseenFoundationCounts, unseenTileCounts } from './stacks.ts';
import { tileSet } from './data.ts';
import { capital, tileWords } from './symbol-words.ts';
import { isSymbol, symbolHelp, tileKey } from './symbols.ts';
import { WHITE, type Symbol, type TerraState } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A tile as a choice option: its symbols, space separated. */
export const tileOption = (symbols: readonly Symbol[]): string => symbols.join(' ');

/** The tiles of the set an entered tile may be (not seen on the board, in a hand or in a stack), each kind once, in the set's order. */
function possibleTiles(state: TerraState): Symbol[][] {
  const left = unseenTileCounts(state);
  const tiles: Symbol[][] = [];
  for (const symbols of tileSet(state.options.data, state.options.version)) {
    const key = tileKey(symbols);
    if ((left.get(key) ?? 0) <= 0) continue;
    left.set(key, 0);
    tiles.push([...symbols]);
  }
  return tiles;
}

function allSymbols(state: TerraState): string[] {
  const colours = [...state.options.data.colours, WHITE];
  return ['worker', 'eye', ...colours.map((c) => `block:${c}`), 'burial', 'burial+block', 'oasis', 'oasis:gold', 'oasis:eye', 'oasis:burial', ...colours.map((c) => `oasis:block:${c}`)];
}

/**
 * The lines offered, each once: every line through the placed tile holds it, so the lines that
 * hold it alone (cut on both sides at once) are one and the same line, offered under the first
 * of their names (our reading: it stays a line one may choose, its tile's symbols only).
 */
export function lineOptions(state: TerraState): LineName[] {
  const placed = state.turn.placed!;
  let alone = false;
  return LINE_NAMES.filter((name) => {
    if (lineThrough(state.layout, placed, name).length > 1) return true;
    if (alone) return false;
    alone = true;
    return true;
  });
}

/**
 * The candidate lines: option → the squares lit for it (a tap on one picks it): the line's squares
 * other than the placed tile, which every line holds; the line of the placed tile alone is lit on
 * that tile, no other option naming it.
 */
export function lineCells(state: TerraState): Record<string, number[]> {
  const placed = state.turn.placed!;
  const cells: Record<string, number[]> = {};
  for (const name of lineOptions(state)) {
    const others = lineThrough(state.layout, placed, name).filter((s) => s !== placed);
    cells[name] = others.length > 0 ? others : [placed];
  }
  return cells;
}

export function pending(state: TerraState): Pending | null {
  const r = state.reveals[0];
  if (r !== undefined) {
    const tileEntry = (prompt: string): Pending => {
      const left = possibleTiles(state);
      // A newcomer picks the tile turned up from the tiles it may be (the set's tiles not yet seen).
      const choices = left.map((symbols) => {
        const words = tileWords(symbols);
        return { const: symbols, title: capital(words.en), label: { en: capital(words.en), ja: words.ja } };
      });
      return {
        kind: 'entry', prompt,
        schema: {
          type: 'object', title: 'The tile turned up',
          properties: {
            symbols: {
              type: 'array', title: 'Its symbols', label: { en: 'The tile', ja: 'タイル' }, description: symbolHelp(state.options.data.colours),
              help: { en: symbolHelp(state.options.data.colours), ja: `タイルの記号：${symbolHelp(state.options.data.colours)}` },
              items: { type: 'string', enum: allSymbols(state) },
              ...(choices.length > 0 ? { oneOf: choices } : {}),
            },
          },
          required: ['symbols'], additionalProperties: false,
        },
        example: { symbols: left[0] ?? ['worker', `block:${state.options.data.colours[0]}`] },
      };
    };
    switch (r.what) {
      case 'start': return tileEntry(`Which tile was turned up for the start square ${squareName(r.square, state.layout)}?`);
      case 'hand': return tileEntry(`${r.seat}: which tile did you take into your hand from stack ${r.stack + 1}?`);
      case 'draw':
        if (r.pick && state.options.draws === 'dealt') {
          const options = [...new Set(state.stacks[r.stack].map((t) => tileOption(t ?? [])))];
          return { kind: 'choice', prompt: `${r.seat}: which tile of stack ${r.stack + 1} do you take?`, options };
        }
        return tileEntry(`${r.seat}: which tile did you draw from stack ${r.stack + 1}?`);
      case 'foundation': {
        const values = [...unseenFoundationCounts(state)].filter(([, n]) => n > 0).map(([v]) => v).sort((a, b) => a - b);
        return {
          kind: 'entry', prompt: `Which foundation was turned up for ${squareName(r.square, state.layout)}?`,
          schema: {
            type: 'object', title: 'The foundation',
            properties: { value: { type: 'integer', title: 'Its value', label: { en: 'Its value', ja: '数字' }, minimum: 0, maximum: 99, ...(values.length > 0 ? { enum: values } : {}) } },
            required: ['value'], additionalProperties: false,
          },
          example: { value: values[0] ?? state.options.data.foundations[0] },
        };
      }
      case 'reorder': {
        const stack = state.stacks[r.stack];
        const listing = stack.map((t, i) => `${i + 1}: ${tileOption(t ?? [])}`).join('; ');
        return {
          kind: 'entry', prompt: `Stack ${r.stack + 1}, top first: ${listing}. Put it back in which order (the numbers, new top first)?`,
          schema: { type: 'object', title: 'The new order', properties: { order: { type: 'array', title: 'Tiles by their present number, new top first', items: { type: 'integer', minimum: 1, maximum: stack.length } } }, required: ['order'], additionalProperties: false },
          example: { order: stack.map((_, i) => i + 1) },
        };
      }
    }
  }
  if (state.phase === 'line') {
    return { kind: 'choice', prompt: `${state.toMove}: which line through ${squareName(state.turn.placed!, state.layout)}?`, options: lineOptions(state), cells: lineCells(state) };
  }
  return null;
}

export function resolve(state: TerraState, input: PendingInput): Result<Outcome<TerraState>> {
  const asked = pending(state);
  if (asked === null) return fail('nothing-pending', 'the game waits for no input');
  const next = cloneState(state);
  const events: GameEvent[] = [];
  const r = state.reveals[0];
  if (r === undefined) {
    if (!('choice' in input) || !(LINE_NAMES as readonly string[]).includes(input.choice)) return fail('bad-choice', `choose one of: ${LINE_NAMES.join(', ')}`);
    chooseLine(next, input.choice as LineName, events);
    return ok({ state: next, events });
  }
  if (asked.kind === 'choice') {
    if (!('choice' in input) || !asked.options.includes(input.choice)) return fail('bad-choice', `choose one of: ${asked.options.join(' | ')}`);
    const stack = next.stacks[(r as { stack: number }).stack];
    const index = stack.findIndex((t) => tileOption(t ?? []) === input.choice);
    applyTile(next, [...stack[index]!], index, events);
  } else {
    if (!('entry' in input)) return fail('bad-entry', 'this needs an entry (JSON)');
    const problem = r.what === 'foundation' ? takeFoundation(next, input.entry, events) : r.what === 'reorder' ? takeOrder(next, input.entry, events) : takeTile(next, input.entry, events);
    if (problem !== null) return fail('bad-entry', problem);
  }
  runReveals(next, events);
  return ok({ state: next, events });
}

function takeTile(state: TerraState, entry: Json, events: GameEvent[]): string | null {
  const colours = state.options.data.colours;
  if (!isObject(entry) || !Array.isArray(entry.symbols) || Object.keys(entry).length !== 1) return 'enter {"symbols": [...]}: the symbols printed on the tile';
  const symbols = entry.symbols;
  if (!symbols.every((s) => isSymbol(s, colours))) return `a symbol is one of: ${symbolHelp(colours)}`;
  const left = unseenTileCounts(state).get(tileKey(symbols as Symbol[])) ?? 0;
  if (left <= 0) return `no tile with ${symbols.length === 0 ? 'no symbols' : (symbols as string[]).join(', ')} is left to draw: check the tile`;
  applyTile(state, symbols as Symbol[], 0, events);
  return null;
}

function takeFoundation(state: TerraState, entry: Json, events: GameEvent[]): string | null {
  if (!isObject(entry) || typeof entry.value !== 'number' || !Number.isInteger(entry.value) || Object.keys(entry).length !== 1) return 'enter {"value": n}: the value printed on the foundation';
  if ((unseenFoundationCounts(state).get(entry.value) ?? 0) <= 0) return `no foundation worth ${entry.value} is left: check the value`;
  applyFoundation(state, entry.value, events);
  return null;
}

function takeOrder(state: TerraState, entry: Json, events: GameEvent[]): string | null {
  const r = state.reveals[0] as { stack: number };
  const n = state.stacks[r.stack].length;
  const order = isObject(entry) ? entry.order : undefined;
  const valid = Array.isArray(order) && order.length === n && new Set(order).size === n && order.every((i) => typeof i === 'number' && Number.isInteger(i) && i >= 1 && i <= n);
  if (!valid) return `enter {"order": [...]}: each number from 1 to ${n} once, the new top first`;
  applyOrder(state, order as number[], events);
  return null;
}
