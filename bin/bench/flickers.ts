// Flickers per 10,000 noisy scans, per debounce mode: cetkaik on one simulated 9×9 board (the
// TypeScript board, fast), nobody moving, its contacts disturbed at random (seeded): one-scan
// glitches and bounce bursts (switches.ts). An eager board reports each disturbance at once, so
// the host may light a lifted piece's targets and take them back (a flicker, counted as the fault
// suite counts it: bin/faults/run.ts's lightFlickers); a deferred board filters them, but for a
// bounce burst whose sub-millisecond toggles the 1 kHz scan happens to read alike five scans running
// (aliasing: seed 3 has one in 10,000 scans, a 19 ms burst on the A-side king). Nothing may be
// committed: every commit is a false one.
import { seededRng } from '../../rules/index.ts';
import { lightFlickers } from '../faults/run.ts';
import { Simulation } from '../simulation.ts';

export type DebounceMode = 'eager' | 'deferred';

export interface FlickerRun {
  debounce: DebounceMode;
  game: string;
  /** Scans of the 1 kHz scan under noise. */
  scans: number;
  /** Disturbances injected: one-scan glitches, and bounce bursts (toggling every 0.3–1 ms for 2–20 ms). */
  glitches: number;
  bounceBursts: number;
  /** STATE reports the host got while the noise ran (the periodic one a second included). */
  statesReported: number;
  /** Lights shown and taken back within the settle window. */
  flickers: number;
  flickersPer10kScans: number;
  /** Moves the host committed: nobody moved, so each is false (must be 0). */
  falseCommits: number;
}

export interface FlickerFigures {
  runs: FlickerRun[];
  noise: string;
}

/** A disturbance starts on one scan in this many, on average (on a cell picked at random, pieces and empty cells alike). */
const SCANS_PER_DISTURBANCE = 100;
/** Of the disturbances, one in this many is a bounce burst; the others are one-scan glitches. */
const BOUNCE_EVERY = 3;
/** The host's lights are steady after the handshake by then (virtual ms). */
const QUIET_START_MS = 3000;
/** After the noise: the last disturbance's lights taken back (over a settle window). */
const TAIL_MS = 500;

/** One mode: `scans` 1 kHz scans under noise (10,000 in the bench). Deterministic for a seed. */
export async function flickerRun(debounce: DebounceMode, scans: number, seed = 3): Promise<FlickerRun> {
  const started = await Simulation.start({ game: 'cetkaik', seed }, { seed, boardOptions: { debounceMode: debounce, scanHz: 1000 } });
  if (!started.ok) throw new Error(started.error);
  const sim = started.value;
  const board = sim.board;
  const rng = seededRng(seed);
  await sim.runTo(QUIET_START_MS);
  const truth = board.occupiedRaw();
  // From the picture shown before the noise, so the first flicker has its 'before'.
  const firstEvent = Math.max(0, sim.events.findLastIndex((e) => e.type === 'lights'));
  const statesBefore = board.counters.statesSent;
  const busyUntil = new Array<number>(truth.length).fill(0);
  let glitches = 0;
  let bounceBursts = 0;
  // Scans run on whole milliseconds: disturbances start half-way between two.
  await sim.clock.advanceBy(0.5);
  for (let k = 0; k < scans; k++) {
    if (rng.int(1, SCANS_PER_DISTURBANCE) === 1) {
      const cell = rng.int(0, truth.length - 1);
      const now = sim.clock.now();
      if (busyUntil[cell] <= now) {
        if (rng.int(1, BOUNCE_EVERY) === 1) {
          const ms = rng.int(2, 20);
          board.bounce(cell, ms);
          if (process.env.BENCH_DEBUG) console.error(JSON.stringify({ t: now, cell, bounceMs: ms }));
          busyUntil[cell] = now + ms + 1;
          bounceBursts++;
        } else {
          // Open (or close) for 1 ms: exactly one scan reads it.
          board.setRaw(cell, !truth[cell]);
          if (process.env.BENCH_DEBUG) console.error(JSON.stringify({ t: now, cell, glitch: !truth[cell] ? 'closed' : 'opened' }));
          sim.clock.setTimeout(() => board.setRaw(cell, truth[cell]), 1);
          busyUntil[cell] = now + 2;
          glitches++;
        }
      }
    }
    await sim.clock.advanceBy(1);
  }
  await sim.clock.advanceBy(TAIL_MS);
  const events = sim.events.slice(firstEvent);
  const flickers = lightFlickers(events);
  const run: FlickerRun = {
    debounce, game: sim.game.game, scans, glitches, bounceBursts,
    statesReported: board.counters.statesSent - statesBefore,
    flickers,
    flickersPer10kScans: Math.round((flickers * 10_000 / scans) * 10) / 10,
    falseCommits: events.filter((e) => e.type === 'move').length,
  };
  await sim.stop();
  return run;
}

/** Both modes on the same seed, so the same disturbances. */
export async function flickerFigures(options: { scans?: number; seed?: number; onRun?: (run: FlickerRun) => void } = {}): Promise<FlickerFigures> {
  const runs: FlickerRun[] = [];
  for (const mode of ['eager', 'deferred'] as const) {
    const run = await flickerRun(mode, options.scans ?? 10_000, options.seed);
    runs.push(run);
    options.onRun?.(run);
  }
  return {
    runs,
    noise: `a disturbance on one scan in ${SCANS_PER_DISTURBANCE} (seeded), on a random cell of the 9×9 board, pieces and empty cells alike: ` +
      `a one-scan glitch, or one time in ${BOUNCE_EVERY} a bounce burst (toggling every 0.3–1 ms for 2–20 ms); nobody moves, so any commit is false`,
  };
}
