// An MQTT broker inside the fleet process (the npm `aedes`), for a one-machine demo when no
// broker is named: no users, no ACL, no TLS, so it listens on loopback unless told otherwise.
// A café runs mosquitto (docs/FLEET.md), whose users and ACL are the security boundary.
import { createServer, type Server } from 'node:net';
import { Aedes } from 'aedes';

export const DEFAULT_BROKER_LISTEN = '127.0.0.1:1883';

export interface EmbeddedBroker {
  /** mqtt://host:port as bound (port 0 resolved). */
  url: string;
  host: string;
  port: number;
  close(): Promise<void>;
}

export async function startEmbeddedBroker(at: { host: string; port: number }): Promise<EmbeddedBroker> {
  const broker = await Aedes.createBroker();
  const server: Server = createServer((socket) => broker.handle(socket));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at.port, at.host, () => { server.off('error', reject); resolve(); });
    });
  } catch (e) {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    const code = (e as { code?: string }).code;
    const why = code === 'EADDRINUSE' ? 'the port is in use (a mosquitto already running? then give it with --mqtt)' : code === 'EADDRNOTAVAIL' ? 'this machine has no such address' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new Error(`the embedded broker cannot listen on ${at.host}:${at.port}: ${why} (choose another with --broker-listen HOST:PORT)`);
  }
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : at.port;
  const host = at.host.includes(':') ? `[${at.host}]` : at.host;
  return {
    url: `mqtt://${host}:${port}`,
    host: at.host,
    port,
    close: async () => {
      // Clients are closed by the broker; the server then stops accepting.
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
