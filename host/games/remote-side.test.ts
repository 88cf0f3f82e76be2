// A side of a game driven from outside host/ (remote play): held, the boards take no move; guided,
// the move is lit and only it commits; released, any legal move does; any change holds again.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import type { HostEvent } from '../events.ts';
import { Host } from '../host.ts';
import { fakeBoard } from '../testing/fake-board.ts';

/** A host with simulated board `a` playing free (pieces on rows 1 and 9). */
function freeGame(options?: Record<string, unknown>) {
  const clock = new VirtualClock(0);
  const h = new Host({ clock, settleMs: 100, defaultSeed: () => 1 });
  const board = fakeBoard('a', '9x9', { sim: true });
  h.addBoard(board.connection);
  const events: HostEvent[] = [];
  h.events$.subscribe((e) => events.push(e));
  const started = h.startGame('a', { game: 'free', ...(options === undefined ? {} : { options }) });
  if (!started.ok) throw new Error(started.error);
  board.report(); // the board says what it holds, as a real one does at once
  const moves = () => h.game(started.value.id)!.log.map((e) => e.move);
  /** A person moves a piece on the board, and the board settles. */
  const make = async (from: string, to: string) => {
    expect(h.simulate('a', 'lift', [from]).ok).toBe(true);
    await clock.advanceBy(150);
    expect(h.simulate('a', 'place', [to]).ok).toBe(true);
    await clock.advanceBy(150);
  };
  const lights = () => h.board('a')!.lights;
  return { h, clock, id: started.value.id, events, moves, make, lights };
}

describe('Host.remoteSide', () => {
  it('takes the cast awaited from its driver only: a count entered by hand is refused, the host casts nothing itself', async () => {
    const t = freeGame({ cast: 3, sticks: 'physical' });
    const remote = t.h.remoteSide(t.id, 'south');
    if (!remote.ok) throw new Error(remote.error);
    expect(remote.value.sticks()).toBe('physical');
    expect(remote.value.cast(1)).toMatchObject({ ok: false, error: 'no cast is awaited' });
    remote.value.release();
    await t.make('A1', 'A2');
    expect(t.moves()).toEqual(['A1-A2']);
    expect(t.events.some((e) => e.type === 'cast')).toBe(false);
    expect(t.h.cast(t.id, 2)).toMatchObject({ ok: false, error: expect.stringContaining('come from both hosts') });
    expect(remote.value.cast(4)).toMatchObject({ ok: false, error: expect.stringContaining('0 to 3 heads') });
    expect(remote.value.cast(2)).toEqual({ ok: true, value: 2 });
    expect(t.events.filter((e) => e.type === 'cast')).toMatchObject([{ heads: 2 }]);
    expect(remote.value.mode()).toBe('held');
    // Let go, the game takes a count entered by hand again.
    remote.value.close();
    await t.make('A9', 'A8');
    expect(t.moves()).toEqual(['A1-A2', 'A9-A8']);
    expect(t.h.cast(t.id, 1).ok).toBe(true);
  });

  it('on no board, takes the driver\'s move at once (checked by the rules); on a board, refuses to: there it is lit and made', () => {
    const h = new Host({ clock: new VirtualClock(0), settleMs: 100, defaultSeed: () => 1 });
    const started = h.startGame([], { game: 'free' });
    if (!started.ok) throw new Error(started.error);
    const remote = h.remoteSide(started.value.id, 'north');
    if (!remote.ok) throw new Error(remote.error);
    expect(remote.value.boardless).toBe(true);
    // Held: nobody may enter its move by hand; the driver applies it.
    expect(h.play(started.value.id, 'A1-A2')).toMatchObject({ ok: false });
    expect(remote.value.apply('A1-A2')).toEqual({ ok: true, value: 'A1-A2' });
    expect(remote.value.apply('A1-A2')).toMatchObject({ ok: false });
    expect(h.game(started.value.id)!.log.map((e) => e.move)).toEqual(['A1-A2']);
    remote.value.close();
    expect(remote.value.apply('A9-A8')).toMatchObject({ ok: false, error: expect.stringContaining('no longer driven') });

    const t = freeGame();
    const onBoard = t.h.remoteSide(t.id, 'north');
    if (!onBoard.ok) throw new Error(onBoard.error);
    expect(onBoard.value.boardless).toBe(false);
    expect(onBoard.value.apply('A1-A2')).toMatchObject({ ok: false, error: expect.stringContaining('lit and made there') });
    expect(t.moves()).toEqual([]);
  });

  it('held: a move made on the board is not taken', async () => {
    const t = freeGame();
    const remote = t.h.remoteSide(t.id, 'north');
    if (!remote.ok) throw new Error(remote.error);
    expect(remote.value.mode()).toBe('held');
    await t.make('A1', 'A2');
    expect(t.moves()).toEqual([]);
    expect(remote.value.steps()).toBe(0);
  });

  it('guided: the move is lit, a wrong piece is not taken and the lights stay; the move itself commits, then it is held again', async () => {
    const t = freeGame();
    const remote = t.h.remoteSide(t.id, 'north');
    if (!remote.ok) throw new Error(remote.error);
    expect(remote.value.guide('a1-a2')).toEqual({ ok: true, value: 'A1-A2' });
    expect(remote.value.mode()).toBe('guiding');
    expect(t.lights()).toMatchObject({ A1: 'selected', A2: 'target' });

    // Another piece moved: not taken; the board asks for it back, then lights the move again.
    await t.make('B1', 'B2');
    expect(t.moves()).toEqual([]);
    expect(t.lights()).toMatchObject({ B1: expect.any(String), B2: expect.any(String) });
    await t.make('B2', 'B1');
    expect(t.moves()).toEqual([]);
    expect(t.lights()).toEqual({ A1: 'selected', A2: 'target' });

    await t.make('A1', 'A2');
    expect(t.moves()).toEqual(['A1-A2']);
    expect(remote.value.mode()).toBe('held');
    await t.make('B1', 'B2');
    expect(t.moves()).toEqual(['A1-A2']);
  });

  it('released: any legal move is taken; released from a listener of the move, the next one is too', async () => {
    const t = freeGame();
    const remote = t.h.remoteSide(t.id, 'north');
    if (!remote.ok) throw new Error(remote.error);
    const side = remote.value;
    // The driver's answer to each move comes from within the table's own event.
    t.h.events$.subscribe((e) => { if (e.type === 'move') side.release(); });
    side.release();
    await t.make('C1', 'C2');
    await t.make('D1', 'D2');
    expect(t.moves()).toEqual(['C1-C2', 'D1-D2']);
    expect(t.events.filter((e) => e.type === 'rejected')).toEqual([]);
  });

  it('says why a move cannot be guided, and refuses a second driver, a game with a computer, an unknown game', () => {
    const t = freeGame();
    const remote = t.h.remoteSide(t.id, 'north');
    if (!remote.ok) throw new Error(remote.error);
    expect(remote.value.legal('A1-B1')).toMatchObject({ ok: false, code: 'conflict' }); // B1 is taken
    expect(remote.value.legal('A1-A2')).toEqual({ ok: true, value: 'A1-A2' });
    expect(remote.value.guide('Z99')).toMatchObject({ ok: false });
    expect(remote.value.guide('A1-A9')).toMatchObject({ ok: false });
    expect(remote.value.mode()).toBe('held');
    expect(t.h.remoteSide(t.id, 'south')).toMatchObject({ ok: false, code: 'conflict' });
    expect(t.h.remoteSide('nope', 'south')).toMatchObject({ ok: false, code: 'unknown-game' });
    // Ended, the side is let go: nothing more is lit or guided.
    expect(t.h.endGame(t.id).ok).toBe(true);
    expect(remote.value.guide('A1-A2')).toMatchObject({ ok: false, code: 'conflict' });
  });
});

describe('moves entered by hand beside a remote side', () => {
  it('are refused while it is held, only its move while guided, and any when released; no undo', async () => {
    const t = freeGame();
    const remote = t.h.remoteSide(t.id, 'north');
    if (!remote.ok) throw new Error(remote.error);
    expect(t.h.play(t.id, 'A1-A2')).toMatchObject({ ok: false, code: 'conflict', error: expect.stringContaining('its move is not known yet') });
    remote.value.guide('A1-A2');
    expect(t.h.play(t.id, 'B1-B2')).toMatchObject({ ok: false, code: 'conflict', error: expect.stringContaining('only its move A1-A2') });
    expect(t.h.play(t.id, 'a1-a2')).toMatchObject({ ok: true });
    expect(t.moves()).toEqual(['A1-A2']);
    expect(remote.value.mode()).toBe('held');
    remote.value.release();
    expect(t.h.play(t.id, 'B1-B2')).toMatchObject({ ok: true });
    expect(t.h.undo(t.id)).toMatchObject({ ok: false, code: 'conflict' });
    expect(t.moves()).toEqual(['A1-A2', 'B1-B2']);
  });
});

describe('a remote side closed', () => {
  it('lets the boards go and the game be driven again', async () => {
    const t = freeGame();
    const first = t.h.remoteSide(t.id, 'north');
    if (!first.ok) throw new Error(first.error);
    first.value.close();
    expect(first.value.mode()).toBe('released');
    await t.make('A1', 'A2');
    expect(t.moves()).toEqual(['A1-A2']);
    expect(t.h.remoteSide(t.id, 'north')).toMatchObject({ ok: true });
  });
});
