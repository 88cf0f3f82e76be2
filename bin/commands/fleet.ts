// `tabletop fleet` (options below, with the help record)
// The café's fleet dashboard: reads every table's reports from an MQTT broker (mosquitto in a
// café, docs/FLEET.md) and serves a page and an API listing the tables, their boards, games and
// alarms, and sending them commands behind the operator token. With no --mqtt it runs its own
// broker (aedes, embedded) on loopback: a one-machine demo.
import { parseArgs } from 'node:util';
import { checkAuthorization, generateToken, isWildcard, parseListen, tokenProblem, urlOf, urlsOfWildcard, type ListenAddress } from '../../dashboard/index.ts';
import { checkId } from '../../fleet/index.ts';
import { buildFleetApp, DEFAULT_BROKER_LISTEN, FleetService, startEmbeddedBroker, type EmbeddedBroker } from '../../fleet/service/index.ts';
import { networkInterfaces } from 'node:os';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import type { Io } from '../io.ts';
import { readRegularFile } from '../read-file.ts';

export const DEFAULT_FLEET_LISTEN = '127.0.0.1:8090';
const PASSWORD_ENV = 'TABLETOP_MQTT_PASSWORD';
const MAX_PASSWORD_FILE = 4 * 1024;
const MAX_CA_FILE = 64 * 1024;
/** How long the first connection to the broker is waited for before the dashboard says it keeps trying. */
const FIRST_CONNECT_MS = 10_000;

const fleetOptions = {
  mqtt: { type: 'string', value: 'URL', help: 'the broker: mqtt://HOST:PORT or mqtts://HOST:PORT (TLS); left out, an embedded broker for a one-machine demo' },
  site: { type: 'string', value: 'ID', help: 'only the tables of this site (default: every site the broker carries)' },
  listen: { type: 'string', value: 'HOST:PORT', default: DEFAULT_FLEET_LISTEN, help: `where the fleet dashboard listens (default ${DEFAULT_FLEET_LISTEN}; port 0 picks a free one)` },
  token: { type: 'string', value: 'TOKEN', help: 'the operator token that commands need (default: $TABLETOP_TOKEN, else a new one, printed)' },
  'mqtt-user': { type: 'string', value: 'NAME', help: 'the broker user of the fleet (its password: $TABLETOP_MQTT_PASSWORD or --mqtt-password-file)' },
  'mqtt-password-file': { type: 'string', value: 'FILE', help: 'a file holding the broker password (one line)' },
  'mqtt-ca': { type: 'string', value: 'FILE', help: 'the CA certificate (PEM) the broker\'s TLS certificate chains to, for mqtts://' },
  'broker-listen': { type: 'string', value: 'HOST:PORT', help: `where the embedded broker listens when there is no --mqtt (default ${DEFAULT_BROKER_LISTEN})` },
} satisfies CommandOptions;

export const fleetCommand: Command = {
  name: 'fleet',
  summary: 'Runs the café\'s fleet dashboard: every table reporting to an MQTT broker, its boards, games and alarms, and commands to them.',
  options: fleetOptions,
  notes: [
    'With no --mqtt, an embedded broker (aedes) with no users listens on 127.0.0.1:1883 for a one-machine demo; a café runs mosquitto with a user per table (docs/FLEET.md).',
    'The broker password is never an option: $TABLETOP_MQTT_PASSWORD or --mqtt-password-file. Stop it with Ctrl-C or SIGTERM.',
  ],
  example: 'npx tabletop fleet --mqtt mqtt://127.0.0.1:1883 --site cafe-1 --mqtt-user fleet --mqtt-password-file /etc/tabletop/fleet.password',
  run: fleet,
};

type Values = ReturnType<typeof parseFleetArgs>['values'];

function parseFleetArgs(args: string[]) {
  return parseArgs({ args, options: fleetOptions, allowPositionals: true, strict: true });
}

interface Plan {
  listen: ListenAddress;
  token: string;
  givenToken: boolean;
  site: string | undefined;
  /** null: the embedded broker, on this address. */
  mqtt: { url: string; username?: string; password?: string; ca?: string } | null;
  brokerListen: ListenAddress;
}

/** The options checked, files read; an error message (exit 2) otherwise. */
async function plan(values: Values, env: NodeJS.ProcessEnv): Promise<{ ok: true; value: Plan } | { ok: false; error: string }> {
  const fail = (error: string) => ({ ok: false as const, error });
  const listen = parseListen(values.listen);
  if (!listen.ok) return fail(listen.error);
  const givenToken = values.token ?? env.TABLETOP_TOKEN;
  const badToken = givenToken === undefined ? null : tokenProblem(givenToken);
  if (badToken !== null) return fail(badToken);
  if (values.site !== undefined) {
    const site = checkId('site', values.site);
    if (!site.ok) return fail(`--site: ${site.error.message}`);
  }
  const brokerListen = parseListen(values['broker-listen'] ?? DEFAULT_BROKER_LISTEN);
  if (!brokerListen.ok) return fail(brokerListen.error.replace('--listen', '--broker-listen'));
  const base = { listen: listen.value, token: givenToken ?? generateToken(), givenToken: givenToken !== undefined, site: values.site, brokerListen: brokerListen.value };

  if (values.mqtt === undefined) {
    const named = (['mqtt-user', 'mqtt-password-file', 'mqtt-ca'] as const).find((o) => values[o] !== undefined);
    if (named !== undefined) return fail(`--${named} is for a broker given with --mqtt; the embedded broker has no users and no TLS`);
    return { ok: true, value: { ...base, mqtt: null } };
  }
  if (values['broker-listen'] !== undefined) return fail('--broker-listen is for the embedded broker, which runs only without --mqtt');
  let url: URL;
  try {
    url = new URL(values.mqtt);
  } catch {
    return fail(`--mqtt must be a URL like mqtt://127.0.0.1:1883 or mqtts://broker.example:8883, not "${values.mqtt.slice(0, 200)}"`);
  }
  if (url.protocol !== 'mqtt:' && url.protocol !== 'mqtts:') return fail(`--mqtt: "${url.protocol}" is not mqtt: or mqtts:`);
  // A password on the command line is readable by every user of the machine (ps).
  if (url.password !== '' || url.username !== '') return fail(`--mqtt: no user or password in the URL; use --mqtt-user and $${PASSWORD_ENV} or --mqtt-password-file`);
  if (values['mqtt-ca'] !== undefined && url.protocol !== 'mqtts:') return fail('--mqtt-ca is for a TLS broker: give it as mqtts://HOST:PORT');

  let password = env[PASSWORD_ENV];
  if (values['mqtt-password-file'] !== undefined) {
    const read = await readRegularFile(values['mqtt-password-file'], MAX_PASSWORD_FILE);
    if (!read.ok) return fail(`--mqtt-password-file: ${read.error}`);
    password = read.value.replace(/\r?\n$/, '');
    if (password === '' || /[\r\n]/.test(password)) return fail('--mqtt-password-file: the file must hold the password on one line');
  }
  if (password !== undefined && values['mqtt-user'] === undefined) return fail(`a broker password (${values['mqtt-password-file'] === undefined ? `$${PASSWORD_ENV}` : '--mqtt-password-file'}) needs --mqtt-user`);
  let ca: string | undefined;
  if (values['mqtt-ca'] !== undefined) {
    const read = await readRegularFile(values['mqtt-ca'], MAX_CA_FILE);
    if (!read.ok) return fail(`--mqtt-ca: ${read.error}`);
    if (!read.value.includes('-----BEGIN CERTIFICATE-----')) return fail(`--mqtt-ca: ${values['mqtt-ca']} holds no PEM certificate`);
    ca = read.value;
  }
  return {
    ok: true,
    value: {
      ...base,
      mqtt: { url: url.href.replace(/\/$/, ''), ...(values['mqtt-user'] === undefined ? {} : { username: values['mqtt-user'] }), ...(password === undefined ? {} : { password }), ...(ca === undefined ? {} : { ca }) },
    },
  };
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export async function fleet(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFleetArgs(args);
  if (positionals.length > 0) return io.fail(`usage: ${usageLine(fleetCommand)}`);
  const planned = await plan(values, process.env);
  if (!planned.ok) return io.fail(planned.error);
  const p = planned.value;

  // Taken from the start: a stop that comes while it is starting is answered once it is up.
  let stopRequested!: () => void;
  const stopped = new Promise<void>((r) => { stopRequested = r; });
  const onSignal = (): void => stopRequested();
  for (const s of STOP_SIGNALS) process.on(s, onSignal);
  const closers: (() => Promise<void>)[] = [];
  const closeAll = async (): Promise<void> => { for (const c of closers.splice(0).reverse()) await c(); };
  try {
    let url: string;
    if (p.mqtt === null) {
      let broker: EmbeddedBroker;
      try {
        broker = await startEmbeddedBroker(p.brokerListen);
      } catch (e) {
        io.err(`tabletop: ${(e as Error).message}`);
        return 1;
      }
      closers.push(() => broker.close());
      url = broker.url;
      io.err(`tabletop: no --mqtt: an embedded MQTT broker (aedes, no users, no TLS) listens on ${url}, for a one-machine demo; a café runs mosquitto (docs/FLEET.md)`);
      if (isWildcard(p.brokerListen.host)) io.err(`tabletop: warning: the embedded broker listens on every address (${p.brokerListen.host}) and asks no password: anyone on these networks can publish as a table`);
    } else url = p.mqtt.url;

    const service = new FleetService({
      url, site: p.site, ...(p.mqtt === null ? {} : { username: p.mqtt.username, password: p.mqtt.password, ca: p.mqtt.ca }),
      log: (line) => io.err(`tabletop fleet: ${line}`),
    });
    closers.push(() => service.stop());
    const app = await buildFleetApp({ source: service, authorize: (header) => checkAuthorization(header, p.token) });
    closers.push(() => app.close());
    try {
      await app.listen({ host: p.listen.host, port: p.listen.port });
    } catch (e) {
      const code = (e as { code?: string }).code;
      const why = code === 'EADDRINUSE' ? 'the port is in use' : code === 'EADDRNOTAVAIL' ? 'this machine has no such address' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
      io.err(`tabletop: the fleet dashboard cannot listen on ${p.listen.host}:${p.listen.port}: ${why} (choose another with --listen HOST:PORT)`);
      return 1;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : p.listen.port;
    const urls = isWildcard(p.listen.host) ? urlsOfWildcard(port, networkInterfaces()) : [urlOf({ host: p.listen.host, port })];
    io.out(`fleet dashboard: ${urls[0]}`);
    if (isWildcard(p.listen.host)) {
      for (const u of urls.slice(1)) io.out(`fleet dashboard (from other machines): ${u}`);
      io.err(`tabletop: warning: the fleet dashboard listens on every address (${p.listen.host}): anyone on these networks can see the tables; the operator token guards the commands`);
    }
    if (!p.givenToken) io.out(`operator token: ${p.token} (commands need it; watching does not)`);
    io.out(`tabletop fleet: reading ${p.site === undefined ? 'every site' : `site ${p.site}`} from ${url}`);

    const first = await Promise.race([service.waitConnected(FIRST_CONNECT_MS), stopped.then(() => true)]);
    if (!first) io.err(`tabletop fleet: not connected to ${url} after ${FIRST_CONNECT_MS / 1000} s; still trying (the page shows the broker's state at /api/health)`);
    await stopped;
    io.err('tabletop fleet: stopping');
    return 0;
  } finally {
    for (const s of STOP_SIGNALS) process.off(s, onSignal);
    await closeAll();
  }
}
