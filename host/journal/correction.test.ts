// Correction mode: whenever the board matches neither the game nor exactly one legal move from
// it, the host lights exactly what to clear and what to fill, commits nothing, and accepts the
// board once it matches again. A knocked piece; several moves made while the host was away; a
// failed cast whose piece is not yet back; the board after a restart not matching the journal;
// a new season the board does not show yet.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { footprintOf, CellSet, cetkaikGame } from '../../rules/index.ts';
import type { HostEvent } from '../events.ts';
import type { NewGame } from '../host.ts';
import { playOn, Players } from '../testing/players.ts';
import { Rig } from '../testing/journal-rig.ts';

const g = { rows: 9, cols: 9 };

function started(game: NewGame) {
  const rig = new Rig(mkdtempSync(join(tmpdir(), 'journal-correction-')), Rig.boards(1));
  rig.boot({ setUp: true });
  const result = rig.host.startGame('b1', game);
  if (!result.ok) throw new Error(result.error);
  rig.reportAll();
  return rig;
}

const free = (cells: string[]): NewGame => ({ game: 'free', seed: 1, options: { cast: 0 }, position: { occupied: cells } });
const at = (rig: Rig, name: string) => rig.host.gameState(rig.host.games()[0].id)!.game.parseCell(name, g)!;
const cells = (rig: Rig, ...names: string[]) => names.map((n) => at(rig, n));
const of = (rig: Rig, type: HostEvent['type']) => rig.events.filter((e) => e.type === type);
const lights = (rig: Rig) => rig.host.board('b1')!.lights;

/** The board matches nothing: the correction names exactly these cells, the lights show them, nothing commits. */
async function expectCorrection(rig: Rig, clear: string[], fill: string[]) {
  const movesBefore = of(rig, 'move').length;
  await rig.clock.advanceBy(300);
  expect(of(rig, 'correction').at(-1)).toMatchObject({ clear, fill });
  const expected: Record<string, string> = {};
  for (const c of clear) expected[c] = 'clear';
  for (const c of fill) expected[c] = 'fill';
  expect(lights(rig)).toEqual(expected);
  await rig.clock.advanceBy(10_000); // however long it stays so
  expect(of(rig, 'move')).toHaveLength(movesBefore);
}

describe('correction mode', () => {
  it('a knocked piece: lights where it is and where it belongs, commits nothing, accepts it put back', async () => {
    const rig = started({ game: 'cetkaik', seed: 1, options: { firstMovers: ['A'] } });
    const { game, state } = rig.host.gameState(rig.host.games()[0].id)!;
    const expected: CellSet = game.occupancy(state);
    const afters = (game.legalMoves(state) as unknown[]).map((m) => {
      const fp = footprintOf(game, state, m);
      return expected.minus(fp.lift).union(fp.fill);
    });
    // A piece knocked one square sideways, where no legal move could have taken it.
    let knocked: [number, number] | null = null;
    for (const from of expected) {
      for (const to of [from - 1, from + 1]) {
        if (to < 0 || to >= 81 || Math.floor(to / 9) !== Math.floor(from / 9) || expected.has(to)) continue;
        const board = expected.minus(CellSet.of(from)).union(CellSet.of(to));
        if (!afters.some((a) => a.equals(board))) knocked ??= [from, to];
      }
    }
    const [from, to] = knocked!;
    const name = (c: number) => cetkaikGame.cellName(c, g);
    rig.lift(0, [from]);
    rig.place(0, [to]);
    await expectCorrection(rig, [name(to)], [name(from)]);
    rig.lift(0, [to]);
    rig.place(0, [from]);
    await rig.clock.advanceBy(300);
    expect(of(rig, 'corrected')).toHaveLength(1);
    expect(lights(rig)).toEqual({});
    expect(of(rig, 'move')).toEqual([]);
  });

  it('several moves made while the host was away: no single move explains the board, so none is guessed', async () => {
    const rig = started(free(['A1', 'B1', 'C1']));
    // The host hears nothing while two moves are made, then the whole board at once.
    const board = rig.boards[0].occupied;
    for (const c of cells(rig, 'A1', 'B1')) board.delete(c);
    for (const c of cells(rig, 'D4', 'E5')) board.add(c);
    rig.reportAll();
    await expectCorrection(rig, ['D4', 'E5'], ['A1', 'B1']);
    rig.lift(0, cells(rig, 'D4', 'E5'));
    rig.place(0, cells(rig, 'A1', 'B1'));
    await rig.clock.advanceBy(300);
    expect(of(rig, 'corrected')).toHaveLength(1);
    // Then the moves, one at a time, are moves.
    rig.lift(0, cells(rig, 'A1'));
    rig.place(0, cells(rig, 'D4'));
    await rig.clock.advanceBy(300);
    expect(of(rig, 'move').map((e) => (e as { move: string }).move)).toEqual(['A1-D4']);
  });

  it('a failed cast whose piece is not yet back: lights the way back, takes nothing on the board for a move', async () => {
    const rig = started({ game: 'cetkaik', seed: 1, options: { firstMovers: ['A'], sticks: 'physical' } });
    const id = rig.host.games()[0].id;
    const { game, state } = rig.host.gameState(id)!;
    const parsed = game.parseMove('LA片TIXO水', state); // into the water: needs a cast
    if (!parsed.ok) throw new Error(parsed.error.message);
    const fp = footprintOf(game, state, parsed.value);
    rig.lift(0, [...fp.lift]);
    rig.place(0, [...fp.fill]);
    await rig.clock.advanceBy(300);
    expect(of(rig, 'pending')).toHaveLength(1);
    rig.host.cast(id, 0);
    expect(of(rig, 'move')).toEqual([expect.objectContaining({ move: 'LA片TIXO水', failed: true })]);
    await expectCorrection(rig, [...fp.fill].map((c) => cetkaikGame.cellName(c, g)), [...fp.lift].map((c) => cetkaikGame.cellName(c, g)));
    rig.lift(0, [...fp.fill]);
    rig.place(0, [...fp.lift]);
    await rig.clock.advanceBy(300);
    expect(of(rig, 'corrected')).toHaveLength(1);
    expect(of(rig, 'move')).toHaveLength(1);
  });

  it('the board after a restart not matching the journal: lights the difference, commits nothing until it matches', async () => {
    const rig = started(free(['A1', 'B1', 'C1']));
    rig.lift(0, cells(rig, 'A1'));
    rig.place(0, cells(rig, 'D4'));
    await rig.clock.advanceBy(300);
    rig.kill();
    // While the host is down, two pieces are taken off and one is put elsewhere.
    rig.lift(0, cells(rig, 'B1', 'D4'));
    rig.place(0, cells(rig, 'G7'));
    const report = rig.resume();
    expect(report.ok && report.value.resumed).toHaveLength(1);
    await expectCorrection(rig, ['G7'], ['B1', 'D4']);
    rig.lift(0, cells(rig, 'G7'));
    rig.place(0, cells(rig, 'B1', 'D4'));
    await rig.clock.advanceBy(300);
    expect(of(rig, 'corrected')).toHaveLength(1);
    rig.lift(0, cells(rig, 'C1'));
    rig.place(0, cells(rig, 'C5'));
    await rig.clock.advanceBy(300);
    expect(rig.host.games()[0].log.map((l: { move: string }) => l.move)).toEqual(['A1-D4', 'C1-C5']);
  });

  it('the board after a restart showing exactly one legal move (made while the host was down): that is the move', async () => {
    const rig = started(free(['A1', 'B1']));
    rig.kill();
    rig.lift(0, cells(rig, 'A1'));
    rig.place(0, cells(rig, 'F6'));
    rig.resume();
    await rig.clock.advanceBy(300);
    expect(rig.host.games()[0].log.map((l: { move: string }) => l.move)).toEqual(['A1-F6']);
    expect(of(rig, 'correction')).toEqual([]);
  });

  it('a new season the board does not show yet: nothing left on the board from the last one passes for a move', async () => {
    const rig = started({ game: 'cetkaik', seed: 3, options: { seasons: 4 } });
    expect(await playOn(rig, new Players(4, 60))).toBe('done');
    const seasons = of(rig, 'score').map((e) => e.t);
    expect(seasons.length).toBeGreaterThan(1);
    for (const t of seasons) {
      const next = rig.events.filter((e) => e.t >= t && (e.type === 'move' || e.type === 'corrected'))[0];
      expect(next?.type, `after the season scored at ${t} ms`).toBe('corrected');
    }
  });
});
