// What a player may do, and what it does. Pure: the state is never changed in place.
import { ok, type GameResult, type Outcome, type PendingInput, type Result } from '../contract.ts';
import { cellsAroundCorner, cornerCell } from '../cells.ts';
import { fail } from '../fail.ts';
import { gardenScores } from './score.ts';
import { SEATS, SEEDS, SIZE, type Garden, type GardenMove, type GardenOptions, type GardenState, type Seat, type Seed } from './types.ts';

export const GRID = { rows: SIZE, cols: SIZE };
const CELLS = Array.from({ length: SIZE * SIZE }, (_, c) => c);
const CORNERS = Array.from({ length: (SIZE - 1) * (SIZE - 1) }, (_, k) => cornerCell(Math.floor(k / (SIZE - 1)), k % (SIZE - 1), GRID)!);
const EMPTY_GARDEN: Garden = { plants: new Map(), watered: new Set(), fences: new Set() };

export function setupGarden(options: GardenOptions): GardenState {
  return {
    options,
    gardens: { P1: EMPTY_GARDEN, P2: EMPTY_GARDEN },
    supply: { rose: options.supply, tulip: options.supply, daisy: options.supply },
    toMove: 'P1',
    planting: null,
    passes: 0,
  };
}

export const other = (seat: Seat): Seat => (seat === 'P1' ? 'P2' : 'P1');

export function isOver(state: GardenState): boolean {
  return state.passes >= 2 || SEATS.every((s) => state.gardens[s].plants.size === SIZE * SIZE && state.gardens[s].watered.size === SIZE * SIZE);
}

export function legalMoves(state: GardenState): GardenMove[] {
  if (isOver(state) || state.planting !== null) return [];
  const garden = state.gardens[state.toMove];
  const seeds = SEEDS.reduce((n, s) => n + state.supply[s], 0);
  const moves: GardenMove[] = [];
  if (seeds > 0) for (const cell of CELLS) if (!garden.plants.has(cell)) moves.push({ type: 'plant', cell });
  for (const cell of CELLS) if (garden.plants.has(cell) && !garden.watered.has(cell)) moves.push({ type: 'water', cell });
  for (const corner of CORNERS) if (!garden.fences.has(corner) && cellsAroundCorner(corner, GRID).every((c) => garden.plants.has(c))) moves.push({ type: 'fence', corner });
  moves.push({ type: 'pass' });
  return moves;
}

const sameMove = (a: GardenMove, b: GardenMove): boolean => JSON.stringify(a) === JSON.stringify(b);

export function play(state: GardenState, move: GardenMove): Result<Outcome<GardenState>> {
  if (isOver(state)) return fail('game-over', 'the game is over');
  if (state.planting !== null) return fail('pending', 'say which seed was drawn first');
  if (!legalMoves(state).some((m) => sameMove(m, move))) return fail('illegal', illegalReason(state, move));
  const seat = state.toMove;
  const garden = state.gardens[seat];
  switch (move.type) {
    case 'plant':
      // The seed is known once the player says which one was drawn (an entry); the turn ends then.
      return ok({ state: { ...state, planting: move.cell, passes: 0 }, events: [] });
    case 'water':
      return ok(endTurn(state, seat, { ...garden, watered: new Set([...garden.watered, move.cell]) }, 0));
    case 'fence':
      return ok(endTurn(state, seat, { ...garden, fences: new Set([...garden.fences, move.corner]) }, 0));
    case 'pass':
      return ok(endTurn(state, seat, garden, state.passes + 1));
  }
}

export function resolve(state: GardenState, input: PendingInput): Result<Outcome<GardenState>> {
  if (state.planting === null || !('entry' in input)) return fail('nothing-pending', 'the game waits for no entry');
  const entry = input.entry;
  const seed = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry.seed : undefined;
  if (typeof seed !== 'string' || !(SEEDS as readonly string[]).includes(seed)) return fail('bad-entry', `"seed" must be one of ${SEEDS.join(', ')}`);
  if (state.supply[seed as Seed] === 0) return fail('no-such-seed', `no ${seed} is left in the supply: check the seed drawn`);
  const seat = state.toMove;
  const garden = state.gardens[seat];
  const planted = { ...garden, plants: new Map([...garden.plants, [state.planting, seed as Seed]]) };
  const next = endTurn({ ...state, planting: null, supply: { ...state.supply, [seed]: state.supply[seed as Seed] - 1 } }, seat, planted, 0);
  return ok(next);
}

function endTurn(state: GardenState, seat: Seat, garden: Garden, passes: number): Outcome<GardenState> {
  const next: GardenState = { ...state, gardens: { ...state.gardens, [seat]: garden }, toMove: other(seat), passes };
  const result = gardenResult(next);
  return { state: next, events: result === null ? [] : [{ type: 'end', ...result }] };
}

/** How the game ended (what its end event says), or null while it goes on. */
export function gardenResult(state: GardenState): GameResult | null {
  if (!isOver(state)) return null;
  const { scores, ranking } = gardenScores(state);
  const winner = scores[ranking[0]] > scores[ranking[1]] ? ranking[0] : null;
  const words = state.passes >= 2 ? { en: 'both passed', ja: '両者がパス' } : { en: 'gardens full', ja: '庭が埋まった' };
  return { scores, winner, reason: words.en, words };
}

function illegalReason(state: GardenState, move: GardenMove): string {
  const garden = state.gardens[state.toMove];
  switch (move.type) {
    case 'plant': return garden.plants.has(move.cell) ? 'something grows there already' : 'the supply is empty';
    case 'water': return garden.plants.has(move.cell) ? 'that plant is watered already' : 'nothing grows there to water';
    case 'fence': return garden.fences.has(move.corner) ? 'a fence post stands there already' : 'a fence post needs plants on all four cells around it';
    case 'pass': return 'you cannot pass now';
  }
}
