// One game on two boards: each board plays its own seat; moves on both may be under way at once.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { builtinProfiles, VirtualClock, type State } from '../../hardware/index.ts';
import { CellSet, freeGame, ok, seededRng, type AnyGame, type FreeMove, type FreeState } from '../../rules/index.ts';
import type { HostEvent } from '../events.ts';
import { CellMap, placeAreas } from '../games/placement.ts';
import { shapeOf } from '../games/shape.ts';
import { GameSession } from '../session/session.ts';
import { GameTable } from './table.ts';

const g = { rows: 9, cols: 9 };
const cell = (name: string): number => freeGame.parseCell(name, g)!;
type Twin = Record<'a' | 'b', FreeState>;
type TwinMove = { seat: 'a' | 'b'; move: FreeMove };

/** Where each seat's cells start: b's after a's 81 cells and 64 inner corners (rules/areas.ts). */
const offset = { a: 0, b: 81 + 64 };
const shift = (cells: CellSet | undefined, by: number) => cells && CellSet.from([...cells].map((c) => c + by));

/** Two independent free boards in one game, an area per seat; a move is "a A1-B2" or "b …". */
const twin: AnyGame = {
  ...freeGame,
  id: 'twin',
  areas: () => [{ id: 'a', rows: 9, cols: 9, seat: 'a' }, { id: 'b', rows: 9, cols: 9, seat: 'b' }],
  occupancy: (s: Twin) => s.a.occupied.union(shift(s.b.occupied, offset.b)!),
  legalMoves: (s: Twin) => (['a', 'b'] as const).flatMap((seat) => freeGame.legalMoves(s[seat]).map((move) => ({ seat, move }))),
  footprint(s: Twin, m: TwinMove) {
    const fp = freeGame.footprint(s[m.seat], m.move);
    const by = offset[m.seat];
    return { ...fp, from: shift(fp.from, by), remove: shift(fp.remove, by), fill: shift(fp.fill, by), touch: shift(fp.touch, by), via: shift(fp.via, by), mark: shift(fp.mark, by) };
  },
  play(s: Twin, m: TwinMove, rng) {
    const played = freeGame.play(s[m.seat], m.move, rng);
    return played.ok ? ok({ state: { ...s, [m.seat]: played.value.state }, events: [] }) : played;
  },
  pending: () => null,
  isOver: () => false,
  formatMove: (m: TwinMove, s: Twin) => `${m.seat} ${freeGame.formatMove(m.move, s[m.seat])}`,
};

/** One game on two boards, a seat each: a table and a way to move pieces on either board. */
function tableOfTwo(clock: VirtualClock, session: GameSession, occupied: Record<'a' | 'b', string[]>, events: HostEvent[]) {
  const spaces = [{ id: 'a', rows: 9, cols: 9 }, { id: 'b', rows: 9, cols: 9 }];
  const placed = placeAreas(session.shape.areas, spaces);
  if (!placed.ok) throw new Error(placed.error);
  const ports = { a: new Subject<State>(), b: new Subject<State>() };
  const table = new GameTable({
    gameId: 'twin.1', session, clock, settleMs: 100, map: new CellMap(session.shape, placed.value, spaces),
    boards: (['a', 'b'] as const).map((id) => ({ id, profile: builtinProfiles['9x9'], port: { states$: ports[id], status$: new Subject(), sendLeds: () => {} } })),
  });
  table.events$.subscribe((e) => events.push(e));
  table.start();
  const pieces = { a: new Set(occupied.a.map(cell)), b: new Set(occupied.b.map(cell)) };
  const report = (id: 'a' | 'b') => ports[id].next({ type: 'STATE', seq: 0, uptimeMs: 0, occupied: Array.from({ length: 81 }, (_, i) => pieces[id].has(i)), buttons: [] });
  report('a');
  report('b');
  return {
    table,
    move(id: 'a' | 'b', from: string, to: string) { pieces[id].delete(cell(from)); pieces[id].add(cell(to)); report(id); },
  };
}

describe('a game on two boards', () => {
  it('commits each board’s moves for its own seat', async () => {
    const options = freeGame.parseOptions({}, g);
    if (!options.ok) throw new Error(options.error.message);
    const position = (occupied: string[]) => { const p = freeGame.parsePosition({ occupied }, options.value); if (!p.ok) throw new Error(); return p.value; };
    const state = { a: position(['A1']), b: position(['I9']) };
    const session = new GameSession({ shape: shapeOf(twin, options.value, state), state, rng: seededRng(1), sticks: 'virtual' });
    const clock = new VirtualClock();
    const events: HostEvent[] = [];
    const t = tableOfTwo(clock, session, { a: ['A1'], b: ['I9'] }, events);
    await clock.advanceTo(100);
    t.move('a', 'A1', 'C3');
    await clock.advanceBy(50);
    t.move('b', 'I9', 'E5');
    await clock.advanceBy(200);
    const moves = events.filter((e) => e.type === 'move').map((e) => [e.board, (e as { move: string }).move]);
    expect(moves).toEqual([['a', 'a A1-C3'], ['b', 'b I9-E5']]);
    expect(events.filter((e) => e.type === 'correction')).toEqual([]);
    // Board a's lights show its own last move only.
    await clock.advanceBy(1000); // past the confirmation blink
    expect(t.table.lightsOn('a').get(cell('C3'))).toBe('last');
    expect(t.table.lightsOn('a').get(cell('E5'))).toBeUndefined();
    expect(t.table.lightsOn('b').get(cell('E5'))).toBe('last');
  });
});
