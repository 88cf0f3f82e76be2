// A game started on a board that has already reported: a board reports only changes, so the new
// game's table asks it for its state. Before that, a game started after the board's last STATE
// read nothing and lit nothing until the board's next report (a still board's comes up to a
// second later) — as right after the switch to the board's faster line speed (its STATE behind
// HELLO comes once the switch is confirmed, to the game shown until then).
import { afterEach, describe, expect, it } from 'vitest';
import { builtinProfiles, VirtualClock } from '../hardware/index.ts';
import { createSimBinding, SimBoard, speedsOf } from '../firmware-sim/index.ts';
import { findLesson } from '../rules/index.ts';
import { Host } from './host.ts';
import { BoardLink } from './link/board-link.ts';

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

async function settle<T>(clock: VirtualClock, promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.then(() => { done = true; });
  for (let i = 0; i < 10_000 && !done; i++) await clock.advanceBy(1);
  return promise;
}

/** Host, link and simulated board (its real build's speeds), the lesson's game shown before the link opens. */
async function rig(speeds: number) {
  const lesson = findLesson('scarabya-first')!;
  const profile = builtinProfiles['10x10'];
  const clock = new VirtualClock(0);
  const board = new SimBoard({ profile, clock, speeds, faultSeed: 1 });
  const sim = createSimBinding();
  sim.attach('sim:1', board);
  const link = new BoardLink({ path: 'sim:1', binding: sim.binding, clock });
  const host = new Host({ clock, settleMs: 100, defaultSeed: () => lesson.seed });
  host.addBoard({
    id: '1', path: 'sim:1', profile, port: link, link,
    sim: { lift: (c) => board.lift(c), place: (c) => board.place(c), setOccupancy: (c) => board.place(c) },
  });
  const first = host.startGame('1', { game: lesson.game, options: lesson.options, seed: lesson.seed });
  if (!first.ok) throw new Error(first.error);
  expect((await settle(clock, link.open())).ok).toBe(true);
  stops.push(async () => { await settle(clock, link.close()); board.dispose(); });
  return { clock, link, host, lesson };
}

describe('a game started on a board that has reported already', () => {
  it('is lit right after the switch to the faster line speed', async () => {
    const { clock, link, host, lesson } = await rig(speedsOf(builtinProfiles['10x10']));
    expect(link.baudRate).toBeGreaterThan(115200);
    expect(host.startLesson('1', lesson.id).ok).toBe(true);
    await clock.advanceBy(400);
    expect(Object.values(host.board('1')!.lights)).toContain('target');
  });

  it('is lit on a board standing still since its last report', async () => {
    const { clock, host, lesson } = await rig(0);
    await clock.advanceBy(300); // its next report (at least one a second) is 700 ms away
    expect(host.startLesson('1', lesson.id).ok).toBe(true);
    await clock.advanceBy(400);
    expect(Object.values(host.board('1')!.lights)).toContain('target');
  });
});
