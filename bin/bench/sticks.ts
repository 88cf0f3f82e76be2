// The stick games at their largest: 新遊 with 8 players and the largest purse the options allow,
// started through the dashboard's API on a host with a simulated board, then a bet placed (wall ms
// of each request, as a client sees it). Stakes and bets are ranges, never listed per amount.
import { serveDashboard } from '../../dashboard/index.ts';
import { startSimHost } from '../sim-host.ts';
import { percentiles, type Percentiles } from './stats.ts';

export interface SticksFigures { startMs: Percentiles; betMs: Percentiles; unit: string }

/** The worst case the options let through: the documented maximum purse, every seat taken. */
export const LARGEST_SHINYU = { game: 'shinyu', options: { players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], balance: 1_000_000 } };

/** Games started (each then taking one bet): a handful, so one pause of the machine is not the figure. */
const RUNS = 10;

export async function sticksFigures(): Promise<SticksFigures> {
  const sim = await startSimHost({});
  const token = 'bench-sticks-token';
  const served = await serveDashboard({ host: sim.host, token }, { host: '127.0.0.1', port: 0 });
  const post = async (path: string, body: unknown): Promise<{ json: unknown; ms: number }> => {
    const t0 = performance.now();
    const response = await fetch(`${served.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json();
    const ms = performance.now() - t0;
    if (!response.ok) throw new Error(`POST ${path} ${JSON.stringify(body)}: ${response.status} ${JSON.stringify(json)}`);
    return { json, ms };
  };
  const bet = (id: string, move: string) => post(`api/games/${encodeURIComponent(id)}/moves`, { move });
  try {
    // A small game first: what the first requests pay once (code loaded on first use) is not measured.
    const small = await post('api/games', { game: 'shinyu', options: { balance: 10 } });
    await bet((small.json as { id: string }).id, 'bet P2 3 1');
    const starts: number[] = [];
    const bets: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = await post('api/games', LARGEST_SHINYU);
      starts.push(started.ms);
      bets.push((await bet((started.json as { id: string }).id, 'bet b 3 123457')).ms);
    }
    return { startMs: percentiles(starts), betMs: percentiles(bets), unit: `wall ms of each request over HTTP, ${RUNS} games: 新遊, 8 players, purses of 1 000 000` };
  } finally {
    await served.close();
    await sim.close();
  }
}
