// Scoring: printed VP and bonus tokens, +1 per animal tile in an animal group of 2+, +1 per tile
// in a colour group of 2+, +1 per 3 leftover tokens. Ties: fewer tiles, then fewer tokens, else
// shared. Reading: a covered tile's printed VP does not count (the rulebook adds "the numbers
// shown"; a tile under an upper tile shows none), though it still counts in its groups.
import type { GameResult, ScoreSheet } from '../contract.ts';
import { animalGroups, colourGroups } from './groups.ts';
import { playerName } from './state.ts';
import { supportingCells, tileCount } from './tableau.ts';
import { totalTokens } from './tokens.ts';
import type { AnkhorState, Grid, PlayerState, Tile } from './types.ts';

export interface Breakdown {
  printed: number;
  bonus: number;
  animals: number;
  colours: number;
  leftover: number;
}

export const LEFTOVER_PER_POINT = 3;

export function breakdownOf(player: PlayerState, tiles: Readonly<Record<string, Tile>>, grid: Grid): Breakdown {
  const covered = supportingCells(player, grid);
  let printed = 0;
  player.base.forEach((id, cell) => {
    if (id !== null && !covered.has(cell)) printed += tiles[id].vp;
  });
  for (const id of player.upper) if (id !== null) printed += tiles[id].vp;
  const inPairs = (groups: { ids: readonly string[] }[]) => groups.reduce((a, g) => a + (g.ids.length >= 2 ? g.ids.length : 0), 0);
  return {
    printed,
    bonus: player.bonus.reduce((a, b) => a + b, 0),
    animals: inPairs(animalGroups(player, tiles, grid)),
    colours: inPairs(colourGroups(player, tiles, grid)),
    leftover: Math.floor(totalTokens(player.tokens) / LEFTOVER_PER_POINT),
  };
}

export const totalOf = (b: Breakdown): number => b.printed + b.bonus + b.animals + b.colours + b.leftover;

interface Standing {
  seat: number;
  points: number;
  tiles: number;
  tokens: number;
}

function standings(state: AnkhorState): Standing[] {
  return state.players.map((player, seat) => ({
    seat,
    points: totalOf(breakdownOf(player, state.tiles, state.options.grid)),
    tiles: tileCount(player),
    tokens: totalTokens(player.tokens),
  }));
}

/** More points, then fewer tiles, then fewer tokens; 0 means tied all the way (shared rank). */
const compare = (a: Standing, b: Standing): number => b.points - a.points || a.tiles - b.tiles || a.tokens - b.tokens;

/** Seat indices, best first; players tied on all three keep seat order. */
export function rankingOf(state: AnkhorState): number[] {
  return standings(state)
    .sort((a, b) => compare(a, b) || a.seat - b.seat)
    .map((s) => s.seat);
}

/** Seats sharing the first rank. */
export function winnersOf(state: AnkhorState): number[] {
  const all = standings(state);
  const best = all.slice().sort(compare)[0];
  return all.filter((s) => compare(s, best) === 0).map((s) => s.seat);
}

/** `{"scores", "breakdown", "ranking"}`, in that key order (the CLI prints it as it is). */
export function scoreSheet(state: AnkhorState): ScoreSheet {
  const scores: Record<string, number> = {};
  const breakdown: Record<string, Record<string, number>> = {};
  state.players.forEach((player, seat) => {
    const b = breakdownOf(player, state.tiles, state.options.grid);
    scores[playerName(seat)] = totalOf(b);
    breakdown[playerName(seat)] = { printed: b.printed, bonus: b.bonus, animals: b.animals, colours: b.colours, leftover: b.leftover };
  });
  return { scores, breakdown, ranking: rankingOf(state).map(playerName) };
}

/** How the game ended (what its end event says), or null while it goes on. */
export function ankhorResult(state: AnkhorState): GameResult | null {
  if (!state.over) return null;
  const winners = winnersOf(state);
  const ranking = rankingOf(state).map(playerName).join(', ');
  const shared = winners.length > 1 ? ` (${winners.map(playerName).join(' and ')} share the win)` : '';
  return {
    scores: scoreSheet(state).scores,
    winner: winners.length === 1 ? playerName(winners[0]) : null,
    reason: `the last round is complete; ranking ${ranking}${shared}`,
  };
}
