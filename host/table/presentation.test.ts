// Presentation: from what sensing concluded to the lights and the events, each sent only when it changed.
import { describe, expect, it } from 'vitest';
import { CellSet, freeGame, fullFootprint } from '../../rules/index.ts';
import type { Candidate } from '../detect/candidates.ts';
import type { Reading } from '../detect/detector.ts';
import { settingFor } from '../testing/table-context.ts';
import { castShown, CONFIRM_SHOWN_MS, initialPresentation, moveLogged, present, undone, type PresentationModel, type Shown } from './presentation.ts';
import type { Sensed } from './sensing-read.ts';

const nine = { id: 'b', rows: 9, cols: 9 };
const free = settingFor(freeGame, {}, [nine]);
const cell = (name: string) => freeGame.parseCell(name, nine)!;
const start = free.shape.occupancy(free.state);
const ctx = (now: number) => free.at(now, free.state);

const idle: Reading = { kind: 'idle', confirmable: [] };
const mismatch = (clear: string[], fill: string[]): Reading => ({ kind: 'mismatch', clear: CellSet.from(clear.map(cell)), fill: CellSet.from(fill.map(cell)) });
/** What sensing would conclude of the free game's one area reading so. */
const sensed = (reading: Reading, settled = true): Sensed => ({
  observed: start, groups: [{ areas: [0], cells: free.shape.areaCells[0], reading, settled }], settled: [settled], settlesAt: settled ? Infinity : 600,
});

const of = (effects: Shown[], type: Shown['type']) => effects.filter((e) => e.type === type);
const events = (effects: Shown[], type: string) => effects.flatMap((e) => (e.type === 'emit' && e.event.type === type ? [e.event] : []));
const lit = (effects: Shown[]) => (events(effects, 'lights')[0] as { cells: Record<string, string> } | undefined)?.cells;

describe('the lights', () => {
  it('sends a board’s plan once, and again only when it changed', () => {
    const first = present(initialPresentation(), sensed(idle), ctx(0));
    expect(of(first.effects, 'leds')).toEqual([{ type: 'leds', board: 'b', plan: new Map() }]);
    expect(lit(first.effects)).toEqual({});

    const same = present(first.model, sensed(idle), ctx(50));
    expect(same.effects).toEqual([]);

    const wrong = present(same.model, sensed(mismatch(['E5'], ['A1'])), ctx(100));
    expect(of(wrong.effects, 'leds')).toHaveLength(1);
    expect(lit(wrong.effects)).toEqual({ E5: 'clear', A1: 'fill' });
    expect(of(present(wrong.model, sensed(mismatch(['E5'], ['A1'])), ctx(150)).effects, 'leds')).toEqual([]);
  });

  it('keeps what a group showed while a move is about to commit, and a mistake unshown until the board is still', () => {
    const lifted: Reading = { kind: 'progress', candidates: ctx(0).position.candidates.filter((c) => c.footprint.from.has(cell('A1'))), lifted: CellSet.of(cell('A1')), added: CellSet.empty(), confirmable: [] };
    const shown = present(initialPresentation(), sensed(lifted), ctx(0));
    expect(lit(shown.effects)?.A1).toBe('selected');
    const match: Reading = { kind: 'match', candidates: [] };
    expect(present(shown.model, sensed(match), ctx(50)).effects).toEqual([]);
    expect(present(shown.model, sensed(mismatch(['E5'], ['A1']), false), ctx(50)).effects).toEqual([]);
  });
});

describe('corrections', () => {
  it('says a correction once while it stays the same, again when it changes, and `corrected` once the board is right and still', () => {
    const first = present(initialPresentation(), sensed(mismatch(['E5'], ['A1'])), ctx(0));
    expect(events(first.effects, 'correction')).toEqual([{ type: 'correction', clear: ['E5'], fill: ['A1'] }]);
    const same = present(first.model, sensed(mismatch(['E5'], ['A1'])), ctx(100));
    expect(events(same.effects, 'correction')).toEqual([]);
    const other = present(same.model, sensed(mismatch(['E6'], ['A1'])), ctx(200));
    expect(events(other.effects, 'correction')).toEqual([{ type: 'correction', clear: ['E6'], fill: ['A1'] }]);

    // Right again, but still moving: not yet.
    const moving = present(other.model, sensed(idle, false), ctx(300));
    expect(events(moving.effects, 'corrected')).toEqual([]);
    const right = present(moving.model, sensed(idle), ctx(400));
    expect(events(right.effects, 'corrected')).toEqual([{ type: 'corrected' }]);
    expect(events(present(right.model, sensed(idle), ctx(500)).effects, 'corrected')).toEqual([]);
  });

  it('says nothing of a mistake while the board is still moving', () => {
    expect(events(present(initialPresentation(), sensed(mismatch(['E5'], ['A1']), false), ctx(0)).effects, 'correction')).toEqual([]);
  });
});

describe('moves waiting for a confirmation', () => {
  const move = ctx(0).position.candidates.find((c) => freeGame.formatMove(c.move as never, free.state as never) === 'A1-E5')!;
  const waiting: Reading = { kind: 'idle', confirmable: [move] };

  it('reports them once while they stay the same, and that none waits once they are gone', () => {
    const quiet = present(initialPresentation(), sensed(idle), ctx(0));
    expect(events(quiet.effects, 'confirm')).toEqual([]);
    const first = present(quiet.model, sensed(waiting), ctx(100));
    expect(events(first.effects, 'confirm')).toEqual([{ type: 'confirm', moves: ['A1-E5'] }]);
    expect(first.model.confirmKey).toBe('A1-E5');
    expect(events(present(first.model, sensed(waiting), ctx(200)).effects, 'confirm')).toEqual([]);
    // A group still moving has nothing waiting yet.
    expect(events(present(first.model, sensed(waiting, false), ctx(300)).effects, 'confirm')).toEqual([{ type: 'confirm', moves: [] }]);
  });
});

describe('the guide', () => {
  const footprint = fullFootprint({ from: CellSet.of(cell('A1')), remove: CellSet.of(cell('B1')), via: CellSet.of(cell('C3')), fill: CellSet.of(cell('E5')), touch: CellSet.of(cell('D4')) });
  const guide: Candidate = { move: null, footprint, after: start.minus(footprint.lift).union(footprint.fill), emptiable: footprint.lift, sensing: 'fully' };

  it('lights the move asked of the players on a still board: its piece selected, what it takes off to clear', () => {
    const shown = present(initialPresentation(), sensed(idle), { ...ctx(0), guide });
    expect(lit(shown.effects)).toEqual({ A1: 'selected', B1: 'clear', C3: 'step', E5: 'target', D4: 'capture' });
  });

  it('lights it no more once the board shows something else', () => {
    const shown = present(initialPresentation(), sensed(mismatch(['E6'], [])), { ...ctx(0), guide });
    expect(lit(shown.effects)).toEqual({ E6: 'clear' });
  });
});

describe('timed overlays', () => {
  const logged = (model: PresentationModel, now: number) => moveLogged(model, { last: CellSet.of(cell('A1'), cell('E5')), blink: CellSet.of(cell('E5')) }, { now, shape: free.shape });

  it('blinks a logged move’s cells, then shows them as the last move, waking when the blink ends', () => {
    const blinking = present(logged(initialPresentation(), 0), sensed(idle), ctx(100));
    expect(lit(blinking.effects)).toEqual({ A1: 'last', E5: 'confirm' });
    expect(blinking.wakeAt).toBe(CONFIRM_SHOWN_MS);
    const after = present(blinking.model, sensed(idle), ctx(CONFIRM_SHOWN_MS));
    expect(lit(after.effects)).toEqual({ A1: 'last', E5: 'last' });
    expect(after.wakeAt).toBe(Infinity);
    expect(lit(present(undone(after.model), sensed(idle), ctx(2000)).effects)).toEqual({});
  });

  it('lines a cast’s heads along the bottom edge while it is shown', () => {
    const shown = present(castShown(initialPresentation(), 3, 0), sensed(idle), ctx(0));
    expect(Object.values(lit(shown.effects)!).filter((r) => r === 'heads')).toHaveLength(3);
    expect(shown.wakeAt).toBe(2000);
  });
});
