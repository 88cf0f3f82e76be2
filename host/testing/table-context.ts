// For the table reducer's tests: a game on boards as the reducer sees it, without the shell.
import { seededRng, type AnyGame } from '../../rules/index.ts';
import { positionOf } from '../detect/candidates.ts';
import { CellMap, placeAreas, type BoardSpace } from '../games/placement.ts';
import { shapeOf, type GameShape } from '../games/shape.ts';
import type { TableContext } from '../table/reducer.ts';

export interface Setting {
  shape: GameShape;
  map: CellMap;
  /** The context at time `now` for a state of the game. */
  at(now: number, state: unknown): TableContext;
}

export function settingFor(game: AnyGame, options: object, boards: BoardSpace[]): Setting & { state: unknown; options: unknown } {
  const parsed = game.parseOptions(options, boards[0]);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = game.setup(parsed.value, seededRng(1));
  const shape = shapeOf(game, parsed.value, state);
  const placed = placeAreas(shape.areas, boards);
  if (!placed.ok) throw new Error(placed.error);
  const map = new CellMap(shape, placed.value, boards);
  return {
    shape, map, state, options: parsed.value,
    at: (now, s) => {
      const pending = game.pending(s);
      return {
        now, settleMs: 100, shape, map, state: s, position: positionOf(shape, s),
        choice: pending?.kind === 'choice' ? pending.options : null,
        choiceCells: pending?.kind === 'choice' && pending.cells ? new Map(Object.entries(pending.cells)) : null,
        ambient: shape.ambientLights(s),
        boardSize: (id) => boards.find((b) => b.id === id)!,
        label: (m) => game.formatMove(m, s),
      };
    },
  };
}
