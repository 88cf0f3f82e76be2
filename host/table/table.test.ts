// The table's sensing behaviour, fed STATE reports directly in virtual time.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { builtinProfiles, VirtualClock, type State } from '../../hardware/index.ts';
import { CellSet, freeGame, seededRng, type AnyGame, type FreeState, type LightRole } from '../../rules/index.ts';
import type { HostEvent } from '../events.ts';
import { shapeOf } from '../games/shape.ts';
import type { LedFrame } from '../lights/render.ts';
import { GameSession } from '../session/session.ts';
import { tableOnOneBoard } from './one-board.ts';

const profile = builtinProfiles['9x9'];
const g = { rows: 9, cols: 9 };
const cell = (name: string): number => freeGame.parseCell(name, g)!;

function setup(occupied: string[], extra: object = {}, game: AnyGame = freeGame) {
  const clock = new VirtualClock();
  const states$ = new Subject<State>();
  const status$ = new Subject<{ state: string }>();
  const frames: LedFrame[] = [];
  const options = freeGame.parseOptions(extra, g);
  if (!options.ok) throw new Error(options.error.message);
  const state = freeGame.parsePosition({ occupied }, options.value);
  if (!state.ok) throw new Error(state.error.message);
  const session = new GameSession({ shape: shapeOf(game, options.value, state.value), state: state.value, rng: seededRng(1), sticks: 'physical' });
  const table = tableOnOneBoard({ board: { id: 't', port: { states$, status$, sendLeds: (f) => frames.push(f) }, profile }, session, clock, settleMs: 100 });
  const events: HostEvent[] = [];
  table.events$.subscribe((e) => events.push(e));
  table.start();
  const board = new Set(occupied.map(cell));
  let seq = 0;
  const report = () => states$.next({
    type: 'STATE', seq: seq++ & 255, uptimeMs: Math.round(clock.now()),
    occupied: Array.from({ length: 81 }, (_, i) => board.has(i)), buttons: [],
  });
  const lift = (name: string) => { board.delete(cell(name)); report(); };
  const place = (name: string) => { board.add(cell(name)); report(); };
  report();
  const types = () => events.map((e) => e.type);
  const moves = () => events.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move);
  return { clock, table, events, frames, lift, place, report, types, moves };
}

describe('Table', () => {
  it('lights the targets of a lifted piece at once, before any settle window', async () => {
    const t = setup(['A1', 'B1']);
    await t.clock.advanceTo(500);
    const before = t.frames.length;
    t.lift('A1');
    expect(t.frames.length).toBe(before + 1); // synchronously
    const lights = t.events.at(-1)!;
    expect(lights.type).toBe('lights');
    const cells = (lights as { cells: Record<string, string> }).cells;
    expect(cells.A1).toBe('selected');
    expect(cells.C3).toBe('target');
    expect(cells.B1).toBeUndefined(); // occupied: not a target
    expect(Object.keys(cells)).toHaveLength(80); // A1 + the 79 empty cells
  });

  it('commits a move once the board has been still for the settle window', async () => {
    const t = setup(['A1']);
    await t.clock.advanceTo(500);
    t.lift('A1');
    await t.clock.advanceTo(600);
    t.place('D5');
    await t.clock.advanceTo(699);
    expect(t.moves()).toEqual([]);
    await t.clock.advanceTo(700);
    expect(t.moves()).toEqual(['A1-D5']);
    expect(t.events.find((e) => e.type === 'move')!.t).toBe(700);
    // The landing square blinks to confirm the move, then shows it as the last move.
    expect(t.table.lightsOn('t').get(cell('D5'))).toBe('confirm');
    expect(t.table.lightsOn('t').get(cell('A1'))).toBe('last');
    await t.clock.advanceTo(1699);
    expect(t.table.lightsOn('t').get(cell('D5'))).toBe('confirm');
    await t.clock.advanceTo(1700);
    expect(t.table.lightsOn('t').get(cell('D5'))).toBe('last');
  });

  it('commits a slide across several cells only where the piece stops', async () => {
    const t = setup(['A1']);
    await t.clock.advanceTo(500);
    t.lift('A1');
    t.place('B1'); await t.clock.advanceBy(40);
    t.lift('B1'); t.place('C1'); await t.clock.advanceBy(40);
    t.lift('C1'); t.place('D1');
    await t.clock.advanceBy(300);
    expect(t.moves()).toEqual(['A1-D1']);
    expect(t.types()).not.toContain('correction');
  });

  it('never commits a lift that comes back to its square', async () => {
    const t = setup(['A1']);
    await t.clock.advanceTo(500);
    t.lift('A1'); await t.clock.advanceBy(30);
    t.place('A1');
    await t.clock.advanceBy(1000);
    expect(t.moves()).toEqual([]);
    expect(t.table.lightsOn('t').size).toBe(0);
  });

  it('keeps a piece held in the hand waiting, however long', async () => {
    const t = setup(['A1']);
    await t.clock.advanceTo(500);
    t.lift('A1');
    await t.clock.advanceBy(10_000);
    expect(t.moves()).toEqual([]);
    expect(t.types()).not.toContain('correction');
  });

  it('names the cells to clear and fill when the board matches nothing, then accepts it back', async () => {
    const t = setup(['A1']);
    await t.clock.advanceTo(500);
    t.place('E5'); // a piece appears: the free game (without "add") has no such move
    await t.clock.advanceBy(99);
    expect(t.types()).not.toContain('correction'); // not before the settle window
    await t.clock.advanceBy(1);
    expect(t.events.at(-2)).toMatchObject({ type: 'correction', clear: ['E5'], fill: [] });
    expect(t.table.lightsOn('t').get(cell('E5'))).toBe('clear');
    t.lift('E5');
    await t.clock.advanceBy(100);
    expect(t.types()).toContain('corrected');
    expect(t.moves()).toEqual([]);
  });

  it('waits for a physical cast, rejects a cast nobody asked for', async () => {
    const t = setup(['A1'], { cast: 5 });
    t.table.cast(3);
    expect(t.events.at(-1)).toMatchObject({ type: 'rejected', reason: 'no cast is awaited' });
    await t.clock.advanceTo(500);
    t.lift('A1'); t.place('A2');
    await t.clock.advanceBy(100);
    expect(t.events.filter((e) => e.type === 'pending')).toHaveLength(1);
    await t.clock.advanceBy(1000); // past the move's confirmation blink
    t.table.cast(4);
    expect(t.events.find((e) => e.type === 'cast')).toMatchObject({ heads: 4, purpose: 'free cast' });
    // The heads light up along the bottom edge for a while, over the last move's lights.
    expect(t.events.at(-1)).toMatchObject({ type: 'lights', cells: { A1: 'last', A2: 'last', A9: 'heads', B9: 'heads', C9: 'heads', D9: 'heads' } });
    await t.clock.advanceBy(2000);
    expect(t.events.at(-1)).toEqual(expect.objectContaining({ type: 'lights', cells: { A1: 'last', A2: 'last' } }));
  });

  it('after an undo, guides the board back instead of committing the move again', async () => {
    const t = setup(['A1']);
    await t.clock.advanceTo(500);
    t.lift('A1'); t.place('D5');
    await t.clock.advanceBy(100);
    expect(t.moves()).toEqual(['A1-D5']);
    t.table.undo();
    expect(t.events.find((e) => e.type === 'undone')).toMatchObject({ move: 'A1-D5' });
    expect(t.events.at(-1)).toMatchObject({ type: 'lights', cells: { A1: 'fill', D5: 'clear' } });
    await t.clock.advanceBy(1000);
    expect(t.moves()).toEqual(['A1-D5']); // not committed again
    t.lift('D5'); t.place('A1');
    await t.clock.advanceBy(100);
    expect(t.types()).toContain('corrected');
    t.lift('A1'); t.place('D5'); // now the same move is a new move
    await t.clock.advanceBy(100);
    expect(t.moves()).toEqual(['A1-D5', 'A1-D5']);
  });

  it('shows what the game lights itself, and the reason a board is wrong', async () => {
    // A game that marks the centre and says why a new piece is wrong.
    const marked: AnyGame = {
      ...freeGame,
      ambientLights: () => new Map<number, LightRole>([[cell('E5'), 'centre']]),
      explainMismatch: (_s: FreeState, added: CellSet) => (added.isEmpty() ? null : 'pieces only move here'),
    };
    const t = setup(['A1'], {}, marked);
    await t.clock.advanceTo(500);
    expect(t.table.lightsOn('t').get(cell('E5'))).toBe('centre');
    t.lift('A1');
    expect(t.table.lightsOn('t').get(cell('E5'))).toBe('target'); // a target over the game's own light
    t.place('A1');
    t.place('C3');
    await t.clock.advanceBy(100);
    expect(t.events.find((e) => e.type === 'correction')).toMatchObject({ clear: ['C3'], fill: [], reason: 'pieces only move here' });
    expect(t.table.lightsOn('t').get(cell('E5'))).toBe('centre');
  });
});
