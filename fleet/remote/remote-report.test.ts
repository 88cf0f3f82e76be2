// What two hosts playing a match through a real mosquitto tell their players (GameDetail.remote):
// the peer online, this seat's move waiting on the other board until it is made there, the peer's
// move to make here, made on both; the broker gone; and a peer that reached another position
// stops the match with both positions shown. The rig is remote-match.test.ts's.
import { describe, expect, it } from 'vitest';
import type { RemoteStatus } from '../../host/index.ts';
import type { Broker } from '../testing/mosquitto.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, NORTH_SOUTH, make, newGame, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost } from '../testing/table-host.ts';

const MATCH = 'm-report';
const USERS = NORTH_SOUTH;
type Seat = keyof typeof USERS;
// Each test kills its broker: a broker of its own, no file broker.
const rig = useRemoteRig({ users: USERS, matches: [MATCH], fileBroker: false });

type Player = RemotePlayer<Seat>;

const matchBroker = (): Promise<Broker> => rig.ownBroker();

function player(seat: Seat, broker: Broker): Player {
  const t = tableHost();
  return rig.join(seat, t, newGame(t, BOARD, { game: 'free', seed: 7 }), { match: MATCH, at: broker });
}

const remoteOf = (p: Player): RemoteStatus | null => p.t.host.game(p.game)!.remote;
/** Waits until the player's game says this of the match. */
async function says(p: Player, what: Partial<RemoteStatus>, why: string): Promise<RemoteStatus> {
  await until(() => { const r = remoteOf(p); return r !== null && Object.entries(what).every(([k, v]) => JSON.stringify(r[k as keyof RemoteStatus]) === JSON.stringify(v)); }, `${p.seat}: ${why}`);
  return remoteOf(p)!;
}

describe('a remote match tells the players how it stands', () => {
  it('online; waiting on the other board, then made; the move to make here; the broker gone', async () => {
    const broker = await matchBroker();
    const north = player('north', broker);
    const south = player('south', broker);
    const up = await says(north, { connected: true, peerOnline: true }, 'south online');
    expect(up).toMatchObject({ match: MATCH, seat: 'north', peer: 'south', waiting: null, made: null, stopped: null, peerSince: expect.stringMatching(/^\d{4}-/) });
    // The feed carries each change.
    expect(north.t.events.some((e) => e.type === 'remote' && e.remote.peerOnline === true)).toBe(true);

    await make(north, 'A1', 'A2');
    await says(north, { waiting: { seq: 1, move: 'A1-A2', for: 'peer-to-make' } }, 'waits for south to make A1-A2');
    await says(south, { waiting: { seq: 1, move: 'A1-A2', for: 'us-to-make' } }, 'asked to make A1-A2');
    await make(south, 'A1', 'A2');
    await says(south, { waiting: null, made: { seq: 1, move: 'A1-A2', by: 'peer' } }, 'made A1-A2');
    await says(north, { waiting: null, made: { seq: 1, move: 'A1-A2', by: 'seat' } }, 'A1-A2 made over there');

    await broker.kill();
    await says(north, { connected: false }, 'the broker gone');
  }, 60_000);

  it('a peer at another position after this seat\'s move stops the match, both positions shown', async () => {
    const broker = await matchBroker();
    const north = player('north', broker);
    const south = player('south', broker);
    await says(north, { peerOnline: true }, 'south online');
    await make(north, 'A1', 'A2');
    await says(south, { waiting: { seq: 1, move: 'A1-A2', for: 'us-to-make' } }, 'asked to make A1-A2');
    // South's credentials say it reached another position than north's after the move.
    const intruder = await rig.client(broker, 'south', { clientId: 'intruder', protocolVersion: 4 });
    await intruder.client.publishAsync(`tabletop/v1/match/${MATCH}/south/applied`, JSON.stringify({ seq: 1, after: 'e'.repeat(64) }), { qos: 1 });
    await until(() => remoteOf(north)?.stopped != null, 'north stops the match');
    const { stopped } = remoteOf(north)!;
    expect(stopped).toMatchObject({
      reason: expect.stringContaining('reached position eeeeeeeeeeee'),
      here: { seq: 1, hash: expect.stringMatching(/^[0-9a-f]{64}$/), moves: ['A1-A2'] },
      peer: { seq: 1, hash: 'e'.repeat(64), moves: null },
    });
    expect(stopped!.here!.hash).not.toBe('e'.repeat(64));
  }, 60_000);
});
