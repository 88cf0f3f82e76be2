// `--listen HOST:PORT`: where the dashboard binds. Loopback unless the operator names another address.
import { isIP } from 'node:net';

export const DEFAULT_LISTEN = '127.0.0.1:8080';

export interface ListenAddress { host: string; port: number }

export type ListenParse = { ok: true; value: ListenAddress } | { ok: false; error: string };

/** `127.0.0.1:8080`, `0.0.0.0:80`, `[::1]:8080`, `localhost:0` (port 0: any free port). */
export function parseListen(text: string): ListenParse {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(text.trim());
  if (!match) return { ok: false, error: `--listen must be HOST:PORT (e.g. ${DEFAULT_LISTEN} or [::1]:8080), not "${text}"` };
  const host = match[1] ?? match[2];
  const port = Number(match[3]);
  if (port > 65535) return { ok: false, error: `--listen: port ${port} is out of range (0–65535)` };
  if (match[1] !== undefined && isIP(host) !== 6) return { ok: false, error: `--listen: "${host}" is not an IPv6 address` };
  if (match[2] !== undefined && isIP(host) === 0 && !/^[a-zA-Z0-9.-]+$/.test(host)) {
    return { ok: false, error: `--listen: "${host}" is not a host name or address` };
  }
  return { ok: true, value: { host, port } };
}

/** 0.0.0.0 or ::: every address of the machine, so every machine on its networks. */
export function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/**
 * The URLs a browser can open for a server bound to every address: this machine's loopback,
 * then each of its network addresses (`interfaces` is os.networkInterfaces()).
 */
export function urlsOfWildcard(port: number, interfaces: Record<string, { address: string; family: string | number; internal: boolean }[] | undefined>): string[] {
  const outside = Object.values(interfaces).flatMap((list) => list ?? [])
    .filter((i) => !i.internal && (i.family === 'IPv4' || i.family === 4))
    .map((i) => urlOf({ host: i.address, port }));
  return [urlOf({ host: '127.0.0.1', port }), ...outside];
}

/** The URL a browser opens for an address the server listens on. */
export function urlOf(address: ListenAddress): string {
  const host = isIP(address.host) === 6 ? `[${address.host}]` : address.host;
  return `http://${host}:${address.port}/`;
}
