// BoardLink against a board that sends bytes without a frame END: the frame is dropped as it grows
// past the protocol's largest (not buffered), counted in `framesTooLarge`, and the link goes on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FRAME_LENGTH, VirtualClock } from '../../hardware/index.ts';
import type { State } from '../../hardware/index.ts';
import { BoardLink } from './board-link.ts';
import type { LinkStatus } from './types.ts';
import { FakeBoard, MockBinding, PATH } from '../testing/link-fake-board.ts';

let clock: VirtualClock;
let board: FakeBoard;
let link: BoardLink;
let statuses: LinkStatus[];
let states: State[];
let logLines: string[];

beforeEach(() => {
  MockBinding.reset();
  clock = new VirtualClock();
  board = new FakeBoard(clock);
  statuses = [];
  states = [];
  logLines = [];
  link = new BoardLink({ path: PATH, binding: board.binding, clock, log: (line) => logLines.push(line) });
  link.status$.subscribe((s) => statuses.push(s));
  link.states$.subscribe((s) => states.push(s));
});

afterEach(async () => {
  await link.close();
});

async function openLink(): Promise<void> {
  const pending = link.open();
  let settled = false;
  void pending.then(() => { settled = true; });
  for (let i = 0; i < 1000 && !settled; i++) await clock.advanceBy(10);
  expect((await pending).ok).toBe(true);
}

describe('a frame longer than the protocol allows', () => {
  it('is dropped as it grows, counted once in framesTooLarge, and the next frame is read', async () => {
    await openLink();
    states.length = 0;
    const chunk = new Uint8Array(4096).map((_, i) => (i * 7) & 0x7f); // no END: one endless frame
    for (let sent = 0; sent < 3 * MAX_FRAME_LENGTH; sent += chunk.length) {
      board.emitBytes(chunk);
      await clock.advanceBy(1);
    }
    expect(link.counters).toMatchObject({ framesTooLarge: 1, crcErrors: 0, decodeErrors: 0 });
    expect(logLines.some((l) => l.includes('too-large'))).toBe(true);
    board.occupied[4] = true;
    board.emitState(); // its leading END closes the dropped frame
    await clock.advanceBy(1);
    expect(states.map((s) => s.occupied[4])).toEqual([true]);
    expect(link.counters.framesTooLarge).toBe(1);
    expect(link.status.state).toBe('ready');
  });
});
