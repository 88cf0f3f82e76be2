// A table for a game played on one board that holds it whole: the common case, for tools, tests
// and the bench that drive one board directly.
import type { Clock } from '../../hardware/index.ts';
import { CellMap, placeAreas } from '../games/placement.ts';
import type { GameSession } from '../session/session.ts';
import { GameTable, type TableBoard } from './table.ts';

export function tableOnOneBoard(config: { gameId?: string; session: GameSession; board: TableBoard; clock: Clock; settleMs?: number }): GameTable {
  const { session, board } = config;
  const space = { id: board.id, rows: board.profile.rows, cols: board.profile.cols };
  const placed = placeAreas(session.shape.areas, [space]);
  if (!placed.ok) throw new Error(placed.error);
  const map = new CellMap(session.shape, placed.value, [space]);
  return new GameTable({ gameId: config.gameId ?? session.game.id, session, map, boards: [board], clock: config.clock, settleMs: config.settleMs });
}
