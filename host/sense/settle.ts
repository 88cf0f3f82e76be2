// The settle window: a board still for `settleMs` is taken as the players' intent. Changes
// inside the window (a slide across cells, a tile lowered unevenly, a bounce) never settle.
import { debounceTime, distinctUntilChanged, type Observable, type SchedulerLike } from 'rxjs';
import type { CellSet } from '../../rules/index.ts';

export function settled(occupancy$: Observable<CellSet>, settleMs: number, scheduler: SchedulerLike): Observable<CellSet> {
  return occupancy$.pipe(distinctUntilChanged((a, b) => a.equals(b)), debounceTime(settleMs, scheduler));
}
