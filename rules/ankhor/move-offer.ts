// What a player is offered as buttons and forms (the contract's `offer`; not the offer row of
// tiles, which is offer.ts). Up to 56 ways to take three tokens and hundreds of places to put a
// tile are too many buttons: the takes that bring a tile of the row within reach are buttons, any
// other take is a form of three tokens; purchases and tile moves are buttons while they are few,
// else the likeliest places are buttons and a form per tile lists every place it may go.
import type { Json, MoveForm, MoveOffer } from '../contract.ts';
import { legalMoves } from './moves.ts';
import { formatCell } from './notation.ts';
import { tokenChoices } from './schema-choices.ts';
import { current } from './state.ts';
import { blockCells, neighbours } from './tableau.ts';
import { ANKH_LIMIT, TAKE_COUNT, shortfall, supplyOf, takeSize } from './tokens.ts';
import { TOKEN_TYPES } from './types.ts';
import type { AnkhorMove, AnkhorState, BuyMove, ShiftMove, TakeMove, TokenType } from './types.ts';
import { placeName, priceWords, shiftHeading, slotHeading, theTile, tileInSlot } from './words.ts';

/** Every take is a button when there are this few (the supply nearly empty, or short of three). */
export const ALL_TAKES = 10;
/** Every purchase is a button up to this many in all; beyond, per slot the likeliest places and a form. */
export const BUY_BUTTONS = 100;
export const BEST_PLACES = 6;
/** Every tile move is a button up to this many in all; beyond, a form per tile. */
export const SHIFT_BUTTONS = 40;

const keyOf = (tokens: readonly TokenType[]): string => tokens.join(',');

/**
 * The takes that bring a tile of the row within reach: the colours its price still lacks (three
 * at most), made up to three with ankhs (up to the limit of two), then with the price's colours.
 * Only those the supply can give; when none is, one take of three different tokens.
 */
export function usualTakes(state: AnkhorState, takes: readonly TakeMove[]): TakeMove[] {
  const legal = new Map(takes.map((t) => [keyOf(t.tokens), t]));
  const player = current(state);
  const out = new Map<string, TakeMove>();
  state.offer.forEach((id, slot) => {
    if (id === null) return;
    const price = state.prices[slot];
    const missing = shortfall(player.tokens, price);
    if (missing.length === 0 || price.length === 0) return;
    const pick: TokenType[] = missing.slice(0, TAKE_COUNT);
    for (let ankhs = player.tokens.ankh; pick.length < TAKE_COUNT && ankhs < ANKH_LIMIT; ankhs++) pick.push('ankh');
    for (let i = 0; pick.length < TAKE_COUNT; i++) pick.push(price[i % price.length]);
    const key = keyOf([...pick].sort());
    const take = legal.get(key);
    if (take !== undefined) out.set(key, take);
  });
  if (out.size === 0) {
    const mixed = takes.find((t) => new Set(t.tokens).size === t.tokens.length) ?? takes[0];
    if (mixed !== undefined) out.set(keyOf(mixed.tokens), mixed);
  }
  return [...out.values()];
}

/** Three tokens of the player's choice among those the supply holds (the parser sorts them). */
export function takeForm(state: AnkhorState): MoveForm {
  const supply = supplyOf(state);
  const choices = tokenChoices(TOKEN_TYPES.filter((t) => supply[t] > 0));
  const field = (en: string, ja: string): Json => ({ type: 'string', title: en, label: { en, ja }, oneOf: choices });
  return {
    label: { en: 'Take three tokens of your choice', ja: '好きなトークンを3つ取る' },
    schema: {
      type: 'object',
      properties: { first: field('First token', '1つ目'), second: field('Second token', '2つ目'), third: field('Third token', '3つ目') },
      required: ['first', 'second', 'third'],
    },
    move: 'take {first},{second},{third}',
  };
}

/** How well a place suits a tile: tiles of its colour (2) and of its animal (1) beside or under it. */
function fit(state: AnkhorState, move: BuyMove): number {
  const tile = tileInSlot(state, move.slot);
  if (tile === null) return 0;
  const player = current(state);
  const grid = state.options.grid;
  const near = move.upper ? blockCells(move.cell, grid) : neighbours(move.cell, grid);
  let score = 0;
  for (const cell of near) {
    const id = player.base[cell];
    if (id === null) continue;
    const other = state.tiles[id];
    if (other.color === tile.color) score += 2;
    if (tile.animal !== 'none' && other.animal === tile.animal) score += 1;
  }
  return score;
}

/** The likeliest places for a slot's tile, best first (ties in cell order). */
export function bestPlaces(state: AnkhorState, buys: readonly BuyMove[], count: number): BuyMove[] {
  return buys
    .map((move, i) => ({ move, i, score: fit(state, move) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .map((x) => x.move);
}

/** Every place a slot's tile may go, as a select: each value is a legal purchase. */
export function buyForm(state: AnkhorState, slot: number, buys: readonly BuyMove[]): MoveForm {
  const grid = state.options.grid;
  const tile = tileInSlot(state, slot);
  const heading = slotHeading(state, slot);
  const it = tile === null ? { en: `the tile of slot ${slot + 1}`, ja: `スロット${slot + 1}のタイル` } : theTile(tile);
  const price = priceWords(state.prices[slot] ?? []);
  const places = buys.map((m): Json => {
    const name = placeName(m.cell, m.upper, grid);
    return { const: formatCell(m.cell, m.upper, grid), title: m.upper ? `on top of ${name}` : name, label: m.upper ? { en: `on top of ${name}`, ja: `${name} の上` } : { en: name, ja: name } };
  });
  return {
    label: { en: `Buy ${it.en} (slot ${slot + 1}, for ${price.en}): choose where to put it`, ja: `${it.ja}を買う（スロット${slot + 1}、${price.ja}）：置く場所を選ぶ` },
    group: heading,
    schema: { type: 'object', properties: { place: { type: 'string', title: 'Where', label: { en: 'Where', ja: '置く場所' }, oneOf: places } }, required: ['place'] },
    move: `buy ${slot + 1} {place}`,
  };
}

/** Every place one of the player's tiles may move to, as a select. */
export function shiftForm(state: AnkhorState, moves: readonly ShiftMove[]): MoveForm {
  const grid = state.options.grid;
  const first = moves[0];
  const heading = shiftHeading(state, first);
  const places = moves.map((m): Json => {
    const name = placeName(m.to, m.upper, grid);
    return { const: formatCell(m.to, m.upper, grid), title: name, label: { en: name, ja: name } };
  });
  return {
    label: { en: `${heading.en}: choose where`, ja: `${heading.ja}：行き先を選ぶ` },
    group: heading,
    schema: { type: 'object', properties: { to: { type: 'string', title: 'To', label: { en: 'To', ja: '行き先' }, oneOf: places } }, required: ['to'] },
    move: `move ${formatCell(first.from, first.upper, grid)} {to}`,
  };
}

function bySlot(buys: readonly BuyMove[]): Map<number, BuyMove[]> {
  const out = new Map<number, BuyMove[]>();
  for (const m of buys) out.set(m.slot, [...(out.get(m.slot) ?? []), m]);
  return out;
}

function byTile(shifts: readonly ShiftMove[]): Map<string, ShiftMove[]> {
  const out = new Map<string, ShiftMove[]>();
  for (const m of shifts) {
    const key = `${m.upper ? '^' : ''}${m.from}`;
    out.set(key, [...(out.get(key) ?? []), m]);
  }
  return out;
}

export function ankhorOffer(state: AnkhorState): MoveOffer<AnkhorMove> {
  const legal = legalMoves(state);
  const of = <T extends AnkhorMove['type']>(type: T) => legal.filter((m): m is Extract<AnkhorMove, { type: T }> => m.type === type);
  const takes = of('take');
  const buys = of('buy');
  const shifts = of('move');
  const moves: AnkhorMove[] = [];
  const forms: MoveForm[] = [];

  // Fewer than three left in the supply: the few ways to take them all are buttons.
  if (takes.length <= ALL_TAKES || takeSize(supplyOf(state)) < TAKE_COUNT) moves.push(...takes);
  else {
    moves.push(...usualTakes(state, takes));
    forms.push(takeForm(state));
  }

  if (buys.length <= BUY_BUTTONS) moves.push(...buys);
  else {
    for (const [slot, slotBuys] of bySlot(buys)) {
      moves.push(...bestPlaces(state, slotBuys, BEST_PLACES));
      if (slotBuys.length > BEST_PLACES) forms.push(buyForm(state, slot, slotBuys));
    }
  }

  moves.push(...of('refresh'));
  if (shifts.length <= SHIFT_BUTTONS) moves.push(...shifts);
  else for (const tileMoves of byTile(shifts).values()) forms.push(shiftForm(state, tileMoves));
  moves.push(...of('end'));

  return forms.length === 0 ? { moves } : { moves, forms };
}
