// The host against the simulated board through the real serialport stream path, in virtual time.
import { describe, expect, it } from 'vitest';
import { Simulation, type SimulationOptions } from './simulation.ts';

async function table(occupied: string[], options: object = {}, sim: Partial<SimulationOptions> = {}) {
  const started = await Simulation.start({ game: 'free', options, position: { occupied }, seed: 1 }, { seed: 1, board: '9x9', ...sim });
  if (!started.ok) throw new Error(started.error);
  const s = started.value;
  const act = async (at: number, kind: 'lift' | 'place', ...cells: string[]) => {
    await s.runTo(at);
    const r = s.apply({ kind, cells });
    if (!r.ok) throw new Error(r.error);
  };
  const moves = () => s.events.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move);
  const of = (type: string) => s.events.filter((e) => e.type === type);
  return { s, act, moves, of };
}

describe('host against the simulated board', () => {
  it('completes the handshake and learns the board', async () => {
    const { s, of } = await table(['A1']);
    expect(s.link.hello).toMatchObject({ protocolMajor: 1, rows: 9, cols: 9, firmwareId: 'SIMBOARD' });
    expect(of('link').at(-1)).toMatchObject({ state: 'ready' });
    await s.runTo(100);
    expect(s.link.counters.framesIn).toBeGreaterThanOrEqual(2); // HELLO and STATE
    await s.stop();
  });

  it('commits a free move after the settle window, and the board shows its lights', async () => {
    const { s, act, moves, of } = await table(['A1', 'B1']);
    await act(100, 'lift', 'A1');
    await s.runTo(130);
    // The lifted piece's targets are on the board's LEDs, not only in the events.
    const lights = of('lights').at(-1) as unknown as { cells: Record<string, string> };
    expect(lights.cells.A1).toBe('selected');
    const shownOn = (name: string) => s.board.shownLeds()[s.cell(name)];
    // Target blue, scaled down by the 2000 mA cap (80 lit cells would draw about 2.6 A).
    const c3 = shownOn('C3');
    expect(c3.r).toBe(0);
    expect(c3.b).toBeGreaterThan(150);
    expect(c3.b).toBeLessThan(255);
    expect(c3.g / c3.b).toBeCloseTo(160 / 255, 1);
    expect(shownOn('B1')).toMatchObject({ r: 0, g: 0, b: 0 }); // occupied: not a target
    await act(300, 'place', 'D5');
    await s.runTo(1000);
    expect(moves()).toEqual(['A1-D5']);
    expect(of('correction')).toEqual([]);
    await s.stop();
  });

  it('commits nothing for a 5 ms bounce burst, on an occupied or an empty cell', async () => {
    const { s, moves, of } = await table(['A1']);
    await s.runTo(100);
    s.apply({ kind: 'bounce', cell: 'A1', ms: 5 });
    await s.runTo(500);
    s.apply({ kind: 'bounce', cell: 'E5', ms: 5 });
    await s.runTo(1500);
    expect(moves()).toEqual([]);
    expect(of('correction')).toEqual([]);
    await s.stop();
  });

  it('commits a slide across three cells only where the piece stops', async () => {
    const { s, act, moves, of } = await table(['A1']);
    await act(100, 'lift', 'A1');
    await act(120, 'place', 'B1');
    await act(160, 'lift', 'B1');
    await act(160, 'place', 'C1');
    await act(200, 'lift', 'C1');
    await act(200, 'place', 'D1');
    await s.runTo(1000);
    expect(moves()).toEqual(['A1-D1']);
    expect(of('correction')).toEqual([]);
    await s.stop();
  });

  it('after an unplug mid-move, resynchronises on replug and commits only what the board shows', async () => {
    const { s, act, moves, of } = await table(['A1', 'B1']);
    await act(100, 'lift', 'A1');
    await s.runTo(150);
    s.apply({ kind: 'unplug' });
    await act(400, 'place', 'D5');
    await s.runTo(900);
    expect(of('link').map((e) => (e as { state: string }).state)).toContain('lost');
    expect(moves()).toEqual([]); // nothing is decided while the board is away
    s.apply({ kind: 'replug' });
    await s.runTo(4000);
    expect(of('link').at(-1)).toMatchObject({ state: 'ready', reason: 'reconnected' });
    expect(s.link.counters.reconnects).toBe(1);
    expect(moves()).toEqual(['A1-D5']);
    // The board shows the host's lights again after its power cycle.
    expect(s.board.shownLeds().some((l) => l.r + l.g + l.b > 0)).toBe(true);
    await s.stop();
  });

  it('commits no false move when a lifted piece goes back while unplugged', async () => {
    const { s, act, moves, of } = await table(['A1']);
    await act(100, 'lift', 'A1');
    await s.runTo(150);
    s.apply({ kind: 'unplug' });
    await act(300, 'place', 'A1');
    await s.runTo(600);
    s.apply({ kind: 'replug' });
    await s.runTo(4000);
    expect(moves()).toEqual([]);
    expect(of('correction')).toEqual([]);
    expect(of('lights').at(-1)).toMatchObject({ cells: {} });
    await s.stop();
  });

  it('counts and drops corrupted bytes, and still commits the right move', async () => {
    const { s, act, moves } = await table(['A1']);
    s.board.setLineFaults({ corruptRate: 0.01 }, 'board-to-host');
    // Many STATE reports cross the noisy line: a second of periodic reports per piece moved.
    for (let i = 0; i < 5; i++) {
      const from = `${'ABCDE'[i]}1`;
      const to = `${'ABCDE'[i + 1] ?? 'F'}1`;
      await act(100 + i * 2000, 'lift', from === 'A1' ? 'A1' : `${'ABCDE'[i]}1`);
      await act(300 + i * 2000, 'place', to);
    }
    await s.runTo(12_000);
    const c = s.link.counters;
    expect(c.crcErrors + c.decodeErrors).toBeGreaterThan(0);
    expect(moves()).toEqual(['A1-B1', 'B1-C1', 'C1-D1', 'D1-E1', 'E1-F1']);
    await s.stop();
  });

  it('refuses a board of another protocol version with a clear error, not a hang', async () => {
    const started = await Simulation.start({ game: 'free', seed: 1 }, { seed: 1, board: '9x9', boardOptions: { protocolMajor: 2 } });
    expect(started.ok).toBe(false);
    if (started.ok) return;
    expect(started.error).toMatch(/protocol v2.*v1/);
  });
});
