// A board's status as the fleet gets it from a real host and the real mosquitto, in virtual time:
// what the board shows (its cells, occupied cells, lights) follows the pieces, and a piece left
// where the game has none becomes a `cells-stuck` fault after 30 s, gone once it is taken away.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeBoardStatus, type BoardStatus } from '../payloads/index.ts';
import type { Broker } from '../testing/mosquitto.ts';
import type { TestClient } from '../testing/mqtt-client.ts';
import { ROOT, cafeBroker, fleetClient, runTable, until, type RunningTable } from '../testing/publisher-rig.ts';
import { tableHost } from '../testing/table-host.ts';
import { BoardStatusPart } from './board-status.ts';
import { STUCK_AFTER_MS } from './stuck-cells.ts';

let broker: Broker;
const tables: RunningTable[] = [];
const clients: TestClient[] = [];

beforeAll(async () => { broker = await cafeBroker(); });
afterAll(async () => { await broker?.stop(); });
afterEach(() => {
  for (const t of tables.splice(0)) t.crash();
  for (const c of clients.splice(0)) c.client.end(true);
});

describe('boards/<board>/status from a real host', () => {
  it('shows the pieces and lights, and names a piece left on a cell the game has empty as stuck after 30 s, until it is taken away', async () => {
    const t = tableHost();
    const watcher = await fleetClient(broker, [`${ROOT}/boards/+/status`]);
    clients.push(watcher);
    const running = runTable(broker, t, [new BoardStatusPart({ clock: t.clock })]);
    tables.push(running);
    await until(() => running.client.connected, 'the table connects');
    const topic = `${ROOT}/boards/sim-1/status`;
    /** The latest status the fleet has of the board. */
    const latest = (): BoardStatus | null => {
      const last = watcher.messages.filter((m) => m.topic === topic).at(-1);
      if (last === undefined) return null;
      const decoded = decodeBoardStatus(last.payload);
      return decoded.ok ? decoded.value : null;
    };
    /** Moves virtual time on in steps (the throttle and the settle window run on it) until the fleet has what `ready` wants. */
    const waitFor = async (ready: (s: BoardStatus) => boolean, what: string) => {
      await until(() => { void t.clock.advanceBy(100); const s = latest(); return s !== null && ready(s); }, what);
      return latest()!;
    };

    const game = t.host.startGame('sim-1', { game: 'free' });
    if (!game.ok) throw new Error(game.error);
    // Free play starts with the top and bottom rows filled; the simulated board has them.
    const running1 = t.host.gameState(game.value.id)!;
    const pieces = (running1.game.formatPosition(running1.state) as { occupied: string[] }).occupied;
    expect(pieces).toHaveLength(18);

    // A piece lifted (the board's first report): its targets light up, and the fleet sees the pieces and the lights.
    const piece = pieces[0];
    expect(t.host.simulate('sim-1', 'lift', [piece]).ok).toBe(true);
    const lit = await waitFor((s) => s.game === game.value.id && Object.keys(s.leds ?? {}).length > 1 && (s.occupied?.length ?? 0) === 17, 'lights for the lifted piece');
    expect(lit).toMatchObject({ rows: 9, cols: 9 });
    expect(lit.cells).toHaveLength(81);
    expect([...lit.occupied!].sort()).toEqual(pieces.filter((c) => c !== piece).sort());
    expect(Object.values(lit.leds!).every((l) => l.r + l.g + l.b > 0)).toBe(true);
    expect(t.host.simulate('sim-1', 'place', [piece]).ok).toBe(true);
    const shown = await waitFor((s) => (s.occupied?.length ?? 0) === 18, 'the piece put back');

    // A new piece on an empty cell: free play has no such move (no `add`): the board asks for it to be cleared.
    const empty = shown.cells!.find((c) => !pieces.includes(c))!;
    expect(t.host.simulate('sim-1', 'place', [empty]).ok).toBe(true);
    await until(() => { void t.clock.advanceBy(100); return t.events.some((e) => e.type === 'correction'); }, 'the board asks for a correction');
    const askedAt = t.clock.now();
    const noFaultYet = await waitFor((s) => (s.occupied ?? []).includes(empty), 'the stray piece seen');
    expect(noFaultYet.faults).toEqual([]);
    await t.clock.advanceBy(STUCK_AFTER_MS - 1_000);
    expect(latest()!.faults).toEqual([]);
    const stuck = await waitFor((s) => s.faults.length > 0, 'the stuck fault');
    expect(t.clock.now() - askedAt).toBeGreaterThanOrEqual(STUCK_AFTER_MS);
    expect(stuck.faults).toEqual([{ code: 'cells-stuck', message: `cell ${empty} disagreed with the game for over 30 s: a piece nobody moves, or a switch stuck` }]);

    // Taken away: the board agrees with the game again, and the fault is gone.
    expect(t.host.simulate('sim-1', 'lift', [empty]).ok).toBe(true);
    const clear = await waitFor((s) => s.faults.length === 0, 'the fault cleared');
    expect(clear.occupied).not.toContain(empty);
    expect(running.log).toEqual([]);
    await running.stop();
    t.host.close();
  });
});
