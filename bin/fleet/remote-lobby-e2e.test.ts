// A remote match made on the dashboards, every piece a real process: two `tabletop start
// --remote-lobby` hosts, each with its own simulated board, and one mosquitto whose users are
// named by their seats and whose ACL is two `pattern` rules (README: each user writes, in any
// match, only under the seat that is its name). One host's API creates the match, the other's
// joins it; both report it; a move made at the first board is lit on the second and made there.
// The refusals: no token, a bad id, a match nobody made, a match made twice.
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { checkMatchId } from '../../fleet/match/index.ts';
import { useCliCleanup } from '../testing/cli-process.ts';
import { eventsOf, litAt, lobbyBroker, lobbyUserOf, make, matchBroker, movesOf, ownMoves, startLobbyHost, startRemoteHost, until, userOf, type RemoteHost } from '../testing/remote-hosts.ts';

const TOKEN = 'remote-lobby-e2e-operator-token';

const cleanup = useCliCleanup();

async function api(h: RemoteHost<string>, path: string, body?: unknown, token: string | null = TOKEN): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (token !== null && body !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${h.base}${path.slice(1)}`, { method: body === undefined ? 'GET' : 'POST', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, json: await res.json() };
}

describe('a remote match made on the dashboards', () => {
  it('created on one host, joined on the other: both report it, and a move made on the first board is lit on the second and made there', async () => {
    const broker = cleanup.stopped(await lobbyBroker());
    const [north, south] = await Promise.all([startLobbyHost(broker, 'north', TOKEN), startLobbyHost(broker, 'south', TOKEN)]);
    // Not reported to a fleet: no table status.
    expect(north.p.out.stderr).not.toMatch(/reporting to/);
    expect((await api(north, '/api/remote')).json).toEqual({ available: true, reason: null, match: null });

    // Refusals before any match: no token, a bad id (the contract's words), a match nobody made.
    expect((await api(north, '/api/remote/create', { seat: 'north', peer: 'south', game: 'free' }, null)).status).toBe(401);
    const bad = await api(south, '/api/remote/join', { match: 'no such' });
    const contract = checkMatchId('match', 'no such');
    expect([bad.status, bad.json.code, bad.json.message]).toEqual([400, 'malformed', contract.ok ? '' : contract.error.message]);
    const nobody = await api(south, '/api/remote/join', { match: 'm-nobody' });
    expect([nobody.status, nobody.json.code]).toEqual([404, 'no-such-match']);

    const created = await api(north, '/api/remote/create', { match: 'm-lobby1', seat: 'north', peer: 'south', game: 'free', seed: 4 });
    expect([created.status, created.json]).toEqual([201, { match: 'm-lobby1', seat: 'north', peer: 'south', game: 'sim-1.2', first: 'north' }]);
    await north.p.waitFor('stderr', /playing seat north of match m-lobby1 through mqtt:\/\//);
    // Once a match, no other; and the id is taken for everyone.
    const twice = await api(north, '/api/remote/create', { seat: 'north', peer: 'south', game: 'free' });
    expect([twice.status, twice.json.code]).toEqual([409, 'match-playing']);
    const taken = await api(south, '/api/remote/create', { match: 'm-lobby1', seat: 'south', peer: 'north', game: 'free' });
    expect([taken.status, taken.json.code]).toEqual([409, 'match-taken']);

    const joined = await api(south, '/api/remote/join', { match: 'm-lobby1' });
    expect([joined.status, joined.json]).toEqual([201, { match: 'm-lobby1', seat: 'south', peer: 'north', game: 'sim-1.2', first: 'north' }]);
    for (const [h, seat, peer] of [[north, 'north', 'south'], [south, 'south', 'north']] as const) {
      expect((await api(h, '/api/remote')).json).toEqual({ available: false, reason: expect.stringContaining('m-lobby1'), match: { match: 'm-lobby1', seat, peer, game: 'sim-1.2' } });
      await until(`${seat} sees ${peer} online`, async () => (await api(h, '/api/games/sim-1.2')).json.remote?.peerOnline === true);
      expect((await api(h, '/api/games/sim-1.2')).json.remote).toMatchObject({ match: 'm-lobby1', seat, peer, connected: true, stopped: null });
    }

    // The first host's person moves; the second board lights it before its person makes it.
    const southBefore = eventsOf(south).length;
    make(north, 'A1', 'E5');
    await until('north plays A1-E5', () => movesOf(north).includes('A1-E5'));
    await until('south\'s board lights A1-E5', () => litAt(south, 'A1', 'E5', southBefore) >= 0);
    expect(movesOf(south)).not.toContain('A1-E5');
    make(south, 'A1', 'E5');
    await until('south makes A1-E5', () => movesOf(south).includes('A1-E5'));
    expect(await ownMoves(north, 'sim-1.2')).toEqual(['A1-E5']);
    expect(await ownMoves(south, 'sim-1.2')).toEqual(['A1-E5']);
    await until('north sees A1-E5 made on both boards', async () => (await api(north, '/api/games/sim-1.2')).json.remote?.made?.move === 'A1-E5');
    expect(north.p.out.stderr).not.toMatch(/refused|dropped/);
    expect(south.p.out.stderr).not.toMatch(/refused|dropped/);
  }, 120_000);

  it('a match started on the command line (--remote) is joined from a dashboard: its presence carries the setup', async () => {
    // Per-seat users whose rules name the match (seatAcl), as for matches started on the command line.
    const broker = cleanup.stopped(await matchBroker('m-cli'));
    const north = await startRemoteHost(broker, 'north', { token: TOKEN, match: 'm-cli' });
    const south = await startLobbyHost(broker, 'south', TOKEN, userOf('south'));
    const joined = await api(south, '/api/remote/join', { match: 'm-cli' });
    // North's game is free play, seed 4, sticks physical (start --remote): the joiner's the same.
    expect([joined.status, joined.json]).toEqual([201, { match: 'm-cli', seat: 'south', peer: 'north', game: 'sim-1.2', first: 'north' }]);
    expect((await api(north, '/api/remote')).json).toEqual({ available: false, reason: expect.stringContaining('--remote'), match: { match: 'm-cli', seat: 'north', peer: 'south', game: 'sim-1.1' } });
    expect((await api(south, '/api/games/sim-1.2')).json.view).toEqual((await api(north, '/api/games/sim-1.1')).json.view);
    await north.p.waitFor('stderr', /seat south of match m-cli is online/);
    const southBefore = eventsOf(south).length;
    make(north, 'A1', 'E5');
    await until('south\'s board lights A1-E5', () => litAt(south, 'A1', 'E5', southBefore) >= 0);
    make(south, 'A1', 'E5');
    await until('south makes A1-E5', () => movesOf(south).includes('A1-E5'));
    expect(await ownMoves(north)).toEqual(['A1-E5']);
    expect(south.p.out.stderr).not.toMatch(/refused|dropped/);
  }, 120_000);

  it('the ACL of the README: a user writes under its own seat in any match, never under another\'s', async () => {
    const broker = cleanup.stopped(await lobbyBroker());
    const connect = async (seat: string) => {
      const client = await mqtt.connectAsync(broker.url, { ...lobbyUserOf(seat), protocolVersion: 4, clientId: `acl-${seat}`, reconnectPeriod: 0 });
      cleanup.after(() => client.endAsync(true));
      return client;
    };
    const [north, south] = await Promise.all([connect('north'), connect('south')]);
    const seen: string[] = [];
    north.on('message', (topic) => seen.push(topic));
    await north.subscribeAsync('tabletop/v1/match/#', { qos: 1 });
    for (const match of ['m-any', 'm-other']) {
      await south.publishAsync(`tabletop/v1/match/${match}/north/moves`, 'not south\'s to write', { qos: 1 });
      await south.publishAsync(`tabletop/v1/match/${match}/south/moves`, 'south\'s own', { qos: 1 });
    }
    await until('south\'s own topics arrive', () => seen.length >= 2, 5_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.sort()).toEqual(['tabletop/v1/match/m-any/south/moves', 'tabletop/v1/match/m-other/south/moves']);
  }, 30_000);
});
