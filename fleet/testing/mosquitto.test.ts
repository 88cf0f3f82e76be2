// The broker rig against the real mosquitto, through the npm mqtt client: the café's users and
// ACL, refusals, TLS, persistence across a crash, and a bridge to a central broker.
import { spawn } from 'node:child_process';
import { readFile, rm, stat } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bridgeRules, cafeAcl, commandFilter } from './cafe-acl.ts';
import { CAFE_MAX_PACKET_BYTES } from './mosquitto-config.ts';
import { startBroker, type Broker, type BrokerOptions } from './mosquitto.ts';
import { connectClient, type TestClient } from './mqtt-client.ts';
import { makeTestPki, type TestPki } from './tls.ts';

const SITE = 'cafe-1';
const TABLE_A = { username: 'table-a', password: 'secret-of-table-a' };
const TABLE_B = { username: 'table-b', password: 'secret-of-table-b' };
const FLEET = { username: 'fleet', password: 'secret-of-the-fleet' };
const ROOT = `tabletop/v1/${SITE}`;

const cafe: BrokerOptions = {
  users: [TABLE_A, TABLE_B, FLEET],
  acl: cafeAcl({ site: SITE, tables: { a: TABLE_A.username, b: TABLE_B.username }, fleetUsers: [FLEET.username] }),
};

const brokers: Broker[] = [];
const clients: TestClient[] = [];

async function broker(options: BrokerOptions): Promise<Broker> {
  const b = await startBroker(options);
  brokers.push(b);
  return b;
}

async function client(url: string, user: { username: string; password: string } | undefined, extra = {}): Promise<TestClient> {
  const c = await connectClient(url, { ...user, ...extra });
  clients.push(c);
  return c;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.client.end(true);
  for (const b of brokers.splice(0)) await b.stop();
});

async function refusal(connecting: Promise<TestClient>): Promise<Error & { code?: string | number }> {
  return connecting.then(
    (c) => {
      clients.push(c);
      throw new Error('the broker accepted the client');
    },
    (e: Error & { code?: string | number }) => e,
  );
}

/** True while the process exists and is not a zombie waiting to be reaped. */
async function alive(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const status = (state: string) => JSON.stringify({ state, since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: 1, games: 1 });

describe('a café broker with a user per table and the café ACL', () => {
  it('carries a table’s retained status under its own prefix to the fleet user', async () => {
    const b = await broker(cafe);
    const tableA = await client(b.url, TABLE_A);
    await tableA.client.publishAsync(`${ROOT}/a/status`, status('online'), { qos: 1, retain: true });

    // The fleet arrives afterwards and is handed the retained state.
    const fleet = await client(b.url, FLEET);
    await fleet.client.subscribeAsync('tabletop/v1/#', { qos: 1 });
    const [got] = await fleet.waitFor((m) => m.topic === `${ROOT}/a/status`);
    expect(got).toEqual({ topic: `${ROOT}/a/status`, payload: status('online'), retain: true, qos: 1 });
  });

  it('drops a table’s publish under another table’s prefix; that table’s retained state stays', async () => {
    const b = await broker(cafe);
    const tableB = await client(b.url, TABLE_B);
    await tableB.client.publishAsync(`${ROOT}/b/status`, status('online'), { qos: 1, retain: true });
    const fleet = await client(b.url, FLEET);
    await fleet.client.subscribeAsync('tabletop/v1/#', { qos: 1 });
    await fleet.waitFor((m) => m.topic === `${ROOT}/b/status`);

    // MQTT 3.1.1: the broker acknowledges and drops it. Then a publish of A's own: messages from
    // one client reach a subscriber in order, so had the forged one passed, it would come first.
    const tableA = await client(b.url, TABLE_A);
    await tableA.client.publishAsync(`${ROOT}/b/status`, status('lost'), { qos: 1, retain: true });
    await tableA.client.publishAsync(`${ROOT}/a/status`, status('online'), { qos: 1, retain: true });
    await fleet.waitFor((m) => m.topic === `${ROOT}/a/status`);
    expect(fleet.messages.filter((m) => m.topic === `${ROOT}/b/status`).map((m) => m.payload)).toEqual([status('online')]);

    // MQTT 5 says why in the PUBACK.
    const tableA5 = await client(b.url, TABLE_A, { protocolVersion: 5, clientId: 'table-a-v5' });
    await expect(tableA5.client.publishAsync(`${ROOT}/b/status`, status('stopped'), { qos: 1, retain: true })).rejects.toThrow(
      /not authori[sz]ed/i,
    );

    // Someone arriving now is handed B's own retained state.
    const later = await client(b.url, FLEET, { clientId: 'fleet-later' });
    await later.client.subscribeAsync(`${ROOT}/b/status`, { qos: 1 });
    const [retained] = await later.waitFor((m) => m.topic === `${ROOT}/b/status`);
    expect(retained).toMatchObject({ payload: status('online'), retain: true });
  });

  it('gives a table only its own commands, and the fleet may send commands but not states', async () => {
    const b = await broker(cafe);
    const tableA = await client(b.url, TABLE_A);
    await tableA.client.subscribeAsync(`${ROOT}/+/cmd/#`, { qos: 1 });
    const fleet = await client(b.url, FLEET, { protocolVersion: 5 });
    await expect(fleet.client.publishAsync(`${ROOT}/a/status`, status('lost'), { qos: 1 })).rejects.toThrow(/not authori[sz]ed/i);
    await fleet.client.publishAsync(`${ROOT}/b/cmd/message`, '{"text":"for b"}', { qos: 1 });
    await fleet.client.publishAsync(`${ROOT}/a/cmd/message`, '{"text":"for a"}', { qos: 1 });
    const got = await tableA.waitFor((m) => m.topic.includes('/cmd/'));
    // B's command was published first; A (subscribed to every table's cmd/) is handed only its own.
    expect(got.map((m) => m.topic)).toEqual([`${ROOT}/a/cmd/message`]);
  });

  it('with the café’s packet limit, disconnects a client that sends 1 MB before any table sees it; a command after it arrives', async () => {
    const b = await broker({ ...cafe, maxPacketBytes: CAFE_MAX_PACKET_BYTES });
    const tableA = await client(b.url, TABLE_A);
    await tableA.client.subscribeAsync(`${ROOT}/a/cmd/+`, { qos: 1 });
    const rogue = await client(b.url, FLEET, { clientId: 'rogue', reconnectPeriod: 0 });
    const closed = new Promise<void>((resolve) => rogue.client.once('close', () => resolve()));
    rogue.client.publish(`${ROOT}/a/cmd/message`, Buffer.alloc(1024 * 1024, 0x7b), { qos: 1 });
    await closed;
    // The largest payload a table sends still passes.
    const fleet = await client(b.url, FLEET);
    await fleet.client.publishAsync(`${ROOT}/a/cmd/message`, Buffer.alloc(256 * 1024, 0x20), { qos: 1 });
    await fleet.client.publishAsync(`${ROOT}/a/cmd/message`, '{"text":"after"}', { qos: 1 });
    const got = await tableA.waitFor((m) => m.payload === '{"text":"after"}');
    expect(tableA.messages.map((m) => m.payload.length)).toEqual([256 * 1024, '{"text":"after"}'.length]);
    expect(got).toHaveLength(1);
  });

  // mosquitto 2.0 answers a bad password and a missing user alike: CONNACK "not authorized"
  // (5 in MQTT 3.1.1, 135 in MQTT 5), never telling which user names exist.
  it('refuses a wrong password, saying the client is not authorised', async () => {
    const b = await broker(cafe);
    const right = await client(b.url, TABLE_A);
    expect(right.connack.returnCode).toBe(0);

    const wrong = { username: TABLE_A.username, password: 'not-the-secret' };
    const error = await refusal(connectClient(b.url, wrong));
    expect(error.message).toBe('Connection refused: Not authorized');
    expect(error.code).toBe(5);
    const error5 = await refusal(connectClient(b.url, { ...wrong, protocolVersion: 5 }));
    expect(error5.message).toMatch(/not authori[sz]ed/i);
    expect(error5.code).toBe(135);
  });

  it('refuses a client without a user', async () => {
    const b = await broker(cafe);
    const error = await refusal(connectClient(b.url, {}));
    expect(error.message).toBe('Connection refused: Not authorized');
    expect(error.code).toBe(5);
  });

  it('stops: no mosquitto process left, its directory gone', async () => {
    const b = await startBroker(cafe);
    const pid = b.pid();
    expect(pid).toBeTypeOf('number');
    expect(await alive(pid!)).toBe(true);
    await b.stop();
    expect(b.pid()).toBeUndefined();
    expect(await alive(pid!)).toBe(false);
    await expect(readFile(b.configFile)).rejects.toThrow(/ENOENT/);
  });
});

describe('no broker outlives its test process', () => {
  /** Starts fleet/testing/broker-in-child.ts; resolves with the broker it started. */
  function brokerInChild(mode: 'exit' | 'wait') {
    const child = spawn(process.execPath, ['bin/run-ts.mjs', 'fleet/testing/broker-in-child.ts', mode], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = new Promise<{ pid: number; dir: string }>((resolve, reject) => {
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => {
        out += c;
        if (out.includes('\n')) resolve(JSON.parse(out.slice(0, out.indexOf('\n'))));
      });
      child.once('exit', (code) => reject(new Error(`child exited (${code}) before starting a broker`)));
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { child, started, exited };
  }

  async function gone(pid: number): Promise<boolean> {
    for (let i = 0; i < 200 && (await alive(pid)); i++) await new Promise((r) => setTimeout(r, 25));
    return !(await alive(pid));
  }

  it('a test process that exits without stopping its broker takes the broker with it', async () => {
    const { started, exited } = brokerInChild('exit');
    const { pid, dir } = await started;
    await exited;
    expect(await gone(pid)).toBe(true);
    await expect(stat(dir)).rejects.toThrow(/ENOENT/);
  });

  it('a test process killed with SIGKILL takes its broker with it (the watchdog)', async () => {
    const { child, started, exited } = brokerInChild('wait');
    const { pid, dir } = await started;
    expect(await alive(pid)).toBe(true);
    child.kill('SIGKILL');
    await exited;
    expect(await gone(pid)).toBe(true);
    // Nothing ran in the child to remove its directory.
    await rm(dir, { recursive: true, force: true });
  });
});

describe('TLS', () => {
  let pki: TestPki;
  beforeAll(async () => {
    pki = await makeTestPki();
  });
  afterAll(async () => {
    await pki.remove();
  });

  it('connects with the test CA, and refuses a client trusting another CA', async () => {
    const b = await broker({ ...cafe, tls: pki.server });
    expect(b.tlsUrl).toBe(`mqtts://127.0.0.1:${b.tlsPort}`);

    const tableA = await client(b.tlsUrl!, TABLE_A, { ca: pki.ca.pem });
    await tableA.client.publishAsync(`${ROOT}/a/status`, status('online'), { qos: 1, retain: true });
    const fleet = await client(b.tlsUrl!, FLEET, { ca: pki.ca.pem });
    await fleet.client.subscribeAsync(`${ROOT}/#`, { qos: 1 });
    await fleet.waitFor((m) => m.payload === status('online'));

    const error = await refusal(connectClient(b.tlsUrl!, { ...TABLE_A, ca: pki.otherCa.pem }));
    // mosquitto sends its CA along with the certificate; a client that does not trust that CA
    // stops at it.
    expect(error.code).toBe('SELF_SIGNED_CERT_IN_CHAIN');
    expect(error.message).toMatch(/self[- ]signed certificate in certificate chain/i);
  });
});

describe('persistence', () => {
  it('keeps a persistent session’s queued QoS 1 messages across a SIGKILL and a restart on the same port', async () => {
    const b = await broker({ ...cafe, persistence: true });
    const session = { clientId: 'fleet-durable', clean: false };
    const topic = `${ROOT}/a/games/g1/events`;

    const first = await client(b.url, FLEET, session);
    expect(first.connack.sessionPresent).toBe(false);
    await first.client.subscribeAsync(`${ROOT}/+/games/+/events`, { qos: 1 });
    await first.end();

    const tableA = await client(b.url, TABLE_A);
    const events = [1, 2, 3].map((seq) => JSON.stringify({ seq, event: 'move' }));
    for (const e of events) await tableA.client.publishAsync(topic, e, { qos: 1 });
    tableA.client.end(true);

    // Saved after every change (autosave_interval 1): wait until the file holds the last event.
    let saved = '';
    for (let i = 0; i < 200 && !saved.includes(events[2]); i++) {
      saved = await readFile(b.persistenceFile!, 'latin1').catch(() => '');
      if (!saved.includes(events[2])) await new Promise((r) => setTimeout(r, 25));
    }
    expect(saved).toContain(events[2]);

    const port = b.port;
    await b.kill();
    expect(b.pid()).toBeUndefined();
    await b.restart();
    expect(b.port).toBe(port);

    const again = await client(b.url, FLEET, session);
    expect(again.connack.sessionPresent).toBe(true);
    const got = await again.waitFor((m) => m.topic === topic, 3);
    expect(got.map((m) => m.payload)).toEqual(events);
    expect(got.every((m) => m.qos === 1)).toBe(true);
  });
});

describe('bridge', () => {
  it('carries tabletop/v1/<site>/# from the café’s broker to the central one, and nothing else', async () => {
    const BRIDGE = { username: 'cafe-1-bridge', password: 'secret-of-the-bridge' };
    // Here the central broker lets the bridge user write anywhere under tabletop/v1/, so that
    // only the bridge's own topic filter keeps other sites' messages at the café.
    const central = await broker({
      users: [BRIDGE, FLEET],
      acl: {
        ...cafeAcl({ site: SITE, fleetUsers: [FLEET.username] }),
        [BRIDGE.username]: [{ access: 'write', topic: 'tabletop/v1/#' }],
      },
    });
    const fleet = await client(central.url, FLEET);
    await fleet.client.subscribeAsync('tabletop/v1/#', { qos: 1 });

    // On the café's broker, a user that may also write under another site: the bridge must not
    // carry that.
    const WIDE = { username: 'wide', password: 'secret-of-wide' };
    const cafeBroker = await broker({
      users: [TABLE_A, WIDE],
      acl: {
        ...cafeAcl({ site: SITE, tables: { a: TABLE_A.username } }),
        [WIDE.username]: [{ access: 'write', topic: 'tabletop/v1/#' }],
      },
      bridge: { site: SITE, port: central.port, ...BRIDGE },
    });
    await central.waitForLog(/connected from 127\.0\.0\.1:\d+ as cafe-1-bridge/);

    const wide = await client(cafeBroker.url, WIDE);
    await wide.client.publishAsync('tabletop/v1/cafe-2/x/status', status('online'), { qos: 1, retain: true });
    const tableA = await client(cafeBroker.url, TABLE_A);
    await tableA.client.publishAsync(`${ROOT}/a/status`, status('online'), { qos: 1, retain: true });
    await wide.client.publishAsync(`${ROOT}/z/status`, status('online'), { qos: 1 });

    const got = await fleet.waitFor((m) => m.topic.startsWith(`${ROOT}/`), 2);
    expect(got.map((m) => [m.topic, m.payload])).toEqual([
      [`${ROOT}/a/status`, status('online')],
      [`${ROOT}/z/status`, status('online')],
    ]);
    // Everything wide published went out in order; cafe-2's, published first, never arrived.
    expect(fleet.messages.some((m) => m.topic.startsWith('tabletop/v1/cafe-2/'))).toBe(false);

    // Retained on the central broker too.
    const later = await client(central.url, FLEET, { clientId: 'fleet-later' });
    await later.client.subscribeAsync(`${ROOT}/a/status`, { qos: 1 });
    const [retained] = await later.waitFor((m) => m.topic === `${ROOT}/a/status`);
    expect(retained).toMatchObject({ payload: status('online'), retain: true });
  });

  it('carries the site’s commands in (inTopics) to the tables, each once, their replies out once, only as the central ACL lets the bridge read', async () => {
    const BRIDGE = { username: 'cafe-1-bridge', password: 'secret-of-the-bridge' };
    const CMD = (t: string) => `${ROOT}/${t}/cmd/message`;
    // The central broker: the bridge user as bridgeRules() gives it (write the site, read its commands).
    const central = await broker({
      users: [BRIDGE, FLEET],
      acl: cafeAcl({ site: SITE, fleetUsers: [FLEET.username], bridges: { [SITE]: BRIDGE.username } }),
    });
    // The café's ACL (cafe) names no bridge user: mosquitto does not check it for the bridge's local side.
    const cafeBroker = await broker({ ...cafe, bridge: { site: SITE, port: central.port, ...BRIDGE, inTopics: [commandFilter(SITE)] } });
    await central.waitForLog(/connected from 127\.0\.0\.1:\d+ as cafe-1-bridge/);
    await central.waitForLog(/cafe-1-bridge 1 tabletop\/v1\/cafe-1\/\+\/cmd\/\+/);

    const tableA = await client(cafeBroker.url, TABLE_A);
    await tableA.client.subscribeAsync(`${ROOT}/a/cmd/+`, { qos: 1 });
    const atCafe = await client(cafeBroker.url, FLEET, { clientId: 'fleet-at-cafe' });
    await atCafe.client.subscribeAsync(`${ROOT}/+/cmd/#`, { qos: 1 });
    const atCentral = await client(central.url, FLEET, { clientId: 'fleet-at-central' });
    await atCentral.client.subscribeAsync(`${ROOT}/#`, { qos: 1 });

    const fleet = await client(central.url, FLEET);
    await fleet.client.publishAsync(CMD('a'), '{"ref":"r1"}', { qos: 1 });
    const [got] = await tableA.waitFor((m) => m.topic === CMD('a'));
    expect(got.payload).toBe('{"ref":"r1"}');
    await tableA.client.publishAsync(`${CMD('a')}/reply`, '{"ref":"r1","ok":true}', { qos: 1 });
    // Markers behind them over the same bridge, each way: had a copy of the command or the reply
    // come round (in, out, in again), it would have crossed before the marker.
    await tableA.client.publishAsync(`${ROOT}/a/status`, status('online'), { qos: 1 });
    await atCentral.waitFor((m) => m.topic === `${ROOT}/a/status`);
    await fleet.client.publishAsync(CMD('a'), '{"ref":"r2"}', { qos: 1 });
    await tableA.waitFor((m) => m.payload === '{"ref":"r2"}');
    await atCafe.waitFor((m) => m.payload === '{"ref":"r2"}');
    for (const seen of [tableA.messages, atCafe.messages, atCentral.messages]) {
      expect(seen.filter((m) => m.payload === '{"ref":"r1"}').map((m) => m.topic)).toEqual([CMD('a')]);
    }
    for (const seen of [atCafe.messages, atCentral.messages]) {
      expect(seen.filter((m) => m.topic === `${CMD('a')}/reply`)).toHaveLength(1);
    }

    // A central broker whose bridge user may read only table a's commands: b's, published first,
    // never reaches the café; a's, published after it over the same bridge, does.
    const narrow = await broker({
      users: [BRIDGE, FLEET],
      acl: {
        ...cafeAcl({ site: SITE, fleetUsers: [FLEET.username] }),
        [BRIDGE.username]: [bridgeRules(SITE)[0], { access: 'read', topic: `${ROOT}/a/cmd/+` }],
      },
    });
    const narrowCafe = await broker({ ...cafe, bridge: { site: SITE, port: narrow.port, ...BRIDGE, inTopics: [commandFilter(SITE)] } });
    await narrow.waitForLog(/cafe-1-bridge 1 tabletop\/v1\/cafe-1\/\+\/cmd\/\+/);
    const watcher = await client(narrowCafe.url, FLEET, { clientId: 'fleet-at-narrow-cafe' });
    await watcher.client.subscribeAsync(`${ROOT}/+/cmd/#`, { qos: 1 });
    const narrowFleet = await client(narrow.url, FLEET, { clientId: 'fleet-at-narrow' });
    await narrowFleet.client.publishAsync(CMD('b'), '{"ref":"for-b"}', { qos: 1 });
    await narrowFleet.client.publishAsync(CMD('a'), '{"ref":"for-a"}', { qos: 1 });
    await watcher.waitFor((m) => m.topic === CMD('a'));
    expect(watcher.messages.map((m) => m.topic)).toEqual([CMD('a')]);
  });

  it('bridges over TLS to a central broker whose certificate chains to the CA it names, and not to another', async () => {
    const pki = await makeTestPki();
    try {
      const BRIDGE = { username: 'cafe-1-bridge', password: 'secret-of-the-bridge' };
      const central = await broker({
        users: [BRIDGE, FLEET],
        acl: cafeAcl({ site: SITE, fleetUsers: [FLEET.username], bridges: { [SITE]: BRIDGE.username } }),
        tls: pki.server,
      });
      const fleet = await client(central.tlsUrl!, FLEET, { ca: pki.ca.pem });
      await fleet.client.subscribeAsync('tabletop/v1/#', { qos: 1 });
      const cafeBroker = await broker({
        ...cafe,
        bridge: { site: SITE, port: central.tlsPort!, caFile: pki.ca.certFile, ...BRIDGE },
      });
      await central.waitForLog(/connected from 127\.0\.0\.1:\d+ as cafe-1-bridge/);
      const tableA = await client(cafeBroker.url, TABLE_A);
      await tableA.client.publishAsync(`${ROOT}/a/status`, status('online'), { qos: 1, retain: true });
      const [got] = await fleet.waitFor((m) => m.topic === `${ROOT}/a/status`);
      expect(got.payload).toBe(status('online'));

      // A café broker told to trust another CA refuses the central broker's certificate.
      const misled = await broker({
        ...cafe,
        bridge: { site: SITE, port: central.tlsPort!, caFile: pki.otherCa.certFile, name: 'misled-bridge', ...BRIDGE },
      });
      await misled.waitForLog(/OpenSSL Error.*certificate verify failed/);
      expect(central.logs.some((l) => / as misled-bridge /.test(l))).toBe(false);
    } finally {
      await pki.remove();
    }
  });
});
