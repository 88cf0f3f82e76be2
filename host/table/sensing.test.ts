// Sensing: what the boards show, read into taps, settle times, cells seen empty, held areas and moves.
import { describe, expect, it } from 'vitest';
import { CellSet, freeGame, gardenGame, type GardenState } from '../../rules/index.ts';
import { settingFor } from '../testing/table-context.ts';
import { conclude, pickAt, settledMatch, waitingMoves } from './sensing-read.ts';
import { committedTo, GLIMPSE_MS, initialSensing, sense, TAP_MS, withHolds, type SensingModel } from './sensing.ts';

const nine = { id: 'b', rows: 9, cols: 9 };
const free = settingFor(freeGame, {}, [nine]);
const cell = (name: string) => freeGame.parseCell(name, nine)!;
const start = free.shape.occupancy(free.state);
const covered = free.map.coveredBy('b');
const ctx = (now: number, state: unknown = free.state) => free.at(now, state);
const report = (model: SensingModel, cells: CellSet, now: number, state: unknown = free.state) => sense(model, 'b', cells, covered, ctx(now, state));
const label = (m: unknown) => freeGame.formatMove(m as never, free.state as never);

/** The free game after a move entered as text (not made on the board). */
function played(move: string): unknown {
  const parsed = freeGame.parseMove(move, free.state as never);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const after = freeGame.play(free.state as never, parsed.value, { int: () => 0 });
  if (!after.ok) throw new Error(after.error.message);
  return after.value.state;
}

describe('sensing a board’s reports', () => {
  it('takes a piece lifted and put back at once, nothing else changed, as a tap', () => {
    let model = report(initialSensing(1), start, 0).model;
    const lifted = report(model, start.without(cell('A1')), 100);
    expect(lifted).toMatchObject({ changed: true, tapped: [] });
    const back = report(lifted.model, start, 300);
    expect(back).toMatchObject({ changed: true, tapped: [cell('A1')] });
    expect(back.model.lifts.size).toBe(0);

    // Put back too late: a move undone by hand, not a tap.
    model = report(back.model, start.without(cell('A1')), 1000).model;
    expect(report(model, start, 1000 + TAP_MS + 1).tapped).toEqual([]);
  });

  it('takes no tap when something else changed meanwhile', () => {
    expect(start.has(cell('B1'))).toBe(true);
    let model = report(initialSensing(1), start, 0).model;
    model = report(model, start.without(cell('A1')), 100).model;
    model = report(model, start.without(cell('A1')).without(cell('B1')), 200).model;
    expect(report(model, start.without(cell('B1')), 300).tapped).toEqual([]);
  });

  it('says nothing changed for the same report again, or before every placed board has reported', () => {
    const first = report(initialSensing(1), start, 0);
    expect(first.changed).toBe(true);
    expect(first.model.observed?.equals(start)).toBe(true);
    const again = report(first.model, start, 50);
    expect(again.changed).toBe(false);
    expect(again.model.changedAt).toEqual([0]);
    // A report from a board the game is not placed on completes nothing.
    const elsewhere = sense(initialSensing(1), 'other', start, CellSet.empty(), ctx(0));
    expect(elsewhere).toMatchObject({ changed: false, model: { observed: null } });
  });

  it('keeps only what a board can sense of its report', () => {
    const outside = sense(initialSensing(1), 'b', start, start.without(cell('A1')), ctx(0));
    expect(outside.model.reports.get('b')?.equals(start.without(cell('A1')))).toBe(true);
  });
});

describe('the settle window', () => {
  const moved = start.without(cell('A1')).with(cell('E5'));

  it('settles a group once its last change has been still for the window, and only then commits', () => {
    let model = report(initialSensing(1), start, 0).model;
    model = report(model, moved, 500).model;
    const early = conclude(model, ctx(599));
    expect(early.groups.map((g) => g.settled)).toEqual([false]);
    expect(early.settled).toEqual([false]);
    expect(early.settlesAt).toBe(600);
    expect(settledMatch(model, ctx(599))).toBeNull();

    const late = conclude(model, ctx(600));
    expect(late.groups.map((g) => g.settled)).toEqual([true]);
    expect(late.settlesAt).toBe(Infinity);
    const match = settledMatch(model, ctx(600))!;
    expect(match.areas).toEqual([0]);
    expect(match.candidates.map((c) => label(c.move))).toEqual(['A1-E5']);
  });

  it('starts the window again at each change', () => {
    let model = report(initialSensing(1), start, 0).model;
    model = report(model, start.without(cell('A1')), 500).model;
    model = report(model, moved, 550).model;
    expect(conclude(model, ctx(620)).settlesAt).toBe(650);
    expect(settledMatch(model, ctx(620))).toBeNull();
    expect(settledMatch(model, ctx(650))).not.toBeNull();
  });
});

describe('cells seen empty', () => {
  it('gathers the cells seen empty while the game stays in one state, and forgets them once the board shows the position', () => {
    let model = report(initialSensing(1), start, 0).model;
    model = report(model, start.without(cell('A1')), 100).model;
    model = report(model, start.without(cell('A1')).with(cell('E5')), 200).model;
    expect([...model.seenEmpty]).toEqual([cell('A1')]);
    model = report(model, start.without(cell('A1')).without(cell('B1')).with(cell('E5')), 300).model;
    expect(model.seenEmpty.equals(CellSet.of(cell('A1'), cell('B1')))).toBe(true);
    expect(model.seenFor).toBe(free.state);
    expect(report(model, start, 400).model.seenEmpty.isEmpty()).toBe(true);
  });

  it('takes a cell back within a glimpse (an eager board\'s glitch: 5 ms) as never seen empty, and as no tap', () => {
    let model = report(initialSensing(1), start, 0).model;
    model = report(model, start.without(cell('A1')), 100).model; // a piece in hand
    const glimpsed = start.without(cell('A1')).without(cell('B1'));
    model = report(model, glimpsed, 200).model;
    expect(model.seenEmpty.has(cell('B1'))).toBe(true); // empty now
    const back = report(model, start.without(cell('A1')), 205);
    expect(back.tapped).toEqual([]);
    expect([...back.model.seenEmpty]).toEqual([cell('A1')]); // B1 was a glimpse
    // Held empty for a hand's time, it counts; glimpsed again later, it still does.
    model = report(back.model, glimpsed, 300).model;
    model = report(model, start.without(cell('A1')), 300 + GLIMPSE_MS).model;
    model = report(model, glimpsed, 400).model;
    model = report(model, start.without(cell('A1')), 405).model;
    expect(model.seenEmpty.equals(CellSet.of(cell('A1'), cell('B1')))).toBe(true);
    // A piece alone lifted for a glimpse and back is no tap; for a hand's time, it is.
    model = report(initialSensing(1), start, 0).model;
    model = report(model, start.without(cell('C1')), 100).model;
    expect(report(model, start, 100 + GLIMPSE_MS - 1).tapped).toEqual([]);
    expect(report(model, start, 100 + GLIMPSE_MS).tapped).toEqual([cell('C1')]);
  });

  it('starts afresh when the game’s state changes', () => {
    let model = report(initialSensing(1), start, 0).model;
    model = report(model, start.without(cell('A1')), 100).model;
    const next = played('B1-C5');
    const nextStart = free.shape.occupancy(next);
    model = report(model, nextStart.without(cell('C1')), 200, next).model;
    expect(model.seenFor).toBe(next);
    expect([...model.seenEmpty]).toEqual([cell('C1')]);
  });
});

describe('held areas', () => {
  it('holds an area the game changed under until the board shows the game again', () => {
    let model = report(initialSensing(1), start, 0).model;
    model = withHolds(model, ctx(200));
    expect(model.held.size).toBe(0);
    expect(model.expectedAt?.equals(start)).toBe(true);

    // A1-B5 entered as text: the board still shows A1, and nothing there is read as a move.
    const next = played('A1-B5');
    model = withHolds(model, ctx(300, next));
    expect([...model.held]).toEqual([0]);
    const reading = conclude(model, ctx(300, next)).groups[0].reading;
    expect(reading).toMatchObject({ kind: 'mismatch' });
    if (reading.kind !== 'mismatch') return;
    expect([...reading.clear]).toEqual([cell('A1')]);
    expect([...reading.fill]).toEqual([cell('B5')]);
    // The player moves A1 elsewhere: still held, still no move.
    const elsewhere = report(model, start.without(cell('A1')).with(cell('C5')), 400, next).model;
    expect(settledMatch(withHolds(elsewhere, ctx(600, next)), ctx(600, next))).toBeNull();

    // The board shows the game's position: free again.
    model = withHolds(report(model, free.shape.occupancy(next), 500, next).model, ctx(500, next));
    expect(model.held.size).toBe(0);
    expect(conclude(model, ctx(700, next)).groups[0].reading.kind).toBe('idle');
  });

  it('holds the boards’ own move where the game did not take it (a refused move), not where it did', () => {
    const after = start.without(cell('A1')).with(cell('E5'));
    let model = report(initialSensing(1), start, 0).model;
    model = withHolds(report(model, after, 100).model, ctx(100));
    // Taken: the game now expects what the boards show.
    const taken = played('A1-E5');
    expect(withHolds(committedTo(model, after), ctx(300, taken)).held.size).toBe(0);
    // Refused: the game still expects the start; the move is not tried again.
    const refused = withHolds(committedTo(model, after), ctx(300));
    expect([...refused.held]).toEqual([0]);
    expect(settledMatch(refused, ctx(300))).toBeNull();
  });
});

describe('moves waiting for a confirmation', () => {
  const g = settingFor(gardenGame, {}, [nine]);
  const planted = gardenGame.parsePosition({ gardens: { P1: { plants: { B2: 'rose', C3: 'tulip' } } } }, g.options as never);
  if (!planted.ok) throw new Error(planted.error.message);
  const state: GardenState = planted.value;
  const occupied = g.shape.occupancy(state);
  const B2 = g.shape.offsets[0] + 4;
  const gctx = (now: number) => {
    const at = g.at(now, state);
    void at.position.candidates; // worked out, as after the shell's warm-up
    return at;
  };

  it('lists them for the next button and picks the one marked where a tap is', () => {
    const model = sense(initialSensing(2), 'b', occupied, g.map.coveredBy('b'), gctx(0)).model;
    const at = gctx(1000);
    expect(waitingMoves(model, at).flat().map((c) => gardenGame.formatMove(c.move as never, state)).sort()).toEqual(['water B2', 'water C3']);
    const picked = pickAt(model, B2, at);
    expect(picked?.type).toBe('commit');
    if (picked?.type !== 'commit') return;
    expect(picked.candidates.map((c) => gardenGame.formatMove(c.move as never, state))).toEqual(['water B2']);
    expect(pickAt(model, g.shape.offsets[0], at)).toBeNull();
  });

  it('lists nothing before the boards have reported', () => {
    expect(waitingMoves(initialSensing(2), gctx(0))).toEqual([]);
  });
});
