// Builds the app and listens: what `tabletop start` calls. Port 0 takes any free port; the URL
// printed is the one actually bound.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { DashboardDeps } from './deps.ts';
import { networkInterfaces } from 'node:os';
import { isWildcard, urlOf, urlsOfWildcard, type ListenAddress } from './listen.ts';

export interface ServedDashboard {
  app: FastifyInstance;
  /** Where a browser on this machine opens it. */
  url: string;
  /** Bound to every address: the URLs other machines may use (the first is `url`). */
  urls: string[];
  close(): Promise<void>;
}

export async function serveDashboard(deps: DashboardDeps, at: ListenAddress): Promise<ServedDashboard> {
  const app = await buildApp(deps);
  try {
    await app.listen({ host: at.host, port: at.port });
  } catch (e) {
    await app.close();
    const code = (e as { code?: string }).code;
    const why = code === 'EADDRINUSE' ? 'the port is in use' : code === 'EADDRNOTAVAIL' ? 'this machine has no such address' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new Error(`the dashboard cannot listen on ${at.host}:${at.port}: ${why} (choose another with --listen HOST:PORT)`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : at.port;
  const urls = isWildcard(at.host) ? urlsOfWildcard(port, networkInterfaces()) : [urlOf({ host: at.host, port })];
  return { app, url: urls[0], urls, close: () => app.close() };
}
