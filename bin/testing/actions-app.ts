// Test support: the host and the dashboard's API in this process, with a game started on no
// board (every move entered), so a test can play it through `actions` alone (see
// dashboard/testing/follow-actions.ts). Virtual time; rate limits out of the way.
import type { FastifyInstance } from 'fastify';
import { VirtualClock } from '../../hardware/index.ts';
import { Host } from '../../host/index.ts';
import { buildApp } from '../../dashboard/index.ts';
import { post, TEST_TOKEN } from '../../dashboard/testing/inject.ts';

export interface ActionsApp {
  app: FastifyInstance;
  host: Host;
  /** The game started, by id. */
  id: string;
  close(): Promise<void>;
}

export async function startActionsApp(request: { game: string; options?: Record<string, unknown>; seed?: number; position?: unknown }): Promise<ActionsApp> {
  const host = new Host({ clock: new VirtualClock(0), defaultSeed: () => 1 });
  const app = await buildApp({ host, token: TEST_TOKEN, rateLimit: { max: 1_000_000, windowMs: 60_000 } });
  const res = await post(app, '/api/games', { body: { board: [], seed: 1, ...request } });
  if (res.statusCode !== 201) throw new Error(`could not start ${request.game}: ${res.statusCode} ${res.body}`);
  return {
    app,
    host,
    id: (res.json() as { id: string }).id,
    async close() {
      await app.close();
      host.close();
    },
  };
}
