// `tabletop start --mqtt` against the real mosquitto, with the café's users and ACL: a real
// process with a simulated board reports its status, its board and its game (the moves the same
// as its own GET /api/games/:id), says `stopped` on SIGTERM, is reported `lost` by the broker when
// killed, keeps playing when the broker refuses it (one clear line), speaks TLS with --mqtt-ca, and
// refuses a table id that cannot be a topic level.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeBoardStatus, decodeGameState, decodeStatus, encodeCommand } from '../../fleet/index.ts';
import { cafeAcl } from '../../fleet/testing/cafe-acl.ts';
import { startBroker, type Broker } from '../../fleet/testing/mosquitto.ts';
import { connectClient, type Received, type TestClient } from '../../fleet/testing/mqtt-client.ts';
import { makeTestPki, type TestPki } from '../../fleet/testing/tls.ts';
import { killAll, startCli, type CliProcess } from '../testing/cli-process.ts';
import { productVersion } from '../version.ts';

const SITE = 's';
const TABLE = 't1';
const T1 = { username: 'table-t1', password: 'secret-of-table-t1' };
const FLEET = { username: 'fleet', password: 'secret-of-the-fleet' };
const ROOT = `tabletop/v1/${SITE}/${TABLE}`;
const TOKEN = 'mqtt-test-token-0123';

let pki: TestPki;
let broker: Broker;
const fleets: TestClient[] = [];

beforeAll(async () => {
  pki = await makeTestPki();
  broker = await startBroker({
    users: [T1, FLEET],
    acl: cafeAcl({ site: SITE, tables: { [TABLE]: T1.username }, fleetUsers: [FLEET.username] }),
    tls: pki.server,
  });
}, 60_000);

afterAll(async () => {
  await broker?.stop();
  await pki?.remove();
});

afterEach(async () => {
  killAll();
  for (const f of fleets.splice(0)) await f.client.endAsync(true);
  // Each test starts from a broker with nothing of the table retained.
  const cleaner = await connectClient(broker.url, { ...T1, clientId: 'cleaner' });
  for (const topic of [`${ROOT}/status`, `${ROOT}/boards/sim-1/status`, `${ROOT}/games/sim-1.1/state`, `${ROOT}/games/sim-1.2/state`, `${ROOT}/games/sim-2.1/state`]) {
    await cleaner.client.publishAsync(topic, '', { qos: 1, retain: true });
  }
  await cleaner.end();
});

/** The fleet, subscribed to everything of the table (retained snapshots arrive at once). */
async function fleet(clientId: string): Promise<TestClient> {
  const f = await connectClient(broker.url, { ...FLEET, clientId });
  fleets.push(f);
  await f.client.subscribeAsync(`${ROOT}/#`, { qos: 1 });
  return f;
}

const data = () => mkdtempSync(join(tmpdir(), 'start-mqtt-'));
const is = (topic: string, state?: string) => (m: Received) =>
  m.topic === `${ROOT}/${topic}` && (state === undefined || (m.payload !== '' && (decodeStatus(m.payload) as { ok: boolean; value?: { state: string } }).value?.state === state));

function startTable(dir: string, extra: string[] = [], password = T1.password): CliProcess {
  return startCli('start',
    ['--json', '--seed', '4', '--data', dir, '--listen', '127.0.0.1:0', '--token', TOKEN,
      '--mqtt', broker.url, '--site', SITE, '--table', TABLE, '--mqtt-user', T1.username, ...extra],
    { stdin: 'pipe', env: { ...process.env, TABLETOP_MQTT_PASSWORD: password } },
  );
}

/** Plays A1-E5 on the table's simulated board from its terminal. */
async function playOneMove(p: CliProcess): Promise<void> {
  await p.waitFor('stdout', /"type":"link","state":"ready"/);
  p.type('lift A1');
  await p.waitFor('stdout', /"A1":"selected"/);
  p.type('place E5');
  await p.waitFor('stdout', /"type":"move","move":"A1-E5"/);
}

describe('tabletop start --mqtt', () => {
  it('reports its status, board and game (moves as its own API says), and stopped on SIGTERM', async () => {
    const dir = data();
    const f = await fleet('fleet-1');
    const p = startTable(dir);
    const [online] = await f.waitFor(is('status', 'online'), 1, 20_000);
    expect(online.retain).toBe(false); // live, to a subscriber already there
    const status = decodeStatus(online.payload);
    expect(status.ok && status.value).toMatchObject({ state: 'online', version: productVersion(), boards: 1, games: 1 });

    await playOneMove(p);
    const [dashboard] = /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(p.out.stderr)!.slice(1);
    const states = await f.waitFor((m) => m.topic === `${ROOT}/games/sim-1.1/state` && m.payload.includes('A1-E5'), 1, 20_000);
    const state = decodeGameState(states.at(-1)!.payload);
    if (!state.ok) throw new Error(state.error.message);
    const api = (await (await fetch(`${dashboard}api/games/sim-1.1`)).json()) as { log: { move: string }[]; title: string; over: boolean };
    expect(state.value.moves).toEqual(api.log.map((e) => e.move));
    expect(state.value.moves).toEqual(['A1-E5']);
    expect(state.value).toMatchObject({ game: 'free', title: api.title, over: api.over });
    // seq: the records of the game's journal after its header and `created` (the move's is 1).
    const journal = readdirSync(join(dir, 'games')).find((n) => n.endsWith('.jsonl'))!;
    const lines = readFileSync(join(dir, 'games', journal), 'utf8').trim().split('\n');
    expect(state.value.seq).toBe(lines.length - 2);
    expect(state.value.seq).toBe(1);

    const board = (await f.waitFor((m) => m.topic === `${ROOT}/boards/sim-1/status`)).at(-1)!;
    const decoded = decodeBoardStatus(board.payload);
    expect(decoded.ok && decoded.value.link).toBe('ready');

    // A new game on the board (the dashboard's New game): the old game's state is cleared (an
    // empty retained payload), the new one's published.
    const started = await fetch(`${dashboard}api/games`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` }, body: JSON.stringify({ board: 'sim-1', game: 'free' }),
    });
    expect(started.status).toBe(201);
    const { id: next } = (await started.json()) as { id: string };
    expect(next).not.toBe('sim-1.1');
    await f.waitFor((m) => m.topic === `${ROOT}/games/sim-1.1/state` && m.payload === '');
    const [fresh] = await f.waitFor((m) => m.topic === `${ROOT}/games/${next}/state`);
    expect(decodeGameState(fresh.payload)).toMatchObject({ ok: true, value: { moves: [], over: false } });

    p.child.kill('SIGTERM');
    expect(await p.exit()).toEqual({ code: 0, signal: null });
    await f.waitFor(is('status', 'stopped'));
    // Retained: a fleet that comes later is handed `stopped` and the game's last state, and
    // nothing of the game no longer on the table.
    const later = await fleet('fleet-later');
    const [stopped] = await later.waitFor(is('status'));
    expect(stopped.retain).toBe(true);
    expect(decodeStatus(stopped.payload)).toMatchObject({ ok: true, value: { state: 'stopped', boards: 1, games: 1 } });
    const [kept] = await later.waitFor((m) => m.topic === `${ROOT}/games/${next}/state`);
    expect(kept.retain).toBe(true);
    expect(kept.payload).toBe(fresh.payload);
    expect(later.messages.some((m) => m.topic === `${ROOT}/games/sim-1.1/state`)).toBe(false);
  }, 60_000);

  it('publishes its game events from the journal (seq 1, 2…) and answers the fleet\'s end-game command', async () => {
    const dir = data();
    const f = await fleet('fleet-events');
    const p = startTable(dir);
    await f.waitFor(is('status', 'online'), 1, 20_000);
    await playOneMove(p);
    p.type('lift E5');
    await p.waitFor('stdout', /"E5":"selected"/);
    p.type('place A1');
    await p.waitFor('stdout', /"type":"move","move":"E5-A1"/);
    const events = await f.waitFor((m) => m.topic === `${ROOT}/games/sim-1.1/events`, 2, 20_000);
    expect(events.slice(0, 2).map((m) => JSON.parse(m.payload) as { seq: number })).toMatchObject([{ seq: 1 }, { seq: 2 }]);
    expect(events.every((m) => !m.retain)).toBe(true);

    // The fleet ends the game: the command is answered on its reply topic, the end is the game's event 3.
    await f.client.subscribeAsync(`${ROOT}/cmd/end-game/reply`, { qos: 1 });
    const command = encodeCommand({ verb: 'end-game', ref: 'r-1', table: TABLE, site: SITE, gameId: 'sim-1.1' });
    if (!command.ok) throw new Error(command.error.message);
    await f.client.publishAsync(`${ROOT}/cmd/end-game`, command.value, { qos: 1 });
    const [reply] = await f.waitFor((m) => m.topic === `${ROOT}/cmd/end-game/reply`, 1, 20_000);
    expect(JSON.parse(reply.payload)).toMatchObject({ ref: 'r-1', ok: true });
    const ended = await f.waitFor((m) => m.topic === `${ROOT}/games/sim-1.1/events` && (JSON.parse(m.payload) as { seq: number }).seq === 3, 1, 20_000);
    expect(JSON.parse(ended[0].payload)).toMatchObject({ seq: 3, type: 'end' });
    p.child.kill('SIGTERM');
    expect((await p.exit()).code).toBe(0);
  }, 60_000);

  it('is reported lost by the broker (its Last Will, retained) when killed', async () => {
    const p = startTable(data(), ['--mqtt-keepalive', '1']);
    const f = await fleet('fleet-2');
    await f.waitFor(is('status', 'online'), 1, 20_000);
    p.child.kill('SIGKILL');
    await p.exit();
    // Bounded: the broker notices the closed socket (or the silence, within 1.5 s) on its own.
    await f.waitFor(is('status', 'lost'), 1, 20_000);
    const later = await fleet('fleet-later');
    const [lost] = await later.waitFor(is('status'));
    expect(lost.retain).toBe(true);
    expect(decodeStatus(lost.payload)).toMatchObject({ ok: true, value: { state: 'lost', boards: 1, games: 1 } });
  }, 60_000);

  it('refused by the broker (a wrong password), says so once and keeps its board and game', async () => {
    // mosquitto names no client it refuses: count its refusals from now on.
    const refused = () => broker.logs.filter((l) => /disconnected, not authori[sz]ed/.test(l)).length;
    const before = refused();
    const p = startTable(data(), [], 'not-the-password');
    await p.waitFor('stderr', /not authorised/);
    expect(p.out.stderr).toContain(`tabletop: the broker ${broker.url} refused the table as user "${T1.username}": not authorised`);
    await playOneMove(p);
    // It tried again (the broker logged a second refusal), and said it only once.
    const refusals = () => refused() - before;
    for (let i = 0; i < 400 && refusals() < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(refusals()).toBeGreaterThanOrEqual(2);
    expect(p.out.stderr.match(/not authorised/g)).toHaveLength(1);
    p.child.kill('SIGTERM');
    expect((await p.exit()).code).toBe(0);
  }, 60_000);

  it('speaks TLS to a broker whose certificate chains to --mqtt-ca (the password from a file), and refuses one that does not', async () => {
    const dir = data();
    const passwordFile = join(dir, 'password');
    writeFileSync(passwordFile, `${T1.password}\n`, { mode: 0o600 });
    const p = startCli('start',
      ['--seed', '4', '--data', dir, '--listen', '127.0.0.1:0', '--token', TOKEN, '--mqtt', broker.tlsUrl!, '--site', SITE, '--table', TABLE,
        '--mqtt-user', T1.username, '--mqtt-password-file', passwordFile, '--mqtt-ca', pki.ca.certFile],
      { env: { ...process.env, TABLETOP_MQTT_PASSWORD: '' } },
    );
    const f = await fleet('fleet-3');
    await f.waitFor(is('status', 'online'), 1, 20_000);
    await p.waitFor('stderr', new RegExp(`reporting to ${broker.tlsUrl!.replace(/[.]/g, '\\.')} as site s, table t1`));
    p.child.kill('SIGTERM');
    expect((await p.exit()).code).toBe(0);
    await f.waitFor(is('status', 'stopped'));

    // Trusting another CA, it refuses the broker, says why once, and plays on.
    const misled = startCli('start',
      ['--seed', '4', '--data', data(), '--listen', '127.0.0.1:0', '--token', TOKEN, '--mqtt', broker.tlsUrl!, '--site', SITE, '--table', TABLE,
        '--mqtt-user', T1.username, '--mqtt-ca', pki.otherCa.certFile],
      { env: { ...process.env, TABLETOP_MQTT_PASSWORD: T1.password } },
    );
    await misled.waitFor('stderr', /TLS refused: the broker mqtts:\/\/127\.0\.0\.1:\d+ did not prove who it is \(SELF_SIGNED_CERT_IN_CHAIN/);
    await misled.waitFor('stdout', /dashboard: /);
    misled.child.kill('SIGTERM');
    expect((await misled.exit()).code).toBe(0);
    expect(misled.out.stderr.match(/TLS refused/g)).toHaveLength(1);
  }, 60_000);

  it('refuses a table id that cannot be a topic level, and a URL that is not MQTT (exit 2, the reason)', async () => {
    const bad = startCli('start', ['--data', data(), '--listen', '127.0.0.1:0', '--token', TOKEN, '--mqtt', broker.url, '--table', 'table/1']);
    expect((await bad.exit()).code).toBe(2);
    expect(bad.out.stderr).toContain('tabletop: --table: The table id "table/1" is refused: an id may hold letters A-Z a-z, digits');
    const http = startCli('start', ['--data', data(), '--listen', '127.0.0.1:0', '--token', TOKEN, '--mqtt', 'http://127.0.0.1:1883']);
    expect((await http.exit()).code).toBe(2);
    expect(http.out.stderr).toContain('--mqtt takes mqtt:// or mqtts:// only, not http://');
  }, 30_000);
});
