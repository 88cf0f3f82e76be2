// Whether the MQTT broker (--mqtt) answers on its host and port: a TCP connect only, no session,
// so a broker that is down, firewalled or misnamed is told from one that refuses the table.
import { explain, fail, ok, type Finding } from './finding.ts';

export const BROKER_TIMEOUT_MS = 3000;

export interface BrokerFacts {
  url: string;
  /** The URL as read (checkBrokerUrl), or why it is refused. */
  target: { ok: true; value: { host: string; port: number } } | { ok: false; error: string };
  /** The connect: null when it connected, `timeout` after BROKER_TIMEOUT_MS, else the errno code. */
  connectError?: string | null;
}

export function checkBroker({ url, target, connectError }: BrokerFacts): Finding {
  if (!target.ok) return fail('broker', 'broker-invalid', target.error, 'give --mqtt mqtt://HOST[:PORT] or mqtts://HOST[:PORT]');
  const at = `${target.value.host}:${target.value.port}`;
  switch (connectError ?? null) {
    case null:
      return ok('broker', 'broker-ok', `the broker ${url} answers on ${at}`);
    case 'ECONNREFUSED':
      return fail('broker', 'broker-refused', `nothing listens on ${at} (${url}): connection refused`,
        'start the broker (Debian\'s mosquitto: sudo systemctl start mosquitto), or check the port in --mqtt');
    case 'timeout':
      return fail('broker', 'broker-timeout', `no answer from ${at} (${url}) within ${BROKER_TIMEOUT_MS / 1000} s`,
        'check the address in --mqtt, that the broker runs, and that no firewall drops the port');
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return fail('broker', 'broker-unknown-host', `cannot find the host ${target.value.host} (${url}): ${explain(connectError!)}`, 'check the host name in --mqtt, or give its IP address');
    default:
      return fail('broker', 'broker-error', `cannot reach ${at} (${url}): ${explain(connectError!)}`, 'check the address in --mqtt and the network');
  }
}
