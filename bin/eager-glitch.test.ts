// A glitch on an eager board: the reed boards debounce eager (hardware/README.md), so a contact
// that opens for one scan reaches the host as a lift and, one debounce window (5 ms) later, the
// piece put back. The host may light the lifted piece's targets and take them back (a flicker the
// players may glimpse), and must commit nothing: its settle window for commits (120 ms) is far
// longer. Bounce bursts (a contact toggling every 0.3–1 ms for 2–20 ms) likewise. And a glitch
// on a piece that could be captured while the capturer is in hand is no capture: a cell back
// within GLIMPSE_MS (host/table/sensing.ts) was never seen empty.
import { describe, expect, it } from 'vitest';
import { toBoardCell } from '../hardware/index.ts';
import { DEFAULT_SETTLE_MS, planGame, sessionFor } from '../host/index.ts';
import type { SimBoard } from '../firmware-sim/index.ts';
import { footprintOf, seededRng } from '../rules/index.ts';
import { Simulation } from './simulation.ts';

/** What the board's LEDs show, as one comparable string. */
const picture = (board: SimBoard): string => board.shownLeds().map((l) => `${l.r},${l.g},${l.b}`).join(' ');
const cellsOf = (flags: boolean[]): number[] => flags.flatMap((f, i) => (f ? [i] : []));

interface GlitchFigures {
  disturbances: number;
  /** Disturbances after which the lights changed and came back (lights shown, then taken back). */
  flickers: number;
  /** The longest time from the disturbance's start until the lights were back as before it. */
  backWithinMs: number;
  moves: number;
  /** STATE reports the host got during the disturbances (eager: each glitch is two). */
  reports: number;
}

/**
 * Plays cetkaik on one simulated 9×9 board (profile 9x9: eager) and disturbs every piece on it in
 * turn, and a few empty cells, with `disturb`; one disturbance every 400 ms, the lights watched
 * every 0.5 ms.
 */
async function disturbEveryPiece(disturb: (board: SimBoard, cell: number) => void, debounceMode?: 'deferred'): Promise<GlitchFigures> {
  const extraEmpty = 5;
  const started = await Simulation.start({ game: 'cetkaik', seed: 3 }, { seed: 3, boardOptions: debounceMode ? { debounceMode } : {} });
  if (!started.ok) throw new Error(started.error);
  const sim = started.value;
  const board = sim.board;
  expect(board.profile.debounce).toBe('eager'); // the board built from the profile runs eager unless told
  await sim.runTo(3000); // the lights steady after the handshake
  const raw = board.occupiedRaw();
  const cells = [...cellsOf(raw), ...cellsOf(raw.map((f) => !f)).slice(0, extraEmpty)];
  const stateCount = () => board.counters.statesSent;
  const statesBefore = stateCount();
  const figures: GlitchFigures = { disturbances: 0, flickers: 0, backWithinMs: 0, moves: 0, reports: 0 };
  for (const cell of cells) {
    const before = picture(board);
    const startedAt = sim.clock.now();
    disturb(board, cell);
    figures.disturbances++;
    let changed = false;
    let backAt: number | null = null;
    while (sim.clock.now() < startedAt + 400) {
      await sim.clock.advanceBy(0.5);
      const now = picture(board);
      if (now !== before) { changed = true; backAt = null; } else if (backAt === null) backAt = sim.clock.now();
    }
    expect(backAt, `cell ${cell}: the lights never came back`).not.toBeNull();
    if (changed) figures.flickers++;
    figures.backWithinMs = Math.max(figures.backWithinMs, backAt! - startedAt);
    expect(board.occupiedRaw()).toEqual(raw);
  }
  figures.moves = sim.events.filter((e) => e.type === 'move').length;
  figures.reports = stateCount() - statesBefore;
  await sim.stop();
  return figures;
}

/** Open (or close) for 1 ms: exactly one 1 kHz scan reads it. */
const glitch = (board: SimBoard, cell: number): void => {
  board.setRaw(cell, !board.occupiedRaw()[cell]);
  board.clock.setTimeout(() => board.setRaw(cell, !board.occupiedRaw()[cell]), 1);
};

describe('an eager board and a glitch', { timeout: 120_000 }, () => {
  it('a one-scan glitch on each piece: its targets lit and taken back within a settle window, no commit', async () => {
    const f = await disturbEveryPiece(glitch);
    console.log(`eager glitch: ${f.disturbances} one-scan glitches, ${f.reports} STATE reports, ${f.flickers} flickers ` +
      `(lights shown then taken back), lights back within ${f.backWithinMs} ms, ${f.moves} commits`);
    expect(f.moves).toBe(0);
    // Each glitch reaches the host: a lift (or a piece) and, a window later, the cell as it was.
    expect(f.reports).toBeGreaterThanOrEqual(2 * f.disturbances);
    expect(f.flickers).toBeGreaterThan(0); // the side to move's pieces light their targets
    expect(f.backWithinMs).toBeLessThanOrEqual(DEFAULT_SETTLE_MS);
  });

  it('a bounce burst of 2 to 20 ms on each piece: lights back within a settle window, no commit', async () => {
    let k = 0;
    const f = await disturbEveryPiece((board, cell) => board.bounce(cell, 2 + (k++ * 7) % 19));
    console.log(`eager bounce: ${f.disturbances} bounce bursts, ${f.reports} STATE reports, ${f.flickers} flickers ` +
      `(lights shown then taken back), lights back within ${f.backWithinMs} ms, ${f.moves} commits`);
    expect(f.moves).toBe(0);
    expect(f.flickers).toBeGreaterThan(0);
    expect(f.backWithinMs).toBeLessThanOrEqual(DEFAULT_SETTLE_MS);
  });

  it('the same glitches on the same board run deferred (debounceMode): never reported, nothing lit', async () => {
    const f = await disturbEveryPiece(glitch, 'deferred');
    console.log(`deferred glitch: ${f.disturbances} one-scan glitches, ${f.reports} STATE reports, ${f.flickers} flickers, ${f.moves} commits`);
    expect(f.moves).toBe(0);
    expect(f.flickers).toBe(0);
    expect(f.reports).toBeLessThan(f.disturbances); // the periodic reports only
  });

  it('a glitch on a piece that could be captured, while the capturer is in hand: no capture taken', async () => {
    // A capture needs its square seen empty; a one-window glimpse of it (eager) must not count.
    const plan = planGame({ gameId: 'cetkaik', rng: seededRng(3) });
    if (!plan.ok) throw new Error(plan.error);
    const mirror = sessionFor(plan.value, seededRng(3));
    const { game, state } = mirror;
    const captures = game.legalMoves(state).map((m) => footprintOf(game, state, m)).filter((f) => f.lift.size === 1 && f.touch.size === 1 && f.fill.isEmpty());
    const started = await Simulation.start({ game: 'cetkaik', seed: 3 }, { seed: 3 });
    if (!started.ok) throw new Error(started.error);
    const sim = started.value;
    const profile = sim.board.profile;
    await sim.runTo(3000);
    let tried = 0;
    for (const f of captures.slice(0, 6)) {
      const from = toBoardCell(profile, f.lift.first() as number);
      const victim = toBoardCell(profile, f.touch.first() as number);
      sim.board.lift(from);
      await sim.clock.advanceBy(300);
      glitch(sim.board, victim);
      await sim.clock.advanceBy(2000); // the capturer held well past the settle window
      expect(sim.events.filter((e) => e.type === 'move'), `${from}×${victim}`).toEqual([]);
      sim.board.place(from);
      await sim.clock.advanceBy(500);
      tried++;
    }
    console.log(`eager glitch on a capturable piece, capturer in hand: ${tried} tried, ${sim.events.filter((e) => e.type === 'move').length} commits`);
    expect(tried).toBeGreaterThan(0);
    // A hand that takes the piece off (100 ms) and puts the capturer there: the capture, once.
    const f = captures[0];
    const [from, victim] = [toBoardCell(profile, f.lift.first() as number), toBoardCell(profile, f.touch.first() as number)];
    sim.board.lift(from);
    await sim.clock.advanceBy(300);
    sim.board.lift(victim);
    await sim.clock.advanceBy(100);
    sim.board.place(victim);
    await sim.clock.advanceBy(1000);
    expect(sim.events.filter((e) => e.type === 'move')).toHaveLength(1);
    await sim.stop();
  });
});
