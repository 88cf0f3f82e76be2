// No single request holds the event loop: the largest inputs the limits let through (a free game
// with every colour allowed, a body at the size limit, a Scarabya site given whole), sent to the
// dashboard of a host on a simulated board, while monitorEventLoopDelay watches the loop. Each is
// answered, and no task in the meantime blocked the loop for 50 ms or more.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDashboard, type ServedDashboard } from '../../dashboard/index.ts';
import { MAX_COLORS } from '../../rules/free/options.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from '../sim-host.ts';

const TOKEN = 'event-loop-test-token';
let sim: SimHost;
let served: ServedDashboard;

beforeAll(async () => {
  sim = await startSimHost({});
  served = await serveDashboard({ host: sim.host, token: TOKEN }, { host: '127.0.0.1', port: 0 });
  // One small game first: what every first request pays once (code compiled and loaded on first
  // use) is not what this file measures, the cost of the largest inputs is.
  const warm = await post('/api/games', JSON.stringify({ board: SIM_BOARD_ID, game: 'free', options: { add: true, colors: ['a', 'b'] } }));
  if (warm.status !== 201) throw new Error(`warm-up game: ${warm.status} ${await warm.text()}`);
});

afterAll(async () => {
  await served?.close();
  await sim?.close();
});

async function longestBlockMs(send: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const response = await send();
  await response.arrayBuffer();
  await new Promise((r) => setTimeout(r, 100)); // work the request left behind (a timer) counts too
  loop.disable();
  return { status: response.status, ms: loop.max / 1e6 };
}

const post = (path: string, body: string) => fetch(`${served.url}${path.slice(1)}`, {
  method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body,
});

describe('the event loop under the largest inputs', () => {
  it.each([
    ['a free game with every colour allowed', JSON.stringify({ board: SIM_BOARD_ID, game: 'free', options: { add: true, colors: Array.from({ length: MAX_COLORS }, (_, i) => `colour-${i}`) } }), 201],
    ['a body just under the size limit (refused for its unknown field)', `{"board":"${SIM_BOARD_ID}","game":"free","x":"${'x'.repeat(250 * 1024)}"}`, 400],
    ['a body over the size limit', `{"game":"free","x":"${'x'.repeat(300 * 1024)}"}`, 413],
    ['26,000 colour names', JSON.stringify({ board: SIM_BOARD_ID, game: 'free', options: { add: true, colors: Array.from({ length: 26_000 }, (_, i) => `c${i}`) } }), 400],
  ])('%s: answered, the loop never blocked for 50 ms', async (_name, body, status) => {
    const measured = await longestBlockMs(() => post('/api/games', body));
    expect(measured.status).toBe(status);
    expect(measured.ms).toBeLessThan(50);
  });
});
