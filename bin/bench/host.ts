// Host processing: STATE frame in → LED frame out, for a lift and for a committed move (wall µs).
import { Subject } from 'rxjs';
import { builtinProfiles, decodeFrame, encodeFrame, VirtualClock, type State, type TimerHandle } from '../../hardware/index.ts';
import { DEFAULT_SETTLE_MS, GameSession, shapeOf, tableOnOneBoard } from '../../host/index.ts';
import { freeGame, seededRng } from '../../rules/index.ts';
import { percentiles, progress, type Percentiles } from './stats.ts';

/** A virtual clock that notes when each timer callback starts, to time work done in timers. */
class TimedClock extends VirtualClock {
  timerStartedAt = 0;
  override setTimeout(fn: () => void, ms: number): TimerHandle {
    return super.setTimeout(() => { this.timerStartedAt = performance.now(); fn(); }, ms);
  }
}

const stateFrame = (occupied: Set<number>, seq: number): Uint8Array => encodeFrame({
  type: 'STATE', seq: seq & 255, uptimeMs: seq,
  occupied: Array.from({ length: 81 }, (_, i) => occupied.has(i)), buttons: [],
});

export async function hostProcessing(): Promise<{ lift: Percentiles; commit: Percentiles }> {
  const clock = new TimedClock();
  const profile = builtinProfiles['9x9'];
  const options = freeGame.parseOptions({}, profile);
  if (!options.ok) throw new Error(options.error.message);
  const state = freeGame.setup(options.value, seededRng(1)); // 18 pieces, 1134 legal moves
  let sentAt = 0;
  /** When the timer that sent the frame started (0: sent outside a timer). */
  let sentInTimerFrom = 0;
  const states$ = new Subject<State>();
  const table = tableOnOneBoard({
    clock, settleMs: DEFAULT_SETTLE_MS,
    board: { id: 'bench', profile, port: { states$, status$: new Subject(), sendLeds: () => {
      // Only the first frame after a change counts: later timers (a second look) send nothing new.
      if (sentAt !== 0) return;
      sentAt = performance.now();
      sentInTimerFrom = clock.timerStartedAt;
    } } },
    session: new GameSession({ shape: shapeOf(freeGame, options.value, state), state, rng: seededRng(1), sticks: 'virtual' }),
  });
  table.start();
  const board = new Set(freeGame.occupancy(state).toArray());
  let seq = 0;
  const feed = (): number => {
    const t0 = performance.now();
    const decoded = decodeFrame(stateFrame(board, seq++));
    if (!decoded.ok || decoded.message.type !== 'STATE') throw new Error('bad bench frame');
    states$.next(decoded.message);
    return t0;
  };
  const lift: number[] = [];
  const commit: number[] = [];
  const from = 0; // A1
  const spots = [40, 41, 49, 50]; // empty cells in the middle
  feed();
  for (let i = 0; i < 2000; i++) {
    // Lift: the frame that shows a cell empty → the frame of its targets.
    board.delete(from);
    sentAt = 0;
    const t0 = feed();
    lift.push((sentAt - t0) * 1000);
    // Commit: the frame that shows the piece put down, then the settle timer's work → lights.
    const to = spots[i % spots.length];
    board.add(to);
    const t1 = feed();
    const placeUs = (performance.now() - t1) * 1000;
    sentAt = 0;
    await clock.advanceBy(DEFAULT_SETTLE_MS + 1);
    if (sentAt === 0) throw new Error('the move did not commit');
    commit.push(placeUs + (sentAt - sentInTimerFrom) * 1000);
    // Bring the piece home (a second commit, not measured) for the next round.
    board.delete(to); feed(); board.add(from); feed();
    await clock.advanceBy(DEFAULT_SETTLE_MS + 1);
    if (i % 500 === 499) progress(`host processing ${i + 1}/2000`);
  }
  return { lift: percentiles(lift), commit: percentiles(commit) };
}

