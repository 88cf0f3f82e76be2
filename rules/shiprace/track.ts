// The track on the board. The default lies on a 9×9 board, boustrophedon, three cells per point:
//
//        A    B    C    D    E    F    G    H    I
//   1   S1   S1   S1   S2   S2   S2   S3   S3   S3      S: start berths (S1 = player 1's ships a b c)
//   2   S4   S4   S4  [  1  -  -  ] [  2  -  -  ]      numbers: the 19 points, three berths each
//   3  [  5  -  -  ] [  4  -  -  ] [  3  -  -  ]
//   4  [  6  -  -  ] [  7  -  -  ] [  8  -  -  ]
//   5  [ 11  -  -  ] [ 10  -  -  ] [  9  -  -  ]
//   6  [ 12  -  -  ] [ 13  -  -  ] [ 14  -  -  ]
//   7  [ 17  -  -  ] [ 16  -  -  ] [ 15  -  -  ]
//   8  [ 18  -  -  ] [ 19  -  -  ]   G1   G1   G1      G: goal berths (G1 = player 1's ships a b c)
//   9   G2   G2   G2   G3   G3   G3   G4   G4   G4
//
// 12 + 19 × 3 + 12 = 81 cells: the whole board. Another track may be given as an option (cell
// names), for another board or another shape.
import { alphaNumericName, cellAt, isOnBoard, parseAlphaNumeric } from '../cells.ts';
import { ok } from '../contract.ts';
import type { Geometry, Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { GOAL, POINTS, SHIPS_PER_PLAYER, START } from './types.ts';
import type { Track } from './types.ts';

export const DEFAULT_BOARD: Geometry = Object.freeze({ rows: 9, cols: 9 });
export const MAX_PLAYERS = 4;

function defaultTrack(): Track {
  const at = (row: number, col: number) => cellAt(row, col, DEFAULT_BOARD);
  const triple = (row: number, third: number) => [at(row, 3 * third), at(row, 3 * third + 1), at(row, 3 * third + 2)];
  const start = [...Array.from({ length: 9 }, (_, c) => at(0, c)), at(1, 0), at(1, 1), at(1, 2)];
  const goal = [at(7, 6), at(7, 7), at(7, 8), ...Array.from({ length: 9 }, (_, c) => at(8, c))];
  const points: number[][] = [triple(1, 1), triple(1, 2)];
  for (let row = 2; row <= 6; row++) {
    const thirds = row % 2 === 0 ? [2, 1, 0] : [0, 1, 2];
    for (const third of thirds) points.push(triple(row, third));
  }
  points.push(triple(7, 0), triple(7, 1));
  return { start, points, goal };
}

export const DEFAULT_TRACK: Track = Object.freeze(defaultTrack());

/** Ship k of player p's berth at the start or the goal. */
export function berth(track: Track, where: typeof START | typeof GOAL, player: number, ship: number): number {
  return (where === START ? track.start : track.goal)[SHIPS_PER_PLAYER * player + ship];
}

/** The position (0 start, 1–19, 20 goal) of a cell, or null off the track. */
export function positionOfCell(track: Track, cell: number): number | null {
  if (track.start.includes(cell)) return START;
  if (track.goal.includes(cell)) return GOAL;
  const point = track.points.findIndex((cells) => cells.includes(cell));
  return point < 0 ? null : point + 1;
}

export function trackJson(track: Track, board: Geometry): Json {
  const names = (cells: readonly number[]) => cells.map((c) => alphaNumericName(c, board));
  return { start: names(track.start), points: track.points.map(names), goal: names(track.goal) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A track given as cell names: 19 points of 1+ cells, a berth per ship at the start and the goal. */
export function parseTrack(json: unknown, board: Geometry, players: number): Result<Track> {
  const bad = (message: string) => fail('bad-option', `track: ${message}`);
  if (!isRecord(json)) return bad('give {"start": [...], "points": [[...], ...], "goal": [...]} as cell names');
  for (const key of Object.keys(json)) if (!['start', 'points', 'goal'].includes(key)) return bad(`unknown key ${JSON.stringify(key)}`);
  const seen = new Set<number>();
  const cells = (list: unknown, what: string): Result<number[]> => {
    if (!Array.isArray(list) || list.length === 0) return bad(`${what} must be a list of cell names`);
    const out: number[] = [];
    for (const name of list) {
      const cell = typeof name === 'string' ? parseAlphaNumeric(name, board) : null;
      if (cell === null || !isOnBoard(cell, board)) return bad(`${what}: ${JSON.stringify(name)} is not a cell of a ${board.rows}×${board.cols} board`);
      if (seen.has(cell)) return bad(`${what}: ${name} is used twice`);
      seen.add(cell);
      out.push(cell);
    }
    return ok(out);
  };
  const start = cells(json.start, 'start');
  if (!start.ok) return start;
  if (!Array.isArray(json.points) || json.points.length !== POINTS) return bad(`points must list the ${POINTS} points`);
  const points: number[][] = [];
  for (const [i, point] of json.points.entries()) {
    const parsed = cells(point, `point ${i + 1}`);
    if (!parsed.ok) return parsed;
    points.push(parsed.value);
  }
  const goal = cells(json.goal, 'goal');
  if (!goal.ok) return goal;
  const needed = SHIPS_PER_PLAYER * players;
  if (start.value.length < needed || goal.value.length < needed) {
    return bad(`the start and the goal need a berth per ship: ${needed} cells each for ${players} players`);
  }
  return ok({ start: start.value, points, goal: goal.value });
}
