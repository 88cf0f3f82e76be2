// The ship race on the board: every ship stands on a cell of the track (its own berth at the
// start and at the goal, any free berth of a point). Moves that carry a ship somewhere are sensed:
// a ship lifted and put down on the cell it ends on (a raided ship left with nothing is lifted and
// put on its start berth). Actions that move no piece (build, supply, most raids, an unload at the
// start, pass) are entered.
import { CellSet } from '../cellset.ts';
import type { Disambiguation, Footprint, LightRole } from '../contract.ts';
import { unsensed } from '../boardless.ts';
import { findShip, legalActions, shipIndex } from './rules.ts';
import { berth } from './track.ts';
import { MAX_CARGO, START } from './types.ts';
import type { Ship, ShipraceMove, ShipraceState } from './types.ts';

export function occupancy(state: ShipraceState): CellSet {
  return CellSet.from(state.ships.map((s) => s.cell));
}

function carried(from: Ship, to: number): Footprint {
  if (from.cell === to) return unsensed();
  return { from: CellSet.of(from.cell), fill: CellSet.of(to) };
}

const home = (state: ShipraceState, ship: Ship) => berth(state.options.track, START, ship.player, shipIndex(ship));

export function footprint(state: ShipraceState, move: ShipraceMove): Footprint {
  if (move.type === 'pass' || move.type === 'build' || move.type === 'supply') return unsensed();
  const ship = findShip(state, move.ship);
  if (ship === undefined) return unsensed();
  switch (move.type) {
    case 'move':
      return carried(ship, move.to);
    case 'unload':
      return carried(ship, home(state, ship));
    case 'raid': {
      const victim = findShip(state, move.victim);
      if (victim === undefined || state.cast === null) return unsensed();
      const taken = Math.min(state.cast - 1, victim.cargo, MAX_CARGO - ship.cargo);
      return taken === victim.cargo ? carried(victim, home(state, victim)) : unsensed();
    }
  }
}

const sameMove = (a: ShipraceMove, b: ShipraceMove) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Moves that look the same on the board do different things (an unload and a move that sends a
 * ship home empty; raids by different ships that empty the same ship): the players say which.
 */
export function disambiguate(_state: ShipraceState, moves: ShipraceMove[]): Disambiguation<ShipraceMove> {
  if (moves.length === 0) throw new RangeError('disambiguate needs at least one move');
  const distinct: ShipraceMove[] = [];
  for (const move of moves) if (!distinct.some((m) => sameMove(m, move))) distinct.push(move);
  if (distinct.length === 1) return { move: distinct[0] };
  const prompt = 'These actions look the same on the board: which one was it?';
  return { choice: { prompt, options: distinct, words: { en: prompt, ja: '盤上では同じに見える行動です。どれでしたか？' } } };
}

/**
 * After the cast: the cells a ship may sail to ('target'; a berth at the goal too) and the ships
 * that may be raided ('capture'). Before it, nothing.
 */
export function ambientLights(state: ShipraceState): Map<number, LightRole> {
  const lights = new Map<number, LightRole>();
  for (const move of legalActions(state)) {
    if (move.type === 'move') {
      const ship = findShip(state, move.ship) as Ship;
      if (move.to !== ship.cell && move.to !== home(state, ship)) {
        lights.set(move.to, 'target');
      }
    }
    if (move.type === 'raid') lights.set((findShip(state, move.victim) as Ship).cell, 'capture');
  }
  return lights;
}
