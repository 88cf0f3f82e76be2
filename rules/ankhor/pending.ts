// What the game waits for, as the contract's choices and entries, and reading the answers.
// Choices: which resource to return over the limit, which resource a stacked tile spares.
// Entries (tiles entered, not dealt): a tile turned up from a pile, the price markers as laid out.
import { ok } from '../contract.ts';
import type { Json, Pending, PendingInput, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { TILE_EXAMPLE, TILE_SCHEMA, ZONES, pricesExample, pricesSchema, zoneList } from './entry-schemas.ts';
import { formatBuy } from './notation.ts';
import { current, playerName } from './state.ts';
import { isRecord, isTileId, parseTile, whyNotTileId } from './tileset.ts';
import { RESOURCE_LIMIT, looseResources, returnableColours } from './tokens.ts';
import { COLOURS } from './types.ts';
import type { AnkhorState, BuyMove, Colour, Tile, Waiting } from './types.ts';
import { pendingWords } from './words.ts';

/** What the game waits for, with its prompt in both languages. */
export function pendingOf(state: AnkhorState): Pending | null {
  const pending = bare(state);
  const words = pendingWords(state);
  return pending === null || words === null ? pending : { ...pending, words };
}

function bare(state: AnkhorState): Pending | null {
  const waiting = state.waiting;
  if (waiting === null) return null;
  const name = playerName(state.toMove);
  switch (waiting.kind) {
    case 'excess': {
      const loose = COLOURS.reduce((a, c) => a + looseResources(current(state))[c], 0);
      return { kind: 'choice', prompt: `${name} holds ${loose} resources, ${RESOURCE_LIMIT} allowed: return one`, options: returnableColours(current(state)) };
    }
    case 'discount':
      return {
        kind: 'choice',
        prompt: `${name} stacks a tile (${formatBuy(waiting.move, state.options.grid)}) for one resource less: which one is not paid?`,
        options: waiting.options.slice(),
      };
    case 'reveal':
      return {
        kind: 'entry',
        prompt: `Turn up the top tile of pile ${waiting.pile + 1} for slot ${waiting.slots[0] + 1} and enter it`,
        schema: TILE_SCHEMA,
        example: TILE_EXAMPLE,
      };
    case 'prices':
      return { kind: 'entry', prompt: 'Enter the price markers as laid out above the six slots', schema: pricesSchema(state), example: pricesExample(state) };
  }
}

export type Answer =
  | { kind: 'excess'; colour: Colour }
  | { kind: 'discount'; move: BuyMove; colour: Colour }
  | { kind: 'reveal'; id: string; tile: Tile; slots: readonly number[]; pile: number }
  | { kind: 'prices'; prices: unknown };

/** A fresh id for an entered tile: e1, e2… */
function freshId(state: AnkhorState): string {
  for (let n = 1; ; n++) if (!Object.hasOwn(state.tiles, `e${n}`)) return `e${n}`;
}

function choiceOf(input: PendingInput, options: readonly string[]): Result<string> {
  if (!('choice' in input) || typeof input.choice !== 'string') return fail('bad-input', `the game waits for a choice: ${options.join(', ')}`);
  if (!options.includes(input.choice)) return fail('bad-choice', `"${input.choice}" is not one of: ${options.join(', ')}`);
  return ok(input.choice);
}

function entryOf(input: PendingInput): Result<Json> {
  if (typeof input !== 'object' || input === null || !('entry' in input)) return fail('bad-input', 'the game waits for an entry');
  return ok(input.entry);
}

/** Reads the answer to what the game waits for; bad answers are refused with the reason. */
export function waitingInput(state: AnkhorState, waiting: Waiting, input: PendingInput): Result<Answer> {
  if (typeof input !== 'object' || input === null) return fail('bad-input', 'give a choice or an entry');
  switch (waiting.kind) {
    case 'excess': {
      const choice = choiceOf(input, returnableColours(current(state)));
      return choice.ok ? ok({ kind: 'excess', colour: choice.value as Colour }) : choice;
    }
    case 'discount': {
      const choice = choiceOf(input, waiting.options);
      return choice.ok ? ok({ kind: 'discount', move: waiting.move, colour: choice.value as Colour }) : choice;
    }
    case 'reveal': {
      const entry = entryOf(input);
      if (!entry.ok) return entry;
      const tile = parseTile(entry.value, ['id']);
      if (!tile.ok) return tile;
      const given = isRecord(entry.value) ? entry.value.id : undefined;
      if (given !== undefined && !isTileId(given)) return fail('bad-tile', whyNotTileId(given, 'id'));
      if (given !== undefined && Object.hasOwn(state.tiles, given)) return fail('bad-tile', `there is already a tile ${given}`);
      const id = (given as string | undefined) ?? freshId(state);
      return ok({ kind: 'reveal', id, tile: tile.value, slots: waiting.slots, pile: waiting.pile });
    }
    case 'prices': {
      const entry = entryOf(input);
      if (!entry.ok) return entry;
      const json = entry.value;
      if (!isRecord(json) || Object.keys(json).some((k) => !ZONES.includes(k))) return fail('bad-prices', `give ${ZONES.join(', ')}: each a list of marker colours`);
      return ok({ kind: 'prices', prices: ZONES.map((z) => zoneList(json[z])) });
    }
  }
}
