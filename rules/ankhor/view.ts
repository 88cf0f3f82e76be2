// The dashboard's and the CLI's picture of an Ankh'or game: plain JSON, cells named A1…, the
// tile set's name and (for the demo set) the INVENTED label, the running score.
import type { Json } from '../contract.ts';
import { alphaNumericName } from '../cells.ts';
import { bigGroups } from './groups.ts';
import { pendingOf } from './pending.ts';
import { breakdownOf, scoreSheet, totalOf, winnersOf } from './scoring.ts';
import { pileSize, playerName } from './state.ts';
import { supportingCells, tileCount } from './tableau.ts';
import { describeTile, formatTile } from './tileset.ts';
import { looseResources, supplyOf } from './tokens.ts';
import { COLOURS, TOKEN_TYPES } from './types.ts';
import type { AnkhorState, PlayerState } from './types.ts';

export const INVENTED_LABEL = 'INVENTED demo tile set: not the printed tiles';

function tileJson(state: AnkhorState, id: string): Json {
  const tile = state.tiles[id];
  return { id, ...formatTile(tile), text: describeTile(tile) };
}

function playerView(state: AnkhorState, player: PlayerState, seat: number): Json {
  const grid = state.options.grid;
  const covered = supportingCells(player, grid);
  const tiles: Json[] = [];
  player.base.forEach((id, cell) => {
    if (id !== null) tiles.push({ cell: alphaNumericName(cell, grid), level: 'base', covered: covered.has(cell), tile: tileJson(state, id) });
  });
  player.upper.forEach((id, tl) => {
    if (id !== null) tiles.push({ cell: `^${alphaNumericName(tl, grid)}`, level: 'upper', covered: false, tile: tileJson(state, id) });
  });
  const b = breakdownOf(player, state.tiles, grid);
  const loose = looseResources(player);
  // Groups of five or more standing now, for drawing them (each earned a bonus token when it formed).
  const big = bigGroups(player, state.tiles, grid);
  return {
    name: playerName(seat),
    toMove: !state.over && state.toMove === seat,
    tiles,
    tileCount: tileCount(player),
    tokens: Object.fromEntries(TOKEN_TYPES.map((t) => [t, player.tokens[t]])),
    loose: COLOURS.reduce((a, c) => a + loose[c], 0),
    stored: { ...player.stored },
    bonus: player.bonus.slice(),
    bigGroups: big.map((g): Json => ({ kind: g.kind, key: g.key, size: g.ids.length, tiles: g.ids.slice() })),
    score: { ...b, total: totalOf(b) },
  };
}

export function ankhorView(state: AnkhorState): Json {
  const set = state.options.set;
  const pending = pendingOf(state);
  const winners = state.over ? winnersOf(state).map(playerName) : [];
  return {
    set: { name: set.name, invented: set.invented },
    label: set.invented ? INVENTED_LABEL : null,
    grid: { rows: state.options.grid.rows, cols: state.options.grid.cols },
    corners: state.options.corners,
    deal: state.options.deal,
    toMove: state.over ? null : playerName(state.toMove),
    firstPlayer: playerName(state.first),
    turn: { ...state.turn },
    lastRound: state.lastRound,
    over: state.over,
    winners,
    offer: state.offer.map((id, slot): Json => ({ slot: slot + 1, price: state.prices[slot].slice(), tile: id === null ? null : tileJson(state, id) })),
    piles: state.piles.map(pileSize),
    discards: state.discards.length,
    bonusSupply: state.bonusSupply.slice(),
    supply: supplyOf(state),
    players: state.players.map((p, seat) => playerView(state, p, seat)),
    score: scoreSheet(state) as unknown as Json,
    pending: pending as unknown as Json,
  };
}
