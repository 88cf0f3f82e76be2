// The host facade: games kept by id, each on its boards or none; a board changes game; inputs go
// to the game named.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../hardware/index.ts';
import type { HostEvent } from './events.ts';
import { Host } from './host.ts';
import { JournalStore } from './journal/store.ts';
import { fakeBoard } from './testing/fake-board.ts';
import { COMPUTER_FIRST, firstMoveBot, ONE_OPTION_CHOICE } from './testing/waiting-inputs.ts';

function host(...boards: ReturnType<typeof fakeBoard>[]) {
  const clock = new VirtualClock(0);
  const h = new Host({ clock, settleMs: 100, defaultSeed: () => 1 });
  for (const b of boards) h.addBoard(b.connection);
  const events: HostEvent[] = [];
  h.events$.subscribe((e) => events.push(e));
  return { h, clock, events };
}

describe('Host', () => {
  it('says what is wrong with a start: unknown or repeated boards, a board too many, a board for a game with none', () => {
    const { h } = host(fakeBoard('a'), fakeBoard('b'));
    expect(h.startGame('zz', { game: 'free' })).toEqual({ ok: false, error: 'unknown board "zz"', code: 'unknown-board' });
    expect(h.startGame(['a', 'a'], { game: 'free' })).toEqual({ ok: false, error: 'board "a" is named twice', code: 'bad-input' });
    expect(h.startGame(['a', 'b'], { game: 'free' })).toEqual({ ok: false, error: 'free is played on one board', code: 'bad-input' });
    expect(h.startGame(['a', 'b'], { game: 'garden' })).toMatchObject({ ok: false, error: 'board "b" would hold nothing of garden: its areas are all placed' });
    expect(h.games()).toEqual([]);
  });

  it('keeps games by id; a game may have no board, and a board changes game', () => {
    const a = fakeBoard('a', '9x9', { sim: true });
    const { h } = host(a);
    const first = h.startGame('a', { game: 'free' });
    const none = h.startGame([], { game: 'garden' });
    if (!first.ok || !none.ok) throw new Error('not started');
    expect([first.value.id, none.value.id]).toEqual(['a.1', 'garden.2']);
    expect(none.value).toMatchObject({ board: '', boards: [], areas: [{ id: 'P1', board: null, at: null }, { id: 'P2', board: null, at: null }] });
    const second = h.startGame('a', { game: 'garden' });
    if (!second.ok) throw new Error(second.error);
    expect(h.games().map((g) => g.id).sort()).toEqual(['a.3', 'garden.2']);
    expect(h.game('a.1')).toBeUndefined();
    expect(h.board('a')?.game).toBe('a.3');
    expect(second.value.areas.map((x) => x.at)).toEqual(['A1', 'D1']);
  });

  it('ends a game over from its first position (a Scarabya site all rock): end event and journal record', () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-over-'));
    const clock = new VirtualClock(0);
    const h = new Host({ clock, settleMs: 100, defaultSeed: () => 1, journal: new JournalStore({ dir }) });
    const events: HostEvent[] = [];
    h.events$.subscribe((e) => events.push(e));
    const rocks = Array.from({ length: 100 }, (_, i) => `${'ABCDEFGHIJ'[i % 10]}${Math.floor(i / 10) + 1}`);
    const started = h.startGame([], { game: 'scarabya', options: { mode: 'solo', site: { rocks, scarabs: [] } } });
    if (!started.ok) throw new Error(started.error);
    expect(h.game(started.value.id)?.over).toBe(true);
    expect(events.filter((e) => e.type === 'end')).toEqual([expect.objectContaining({ type: 'end', reason: 'no move is possible from the first position' })]);
    const journal = readdirSync(dir).find((n) => n.endsWith('.jsonl'))!;
    expect(readFileSync(join(dir, journal), 'utf8').trim().split('\n').at(-1)).toMatch(/^\{"type":"end","reason":"no move is possible from the first position"/);
  });

  it('plays a one-board game smaller than the board on its top-left region, and names a board too small', () => {
    const { h } = host(fakeBoard('a', '9x9', { sim: true }));
    const small = h.startGame('a', { game: 'free', options: { rows: 5, cols: 4 } });
    if (!small.ok) throw new Error(small.error);
    expect(small.value.areas).toEqual([expect.objectContaining({ board: 'a', at: 'A1', rows: 5, cols: 4 })]);
    expect(h.board('a')!.cells.filter((c) => c !== '' && !c.startsWith('?'))).toContain('D5');
    expect(h.boardCell('a', 'E1')).toMatchObject({ ok: false });
    expect(h.startGame('a', { game: 'free', options: { rows: 12 } })).toEqual({ ok: false, error: 'options for free: the board has 9 rows, the game needs 12' });
  });

  it('sends inputs to the game named, whether or not it has a board', () => {
    const { h, events } = host();
    const started = h.startGame([], { game: 'garden' });
    if (!started.ok) throw new Error(started.error);
    const id = started.value.id;
    expect(h.play(id, 'plant A1')).toMatchObject({ ok: true, value: { awaiting: { type: 'entry' } } });
    expect(h.enter(id, { seed: 'rose' })).toMatchObject({ ok: true, value: { toMove: 'P2' } });
    expect(h.press(id, 'undo')).toMatchObject({ ok: true, value: { log: [] } });
    expect(events.filter((e) => e.type === 'move' || e.type === 'undone').map((e) => [e.type, e.board, e.game])).toEqual([['move', '', id], ['undone', '', id]]);
    expect(h.play('nope', 'pass')).toEqual({ ok: false, error: 'unknown game "nope"', code: 'unknown-game' });
  });

  it('ends a game: one not over is closed as abandoned (end event, journal record) and leaves its board; one over just leaves', () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-end-'));
    const h = new Host({ clock: new VirtualClock(0), settleMs: 100, defaultSeed: () => 1, journal: new JournalStore({ dir }) });
    h.addBoard(fakeBoard('a', '9x9', { sim: true }).connection);
    const events: HostEvent[] = [];
    h.events$.subscribe((e) => events.push(e));
    const started = h.startGame('a', { game: 'free' });
    if (!started.ok) throw new Error(started.error);
    const id = started.value.id;
    const journal = join(dir, readdirSync(dir).find((n) => n.endsWith('.jsonl'))!);
    expect(h.journalPath(id)).toBe(journal);
    expect(h.endGame(id)).toMatchObject({ ok: true, value: { id, result: { winner: null, reason: 'abandoned' } } });
    expect(events.filter((e) => e.type === 'end')).toEqual([expect.objectContaining({ type: 'end', reason: 'abandoned', winner: null, board: 'a', game: id })]);
    expect(readFileSync(journal, 'utf8').trim().split('\n').at(-1)).toMatch(/^\{"type":"end","reason":"abandoned"/);
    expect(h.game(id)).toBeUndefined();
    expect(h.board('a')?.game).toBeNull();
    expect(h.journalPath(id)).toBeNull();
    expect(h.endGame(id)).toEqual({ ok: false, error: `unknown game "${id}"`, code: 'unknown-game' });

    // A game over from its first position already has its end: it only leaves.
    const rocks = Array.from({ length: 100 }, (_, i) => `${'ABCDEFGHIJ'[i % 10]}${Math.floor(i / 10) + 1}`);
    const over = h.startGame([], { game: 'scarabya', options: { mode: 'solo', site: { rocks, scarabs: [] } } });
    if (!over.ok) throw new Error(over.error);
    expect(h.endGame(over.value.id)).toMatchObject({ ok: true, value: { over: true } });
    expect(events.filter((e) => e.type === 'end' && e.game === over.value.id)).toHaveLength(1);
  });

  it('shows a message to the players as an event tied to no board or game', async () => {
    const { h, clock, events } = host();
    await clock.advanceBy(1500);
    h.showMessage('Last orders in ten minutes', 'fleet');
    expect(events).toEqual([{ type: 'message', text: 'Last orders in ten minutes', from: 'fleet', t: 1500, board: '' }]);
  });

  it('names cells in the game’s notation on each board, with the area first where a board holds several', () => {
    const a = fakeBoard('a', '9x9', { sim: true });
    const { h } = host(a);
    h.startGame('a', { game: 'garden' });
    expect(h.boardCell('a', 'P2:B2')).toEqual({ ok: true, value: 13 });
    expect(h.boardCell('a', 'B2', 'P2')).toEqual({ ok: true, value: 13 });
    expect(h.boardCell('a', 'B2')).toMatchObject({ ok: false });
    expect(h.board('a')?.cells.slice(3, 7)).toEqual(['P2:A1', 'P2:B1', 'P2:C1', 'G1']);
  });
});

describe('the next button of a game', () => {
  it('answers a choice of one option, on no board as on a board', () => {
    for (const boards of [[], ['a']]) {
      const { h, events } = host(fakeBoard('a', '9x9', { sim: true }));
      const started = h.startGame(boards, ONE_OPTION_CHOICE);
      if (!started.ok) throw new Error(started.error);
      expect(started.value.awaiting).toMatchObject({ type: 'choice', options: ['P2 rice'] });
      expect(h.press(started.value.id, 'next')).toMatchObject({ ok: true, value: { awaiting: null } });
      expect(events.filter((e) => e.type === 'rejected')).toEqual([]);
      expect(h.gameState(started.value.id)?.state).toMatchObject({ players: [{ rice: 11 }, { rice: 9 }] });
    }
  });

  it('on no board, confirms the one move waiting: the computer’s, which no board shows', async () => {
    const h = new Host({ clock: new VirtualClock(0), settleMs: 100, defaultSeed: () => 1, decideBot: firstMoveBot });
    const events: HostEvent[] = [];
    h.events$.subscribe((e) => events.push(e));
    const started = h.startGame([], COMPUTER_FIRST);
    if (!started.ok) throw new Error(started.error);
    const id = started.value.id;
    await new Promise((resolve) => setImmediate(resolve)); // the stand-in answers
    const move = h.game(id)!.computer?.move;
    expect(move).toEqual(expect.any(String));
    expect(h.game(id)!.actions).toEqual([expect.objectContaining({ kind: 'move', move, confirm: true })]);
    expect(h.press(id, 'next')).toMatchObject({ ok: true, value: { log: [{ move }], toMove: 'A' } });
    expect(events.filter((e) => e.type === 'rejected')).toEqual([]);
    // Now the people's turn: nothing waits, and the button says so.
    h.press(id, 'next');
    expect(events.filter((e) => e.type === 'rejected')).toEqual([expect.objectContaining({ code: 'nothing-to-confirm', board: '', game: id })]);
  });
});
