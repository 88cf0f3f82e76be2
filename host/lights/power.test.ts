// A board's lights against its current cap, as `host.board(id).power` reports them: what the plan
// shown would draw at full brightness, and the cap the frame is dimmed to.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import { Host } from '../host.ts';
import { fakeBoard } from '../testing/fake-board.ts';

function hostWith(capMa: number) {
  const board = fakeBoard('a', '9x9', { sim: true });
  board.connection.profile = { ...board.connection.profile, maxCurrentMa: capMa };
  const clock = new VirtualClock(0);
  const host = new Host({ clock, settleMs: 100, defaultSeed: () => 1 });
  host.addBoard(board.connection);
  return { host, board, clock };
}

describe('host.board(id).power', () => {
  it('is null with no game; with a piece lifted, says the lights’ draw and the cap, and the frame is dimmed by their ratio', async () => {
    const { host, board, clock } = hostWith(100);
    expect(host.board('a')!.power).toBeNull();
    const game = host.startGame('a', { game: 'free' });
    if (!game.ok) throw new Error(game.error);
    expect(host.simulate('a', 'lift', ['A1']).ok).toBe(true);
    await clock.advanceBy(50);
    const power = host.board('a')!.power!;
    expect(power.capMa).toBe(100);
    expect(power.askedMa).toBeGreaterThan(100);
    // The frame sent is scaled down: no channel brighter than the cap allows.
    const frame = board.frames.at(-1)!;
    const brightest = Math.max(...frame.palette.flatMap((c) => [c.r, c.g, c.b]));
    expect(brightest).toBeLessThanOrEqual(Math.ceil(255 * (power.capMa / power.askedMa)));
  });

  it('under the cap, asks for less than it', async () => {
    const { host, clock } = hostWith(100_000);
    const game = host.startGame('a', { game: 'free' });
    if (!game.ok) throw new Error(game.error);
    expect(host.simulate('a', 'lift', ['A1']).ok).toBe(true);
    await clock.advanceBy(50);
    const power = host.board('a')!.power!;
    expect(power).toEqual({ askedMa: expect.any(Number), capMa: 100_000 });
    expect(power.askedMa).toBeGreaterThan(0);
    expect(power.askedMa).toBeLessThan(100_000);
  });
});
