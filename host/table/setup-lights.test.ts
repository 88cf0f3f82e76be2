// Set-up lights through the host: a new Cetkaik game on an empty board is lit one cell at a time,
// each filled cell moving the light on, until the board shows the start; nothing is read as a move
// and no correction is said meanwhile; a piece where none goes is lit to clear.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import type { HostEvent } from '../events.ts';
import { Host } from '../host.ts';
import { fakeBoard } from '../testing/fake-board.ts';

type Setup = Extract<HostEvent, { type: 'setup' }>;

function rig() {
  const clock = new VirtualClock(0);
  const h = new Host({ clock, settleMs: 100, defaultSeed: () => 1 });
  const board = fakeBoard('a');
  h.addBoard(board.connection);
  const events: HostEvent[] = [];
  h.events$.subscribe((e) => events.push(e));
  const cell = (name: string) => { const c = h.boardCell('a', name); if (!c.ok) throw new Error(c.error); return c.value; };
  const lastOf = <T extends HostEvent['type']>(type: T) => events.filter((e) => e.type === type).at(-1) as Extract<HostEvent, { type: T }> | undefined;
  return { h, clock, board, events, cell, lastOf };
}

describe('set-up lights', () => {
  it('light a new game’s cells one by one until the board shows the start, then play begins', async () => {
    const { h, clock, board, events, cell, lastOf } = rig();
    const started = h.startGame('a', { game: 'cetkaik' });
    if (!started.ok) throw new Error(started.error);
    board.report();
    await clock.advanceBy(500);
    const first = lastOf('setup')!;
    expect(first).toMatchObject({ placed: 0 });
    expect(first.total).toBeGreaterThan(40);
    expect(first.cell).not.toBeNull();
    // The piece that goes there, named as the game names it (Cetkaik's pieceAt), in both languages.
    expect(first.piece?.ja).toMatch(/[兵弓車虎馬筆巫将王船皇]/);
    expect(first.piece?.en).toMatch(/of the (IA|A)-side|Tam2/);
    expect(lastOf('lights')!.cells).toEqual({ [first.cell!]: 'fill' });

    // A piece on a cell where none goes: lit to clear, beside the next cell to fill.
    const stray = 'KU';
    board.occupied.add(cell(stray));
    board.report();
    expect(lastOf('lights')!.cells).toEqual({ [first.cell!]: 'fill', [stray]: 'clear' });
    board.occupied.delete(cell(stray));
    board.report();

    const asked = new Set<string>();
    const kinds: string[] = [];
    for (let i = 0; i < 200 && lastOf('setup')!.cell !== null; i++) {
      const next = lastOf('setup')!;
      expect(asked.has(next.cell!)).toBe(false);
      asked.add(next.cell!);
      // Pieces of one kind are asked for together: a kind, once left, never comes back.
      if (kinds.at(-1) !== next.piece!.en) { expect(kinds).not.toContain(next.piece!.en); kinds.push(next.piece!.en); }
      expect(lastOf('lights')!.cells).toEqual({ [next.cell!]: 'fill' });
      board.occupied.add(cell(next.cell!));
      board.report();
      await clock.advanceBy(300);
    }
    const done = lastOf('setup')!;
    expect(done).toMatchObject({ cell: null, piece: null });
    expect(done.placed).toBe(done.total);
    expect(asked.size).toBe(done.total);
    expect(events.filter((e) => e.type === 'correction' || e.type === 'move' || e.type === 'rejected')).toEqual([]);
    expect(h.game(started.value.id)!.log).toEqual([]);
  });

  it('end at once on a real board that already shows the start; a simulated board is set up by the host', async () => {
    // The start's cells, as a first set-up asked for them.
    const first = rig();
    if (!first.h.startGame('a', { game: 'cetkaik' }).ok) throw new Error('not started');
    first.board.report();
    for (let i = 0; i < 200 && first.lastOf('setup')!.cell !== null; i++) {
      first.board.occupied.add(first.cell(first.lastOf('setup')!.cell!));
      first.board.report();
    }
    const start = new Set(first.board.occupied);

    const { h, clock, board, events } = rig();
    for (const c of start) board.occupied.add(c);
    if (!h.startGame('a', { game: 'cetkaik' }).ok) throw new Error('not started');
    board.report();
    await clock.advanceBy(500);
    const said = events.filter((e): e is HostEvent & Setup => e.type === 'setup');
    expect(said).toEqual([expect.objectContaining({ cell: null, placed: start.size, total: start.size })]);

    const sim = fakeBoard('s', '9x9', { sim: true });
    h.addBoard(sim.connection);
    if (!h.startGame('s', { game: 'cetkaik' }).ok) throw new Error('not started');
    sim.report();
    await clock.advanceBy(500);
    expect(events.filter((e) => e.type === 'setup' && e.board === 's')).toEqual([]);
  });
});
