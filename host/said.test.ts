// The host's events say the texts it makes as a code and its values too (`said`, a refusal's
// `params`), beside the English they always had: a screen in another language says them.
import type { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../hardware/index.ts';
import { freeGame, seededRng } from '../rules/index.ts';
import type { HostEvent } from './events.ts';
import { shapeOf } from './games/shape.ts';
import { Host } from './host.ts';
import type { Said } from './said.ts';
import { GameSession } from './session/session.ts';
import { fakeBoard } from './testing/fake-board.ts';

function host(board = fakeBoard('a', '9x9', { sim: true })) {
  const h = new Host({ clock: new VirtualClock(0), settleMs: 100, defaultSeed: () => 1 });
  h.addBoard(board.connection);
  const events: HostEvent[] = [];
  h.events$.subscribe((e) => events.push(e));
  const started = h.startGame('a', { game: 'free', position: { occupied: ['A1'] } });
  if (!started.ok) throw new Error(started.error);
  return { h, id: started.value.id, events, board };
}

describe('the codes of the host’s events', () => {
  it('a refused move carries its code and the move; an unreadable one too', () => {
    const { h, id, events } = host();
    h.play(id, 'C5-C6');
    h.play(id, 'A1-Z9');
    const refused = events.filter((e) => e.type === 'rejected');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ reason: 'C5-C6: there is no piece on C5', code: 'empty-source', params: { move: 'C5-C6' } });
    expect(refused[0]).not.toHaveProperty('malformed');
    expect(refused[1]).toMatchObject({ code: 'off-board', params: { move: 'A1-Z9' }, malformed: true });
  });

  it('a game ended by the host says why by code', () => {
    const { h, id, events } = host();
    expect(h.endGame(id).ok).toBe(true);
    expect(events.filter((e) => e.type === 'end')).toEqual([expect.objectContaining({ reason: 'abandoned', said: { code: 'abandoned' } })]);
  });

  it('a board link’s reason goes into its event with the code the link gave', () => {
    const { events, board } = host();
    const said: Said = { code: 'link-silent', params: { path: '/dev/fake-a', ms: 2000 } };
    (board.connection.port.status$ as Subject<unknown>).next({ state: 'lost', reason: 'no frame from /dev/fake-a for 2000 ms', said });
    (board.connection.port.status$ as Subject<unknown>).next({ state: 'ready' });
    expect(events.filter((e) => e.type === 'link').map(({ type, state, reason, said }) => ({ type, state, reason, said }))).toEqual([
      { type: 'link', state: 'lost', reason: 'no frame from /dev/fake-a for 2000 ms', said },
      { type: 'link', state: 'ready', reason: undefined, said: undefined },
    ]);
  });

  it('a cast of a number of heads the sticks cannot show names its values; a move while a cast is awaited, the move', () => {
    const options = freeGame.parseOptions({ cast: 5 }, { rows: 9, cols: 9 });
    if (!options.ok) throw new Error(options.error.message);
    const state = freeGame.parsePosition({ occupied: ['A1'] }, options.value);
    if (!state.ok) throw new Error(state.error.message);
    const s = new GameSession({ shape: shapeOf(freeGame, options.value, state.value), state: state.value, rng: seededRng(7), sticks: 'physical' });
    s.playText('A1-B1');
    expect(s.cast(9)).toEqual([expect.objectContaining({ code: 'bad-cast', params: { sticks: 5, heads: 9 } })]);
    expect(s.playText('B1-C1')).toEqual([expect.objectContaining({ code: 'awaiting', params: { move: 'B1-C1' } })]);
  });

  it('an option not offered names its values; a choice between look-alike moves taken back is a note with its code', () => {
    const options = freeGame.parseOptions({ add: true, colors: ['red', 'black'] }, { rows: 9, cols: 9 });
    if (!options.ok) throw new Error(options.error.message);
    const state = freeGame.parsePosition({ occupied: [], colors: {} }, options.value);
    if (!state.ok) throw new Error(state.error.message);
    const s = new GameSession({ shape: shapeOf(freeGame, options.value, state.value), state: state.value, rng: seededRng(7), sticks: 'virtual' });
    const e5 = freeGame.parseCell('E5', { rows: 9, cols: 9 })!;
    expect(s.commit(s.position().candidates.filter((c) => c.footprint.fill.has(e5)))).toEqual([expect.objectContaining({ type: 'choice' })]);
    expect(s.choose('+E5:green')).toEqual([expect.objectContaining({ code: 'not-an-option', params: { value: '+E5:green', options: '+E5:red, +E5:black' } })]);
    expect(s.undo()).toEqual([{ type: 'note', text: 'choice withdrawn', said: { code: 'choice-withdrawn' } }]);
  });
});
