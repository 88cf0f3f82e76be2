// Whether the dashboard's address parses and its port can be bound now.
import { explain, fail, ok, type Finding } from './finding.ts';

export interface ListenFacts {
  /** As given (--listen) or the default. */
  text: string;
  /** parseListen's verdict: the address, or why it does not parse. */
  parsed: { ok: true; value: { host: string; port: number } } | { ok: false; error: string };
  /** Bound and closed at once: null, else the errno code. Absent when it did not parse. */
  bindError?: string | null;
}

export function checkListen({ text, parsed, bindError }: ListenFacts): Finding {
  if (!parsed.ok) return fail('listen', 'listen-invalid', parsed.error, 'give --listen HOST:PORT, e.g. 127.0.0.1:8080');
  const { host, port } = parsed.value;
  if (bindError === null || bindError === undefined) return ok('listen', 'listen-ok', `${text} can be bound${port === 0 ? ' (port 0: a free port is picked)' : ''}`);
  if (bindError === 'EADDRINUSE') {
    return fail('listen', 'listen-in-use', `port ${port} on ${host} is in use: another tabletop may be running`,
      `stop it (sudo ss -ltnp 'sport = :${port}' names it), or give another port: --listen ${host.includes(':') ? `[${host}]` : host}:${port === 8080 ? 8081 : 8080}`);
  }
  if ((bindError === 'EACCES' || bindError === 'EPERM') && port < 1024) {
    return fail('listen', 'listen-privileged', `port ${port} is below 1024: only root may listen there`, `give a port from 1024 up, e.g. --listen ${host.includes(':') ? `[${host}]` : host}:8080`);
  }
  if (bindError === 'EADDRNOTAVAIL' || bindError === 'ENOTFOUND' || bindError === 'EAI_AGAIN') {
    return fail('listen', 'listen-no-address', `${host} is not an address of this machine: ${explain(bindError)}`, 'give one of its addresses, e.g. --listen 127.0.0.1:8080 (or 0.0.0.0:8080 for every address)');
  }
  return fail('listen', 'listen-error', `cannot listen on ${text}: ${explain(bindError)}`, 'give another address with --listen HOST:PORT');
}
