// For the fleet page's browser tests: the embedded broker, the fleet service on it, its page
// served on a free loopback port, and tables connected to publish to it; one per test file,
// everything stopped by `close`.
import { checkAuthorization } from '../../dashboard/index.ts';
import { buildFleetApp, FleetService, startEmbeddedBroker } from '../../fleet/service/index.ts';
import { connectTable, type TestTable } from '../../fleet/testing/table-client.ts';

export interface FleetPageRig {
  /** The page's address, ending in `/`. */
  url: string;
  tables: TestTable[];
  close(): Promise<void>;
}

export async function startFleetPage(token: string, tableIds: readonly string[], site = 'demo'): Promise<FleetPageRig> {
  const broker = await startEmbeddedBroker({ host: '127.0.0.1', port: 0 });
  const service = new FleetService({ url: broker.url, replyTimeoutMs: 5_000 });
  const tables: TestTable[] = [];
  const app = await buildFleetApp({ source: service, authorize: (h) => checkAuthorization(h, token) });
  const close = async () => {
    for (const t of tables) t.client.client.end(true);
    await app.close();
    await service.stop();
    await broker.close();
  };
  try {
    if (!(await service.waitConnected(10_000))) throw new Error('the fleet service did not connect to the embedded broker');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/`;
    for (const id of tableIds) tables.push(await connectTable(broker.url, site, id));
    return { url, tables, close };
  } catch (e) {
    await close();
    throw e;
  }
}
