// A peer silent past its heartbeat is shown offline without waiting for the broker: each host
// republishes its presence every `every` seconds (its keepalive), and a peer heard from nothing
// for 1.5 × that is taken as gone (a host hung with its socket open), then as back when it speaks.
// South is a real host in virtual time; a client with north's credentials plays north by hand.
import { describe, expect, it } from 'vitest';
import type { Presence } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, NORTH_SOUTH, newGame, useRemoteRig } from '../testing/remote-rig.ts';
import { tableHost } from '../testing/table-host.ts';

const MATCH = 'm-silence';
const rig = useRemoteRig({ users: NORTH_SOUTH, matches: [MATCH] });

describe('a peer silent past its heartbeat', () => {
  it('is shown offline since it was last heard, after 1.5 × the heartbeat its presence names, and online again when it speaks; this host beats too', async () => {
    const t = tableHost();
    const game = newGame(t, BOARD, { game: 'free', seed: 7 });
    const south = rig.join('south', t, game, { match: MATCH, clock: t.clock, keepaliveS: 4 });
    await until(() => south.driver.status().connected, 'south connects');
    // North's client: a keepalive long enough that the broker never gives up on it here.
    const north = await rig.client(rig.broker, 'north', { clientId: 'silent-north', protocolVersion: 4, keepalive: 600 });
    await north.client.subscribeAsync(`tabletop/v1/match/${MATCH}/south/presence`, { qos: 1 });
    const [first] = await north.waitFor((m) => m.topic.endsWith('/south/presence'));
    expect(JSON.parse(first.payload)).toMatchObject({ state: 'online', seat: 'south', every: 4 });
    const presence: Presence = { state: 'online', since: new Date().toISOString(), game: 'free', seat: 'north', every: 2 };
    await north.client.publishAsync(`tabletop/v1/match/${MATCH}/north/presence`, JSON.stringify(presence), { qos: 1, retain: true });
    await until(() => t.host.game(game)!.remote?.peerOnline === true, 'south sees north online');

    // Silent 2.9 s: still online; past 3 s (1.5 × 2): offline since it was last heard.
    await t.clock.advanceBy(2_900);
    expect(t.host.game(game)!.remote).toMatchObject({ peerOnline: true });
    await t.clock.advanceBy(200);
    const gone = t.host.game(game)!.remote!;
    expect(gone.peerOnline).toBe(false);
    expect(south.driver.status().peerSilentSince).toBe(gone.peerSince);
    expect(south.log).toContainEqual(expect.stringContaining('seat north of match m-silence has said nothing since'));
    // Its presence is still "online" by its own word: only its silence says otherwise.
    expect(south.driver.status().peer?.state).toBe('online');

    // North speaks again (its heartbeat: the same presence): online, since its own word.
    await north.client.publishAsync(`tabletop/v1/match/${MATCH}/north/presence`, JSON.stringify(presence), { qos: 1, retain: true });
    await until(() => t.host.game(game)!.remote?.peerOnline === true, 'south sees north back');
    expect(t.host.game(game)!.remote).toMatchObject({ peerSince: presence.since });
    expect(south.driver.status().peerSilentSince).toBeNull();
    expect(south.log).toContainEqual('tabletop: seat north of match m-silence speaks again');

    // South beats every 4 s: its presence again.
    north.messages.length = 0;
    await t.clock.advanceBy(4_100);
    const [beat] = await north.waitFor((m) => m.topic.endsWith('/south/presence'));
    expect(JSON.parse(beat.payload)).toEqual(JSON.parse(first.payload));
  }, 60_000);
});
