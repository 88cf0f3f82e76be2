// The profile of a board connected with --port: the one named with --board, else the built-in
// board of the size the board reports in its HELLO.
import type { BoardProfile } from '../hardware/index.ts';
import { profileFitting, type Checked } from '../host/index.ts';

export function profileOfBoard(path: string, size: { rows: number; cols: number }, named: BoardProfile | undefined): Checked<BoardProfile> {
  const { rows, cols } = size;
  if (named === undefined) {
    const fitting = profileFitting({ rows, cols });
    // --board names a built-in board, which must be the size the board reports: no advice to give.
    return fitting.ok ? fitting : { ok: false, error: `${path}: ${fitting.error}, the size the board reports` };
  }
  if (named.rows !== rows || named.cols !== cols) {
    return { ok: false, error: `${path} is a ${rows}×${cols} board, not a "${named.id}" (${named.rows}×${named.cols})` };
  }
  return { ok: true, value: named };
}
