// BoardLink on a line that carries 115200 baud but not the faster speed it switched to: garbage
// bytes and lost frames at the fast speed only, against the binding-mock fake board in virtual
// time. The link must step down and stay down for the hold time, not flap.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Feature, LineSpeed, VirtualClock } from '../../hardware/index.ts';
import { BoardLink } from './board-link.ts';
import { SPEED_HOLD_MS } from './line-noise.ts';
import type { LinkStatus } from './types.ts';
import { FakeBoard, ledsFrame, MockBinding, PATH } from '../testing/link-fake-board.ts';

let clock: VirtualClock;
let board: FakeBoard;
let link: BoardLink;
let statuses: (LinkStatus & { at: number })[];

const ALL_SPEEDS = LineSpeed[250_000] | LineSpeed[500_000] | LineSpeed[1_000_000];
const FAST = [250_000, 500_000, 1_000_000];

beforeEach(async () => {
  MockBinding.reset();
  clock = new VirtualClock();
  board = new FakeBoard(clock);
  board.hello = { ...board.hello, protocolMinor: 2, features: Feature.LEDS_DELTA, speeds: ALL_SPEEDS };
  statuses = [];
  link = new BoardLink({ path: PATH, binding: board.binding, clock });
  link.status$.subscribe((s) => statuses.push({ ...s, at: clock.now() }));
  const opening = link.open();
  let opened = false;
  void opening.then(() => { opened = true; });
  for (let i = 0; i < 5000 && !opened; i++) await clock.advanceBy(1);
  expect((await opening).ok).toBe(true);
  expect(link.baudRate).toBe(1_000_000);
});

afterEach(async () => {
  board.stopNoise();
  await link.close();
});

/** Lets virtual time run for `ms`, in steps small enough for the noise timer. */
async function run(ms: number, step = 5): Promise<void> {
  for (let t = 0; t < ms; t += step) await clock.advanceBy(step);
}

const setSpeeds = () => board.sent('SET_SPEED').map((r) => (r.message.type === 'SET_SPEED' ? r.message.baudRate : 0));

describe('noise at the fast speeds', () => {
  it('steps down to 115200 instead of flapping, says so, and stays down for the hold time', async () => {
    board.startNoise({ speeds: FAST });
    await run(8000);
    expect(board.noiseBytes).toBeGreaterThan(0); // the noise did hit the fast line
    expect(link.counters.reconnects).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s.state === 'lost').length).toBeLessThanOrEqual(1);
    expect(link.status.state).toBe('ready');
    expect(link.baudRate).toBe(115_200);
    expect(board.hostBaud()).toBe(115_200);
    expect(link.status.steppedDown).toEqual({ from: 1_000_000, to: 115_200, cause: 'noise' });
    expect(link.status.reason).toMatch(/^line 115200 baud — stepped down from 1000000 baud after noise/);
    // The link still works down there.
    let shown = 0;
    link.ledsShown$.subscribe(() => shown++);
    link.sendLeds(ledsFrame(2));
    await run(50);
    expect(shown).toBe(1);
    // No faster speed is tried again during the hold (the noise is still on)…
    const steppedAt = statuses.findLast((s) => s.steppedDown?.to === 115_200 && s.reason?.startsWith('line 115200'))!.at;
    const triedBefore = setSpeeds().length;
    await run(steppedAt + SPEED_HOLD_MS - 1000 - clock.now(), 100);
    expect(setSpeeds()).toHaveLength(triedBefore);
    expect(link.baudRate).toBe(115_200);
    expect(link.status.steppedDown).toBeDefined();
    // …and after it the link tries the fastest again: the line is clean now, so it stays there.
    board.stopNoise();
    await run(3000, 10);
    expect(setSpeeds().at(-1)).toBe(1_000_000);
    expect(link.baudRate).toBe(1_000_000);
    expect(link.status).toMatchObject({ state: 'ready', reason: 'line 1000000 baud' });
    expect(link.status.steppedDown).toBeUndefined();
  });

  it('steps down one speed at a time: noise at 1 000 000 only leaves the line at 500 000', async () => {
    board.startNoise({ speeds: [1_000_000] });
    await run(8000);
    expect(link.counters.reconnects).toBeLessThanOrEqual(3);
    expect(link.baudRate).toBe(500_000);
    expect(link.status).toMatchObject({ state: 'ready', steppedDown: { from: 1_000_000, to: 500_000 } });
  });

  it('tries again after the hold and steps down again while the noise lasts', async () => {
    board.startNoise({ speeds: [1_000_000] });
    await run(2000);
    expect(link.baudRate).toBe(500_000);
    await run(SPEED_HOLD_MS, 100);
    await run(2000);
    expect(setSpeeds().filter((b) => b === 1_000_000).length).toBeGreaterThanOrEqual(2);
    expect(link.baudRate).toBe(500_000);
    expect(link.counters.reconnects).toBeLessThanOrEqual(3);
  });

  it('a board that restarts on a switched line is still taken for a restart, not for noise', async () => {
    board.reboot();
    board.emitState();
    await run(500, 1);
    expect(link.status.state).toBe('ready');
    expect(link.counters).toMatchObject({ reconnects: 1 });
    expect(link.baudRate).toBe(1_000_000);
    expect(link.status.steppedDown).toBeUndefined();
  });
});
