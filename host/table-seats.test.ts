// One game on two boards: each table plays its own seat, both share the session.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { builtinProfiles, VirtualClock, type State } from '../hardware/index.ts';
import { freeGame, ok, seededRng, type AnyGame, type FreeMove, type FreeState } from '../rules/index.ts';
import type { HostEvent } from './events.ts';
import { GameSession } from './session/session.ts';
import { Table } from './table.ts';

const g = { rows: 9, cols: 9 };
const cell = (name: string): number => freeGame.parseCell(name, g)!;
type Twin = Record<'a' | 'b', FreeState>;
type TwinMove = { seat: 'a' | 'b'; move: FreeMove };

/** Two independent free boards in one game; a move is "a A1-B2" or "b …". */
const twin: AnyGame = {
  ...freeGame,
  id: 'twin',
  seats: () => ['a', 'b'],
  occupancy: (s: Twin) => s.a.occupied,
  occupancyOf: (s: Twin, seat: 'a' | 'b') => s[seat].occupied,
  seatOf: (_s: Twin, m: TwinMove) => m.seat,
  legalMoves: (s: Twin) => (['a', 'b'] as const).flatMap((seat) => freeGame.legalMoves(s[seat]).map((move) => ({ seat, move }))),
  footprint: (s: Twin, m: TwinMove) => freeGame.footprint(s[m.seat], m.move),
  play(s: Twin, m: TwinMove, rng) {
    const played = freeGame.play(s[m.seat], m.move, rng);
    return played.ok ? ok({ state: { ...s, [m.seat]: played.value.state }, events: [] }) : played;
  },
  pending: () => null,
  isOver: () => false,
  formatMove: (m: TwinMove, s: Twin) => `${m.seat} ${freeGame.formatMove(m.move, s[m.seat])}`,
};

function board(clock: VirtualClock, session: GameSession, seat: 'a' | 'b', occupied: string[], events: HostEvent[]) {
  const states$ = new Subject<State>();
  const table = new Table({ id: seat, seat, port: { states$, status$: new Subject(), sendLeds: () => {} }, profile: builtinProfiles['9x9'], session, clock, settleMs: 100 });
  table.events$.subscribe((e) => events.push(e));
  table.start();
  const pieces = new Set(occupied.map(cell));
  const report = () => states$.next({ type: 'STATE', seq: 0, uptimeMs: 0, occupied: Array.from({ length: 81 }, (_, i) => pieces.has(i)), buttons: [] });
  report();
  return {
    table,
    move(from: string, to: string) { pieces.delete(cell(from)); pieces.add(cell(to)); report(); },
  };
}

describe('a game on two boards', () => {
  it('commits each board’s moves for its own seat', async () => {
    const options = freeGame.parseOptions({}, g);
    if (!options.ok) throw new Error(options.error.message);
    const position = (occupied: string[]) => { const p = freeGame.parsePosition({ occupied }, options.value); if (!p.ok) throw new Error(); return p.value; };
    const session = new GameSession({ game: twin, state: { a: position(['A1']), b: position(['I9']) }, rng: seededRng(1), sticks: 'virtual' });
    const clock = new VirtualClock();
    const events: HostEvent[] = [];
    const a = board(clock, session, 'a', ['A1'], events);
    const b = board(clock, session, 'b', ['I9'], events);
    await clock.advanceTo(100);
    a.move('A1', 'C3');
    await clock.advanceBy(50);
    b.move('I9', 'E5');
    await clock.advanceBy(200);
    const moves = events.filter((e) => e.type === 'move').map((e) => [e.board, (e as { move: string }).move]);
    expect(moves).toEqual([['a', 'a A1-C3'], ['b', 'b I9-E5']]);
    expect(events.filter((e) => e.type === 'correction')).toEqual([]);
    // Board a's lights show its own last move only.
    await clock.advanceBy(1000); // past the confirmation blink
    expect(a.table.lights.get(cell('C3'))).toBe('last');
    expect(a.table.lights.get(cell('E5'))).toBeUndefined();
  });
});
