// Tokens: the supply, taking, paying, the limits at the end of a turn and warehouse storage.
import { blockCells, supportingCells } from './tableau.ts';
import { COLOURS, TOKEN_TYPES } from './types.ts';
import type { AnkhorState, Colour, Grid, PlayerState, Tile, TokenType, Tokens } from './types.ts';

export const RESOURCE_LIMIT = 5;
export const ANKH_LIMIT = 2;
export const TAKE_COUNT = 3;

/** Tokens of each type in the game: piles of 4, 5 or 6 for 2, 3 or 4 players. */
export const tokensPerType = (players: number): number => players + 2;

export const noTokens = (): Record<TokenType, number> =>
  Object.fromEntries(TOKEN_TYPES.map((t) => [t, 0])) as Record<TokenType, number>;

export function totalTokens(tokens: Tokens): number {
  return TOKEN_TYPES.reduce((a, t) => a + tokens[t], 0);
}

export function resourceCount(tokens: Tokens): number {
  return COLOURS.reduce((a, c) => a + tokens[c], 0);
}

/** What the supply holds: everything not owned by a player. */
export function supplyOf(state: Pick<AnkhorState, 'players' | 'options'>): Record<TokenType, number> {
  const per = tokensPerType(state.players.length);
  const supply = noTokens();
  for (const t of TOKEN_TYPES) supply[t] = per - state.players.reduce((a, p) => a + p.tokens[t], 0);
  return supply;
}

/** Every way to take `count` tokens (repeats allowed) that the supply can give, each sorted. */
export function takeChoices(supply: Tokens, count: number): TokenType[][] {
  const out: TokenType[][] = [];
  const pick = (from: number, left: number, chosen: TokenType[], used: Record<string, number>) => {
    if (left === 0) {
      out.push(chosen.slice());
      return;
    }
    for (let i = from; i < TOKEN_TYPES.length; i++) {
      const t = TOKEN_TYPES[i];
      if ((used[t] ?? 0) >= supply[t]) continue;
      chosen.push(t);
      used[t] = (used[t] ?? 0) + 1;
      pick(i, left - 1, chosen, used);
      used[t]--;
      chosen.pop();
    }
  };
  pick(0, count, [], {});
  return out;
}

/** How many tokens a take gives: three, or what is left when the supply holds fewer. */
export function takeSize(supply: Tokens): number {
  return Math.min(TAKE_COUNT, totalTokens(supply));
}

export function countColours(colours: readonly Colour[]): Record<Colour, number> {
  const counts = Object.fromEntries(COLOURS.map((c) => [c, 0])) as Record<Colour, number>;
  for (const c of colours) counts[c]++;
  return counts;
}

/** The resources short to pay this price, e.g. ['red', 'red'] (empty: payable). */
export function shortfall(tokens: Tokens, price: readonly Colour[]): Colour[] {
  const need = countColours(price);
  const short: Colour[] = [];
  for (const c of COLOURS) for (let i = tokens[c]; i < need[c]; i++) short.push(c);
  return short;
}

export const canPay = (tokens: Tokens, price: readonly Colour[]): boolean => shortfall(tokens, price).length === 0;

/** The price less one marker of the given colour. */
export function withoutOne(price: readonly Colour[], colour: Colour): Colour[] {
  const i = price.indexOf(colour);
  return i < 0 ? price.slice() : [...price.slice(0, i), ...price.slice(i + 1)];
}

/**
 * A stacked tile costs one resource less: the colours the player may leave unpaid and still pay
 * the rest, in colour order (none for a price of no markers, which costs nothing anyway).
 */
export function discountOptions(tokens: Tokens, price: readonly Colour[]): Colour[] {
  return COLOURS.filter((c) => price.includes(c) && canPay(tokens, withoutOne(price, c)));
}

/** Can the player buy at this price, stacked (one resource less) or not? */
export function canBuy(tokens: Tokens, price: readonly Colour[], upper: boolean): boolean {
  if (!upper || price.length === 0) return canPay(tokens, price);
  return discountOptions(tokens, price).length > 0;
}

/** Tokens of each colour lying on warehouses. */
export function storedCounts(player: PlayerState): Record<Colour, number> {
  return countColours(Object.values(player.stored));
}

/** Resources not lying on a warehouse: what the limit of five counts. */
export function looseResources(player: PlayerState): Record<Colour, number> {
  const stored = storedCounts(player);
  return Object.fromEntries(COLOURS.map((c) => [c, player.tokens[c] - stored[c]])) as Record<Colour, number>;
}

/** The player's warehouses that may store a token now: empty and not holding an upper tile up. */
export function freeWarehouses(player: PlayerState, tiles: Readonly<Record<string, Tile>>, grid: Grid): string[] {
  const held = supportingCells(player, grid);
  const out: string[] = [];
  player.base.forEach((id, cell) => {
    if (id !== null && tiles[id].kind === 'warehouse' && !held.has(cell) && !Object.hasOwn(player.stored, id)) out.push(id);
  });
  for (const id of player.upper) {
    if (id !== null && tiles[id].kind === 'warehouse' && !Object.hasOwn(player.stored, id)) out.push(id);
  }
  return out.sort();
}

/** Warehouse ids among the base tiles of a block (an upper tile about to cover them). */
export function warehousesUnder(player: PlayerState, topLeft: number, grid: Grid, tiles: Readonly<Record<string, Tile>>): string[] {
  return blockCells(topLeft, grid)
    .map((c) => player.base[c])
    .filter((id): id is string => id !== null && tiles[id].kind === 'warehouse');
}

/**
 * Pays a price: tokens lying on the warehouses about to be covered go first (they would be lost),
 * then loose ones, then other stored ones.
 */
export function pay(player: PlayerState, price: readonly Colour[], covering: readonly string[]): PlayerState {
  const tokens = { ...player.tokens };
  const stored = { ...player.stored };
  const loose = looseResources(player);
  for (const colour of price) {
    tokens[colour]--;
    const onCovered = covering.find((id) => stored[id] === colour);
    if (onCovered !== undefined) {
      delete stored[onCovered];
    } else if (loose[colour] > 0) {
      loose[colour]--;
    } else {
      const other = Object.keys(stored).sort().find((id) => stored[id] === colour);
      if (other !== undefined) delete stored[other];
    }
  }
  return { ...player, tokens, stored };
}

/** Loose resources beyond the limit of five. */
export function resourceExcess(player: PlayerState): number {
  const loose = looseResources(player);
  return Math.max(0, COLOURS.reduce((a, c) => a + loose[c], 0) - RESOURCE_LIMIT);
}

/** At the end of a turn, loose resources beyond the limit go onto free warehouses of their colour. */
export function storeExcess(player: PlayerState, tiles: Readonly<Record<string, Tile>>, grid: Grid): PlayerState {
  let excess = resourceExcess(player);
  if (excess === 0) return player;
  const loose = looseResources(player);
  const stored = { ...player.stored };
  for (const id of freeWarehouses(player, tiles, grid)) {
    if (excess === 0) break;
    const colour = tiles[id].color;
    if (loose[colour] === 0) continue;
    stored[id] = colour;
    loose[colour]--;
    excess--;
  }
  return { ...player, stored };
}

/** Colours the player may return to get under the limit: those with a loose token. */
export function returnableColours(player: PlayerState): Colour[] {
  const loose = looseResources(player);
  return COLOURS.filter((c) => loose[c] > 0);
}
