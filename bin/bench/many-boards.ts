// Many boards on one host: 16 simulated boards, each its own free game, with 10 physical events
// a second on every board (a piece lifted and put down elsewhere every 200 ms), in virtual time.
// Measured in real time: the host's processing per STATE frame (frame decoded → lights sent),
// its timer work (settle windows and the commits they make, heartbeats, ACK timeouts), and its
// CPU share = host processing wall time / virtual time elapsed.
import { Subject } from 'rxjs';
import { builtinProfiles, toBoardCell, VirtualClock, type Clock, type State, type TimerHandle } from '../../hardware/index.ts';
import { createSimBinding, SimBoard } from '../../firmware-sim/index.ts';
import { BoardLink, Host, planGame, type BoardPort } from '../../host/index.ts';
import { seededRng, type Rng } from '../../rules/index.ts';
import { simControls } from '../sim-controls.ts';
import { percentiles, progress, type Percentiles } from './stats.ts';

export interface ManyBoardsOptions {
  boards?: number;
  eventsPerSecond?: number;
  /** Virtual seconds of play measured (after every board is connected). */
  seconds?: number;
  seed?: number;
}

export interface ManyBoardsFigures {
  boards: number;
  eventsPerSecondPerBoard: number;
  virtualSeconds: number;
  stateFrames: number;
  /** Wall µs per STATE frame: the host's synchronous work from the decoded frame to the lights sent. */
  perStateFrameUs: Percentiles;
  /** Wall µs per host timer callback (settle windows with their commits, heartbeats, ACK timeouts). */
  perTimerUs: Percentiles;
  /** Host processing wall time / virtual time elapsed. */
  cpuShare: number;
  movesCommitted: number;
  movesMade: number;
  targetP99Us: number;
  unit: string;
}

/** The host's own clock: the shared virtual clock, with every host timer callback timed. */
function timedClock(clock: Clock, spent: (us: number) => void): Clock {
  return {
    now: () => clock.now(),
    setTimeout: (fn: () => void, ms: number): TimerHandle => clock.setTimeout(() => {
      const t0 = performance.now();
      fn();
      spent((performance.now() - t0) * 1000);
    }, ms),
    clearTimeout: (handle: TimerHandle) => clock.clearTimeout(handle),
  };
}

/** The link's STATE stream with the host's synchronous handling of each frame timed. */
function timedPort(link: BoardLink, spent: (us: number) => void): BoardPort {
  const states = new Subject<State>();
  link.states$.subscribe((s) => {
    const t0 = performance.now();
    states.next(s);
    spent((performance.now() - t0) * 1000);
  });
  return { states$: states.asObservable(), status$: link.status$, sendLeds: (frame) => link.sendLeds(frame) };
}

export async function manyBoardsFigures(options: ManyBoardsOptions = {}): Promise<ManyBoardsFigures> {
  const count = options.boards ?? 16;
  const eventsPerSecond = options.eventsPerSecond ?? 10;
  const seconds = options.seconds ?? 30;
  const seed = options.seed ?? 1;
  const clock = new VirtualClock(0);
  const perState: number[] = [];
  const perTimer: number[] = [];
  const hostClock = timedClock(clock, (us) => perTimer.push(us));
  const profile = builtinProfiles['9x9'];
  const sim = createSimBinding();
  const host = new Host({ clock: hostClock, defaultSeed: () => seed });
  const boards: SimBoard[] = [];
  const links: BoardLink[] = [];
  for (let n = 1; n <= count; n++) {
    const board = new SimBoard({ profile, clock, faultSeed: seed + n });
    sim.attach(`sim:${n}`, board);
    const link = new BoardLink({ path: `sim:${n}`, binding: sim.binding, clock: hostClock });
    host.addBoard({ id: String(n), path: `sim:${n}`, profile, port: timedPort(link, (us) => perState.push(us)), link, sim: simControls(board) });
    const started = host.startGame(String(n), { game: 'free', seed: seed + n });
    if (!started.ok) throw new Error(started.error);
    boards.push(board);
    links.push(link);
  }
  const opened = Promise.all(links.map((l) => l.open()));
  let ready = false;
  void opened.then(() => { ready = true; });
  while (!ready) await clock.advanceBy(1);
  for (const r of await opened) if (!r.ok) throw new Error(r.error.message);
  await clock.advanceBy(500);
  perState.length = 0;
  perTimer.length = 0;

  // Each board: a lift, then 60 ms later the piece goes down on an empty cell; one event every
  // 1000 / eventsPerSecond ms on average. Boards are phase-shifted so their frames interleave.
  const plan = planGame({ gameId: 'free', board: profile, rng: seededRng(seed) });
  if (!plan.ok) throw new Error(plan.error);
  const cells = profile.rows * profile.cols;
  const pairMs = 2000 / eventsPerSecond;
  const start = clock.now();
  const end = start + seconds * 1000;
  let movesMade = 0;
  boards.forEach((board, i) => {
    const rng: Rng = seededRng(seed * 1000 + i);
    const occupied = new Set(plan.value.game.occupancy(plan.value.state).toArray() as number[]);
    const cycle = (): void => {
      if (clock.now() + pairMs > end) return;
      const from = [...occupied][rng.int(0, occupied.size - 1)];
      let to = rng.int(0, cells - 1);
      while (occupied.has(to)) to = rng.int(0, cells - 1);
      occupied.delete(from);
      occupied.add(to);
      board.lift(toBoardCell(profile, from));
      clock.setTimeout(() => { board.place(toBoardCell(profile, to)); movesMade++; }, 60);
      clock.setTimeout(cycle, pairMs);
    };
    clock.setTimeout(cycle, (i * pairMs) / count);
  });
  for (let t = start; t < end; t += 1000) {
    await clock.advanceTo(Math.min(end, t + 1000));
    if ((t - start) % 10_000 === 0) progress(`many boards: ${Math.round((t - start) / 1000)}/${seconds} s virtual`);
  }
  await clock.advanceBy(1000); // the last settle windows
  const elapsedMs = clock.now() - start;
  const movesCommitted = host.games().reduce((n, g) => n + g.log.length, 0);
  const spentUs = perState.reduce((a, b) => a + b, 0) + perTimer.reduce((a, b) => a + b, 0);
  for (const link of links) {
    const closing = link.close();
    let closed = false;
    void closing.then(() => { closed = true; });
    for (let i = 0; i < 1000 && !closed; i++) await clock.advanceBy(1);
  }
  host.close();
  for (const board of boards) board.dispose();
  return {
    boards: count,
    eventsPerSecondPerBoard: eventsPerSecond,
    virtualSeconds: seconds,
    stateFrames: perState.length,
    perStateFrameUs: percentiles(perState),
    perTimerUs: percentiles(perTimer),
    cpuShare: Math.round((spentUs / 1000 / elapsedMs) * 10000) / 10000,
    movesCommitted,
    movesMade,
    targetP99Us: 5000,
    unit: 'wall µs of host processing; cpuShare = host wall time / virtual time',
  };
}
