// How a remote match stands, as its driver reports it: shown in the game's detail as `remote`,
// sent on the feed once per change, kept after the side is let go.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import type { HostEvent } from '../events.ts';
import { Host } from '../host.ts';
import { fakeBoard } from '../testing/fake-board.ts';
import type { RemoteStatus } from './remote-status.ts';

function freeGame() {
  const clock = new VirtualClock(0);
  const h = new Host({ clock, settleMs: 100, defaultSeed: () => 1 });
  const board = fakeBoard('a', '9x9', { sim: true });
  h.addBoard(board.connection);
  const events: HostEvent[] = [];
  h.events$.subscribe((e) => events.push(e));
  const started = h.startGame('a', { game: 'free' });
  if (!started.ok) throw new Error(started.error);
  board.report();
  const remoteEvents = () => events.filter((e) => e.type === 'remote');
  return { h, id: started.value.id, remoteEvents };
}

const standing: RemoteStatus = {
  match: 'm1', seat: 'north', peer: 'south', connected: true, peerOnline: true, peerSince: '2026-11-26T20:41:07.000Z',
  waiting: { seq: 1, move: 'A1-E5', for: 'peer-to-make' }, made: null, stopped: null,
};

describe('GameDetail.remote', () => {
  it('is null for a game with no remote side, and until the driver reports', () => {
    const t = freeGame();
    expect(t.h.game(t.id)!.remote).toBeNull();
    const side = t.h.remoteSide(t.id, 'south');
    if (!side.ok) throw new Error(side.error);
    expect(t.h.game(t.id)!.remote).toBeNull();
    expect(side.value.status()).toBeNull();
  });

  it('shows the latest report and sends each change once on the feed, with the game and board', () => {
    const t = freeGame();
    const side = t.h.remoteSide(t.id, 'south');
    if (!side.ok) throw new Error(side.error);
    const report = structuredClone(standing);
    side.value.report(report);
    expect(t.h.game(t.id)!.remote).toEqual(standing);
    expect(t.remoteEvents()).toMatchObject([{ type: 'remote', remote: standing, game: t.id, board: 'a' }]);

    // The same again: nothing sent. The driver changing its object afterwards changes nothing kept.
    side.value.report(structuredClone(standing));
    report.waiting = null;
    expect(t.remoteEvents()).toHaveLength(1);
    expect(t.h.game(t.id)!.remote).toEqual(standing);

    // The move made over there: waiting no more, made.
    const made: RemoteStatus = { ...standing, waiting: null, made: { seq: 1, move: 'A1-E5', by: 'seat' } };
    side.value.report(made);
    expect(t.h.game(t.id)!.remote).toEqual(made);
    // The peer gone.
    const offline: RemoteStatus = { ...made, peerOnline: false, peerSince: '2026-11-26T20:45:00.000Z' };
    side.value.report(offline);
    expect(t.h.game(t.id)!.remote).toMatchObject({ peerOnline: false, peerSince: '2026-11-26T20:45:00.000Z' });
    expect(t.remoteEvents().map((e) => (e.type === 'remote' ? e.remote : null))).toEqual([standing, made, offline]);
  });

  it('keeps the last report once the side is let go (a stopped match stays on the screen); later reports are ignored', () => {
    const t = freeGame();
    const side = t.h.remoteSide(t.id, 'south');
    if (!side.ok) throw new Error(side.error);
    const stopped: RemoteStatus = {
      ...standing, waiting: null,
      stopped: { reason: 'the positions differ', here: { seq: 1, hash: 'a'.repeat(64), moves: ['A1-E5'] }, peer: { seq: 1, hash: 'b'.repeat(64), moves: null } },
    };
    side.value.report(stopped);
    side.value.close();
    side.value.report(standing);
    expect(t.h.game(t.id)!.remote).toEqual(stopped);
    expect(t.remoteEvents()).toHaveLength(1);
  });
});
