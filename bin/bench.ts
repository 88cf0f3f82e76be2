// `npm run bench`: performance figures of the foundation; the last line printed is JSON.
//  - host processing: STATE frame in → LED frame out, for a lift and for a committed move (wall µs)
//  - lift-to-targets-shown and place-to-commit on the simulated board at 115200 baud (virtual ms)
//  - codec throughput (frames/s)
import { Subject } from 'rxjs';
import {
  builtinProfiles, decodeFrame, encodeFrame, toBoardCell, VirtualClock, type Clock, type State, type TimerHandle,
} from '../hardware/index.ts';
import { GameSession, Table, DEFAULT_SETTLE_MS } from '../host/index.ts';
import { freeGame, seededRng } from '../rules/index.ts';
import { Simulation } from './simulation.ts';

const progress = (line: string): void => { process.stderr.write(`bench: ${line}\n`); };

function percentiles(samples: number[]): { p50: number; p99: number; max: number; n: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(s[s.length - 1]), n: s.length };
}

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

async function hostProcessing(): Promise<{ lift: object; commit: object }> {
  const clock = new TimedClock();
  const profile = builtinProfiles['9x9'];
  const options = freeGame.parseOptions({}, profile);
  if (!options.ok) throw new Error(options.error.message);
  const state = freeGame.setup(options.value, seededRng(1)); // 18 pieces, 1134 legal moves
  let sentAt = 0;
  const table = new Table({
    id: 'bench', profile, clock, settleMs: DEFAULT_SETTLE_MS,
    port: { states$: new Subject<State>(), status$: new Subject(), sendLeds: () => { sentAt = performance.now(); } },
    session: new GameSession({ game: freeGame, state, rng: seededRng(1), sticks: 'virtual' }),
  });
  table.start();
  const board = new Set(freeGame.occupancy(state).toArray());
  let seq = 0;
  const feed = (): number => {
    const t0 = performance.now();
    const decoded = decodeFrame(stateFrame(board, seq++));
    if (!decoded.ok || decoded.message.type !== 'STATE') throw new Error('bad bench frame');
    table.handleState(decoded.message);
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
    commit.push(placeUs + (sentAt - clock.timerStartedAt) * 1000);
    // Bring the piece home (a second commit, not measured) for the next round.
    board.delete(to); feed(); board.add(from); feed();
    await clock.advanceBy(DEFAULT_SETTLE_MS + 1);
    if (i % 500 === 499) progress(`host processing ${i + 1}/2000`);
  }
  return { lift: percentiles(lift), commit: percentiles(commit) };
}

async function simulated(board: string): Promise<{ liftToShown: object; placeToCommit: object; settleMs: number }> {
  const started = await Simulation.start({ game: 'free', seed: 1 }, { seed: 1, board });
  if (!started.ok) throw new Error(started.error);
  const sim = started.value;
  const profile = builtinProfiles[board];
  const a1 = toBoardCell(profile, 0);
  const spot = toBoardCell(profile, Math.floor(profile.rows / 2) * profile.cols + 4); // an empty middle cell
  const liftToShown: number[] = [];
  const placeToCommit: number[] = [];
  let t = 1000;
  for (let i = 0; i < 200; i++) {
    const [src, dst] = i % 2 === 0 ? [a1, spot] : [spot, a1];
    await sim.runTo(t);
    sim.board.lift(src);
    await sim.runTo(t + 60);
    const shownAt = sim.board.shownAt();
    if (shownAt === undefined || shownAt < t) throw new Error('no lights after a lift');
    liftToShown.push(shownAt - t);
    const moves = sim.events.filter((e) => e.type === 'move').length;
    sim.board.place(dst);
    const placedAt = t + 60;
    await sim.runTo(t + 600);
    const move = sim.events.filter((e) => e.type === 'move')[moves];
    if (move === undefined) throw new Error('no commit after a place');
    placeToCommit.push(move.t - placedAt);
    t += 1000;
    if (i % 50 === 49) progress(`simulated ${board} board ${i + 1}/200`);
  }
  await sim.stop();
  return { liftToShown: percentiles(liftToShown), placeToCommit: percentiles(placeToCommit), settleMs: DEFAULT_SETTLE_MS };
}

function codec(): { encodeDecodeStatePerSec: number; encodeDecodeLedsPerSec: number } {
  const state = { type: 'STATE' as const, seq: 1, uptimeMs: 5, occupied: Array.from({ length: 81 }, (_, i) => i % 3 === 0), buttons: [] };
  const leds = {
    type: 'LEDS' as const, seq: 2, blinkPeriodMs: 500, palette: [{ r: 0, g: 0, b: 0 }, { r: 0, g: 160, b: 255 }],
    cells: Array.from({ length: 81 }, (_, i) => ({ colour: i % 2, blink: false })),
  };
  const rate = (message: typeof state | typeof leds): number => {
    const n = 50_000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) if (!decodeFrame(encodeFrame(message)).ok) throw new Error('codec');
    return Math.round(n / ((performance.now() - t0) / 1000));
  };
  rate(state); // warm up
  return { encodeDecodeStatePerSec: rate(state), encodeDecodeLedsPerSec: rate(leds) };
}

const host = await hostProcessing();
progress('host processing done');
const sim = await simulated('9x9');
const sim10 = await simulated('10x10');
progress('simulated boards done');
const figures = {
  hostProcessingUs: { ...host, unit: 'µs wall, STATE frame decoded → LED frame rendered', targetP99Us: 1000 },
  simulated115200: {
    liftToShownMs: sim.liftToShown, targetP99Ms: 20,
    placeToCommitMs: sim.placeToCommit, placeToCommitTargetMs: sim.settleMs + 20,
    board10x10: { liftToShownMs: sim10.liftToShown, placeToCommitMs: sim10.placeToCommit },
    unit: 'virtual ms from the switch change, incl. 5 ms debounce and serial time',
  },
  codec: codec(),
};
console.log(JSON.stringify(figures));
