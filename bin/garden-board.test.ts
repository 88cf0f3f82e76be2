// The contract's new parts on a simulated board, with the guide's example game (Garden): two
// seats as regions of one board, an entry refused then accepted, moves the board sees only in
// part confirmed by a tap, by the board's `next` button and by an entered move — never by the
// board keeping still — and a move entered because the board cannot see it at all.
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../host/index.ts';
import { Simulation } from './simulation.ts';

async function garden(position?: object, board = '9x9-buttons') {
  const started = await Simulation.start({ game: 'garden', seed: 1, ...(position ? { position } : {}) }, { seed: 1, board });
  if (!started.ok) throw new Error(started.error);
  const sim = started.value;
  let t = sim.clock.now();
  const at = async (dt: number, act?: Parameters<Simulation['apply']>[0]) => {
    t += dt;
    await sim.runTo(t);
    if (act) {
      const applied = sim.apply(act);
      if (!applied.ok) throw new Error(applied.error);
    }
  };
  const since = (from: number) => sim.events.slice(from);
  const moves = (events: HostEvent[] = sim.events) => events.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move);
  return { sim, at, since, moves };
}

describe('Garden on one simulated board with buttons', () => {
  it('places the two gardens side by side as regions of the board, named by seat', async () => {
    const g = await garden();
    expect(g.sim.game.areas).toEqual([
      { id: 'P1', seat: 'P1', rows: 3, cols: 3, board: '1', at: 'A1' },
      { id: 'P2', seat: 'P2', rows: 3, cols: 3, board: '1', at: 'D1' },
    ]);
    expect(g.sim.host.board('1')!.cells.slice(0, 7)).toEqual(['P1:A1', 'P1:B1', 'P1:C1', 'P2:A1', 'P2:B1', 'P2:C1', 'G1']);
    await g.sim.stop();
  });

  it('commits a planting seen on P2’s region, refuses a wrong entry with its reason, then takes the seed', async () => {
    const g = await garden({ toMove: 'P2', supply: { rose: 0 } });
    await g.at(500, { kind: 'place', cells: ['P2:B2'] });
    await g.at(400);
    expect(g.moves()).toEqual(['plant B2']);
    expect(g.sim.events.find((e) => e.type === 'entry')).toMatchObject({ prompt: 'P2: which seed did you draw?', board: '1' });
    const before = g.sim.events.length;
    await g.at(100, { kind: 'entry', value: { seed: 'rose' } });
    expect(g.since(before)).toContainEqual(expect.objectContaining({ type: 'rejected', code: 'no-such-seed', reason: 'no rose is left in the supply: check the seed drawn' }));
    await g.at(100, { kind: 'entry', value: { seed: 'tulip' } });
    expect(g.sim.game.toMove).toBe('P1');
    expect(g.sim.game.view).toMatchObject({ gardens: { P2: { plants: { B2: 'tulip' } } } });
    await g.sim.stop();
  });

  it('waits for a watering to be confirmed: settling never commits it; a tap on the plant does', async () => {
    const g = await garden({ gardens: { P1: { plants: { B2: 'rose', C3: 'daisy' } } } });
    await g.at(3000);
    expect(g.moves()).toEqual([]);
    expect(g.sim.events.filter((e) => e.type === 'confirm').at(-1)).toMatchObject({ moves: ['water B2', 'water C3'] });
    expect(g.sim.host.board('1')!.lights).toMatchObject({ 'P1:B2': 'pick', 'P1:C3': 'pick' });
    await g.at(100, { kind: 'tap', cell: 'P1:C3' });
    await g.at(1000);
    expect(g.moves()).toEqual(['water C3']);
    expect(g.sim.events.find((e) => e.type === 'tap')).toMatchObject({ cell: 'P1:C3' });
    await g.sim.stop();
  });

  it('the board’s next button confirms the one move waiting, and asks which when several wait', async () => {
    const g = await garden({ gardens: { P1: { plants: { B2: 'rose' } }, P2: { plants: { A1: 'rose', A2: 'tulip' } } } });
    await g.at(500, { kind: 'press', button: 'next' });
    await g.at(500);
    expect(g.moves()).toEqual(['water B2']);
    expect(g.sim.events.find((e) => e.type === 'press')).toMatchObject({ button: 'next', board: '1' });
    // P2 has two plants to water: `next` asks which.
    await g.at(500, { kind: 'press', button: 'next' });
    await g.at(500);
    expect(g.sim.events.filter((e) => e.type === 'choice').at(-1)).toMatchObject({ prompt: 'Which one?', options: ['water A1', 'water A2'] });
    await g.at(100, { kind: 'choose', value: 'water A2' });
    expect(g.moves()).toEqual(['water B2', 'water A2']);
    await g.sim.stop();
  });

  it('takes a waiting move sent as text (the dashboard’s confirmation) and a move the board cannot see', async () => {
    const g = await garden({ gardens: { P1: { plants: { B2: 'rose' } } } });
    await g.at(500, { kind: 'move', move: 'water B2' });
    await g.at(500, { kind: 'move', move: 'pass' });
    await g.at(500);
    expect(g.moves()).toEqual(['water B2', 'pass']);
    expect(g.sim.events.filter((e) => e.type === 'correction')).toEqual([]);
    const before = g.sim.events.length;
    await g.at(100, { kind: 'move', move: 'plant Z9' });
    expect(g.since(before)).toContainEqual(expect.objectContaining({ type: 'rejected', code: 'bad-notation' }));
    await g.sim.stop();
  });
});

describe('the contract guide’s script', () => {
  it('plays through `tabletop simulate` as docs/GAME-CONTRACT.md says', async () => {
    const { bufferIo, main } = await import('./cli.ts');
    const io = bufferIo();
    const script = new URL('./fixtures/garden-guide.json', import.meta.url).pathname;
    expect(await main(['simulate', '--game', 'garden', '--script', script], io)).toBe(0);
    expect(io.stderr).toEqual([]);
    const events = io.stdout.map((l) => JSON.parse(l) as { type: string; move?: string });
    expect(events.filter((e) => e.type === 'move').map((e) => e.move)).toEqual(['plant B2', 'plant B2', 'water B2', 'water B2', 'pass']);
    expect(events.filter((e) => e.type === 'rejected')).toEqual([]);
  });
});

describe('Garden on a simulated board with the corner layer', () => {
  const fourPlants = { gardens: { P1: { plants: { A1: 'rose', B1: 'rose', A2: 'tulip', B2: 'daisy' }, watered: ['A1', 'B1', 'A2', 'B2'] } } };

  it('senses a fence post on the corner where four plants meet: the move commits when the board settles', async () => {
    const g = await garden(fourPlants, '9x9-corners');
    const board = g.sim.host.board('1')!;
    expect(board.link).toMatchObject({ state: 'ready' });
    expect(board.link.reason ?? '').not.toContain('corners are not sensed');
    await g.at(500, { kind: 'place', cells: ['P1:^A1'] });
    await g.at(1000);
    expect(g.moves()).toEqual(['fence ^A1']);
    expect(g.sim.game.view).toMatchObject({ gardens: { P1: { fences: ['^A1'] } } });
    expect(g.sim.host.board('1')!.occupancy).toContain('P1:^A1');
    await g.sim.stop();
  });

  it('on the same board without the layer, the post is a piece the board cannot see: it waits for a confirmation', async () => {
    const g = await garden(fourPlants, '9x9-buttons');
    await g.at(3000);
    expect(g.moves()).toEqual([]);
    expect(g.sim.events.filter((e) => e.type === 'confirm').at(-1)).toMatchObject({ moves: expect.arrayContaining(['fence ^A1']) });
    await g.sim.stop();
  });
});
