// The largest inputs the limits let through (a free game with every colour allowed, a body at the
// size limit, a body over it, 26,000 colour names), sent to the dashboard of a host on a simulated
// board: each is answered as it should be. How long each holds the event loop is a figure of
// `npm run bench` (dashboard.largestInputs), not a timed assertion here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDashboard, type ServedDashboard } from '../../dashboard/index.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from '../sim-host.ts';
import { LARGEST_INPUTS } from './largest-inputs.ts';

const TOKEN = 'event-loop-test-token';
let sim: SimHost;
let served: ServedDashboard;

beforeAll(async () => {
  sim = await startSimHost({});
  served = await serveDashboard({ host: sim.host, token: TOKEN }, { host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await served?.close();
  await sim?.close();
});

const post = (path: string, body: string) => fetch(`${served.url}${path.slice(1)}`, {
  method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body,
});

describe('the largest inputs', () => {
  it.each(LARGEST_INPUTS.map((i) => [i.name, i.body, i.status] as const))('%s: answered with %#', async (_name, body, status) => {
    const response = await post('/api/games', body);
    await response.arrayBuffer();
    expect(response.status).toBe(status);
  });

  it('leaves the game the largest one started playable: its actions are offered', async () => {
    const game = sim.host.game(sim.host.board(SIM_BOARD_ID)!.game!)!;
    expect(game.game).toBe('free');
    expect(game.actions.length).toBeGreaterThan(0);
  });
});
