// The product on one simulated board in this process (simulated board ⇄ serialport stream path
// ⇄ board link ⇄ host), wired as `tabletop start` wires it: for the dashboard's tests and bench.
import { builtinProfiles, systemClock, VirtualClock, type Clock } from '../hardware/index.ts';
import { SimBoard, createSimBinding } from '../firmware-sim/index.ts';
import { BoardLink, Host, type NewGame } from '../host/index.ts';
import { simControls } from './sim-controls.ts';

export const SIM_BOARD_ID = 'sim-1';

export interface SimHost {
  host: Host;
  board: SimBoard;
  clock: Clock;
  /** Lets time pass (virtual time advances; real time is waited for) until `done()` or `limitMs`. */
  until(done: () => boolean, limitMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Virtual time advances in 1 ms steps; real time is polled every 10 ms. */
async function passTime(clock: Clock, done: () => boolean, limitMs: number): Promise<boolean> {
  const end = clock.now() + limitMs;
  while (!done()) {
    if (clock.now() >= end) return false;
    if (clock instanceof VirtualClock) await clock.advanceBy(1);
    else await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}

/** Opens a simulated board (9×9 unless named) and starts `game` on it, if given. Real time unless a
 *  VirtualClock is handed in (then nothing happens until the test lets time pass). */
export async function startSimHost(options: { profile?: string; game?: NewGame; seed?: number; clock?: Clock } = {}): Promise<SimHost> {
  const clock = options.clock ?? systemClock();
  const profile = builtinProfiles[options.profile ?? '9x9'];
  const seed = options.seed ?? 1;
  const sim = createSimBinding();
  const board = new SimBoard({ profile, clock, faultSeed: seed });
  sim.attach('sim:1', board);
  const link = new BoardLink({ path: 'sim:1', binding: sim.binding, clock });
  let opened: Awaited<ReturnType<BoardLink['open']>> | undefined;
  void link.open().then((o) => { opened = o; });
  await passTime(clock, () => opened !== undefined, 10_000);
  if (!opened) throw new Error('the simulated board did not answer within 10 s');
  if (!opened.ok) throw new Error(`the simulated board did not open: ${opened.error.message}`);
  const host = new Host({ clock, defaultSeed: () => seed });
  host.addBoard({ id: SIM_BOARD_ID, path: 'sim:1', profile, port: link, link, sim: simControls(board) });
  if (options.game) {
    const started = host.startGame(SIM_BOARD_ID, options.game);
    if (!started.ok) throw new Error(started.error);
  }
  return {
    host,
    board,
    clock,
    until: (done, limitMs = 5000) => passTime(clock, done, limitMs),
    async close() {
      host.close();
      let closed = false;
      void link.close().then(() => { closed = true; });
      await passTime(clock, () => closed, 2000);
      board.dispose();
    },
  };
}
