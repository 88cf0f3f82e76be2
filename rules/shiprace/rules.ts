// The rules of the ship race: the start, the actions a cast allows, and what each does.
//
// A turn: the player casts five sticks (n heads), then takes one action:
// - unload (荷下ろし): a ship goes back to the start, its cargo onto the start's track;
// - move (移動): a ship pays n of its cargo and sails n points (to the goal at most);
// - build (造船): 5 from the start's track fit out an empty ship at the start with 5;
// - supply (補給): n from the common supply onto one of the player's ships (up to 15);
// - raid (略奪): one of the player's ships takes n − 1 from another player's ship on its point.
// A ship reaching the goal unloads there at once (its cargo onto the goal's track) and stays,
// empty, until an unload brings it back; a ship left with nothing elsewhere goes back to the
// start at once. Readings taken where the book is silent are marked `Reading` (README.md).
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { berth } from './track.ts';
import { BUILD_COST, GOAL, GOAL_TARGET, MAX_CARGO, SHIPS_PER_PLAYER, START } from './types.ts';
import type { Ship, ShipraceMove, ShipraceOptions, ShipraceState } from './types.ts';

export const START_RESOURCES = 20;
export const FIRST_CARGO = 5;
const LETTERS = 'abc';

export const playerName = (player: number) => `P${player + 1}`;
export const shipId = (player: number, index: number) => `${playerName(player)}${LETTERS[index]}`;
/** Which of its player's ships (0, 1, 2) a ship is. */
export const shipIndex = (ship: Ship) => LETTERS.indexOf(ship.id.slice(-1));

export function freezeRace(state: ShipraceState): ShipraceState {
  for (const ship of state.ships) Object.freeze(ship);
  Object.freeze(state.ships);
  Object.freeze(state.start);
  Object.freeze(state.goal);
  if (state.last !== null) Object.freeze(state.last);
  return Object.freeze(state);
}

/** All ships at the start; 20 on each start track, 5 on each player's first ship. */
export function setupRace(options: ShipraceOptions): ShipraceState {
  const ships: Ship[] = [];
  for (let player = 0; player < options.players; player++) {
    for (let k = 0; k < SHIPS_PER_PLAYER; k++) {
      ships.push({ id: shipId(player, k), player, at: START, cell: berth(options.track, START, player, k), cargo: k === 0 ? FIRST_CARGO : 0 });
    }
  }
  return freezeRace({
    options,
    ships,
    start: new Array<number>(options.players).fill(START_RESOURCES),
    goal: new Array<number>(options.players).fill(0),
    turn: 0,
    cast: null,
    last: null,
  });
}

export const playerToMove = (state: ShipraceState) => state.turn % state.options.players;

/** Someone has brought 20 to the goal: the round is finished, then the game ends. */
export const ending = (state: ShipraceState) => state.goal.some((g) => g >= GOAL_TARGET);

/** Over once every player has had as many turns as the others, with the end in sight. */
export const raceOver = (state: ShipraceState) => ending(state) && state.turn % state.options.players === 0;

export function findShip(state: ShipraceState, id: string): Ship | undefined {
  return state.ships.find((s) => s.id.toLowerCase() === id.toLowerCase());
}

/** Cells of a point no ship stands on. */
export function freeBerths(state: ShipraceState, at: number): number[] {
  return state.options.track.points[at - 1].filter((cell) => !state.ships.some((s) => s.cell === cell));
}

/** Where a ship paying and sailing `heads` ends: its position, and its cargo then. */
export function sailing(ship: Ship, heads: number): { at: number; cargo: number; home: boolean } {
  const at = Math.min(ship.at + heads, GOAL);
  const cargo = ship.cargo - heads;
  // Reading: a ship that reaches the goal unloads there, so it is never "left with nothing".
  const home = at !== GOAL && cargo === 0;
  return { at: home ? START : at, cargo: at === GOAL ? 0 : cargo, home };
}

const refuse = (code: string, message: string) => fail(code, message);

/** Why an action may not be taken now, or ok. */
export function checkAction(state: ShipraceState, move: ShipraceMove): Result<null> {
  if (raceOver(state)) return refuse('game-over', 'the game is over');
  if (state.cast === null) return refuse('pending', `${playerName(playerToMove(state))} casts the sticks first`);
  const heads = state.cast;
  const player = playerToMove(state);
  if (move.type === 'pass') {
    return legalActions(state).some((m) => m.type !== 'pass') ? refuse('must-act', 'an action is possible: passing is only for a turn with none') : ok(null);
  }
  const ship = findShip(state, move.ship);
  if (ship === undefined) return refuse('no-such-ship', `there is no ship ${move.ship}`);
  if (ship.player !== player) return refuse('not-your-ship', `${ship.id} is ${playerName(ship.player)}'s: ${playerName(player)} is to play`);
  switch (move.type) {
    case 'unload':
      if (ship.at === START && ship.cargo === 0) return refuse('nothing-to-unload', `${ship.id} is at the start with nothing on board`);
      return ok(null);
    case 'build':
      if (ship.at !== START || ship.cargo !== 0) return refuse('not-buildable', `only an empty ship at the start is built (${ship.id} is not)`);
      if (state.start[player] < BUILD_COST) return refuse('too-poor', `building takes ${BUILD_COST} from the start, which holds ${state.start[player]}`);
      return ok(null);
    case 'supply':
      if (heads === 0) return refuse('no-heads', 'no heads: the supply brings nothing');
      if (ship.at === GOAL) return refuse('at-goal', `${ship.id} waits at the goal to be unloaded`);
      if (ship.cargo >= MAX_CARGO) return refuse('full', `${ship.id} carries ${MAX_CARGO} already`);
      return ok(null);
    case 'move': {
      if (heads === 0) return refuse('no-heads', 'no heads: a ship sails no points');
      if (ship.at === GOAL) return refuse('at-goal', `${ship.id} is at the goal: unload it to bring it back`);
      if (ship.cargo < heads) return refuse('too-little-cargo', `sailing ${heads} points costs ${heads} and ${ship.id} carries ${ship.cargo}`);
      const end = sailing(ship, heads);
      if (end.at === GOAL || end.home) {
        const cell = berth(state.options.track, end.at === GOAL ? GOAL : START, ship.player, shipIndex(ship));
        return move.to === cell ? ok(null) : refuse('wrong-cell', `${ship.id} ends on its berth at the ${end.at === GOAL ? 'goal' : 'start'}`);
      }
      if (!state.options.track.points[end.at - 1].includes(move.to)) {
        return refuse('wrong-point', `${heads} heads take ${ship.id} to point ${end.at}, not there`);
      }
      if (!freeBerths(state, end.at).includes(move.to)) {
        return refuse(freeBerths(state, end.at).length === 0 ? 'point-full' : 'berth-taken', `another ship stands there (point ${end.at})`);
      }
      return ok(null);
    }
    case 'raid': {
      if (heads < 2) return refuse('no-heads', `${heads} heads take nothing (a raid takes heads − 1)`);
      const victim = findShip(state, move.victim);
      if (victim === undefined) return refuse('no-such-ship', `there is no ship ${move.victim}`);
      if (victim.player === player) return refuse('own-ship', 'a raid is on another player\'s ship');
      // Reading: raids happen on the 19 points, not in the harbours of the start and the goal.
      if (ship.at === START || ship.at === GOAL || victim.at !== ship.at) return refuse('not-together', `${ship.id} and ${victim.id} are not on the same point`);
      if (victim.cargo === 0) return refuse('nothing-to-take', `${victim.id} carries nothing`);
      if (ship.cargo >= MAX_CARGO) return refuse('full', `${ship.id} carries ${MAX_CARGO} already`);
      return ok(null);
    }
  }
}

/** Every action the player to move may take with the cast, P1a's first; `pass` when none. */
export function legalActions(state: ShipraceState): ShipraceMove[] {
  if (raceOver(state) || state.cast === null) return [];
  const heads = state.cast;
  const player = playerToMove(state);
  const candidates: ShipraceMove[] = [];
  for (const ship of state.ships.filter((s) => s.player === player)) {
    candidates.push({ type: 'unload', ship: ship.id });
    if (heads > 0 && ship.at !== GOAL) {
      const end = sailing(ship, heads);
      const cells =
        end.at === GOAL || end.home
          ? [berth(state.options.track, end.at === GOAL ? GOAL : START, player, shipIndex(ship))]
          : freeBerths(state, end.at);
      for (const to of cells) candidates.push({ type: 'move', ship: ship.id, to });
    }
    candidates.push({ type: 'build', ship: ship.id }, { type: 'supply', ship: ship.id });
    for (const victim of state.ships) if (victim.player !== player) candidates.push({ type: 'raid', ship: ship.id, victim: victim.id });
  }
  const legal = candidates.filter((m) => checkAction(state, m).ok);
  return legal.length > 0 ? legal : [{ type: 'pass' }];
}

export interface Applied {
  state: ShipraceState;
  /** What happened, in words. */
  notes: string[];
}

/** The action's effect (it must be legal); the turn passes to the next player. */
export function applyAction(state: ShipraceState, move: ShipraceMove): Applied {
  const heads = state.cast as number;
  const player = playerToMove(state);
  const track = state.options.track;
  const ships = state.ships.map((s) => ({ ...s }));
  const start = state.start.slice();
  const goal = state.goal.slice();
  const notes: string[] = [];
  const home = (ship: Ship) => ({ ...ship, at: START, cell: berth(track, START, ship.player, shipIndex(ship)) });
  const index = (id: string) => ships.findIndex((s) => s.id === id);
  const who = playerName(player);
  switch (move.type) {
    case 'pass':
      notes.push(`${who} can do nothing with ${heads} and passes`);
      break;
    case 'unload': {
      const i = index(move.ship);
      start[player] += ships[i].cargo;
      notes.push(`${ships[i].id} unloads ${ships[i].cargo} at the start`);
      ships[i] = { ...home(ships[i]), cargo: 0 };
      break;
    }
    case 'build': {
      const i = index(move.ship);
      start[player] -= BUILD_COST;
      ships[i] = { ...ships[i], cargo: BUILD_COST };
      notes.push(`${who} builds ${ships[i].id}: ${BUILD_COST} from the start, ${BUILD_COST} on board`);
      break;
    }
    case 'supply': {
      const i = index(move.ship);
      const taken = Math.min(heads, MAX_CARGO - ships[i].cargo);
      ships[i] = { ...ships[i], cargo: ships[i].cargo + taken };
      notes.push(`${ships[i].id} takes ${taken} from the supply (${ships[i].cargo} on board)`);
      break;
    }
    case 'move': {
      const i = index(move.ship);
      const end = sailing(ships[i], heads);
      const carried = ships[i].cargo - heads;
      ships[i] = { ...ships[i], at: end.at, cell: move.to, cargo: end.cargo };
      if (end.at === GOAL) {
        goal[player] += carried;
        notes.push(`${ships[i].id} reaches the goal and unloads ${carried} there (${goal[player]} at the goal)`);
      } else if (end.home) {
        notes.push(`${ships[i].id} pays its last ${heads} and, with nothing left, goes back to the start`);
      } else {
        notes.push(`${ships[i].id} pays ${heads} and sails to point ${end.at} (${end.cargo} on board)`);
      }
      break;
    }
    case 'raid': {
      const i = index(move.ship);
      const v = index(move.victim);
      const taken = Math.min(heads - 1, ships[v].cargo, MAX_CARGO - ships[i].cargo);
      ships[i] = { ...ships[i], cargo: ships[i].cargo + taken };
      ships[v] = { ...ships[v], cargo: ships[v].cargo - taken };
      notes.push(`${ships[i].id} raids ${ships[v].id} for ${taken}`);
      if (ships[v].cargo === 0) {
        ships[v] = home(ships[v]);
        notes.push(`${ships[v].id} has nothing left and goes back to the start`);
      }
      break;
    }
  }
  return {
    state: freezeRace({ ...state, ships, start, goal, turn: state.turn + 1, cast: null }),
    notes,
  };
}
