// Event fan-out: 200 WebSocket clients on loopback follow /api/events while a simulated board
// is played in real time; each host event is timed from the moment the host emits it to the
// moment each client receives it. Clients and server share this process (and its event loop),
// so the figure includes the clients' own work: a pessimistic measure. Bounded in count and time.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { serveDashboard } from '../../dashboard/index.ts';
import { SIM_BOARD_ID, startSimHost } from '../sim-host.ts';

export interface FanoutFigures {
  clients: number;
  events: number;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  targetP99Ms: number;
  met: boolean;
}

const CLIENTS = 200;
const ROUNDS = 40;
const TIME_LIMIT_MS = 30_000;
const TARGET_P99_MS = 50;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export async function dashboardFigures(): Promise<{ fanout: FanoutFigures }> {
  const deadline = performance.now() + TIME_LIMIT_MS;
  const sim = await startSimHost({ game: { game: 'free' } });
  const emitted = new Map<string, number>();
  // Subscribed before the dashboard's own subscription: the time is taken before the sends.
  const timing = sim.host.events$.subscribe((e) => { emitted.set(JSON.stringify(e), performance.now()); });
  const served = await serveDashboard({ host: sim.host, token: 'bench' }, { host: '127.0.0.1', port: 0 });
  const url = `${served.url.replace(/^http/, 'ws')}api/events`;
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  try {
    await Promise.all(Array.from({ length: CLIENTS }, () => new Promise<void>((opened, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      sockets.push(ws);
      ws.on('message', (data) => {
        const at = emitted.get(data.toString());
        if (at !== undefined) latencies.push(performance.now() - at);
      });
      ws.once('open', () => opened());
      ws.once('error', reject);
    })));
    await sim.until(() => sim.host.board(SIM_BOARD_ID)!.occupancy.length === 18, 5000);
    emitted.clear(); // only events every client is connected for
    latencies.length = 0;

    // Lift and put back one piece: each change lights the board (a lights event) and back.
    let events = 0;
    for (let i = 0; i < ROUNDS && performance.now() < deadline; i++) {
      for (const action of ['lift', 'place'] as const) {
        const before = emitted.size;
        sim.host.simulate(SIM_BOARD_ID, action, ['A1']);
        await sim.until(() => emitted.size > before, 2000);
        // Every client receives it before the next one: events are timed one at a time.
        await sim.until(() => latencies.length >= emitted.size * CLIENTS, 2000);
        events = emitted.size;
      }
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    return {
      fanout: {
        clients: CLIENTS,
        events,
        samples: sorted.length,
        p50Ms: round3(percentile(sorted, 50)),
        p99Ms: round3(p99),
        maxMs: round3(sorted[sorted.length - 1] ?? NaN),
        targetP99Ms: TARGET_P99_MS,
        met: p99 <= TARGET_P99_MS,
      },
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    timing.unsubscribe();
    await served.close();
    await sim.close();
  }
}
