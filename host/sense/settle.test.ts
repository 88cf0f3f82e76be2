import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import { CellSet } from '../../rules/index.ts';
import { clockScheduler } from '../clock-scheduler.ts';
import { settled } from './settle.ts';

describe('settled', () => {
  it('emits a snapshot only after the board has been still for the window', async () => {
    const clock = new VirtualClock();
    const in$ = new Subject<CellSet>();
    const out: [number, number[]][] = [];
    settled(in$, 100, clockScheduler(clock)).subscribe((s) => out.push([clock.now(), s.toArray()]));
    in$.next(CellSet.of(1));
    await clock.advanceTo(50);
    in$.next(CellSet.of(2)); // a slide: restarts the window
    await clock.advanceTo(120);
    in$.next(CellSet.of(2)); // the same board again (a periodic report) does not restart it
    await clock.advanceTo(149);
    expect(out).toEqual([]);
    await clock.advanceTo(150);
    expect(out).toEqual([[150, [2]]]);
    in$.next(CellSet.of(3));
    await clock.advanceTo(180);
    in$.next(CellSet.of(2)); // a bounce that comes back within the window
    await clock.advanceTo(400);
    expect(out).toEqual([[150, [2]], [280, [2]]]);
  });
});
