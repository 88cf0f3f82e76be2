// The dashboard's and the CLI's picture of the ship race: plain JSON, with the resource tracks
// (each ship's cargo, each player's start and goal) the board cannot show.
import { alphaNumericName } from '../cells.ts';
import type { Json } from '../contract.ts';
import { formatShipraceMove } from './notation.ts';
import { pending, winners } from './play.ts';
import { ending, findShip, legalActions, playerName, playerToMove, raceOver, sailing } from './rules.ts';
import { trackJson } from './track.ts';
import { GOAL, GOAL_TARGET, MAX_CARGO, START, STICKS } from './types.ts';
import type { ShipraceState } from './types.ts';

const placeName = (at: number) => (at === START ? 'start' : at === GOAL ? 'goal' : `point ${at}`);

/**
 * What this turn's cast reaches: each ship that may sail, where to (the place and its berths), for
 * the picture beside the board. A ship paying its last cargo sails and comes home empty.
 */
function reach(state: ShipraceState): Json[] {
  const board = state.options.board;
  const out: { ship: string; at: number; place: string; home: boolean; cells: string[] }[] = [];
  for (const move of legalActions(state)) {
    if (move.type !== 'move' || state.cast === null) continue;
    const ship = findShip(state, move.ship);
    if (ship === undefined) continue;
    const reached = Math.min(ship.at + state.cast, GOAL);
    const cell = alphaNumericName(move.to, board);
    const seen = out.find((r) => r.ship === ship.id);
    if (seen) seen.cells.push(cell);
    else out.push({ ship: ship.id, at: reached, place: placeName(reached), home: sailing(ship, state.cast).home, cells: [cell] });
  }
  return out;
}

export function shipraceView(state: ShipraceState): Json {
  const board = state.options.board;
  const over = raceOver(state);
  const players = state.goal.map((_, p) => playerName(p));
  const asked = pending(state);
  return {
    game: 'shiprace',
    players,
    toMove: over ? null : playerName(playerToMove(state)),
    turn: state.turn,
    round: Math.floor(state.turn / players.length) + (over ? 0 : 1),
    cast: state.cast,
    sticks: STICKS,
    reach: reach(state),
    pending: asked === null ? null : { ...asked },
    ships: state.ships.map((s): Json => ({
      id: s.id,
      player: playerName(s.player),
      at: s.at,
      place: placeName(s.at),
      cell: alphaNumericName(s.cell, board),
      cargo: s.cargo,
    })),
    start: Object.fromEntries(players.map((p, i) => [p, state.start[i]])),
    goal: Object.fromEntries(players.map((p, i) => [p, state.goal[i]])),
    maxCargo: MAX_CARGO,
    goalTarget: GOAL_TARGET,
    ending: ending(state),
    actions: legalActions(state).map((m) => formatShipraceMove(m, state)),
    last: state.last === null ? null : { player: playerName(state.last.player), heads: state.last.heads, action: state.last.text },
    track: trackJson(state.options.track, board),
    defaultTrack: state.options.defaultTrack,
    over,
    winners: over ? winners(state) : [],
  };
}
