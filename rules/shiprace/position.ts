// Position JSON, every key required:
//   { "turn": 5, "cast": 3,
//     "ships": { "P1a": {"cell": "E2", "cargo": 4}, "P1b": {"cell": "B1", "cargo": 0}, … every ship },
//     "start": {"P1": 15, "P2": 20}, "goal": {"P1": 0, "P2": 3} }
// `turn`: turns played so far (P1 plays turns 0, n, 2n…, so the player to move is turn mod n);
// `cast`: the heads of the current turn's cast, null while it is awaited; a ship's `cell` says
// where it is: its own berth at the start or the goal, or a berth of a point. A ship at the goal
// carries nothing (it unloaded on arrival), a ship on a point carries something (an empty one
// went home), and a cargo is 0 to 15.
import { alphaNumericName, parseAlphaNumeric } from '../cells.ts';
import { ok } from '../contract.ts';
import type { Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { freezeRace, playerName, raceOver, shipId } from './rules.ts';
import { berth, positionOfCell } from './track.ts';
import { GOAL, MAX_CARGO, SHIPS_PER_PLAYER, START } from './types.ts';
import type { Ship, ShipraceOptions, ShipraceState } from './types.ts';

const KEYS = ['turn', 'cast', 'ships', 'start', 'goal'];
const bad = (message: string) => fail('bad-position', message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function parseTracks(value: unknown, what: string, players: number): Result<number[]> {
  const names = Array.from({ length: players }, (_, p) => playerName(p));
  if (!isRecord(value)) return bad(`${what} must map ${names.join(', ')} to their resources`);
  for (const key of Object.keys(value)) if (!names.includes(key)) return bad(`${what}: ${key} is not playing`);
  const out: number[] = [];
  for (const name of names) {
    if (!isWhole(value[name])) return bad(`${what}: ${name} needs a whole number, 0 or more`);
    out.push(value[name] as number);
  }
  return ok(out);
}

function parseShip(value: unknown, id: string, player: number, k: number, options: ShipraceOptions): Result<Ship> {
  if (!isRecord(value) || Object.keys(value).some((key) => key !== 'cell' && key !== 'cargo')) return bad(`ships.${id} must be {"cell": …, "cargo": …}`);
  const cell = typeof value.cell === 'string' ? parseAlphaNumeric(value.cell, options.board) : null;
  const at = cell === null ? null : positionOfCell(options.track, cell);
  if (cell === null || at === null) return bad(`ships.${id}: ${JSON.stringify(value.cell)} is not a cell of the track`);
  if (at === START && cell !== berth(options.track, START, player, k)) return bad(`ships.${id}: at the start a ship stands on its own berth`);
  if (at === GOAL && cell !== berth(options.track, GOAL, player, k)) return bad(`ships.${id}: at the goal a ship stands on its own berth`);
  if (!isWhole(value.cargo) || value.cargo > MAX_CARGO) return bad(`ships.${id}: cargo is 0 to ${MAX_CARGO}`);
  if (at === GOAL && value.cargo !== 0) return bad(`ships.${id}: a ship at the goal has unloaded everything`);
  if (at !== START && at !== GOAL && value.cargo === 0) return bad(`ships.${id}: an empty ship goes back to the start at once`);
  return ok({ id, player, at, cell, cargo: value.cargo });
}

export function parseShipracePosition(json: unknown, options: ShipraceOptions): Result<ShipraceState> {
  if (!isRecord(json)) return bad(`a position is a JSON object with ${KEYS.join(', ')}`);
  for (const key of Object.keys(json)) if (!KEYS.includes(key)) return bad(`unknown key ${JSON.stringify(key)}`);
  for (const key of KEYS) if (!(key in json)) return bad(`${key} is missing (every key is required: ${KEYS.join(', ')})`);
  if (!isWhole(json.turn)) return bad('turn must be a whole number, 0 or more');
  if (json.cast !== null && (!isWhole(json.cast) || json.cast > 5)) return bad('cast must be null or 0 to 5 heads');
  if (!isRecord(json.ships)) return bad('ships must map every ship (P1a, P1b …) to its cell and cargo');
  const ids: string[] = [];
  const ships: Ship[] = [];
  for (let player = 0; player < options.players; player++) {
    for (let k = 0; k < SHIPS_PER_PLAYER; k++) {
      const id = shipId(player, k);
      ids.push(id);
      if (!(id in json.ships)) return bad(`ships: ${id} is missing`);
      const ship = parseShip(json.ships[id], id, player, k, options);
      if (!ship.ok) return ship;
      if (ships.some((s) => s.cell === ship.value.cell)) return bad(`ships: two ships on ${alphaNumericName(ship.value.cell, options.board)}`);
      ships.push(ship.value);
    }
  }
  for (const key of Object.keys(json.ships)) if (!ids.includes(key)) return bad(`ships: there is no ship ${key}`);
  const start = parseTracks(json.start, 'start', options.players);
  if (!start.ok) return start;
  const goal = parseTracks(json.goal, 'goal', options.players);
  if (!goal.ok) return goal;
  const state = freezeRace({ options, ships, start: start.value, goal: goal.value, turn: json.turn, cast: json.cast as number | null, last: null });
  if (raceOver(state) && state.cast !== null) return bad('cast: the game is over, nobody casts');
  return ok(state);
}

export function formatShipracePosition(state: ShipraceState): Json {
  const byPlayer = (list: readonly number[]) => Object.fromEntries(list.map((v, p) => [playerName(p), v]));
  return {
    turn: state.turn,
    cast: state.cast,
    ships: Object.fromEntries(state.ships.map((s): [string, Json] => [s.id, { cell: alphaNumericName(s.cell, state.options.board), cargo: s.cargo }])),
    start: byPlayer(state.start),
    goal: byPlayer(state.goal),
  };
}
