// Which moves the player to move may make, and why a move may not be made (typed errors).
import type { RuleError } from '../contract.ts';
import { alphaNumericName } from '../cells.ts';
import { refreshChoices } from './offer.ts';
import { current, playerName } from './state.ts';
import { baseTargets, blockCells, isBlockCorner, movableBase, upperSpots } from './tableau.ts';
import { canBuy, canPay, shortfall, supplyOf, takeChoices, takeSize, withoutOne } from './tokens.ts';
import { TOKEN_TYPES } from './types.ts';
import type { AnkhorMove, AnkhorState, BuyMove, Colour, Grid, PlayerState, ShiftMove, Tile } from './types.ts';

export const ANKHS_PER_TURN = 2;

const error = (code: string, message: string): RuleError => ({ code, message });
export const cellLabel = (cell: number, grid: Grid): string => alphaNumericName(cell, grid);

/** The purchases the player to move can make and pay for. */
export function buyMoves(state: AnkhorState): BuyMove[] {
  const player = current(state);
  const grid = state.options.grid;
  const targets = baseTargets(player, grid);
  const spots = upperSpots(player, grid);
  const moves: BuyMove[] = [];
  state.offer.forEach((id, slot) => {
    if (id === null) return;
    const price = state.prices[slot];
    if (canPay(player.tokens, price)) for (const cell of targets) moves.push({ type: 'buy', slot, cell, upper: false });
    if (spots.length === 0 || !canBuy(player.tokens, price, true)) return;
    const colour = state.tiles[id].color;
    for (const tl of spots) {
      if (matchesBlock(player, tl, colour, state.tiles, grid)) moves.push({ type: 'buy', slot, cell: tl, upper: true });
    }
  });
  return moves;
}

/** The stacked tile's colour is that of at least one tile of the block. */
export function matchesBlock(player: PlayerState, topLeft: number, colour: Colour, tiles: Readonly<Record<string, Tile>>, grid: Grid): boolean {
  return blockCells(topLeft, grid).some((c) => {
    const id = player.base[c];
    return id !== null && tiles[id].color === colour;
  });
}

/** Tile moves for an ankh: base tiles to open cells next to other base tiles, upper tiles to free blocks. */
export function shiftMoves(state: AnkhorState): ShiftMove[] {
  const player = current(state);
  const grid = state.options.grid;
  const moves: ShiftMove[] = [];
  for (const from of movableBase(player, grid)) {
    for (const to of baseTargets(player, grid, from)) moves.push({ type: 'move', upper: false, from, to });
  }
  player.upper.forEach((id, from) => {
    if (id === null) return;
    for (const to of upperSpots(player, grid, from)) moves.push({ type: 'move', upper: true, from, to });
  });
  return moves;
}

export const mayUseAnkh = (state: AnkhorState): boolean => current(state).tokens.ankh > 0 && state.turn.ankhs < ANKHS_PER_TURN;

/** Some ankh action is possible now. */
export function ankhActionPossible(state: AnkhorState): boolean {
  return mayUseAnkh(state) && (refreshChoices(state).length > 0 || shiftMoves(state).length > 0);
}

export function legalMoves(state: AnkhorState): AnkhorMove[] {
  if (state.over || state.waiting !== null) return [];
  const moves: AnkhorMove[] = [];
  if (!state.turn.main) {
    const supply = supplyOf(state);
    const size = takeSize(supply);
    if (size > 0) for (const tokens of takeChoices(supply, size)) moves.push({ type: 'take', tokens });
    moves.push(...buyMoves(state));
  }
  const mainPossible = moves.length > 0;
  if (mayUseAnkh(state)) {
    for (const pile of refreshChoices(state)) moves.push({ type: 'refresh', pile });
    moves.push(...shiftMoves(state));
  }
  if (state.turn.main || !mainPossible) moves.push({ type: 'end' });
  return moves;
}

/** The least a player lacks to buy at this price (stacked: one marker of their choice spared). */
export function lacking(player: PlayerState, price: readonly Colour[], upper: boolean): Colour[] {
  if (!upper || price.length === 0) return shortfall(player.tokens, price);
  return [...new Set(price)].map((c) => shortfall(player.tokens, withoutOne(price, c))).reduce((a, b) => (b.length < a.length ? b : a));
}

/** Why a purchase may not be made, or null when it may. */
export function buyError(state: AnkhorState, move: BuyMove): RuleError | null {
  const player = current(state);
  const grid = state.options.grid;
  if (state.turn.main) return error('main-done', `${playerName(state.toMove)} has already taken or bought this turn`);
  const id = state.offer[move.slot];
  if (id === null || id === undefined) return error('empty-slot', `slot ${move.slot + 1} of the offer is empty`);
  const tile = state.tiles[id];
  if (move.upper) {
    if (!isBlockCorner(move.cell, grid)) return error('bad-cell', `^${cellLabel(move.cell, grid)} is no block of four cells`);
    if (!upperSpots(player, grid).includes(move.cell)) {
      return error('no-stack', `^${cellLabel(move.cell, grid)}: an upper tile needs four base tiles that hold up no other upper tile`);
    }
    if (!matchesBlock(player, move.cell, tile.color, state.tiles, grid)) {
      return error('colour-mismatch', `a ${tile.color} tile goes on top only of a block with a ${tile.color} tile`);
    }
  } else if (!baseTargets(player, grid).includes(move.cell)) {
    const taken = player.base[move.cell] !== null;
    return error('bad-cell', `${cellLabel(move.cell, grid)} ${taken ? 'is taken' : 'is not next to one of your tiles'}`);
  }
  const missing = lacking(player, state.prices[move.slot], move.upper);
  if (missing.length > 0) return error('cannot-pay', `cannot pay: needs ${missing.join(', ')}`);
  return null;
}

/** Why a move may not be made now, or null when it may. */
export function moveError(state: AnkhorState, move: AnkhorMove): RuleError | null {
  if (state.over) return error('game-over', 'the game is over');
  if (state.waiting !== null) return error('pending', 'answer what the game asks first');
  const player = current(state);
  const grid = state.options.grid;
  switch (move.type) {
    case 'take': {
      if (state.turn.main) return error('main-done', `${playerName(state.toMove)} has already taken or bought this turn`);
      const supply = supplyOf(state);
      const size = takeSize(supply);
      if (size === 0) return error('supply-empty', 'the supply has no tokens left');
      if (move.tokens.length !== size) return error('take-three', size === 3 ? 'take exactly 3 tokens' : `the supply has only ${size} left: take them all`);
      for (const t of TOKEN_TYPES) {
        const n = move.tokens.filter((x) => x === t).length;
        if (n > supply[t]) return error('supply-short', `the supply has ${supply[t]} ${t} left`);
      }
      return null;
    }
    case 'buy':
      return buyError(state, move);
    case 'refresh': {
      if (player.tokens.ankh === 0) return error('no-ankh', 'refreshing costs an ankh');
      if (state.turn.ankhs >= ANKHS_PER_TURN) return error('ankh-limit', `at most ${ANKHS_PER_TURN} ankhs a turn`);
      const choices = refreshChoices(state);
      if (choices.length === 0) return error('no-refresh', 'a refresh would change nothing');
      if (!choices.includes(move.pile)) {
        return error('bad-pile', choices[0] === null ? 'nothing is drawn: write just "refresh"' : `draw from pile ${choices.map((p) => (p as number) + 1).join(' or ')}`);
      }
      return null;
    }
    case 'move': {
      if (player.tokens.ankh === 0) return error('no-ankh', 'moving a tile costs an ankh');
      if (state.turn.ankhs >= ANKHS_PER_TURN) return error('ankh-limit', `at most ${ANKHS_PER_TURN} ankhs a turn`);
      const name = (cell: number) => `${move.upper ? '^' : ''}${cellLabel(cell, grid)}`;
      if (move.upper) {
        if (player.upper[move.from] === null || player.upper[move.from] === undefined) return error('no-tile', `no upper tile of yours on ${name(move.from)}`);
        if (!upperSpots(player, grid, move.from).includes(move.to)) {
          return error('bad-cell', `${name(move.to)}: an upper tile needs four base tiles that hold up no other upper tile`);
        }
        return null;
      }
      if (player.base[move.from] === null || player.base[move.from] === undefined) return error('no-tile', `no tile of yours on ${name(move.from)}`);
      if (!movableBase(player, grid).includes(move.from)) return error('holds-upper', `${name(move.from)} holds up an upper tile`);
      if (!baseTargets(player, grid, move.from).includes(move.to)) {
        return error('bad-cell', `${name(move.to)} ${player.base[move.to] !== null ? 'is taken' : 'is not next to another base tile'}`);
      }
      return null;
    }
    case 'end': {
      if (state.turn.main) return null;
      const main = legalMoves(state).some((m) => m.type === 'take' || m.type === 'buy');
      return main ? error('main-first', 'take tokens or buy a tile first') : null;
    }
  }
}
