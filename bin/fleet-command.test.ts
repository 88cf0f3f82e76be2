// `tabletop fleet` as a real process: with no --mqtt on its embedded aedes broker, and with --mqtt
// on a café's mosquitto as the fleet user; a test client publishes a table as a table would, and
// the table appears in /api/tables; a command goes out and its reply comes back; SIGTERM stops it
// cleanly. Usage errors are exit 2 and say what is wrong.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cafeAcl } from '../fleet/testing/cafe-acl.ts';
import { startBroker, type Broker } from '../fleet/testing/mosquitto.ts';
import { connectClient } from '../fleet/testing/mqtt-client.ts';
import { connectTable, type TestTable } from '../fleet/testing/table-client.ts';
import { main } from './cli.ts';
import { bufferIo } from './io.ts';
import { killAll, startCli, type CliProcess } from './testing/cli-process.ts';

const TOKEN = 'fleet-operator-token-42';
const online = { state: 'online' as const, since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: 0, games: 1 };
const garden = { game: 'garden', title: 'Garden', seq: 2, moves: ['a1'], toMove: 'south', over: false, result: null, scores: null, awaiting: null, position: null };

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
  killAll();
});

type Listed = { site: string; table: string; games: unknown[] }[];

/** /api/tables once it satisfies `ok` (bounded: 400 looks, 25 ms apart). */
async function tables(base: string, ok: (listed: Listed) => boolean): Promise<Listed> {
  let last: Listed = [];
  for (let i = 0; i < 400; i++) {
    last = await (await fetch(`${base}api/tables`)).json() as Listed;
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`/api/tables never showed what was wanted: ${JSON.stringify(last)}`);
}

async function stops(fleet: CliProcess): Promise<void> {
  fleet.child.kill('SIGTERM');
  expect(await fleet.exit()).toEqual({ code: 0, signal: null });
  expect(fleet.out.stderr).toContain('tabletop fleet: stopping');
}

async function table(url: string, site: string, id: string, options = {}): Promise<TestTable> {
  const t = await connectTable(url, site, id, options);
  cleanup.push(async () => { t.client.client.end(true); });
  return t;
}

describe('tabletop fleet, a real process', () => {
  // The block's one mosquitto: a café's, with one table and the fleet user.
  const users = { t1: { username: 'table-t1', password: 'secret-of-t1' }, fleet: { username: 'fleet', password: 'secret-of-the-fleet' } };
  let broker: Broker;
  beforeAll(async () => {
    broker = await startBroker({ users: Object.values(users), acl: cafeAcl({ site: 'cafe-1', tables: { t1: users.t1.username }, fleetUsers: ['fleet'] }) });
  }, 60_000);
  afterAll(async () => { await broker?.stop(); });
  afterEach(async () => {
    // The next test starts from a broker with nothing of the table retained.
    const cleaner = await connectClient(broker.url, { ...users.t1, clientId: 'cleaner' });
    await cleaner.client.publishAsync('tabletop/v1/cafe-1/t1/status', '', { qos: 1, retain: true });
    await cleaner.end();
  });

  it('with no --mqtt runs the embedded broker (said on stderr); a table published to it appears in /api/tables', async () => {
    const fleet = startCli('fleet', ['--broker-listen', '127.0.0.1:0', '--listen', '127.0.0.1:0', '--token', TOKEN]);
    const [, brokerUrl] = await fleet.waitFor('stderr', /an embedded MQTT broker \(aedes, no users, no TLS\) listens on (mqtt:\/\/127\.0\.0\.1:\d+), for a one-machine demo/);
    const [, base] = await fleet.waitFor('stdout', /fleet dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
    await fleet.waitFor('stderr', /connected to the broker/);
    expect(fleet.out.stdout).not.toContain(TOKEN);

    const t = await table(brokerUrl, 'demo', 'table-1');
    await t.status(online);
    await t.game('sim-1.1', garden);
    await t.answer((c) => ({ ref: c.ref, ok: true, value: { verb: c.verb } }));
    expect(await tables(base, (l) => l.length === 1 && l[0].games.length === 1)).toEqual([{
      site: 'demo', table: 'table-1', state: 'online', since: online.since, boards: [],
      games: [{ id: 'sim-1.1', game: 'garden', seq: 2, moves: 1, toMove: 'south', over: false }],
    }]);

    // A command through the API, answered by the table.
    const sent = await fetch(`${base}api/tables/demo/table-1/cmd/message`, {
      method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Closing in ten minutes' }),
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ ok: true, value: { verb: 'message' } });
    expect(t.commands.map((c) => c.command)).toMatchObject([{ verb: 'message', table: 'table-1', site: 'demo', text: 'Closing in ten minutes' }]);
    await stops(fleet);
  });

  it('with --mqtt reads a café’s mosquitto as the fleet user, its password from the environment', async () => {
    const fleet = startCli('fleet', ['--mqtt', broker.url, '--site', 'cafe-1', '--mqtt-user', 'fleet', '--listen', '127.0.0.1:0'], { env: { ...process.env, TABLETOP_MQTT_PASSWORD: users.fleet.password, TABLETOP_TOKEN: TOKEN } });
    const [, base] = await fleet.waitFor('stdout', /fleet dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
    await fleet.waitFor('stderr', /connected to the broker/);
    expect(fleet.out.stderr).not.toContain('embedded');
    const t = await table(broker.url, 'cafe-1', 't1', users.t1);
    await t.status(online);
    expect(await tables(base, (l) => l.length === 1)).toEqual([{ site: 'cafe-1', table: 't1', state: 'online', since: online.since, boards: [], games: [] }]);
    await stops(fleet);
  });

  it('a wrong broker password is said on stderr, and the dashboard says the broker is not connected', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fleet-pw-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    await writeFile(join(dir, 'password'), 'wrong-password\n');
    const fleet = startCli('fleet', ['--mqtt', broker.url, '--mqtt-user', 'fleet', '--mqtt-password-file', join(dir, 'password'), '--listen', '127.0.0.1:0', '--token', TOKEN]);
    const [, base] = await fleet.waitFor('stdout', /fleet dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
    await fleet.waitFor('stderr', /tabletop fleet: broker: Connection refused: (Bad username or password|Not authorized)/);
    expect(await (await fetch(`${base}api/health`)).json()).toMatchObject({ broker: 'disconnected', tables: 0 });
    await stops(fleet);
  });
});

describe('tabletop fleet, usage errors (exit 2)', () => {
  const run = async (args: string[]) => {
    const io = bufferIo();
    const code = await main(['fleet', ...args], io);
    return { code, err: io.stderr.join('\n') };
  };

  it.each([
    [['--mqtt', 'mqtt://127.0.0.1:1883', '--broker-listen', '127.0.0.1:1884'], '--broker-listen is for the embedded broker'],
    [['--mqtt-user', 'fleet'], '--mqtt-user is for a broker given with --mqtt'],
    [['--mqtt', 'http://127.0.0.1:1883'], '"http:" is not mqtt: or mqtts:'],
    [['--mqtt', 'mqtt://fleet:secret@127.0.0.1:1883'], 'no user or password in the URL'],
    [['--mqtt', 'mqtt://127.0.0.1:1883', '--mqtt-ca', '/etc/hostname'], '--mqtt-ca is for a TLS broker'],
    [['--mqtt', 'mqtts://127.0.0.1:8883', '--mqtt-ca', '/dev/zero'], '--mqtt-ca: /dev/zero is a character device'],
    [['--mqtt', 'mqtt://127.0.0.1:1883', '--mqtt-user', 'fleet', '--mqtt-password-file', '/dev/zero'], '--mqtt-password-file: /dev/zero is a character device'],
    [['--site', 'café 1'], '--site:'],
    [['--listen', 'nowhere'], '--listen must be HOST:PORT'],
    [['--broker-listen', '127.0.0.1:99999'], '--broker-listen: port 99999 is out of range'],
    [['--token', 'short'], 'at least 16 characters'],
    [['extra'], 'usage: tabletop fleet'],
  ])('%j', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});
