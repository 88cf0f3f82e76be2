// Set-up lights on the simulated board, through its serial line: a Cetkaik game started with
// `setUp` leaves the board empty and lights one cell at a time, each named with its piece; the
// players put each piece where it is lit; once the board shows the start the host says so and
// the game is on (a piece lifted lights its moves). Nothing is read as a move meanwhile.
import { afterEach, describe, expect, it } from 'vitest';
import type { HostEvent } from '../host/index.ts';
import { Simulation } from './simulation.ts';

type Setup = Extract<HostEvent, { type: 'setup' }>;

let sim: Simulation | null = null;
afterEach(async () => { await sim?.stop(); sim = null; });

describe('set-up lights on the simulated board', () => {
  it('light each start cell in turn until the board shows the start, then play begins', async () => {
    const started = await Simulation.start({ game: 'cetkaik', seed: 1, setUp: true }, { seed: 1, board: '9x9' });
    if (!started.ok) throw new Error(started.error);
    sim = started.value;
    const s = sim;
    let t = s.clock.now() + 500;
    await s.runTo(t);
    const said = () => s.events.filter((e): e is HostEvent & Setup => e.type === 'setup');
    expect(said()[0]).toMatchObject({ placed: 0 });
    const total = said()[0].total;

    for (let i = 0; i < 100 && said().at(-1)!.cell !== null; i++) {
      const next = said().at(-1)!;
      // Only the cell to fill is lit, and the screen names its piece.
      expect(s.host.board('1')!.lights).toEqual({ [next.cell!]: 'fill' });
      expect(next.piece?.ja).toBeTruthy();
      const placed = s.apply({ kind: 'place', cells: [next.cell!] });
      if (!placed.ok) throw new Error(placed.error);
      t += 200;
      await s.runTo(t);
    }
    expect(said().at(-1)).toMatchObject({ cell: null, placed: total, total });
    expect(said().length).toBe(total + 1);
    expect(s.events.filter((e) => e.type === 'move' || e.type === 'rejected' || e.type === 'correction')).toEqual([]);

    // The game is on: a soldier of the side to move, lifted, lights where it may go.
    const mover = s.host.game(s.game.id)!.toMove;
    const soldier = mover === 'IA' ? 'KAI' : 'KI';
    expect(s.apply({ kind: 'lift', cells: [soldier] }).ok).toBe(true);
    await s.runTo(t + 200);
    expect(Object.values(s.host.board('1')!.lights)).toContain('target');
  }, 60_000);
});
