// BoardLink against a board that sends bytes without a frame END: the frame is dropped as it grows
// past the protocol's largest (not buffered), counted in `framesTooLarge`, and the link goes on.
// First against the scripted fake board, then against the simulated board through the serialport
// stream, babbling 100 KB/s between its frames and then instead of them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtinProfiles, MAX_FRAME_LENGTH, VirtualClock } from '../../hardware/index.ts';
import { Babbler, createSimBinding, SimBoard } from '../../firmware-sim/index.ts';
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

describe('a simulated board babbling without frame ends', () => {
  const profile = builtinProfiles['9x9'];

  async function rig() {
    const simClock = new VirtualClock();
    const sim = createSimBinding();
    const simBoard = new SimBoard({ profile, clock: simClock, faultSeed: 1 });
    const babbler = new Babbler(simBoard, simClock, 7);
    sim.attach('sim:1', babbler);
    const simLink = new BoardLink({ path: 'sim:1', binding: sim.binding, clock: simClock, log: () => undefined });
    const seen: State[] = [];
    const seenStatus: LinkStatus[] = [];
    simLink.states$.subscribe((s) => seen.push(s));
    simLink.status$.subscribe((s) => seenStatus.push(s));
    const pending = simLink.open();
    let settled = false;
    void pending.then(() => { settled = true; });
    for (let i = 0; i < 1000 && !settled; i++) await simClock.advanceBy(10);
    expect((await pending).ok).toBe(true);
    const run = async (ms: number) => { for (let t = 0; t < ms; t += 10) await simClock.advanceBy(10); };
    const stop = async () => { await simLink.close(); simBoard.dispose(); };
    return { simBoard, babbler, simLink, seen, seenStatus, run, stop };
  }

  it('keeps the link up while 100 KB/s of noise comes between its frames: each second of noise is dropped as it grows, and a piece put down still arrives', async () => {
    const { simBoard, babbler, simLink, seen, seenStatus, run, stop } = await rig();
    try {
      seenStatus.length = 0;
      babbler.setBabble({ bytesPerSecond: 100_000, drown: false });
      await run(1500);
      seen.length = 0;
      simBoard.place(0);
      await run(1500);
      babbler.setBabble(null);
      await run(200);
      expect(babbler.bytesSent).toBeGreaterThanOrEqual(300_000);
      // The board's STATE every second ends the noise: each ~100 KB stretch outgrew the largest frame once.
      expect(simLink.counters.framesTooLarge).toBeGreaterThanOrEqual(2);
      expect(simLink.counters.reconnects).toBe(0);
      expect(seenStatus.map((s) => s.state)).not.toContain('lost');
      expect(simLink.status.state).toBe('ready');
      expect(seen.some((s) => s.occupied[0])).toBe(true); // the piece put down during the noise
    } finally {
      await stop();
    }
  });

  it('loses the board while noise drowns it, then reconnects once the noise stops, with the drops counted', async () => {
    const { simBoard, babbler, simLink, seen, run, stop } = await rig();
    try {
      babbler.setBabble({ bytesPerSecond: 100_000, drown: true });
      await run(5000); // no valid frame for longer than the 3 s the link waits
      expect(simLink.status.state).not.toBe('ready');
      const dropped = simLink.counters.framesTooLarge;
      expect(dropped).toBeGreaterThanOrEqual(1);
      babbler.setBabble(null);
      for (let i = 0; i < 100 && simLink.status.state !== 'ready'; i++) await run(100);
      expect(simLink.status.state).toBe('ready');
      expect(simLink.counters.reconnects).toBeGreaterThanOrEqual(1);
      expect(simLink.counters.framesTooLarge).toBeGreaterThanOrEqual(dropped);
      seen.length = 0;
      simBoard.place(0);
      await run(200);
      expect(seen.some((s) => s.occupied[0])).toBe(true);
    } finally {
      await stop();
    }
  });
});
