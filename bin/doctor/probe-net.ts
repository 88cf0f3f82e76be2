// The network probes, both bounded: bind the dashboard's address and close at once; a TCP connect
// to the broker, closed as soon as it is made (no MQTT session).
import { connect, createServer } from 'node:net';
import { codeOf } from './probe-errors.ts';

/** null when host:port could be bound, else the errno code. */
export function bindError(host: string, port: number, ms = 3000): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    const timer = setTimeout(() => { server.close(); resolve('timeout'); }, ms);
    server.once('error', (e) => { clearTimeout(timer); resolve(codeOf(e)); });
    server.listen({ host, port, exclusive: true }, () => {
      clearTimeout(timer);
      server.close(() => resolve(null));
    });
  });
}

/** null when a TCP connection was made, `timeout` after `ms`, else the errno code. */
export function connectError(host: string, port: number, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result: string | null): void => { clearTimeout(timer); socket.destroy(); resolve(result); };
    const timer = setTimeout(() => done('timeout'), ms);
    socket.once('connect', () => done(null));
    socket.once('error', (e) => done(codeOf(e)));
  });
}
