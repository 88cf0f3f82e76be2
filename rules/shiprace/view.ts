// The dashboard's and the CLI's picture of the ship race: plain JSON, with the resource tracks
// (each ship's cargo, each player's start and goal) the board cannot show.
import { alphaNumericName } from '../cells.ts';
import type { Json } from '../contract.ts';
import { formatShipraceMove } from './notation.ts';
import { pending, winners } from './play.ts';
import { ending, legalActions, playerName, playerToMove, raceOver } from './rules.ts';
import { trackJson } from './track.ts';
import { GOAL, GOAL_TARGET, MAX_CARGO, START } from './types.ts';
import type { ShipraceState } from './types.ts';

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
    pending: asked === null ? null : { ...asked },
    ships: state.ships.map((s): Json => ({
      id: s.id,
      player: playerName(s.player),
      at: s.at,
      place: s.at === START ? 'start' : s.at === GOAL ? 'goal' : `point ${s.at}`,
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
