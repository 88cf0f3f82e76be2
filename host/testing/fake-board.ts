// For host tests: a board the test feeds directly (no serial line), in view cells.
import { Subject } from 'rxjs';
import { builtinProfiles, type BoardProfile, type State } from '../../hardware/index.ts';
import type { BoardConnection } from '../boards/connected-boards.ts';
import type { LedFrame } from '../lights/render.ts';

export interface FakeBoard {
  connection: BoardConnection;
  occupied: Set<number>;
  frames: LedFrame[];
  /** Sends the board's state (its occupied cells and these buttons down). */
  report(buttons?: boolean[]): void;
}

export function fakeBoard(id: string, profileId = '9x9', options: { sim?: boolean } = {}): FakeBoard {
  const profile: BoardProfile = builtinProfiles[profileId];
  const states$ = new Subject<State>();
  const occupied = new Set<number>();
  const frames: LedFrame[] = [];
  let seq = 0;
  const board: FakeBoard = {
    occupied,
    frames,
    report: (buttons = profile.buttons.map(() => false)) => states$.next({
      type: 'STATE', seq: seq++ & 255, uptimeMs: seq, buttons,
      occupied: Array.from({ length: profile.rows * profile.cols }, (_, c) => occupied.has(c)),
    }),
    connection: {
      id, path: `/dev/fake-${id}`, profile,
      port: { states$, status$: new Subject(), sendLeds: (f) => frames.push(f) },
      ...(options.sim ? {
        sim: {
          lift: (cells) => { for (const c of cells) occupied.delete(c); board.report(); },
          place: (cells) => { for (const c of cells) occupied.add(c); board.report(); },
          setOccupancy: (cells) => { occupied.clear(); for (const c of cells) occupied.add(c); },
        },
      } : {}),
    },
  };
  return board;
}
