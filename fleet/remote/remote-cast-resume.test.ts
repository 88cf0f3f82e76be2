// A host killed in the middle of a cast, or after casts, resumes its match: the secrets of the
// casts are kept beside its journal (`<journal>.casts`, flushed before its commitment goes out and
// before the engine takes a cast), so the restarted host reveals the secret it committed to, not
// a fresh one, and rebuilds the casts its journal holds from both seats' secrets. South is a real
// host; a client with north's credentials plays north's part by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { castFrom, commitOf, noRefusals, type Snapshot } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, NORTH_SOUTH, journal, lightsOf, make, newGame, seeded, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost, tempDataDir } from '../testing/table-host.ts';
import { checkpointPathOf } from '../../host/index.ts';
import { castSecretsPath } from './cast-secrets.ts';
import { startRemoteMatch } from './remote-match.ts';

const MATCHES = ['m-kill-committed', 'm-kill-after-cast', 'm-kill-mid-write', 'm-kill-lost'] as const;
type Match = (typeof MATCHES)[number];
const USERS = NORTH_SOUTH;
type Seat = keyof typeof USERS;
/** Free play casting 2 sticks after each move (north moves first). */
const OPTIONS = { cast: 2, sticks: 'physical' };
const rig = useRemoteRig({ users: USERS, matches: MATCHES });
type Player = RemotePlayer<Seat>;

/** South on `dataDir`: a new game, or with `resume` the game its journal holds; `secretSeed` its secrets. */
function south(match: Match, dataDir: string, resume: boolean, secretSeed: string): Player {
  const t = tableHost(dataDir);
  let game: string;
  if (resume) {
    const resumed = t.host.resume();
    if (!resumed.ok) throw new Error(resumed.error);
    game = resumed.value.resumed[0].game.id;
  } else {
    game = newGame(t, BOARD, { game: 'free', seed: 7, options: OPTIONS });
  }
  return rig.join('south', t, game, { match, secret: seeded(secretSeed) });
}

/** North's hand: a client with north's credentials watching everything south publishes. */
async function northByHand(match: Match) {
  const intruder = await rig.client(rig.broker, 'north', { clientId: `intruder-${match}`, protocolVersion: 4 });
  await intruder.client.subscribeAsync(`tabletop/v1/match/${match}/south/#`, { qos: 1 });
  const send = (kind: string, body: unknown) => intruder.client.publishAsync(`tabletop/v1/match/${match}/north/${kind}`, JSON.stringify(body), { qos: 1 });
  const secret = 'ab'.repeat(32);
  const commit = commitOf(secret, { match, seq: 2, seat: 'north' });
  if (!commit.ok) throw new Error(commit.error.message);
  return { intruder, send, secret, commit: commit.value };
}

/** The cast of step 2 opened (openCast), north commits and reveals by hand: south takes it. */
async function castTaken(s: Player, north: Awaited<ReturnType<typeof northByHand>>): Promise<void> {
  await north.send('cast/commit', { seq: 2, commit: north.commit });
  await north.intruder.waitFor((m) => m.topic.endsWith('/south/cast/reveal'));
  await north.send('cast/reveal', { seq: 2, secret: north.secret });
  await until(() => s.driver.status().seq === 2, 'south takes the cast');
}

/** North's move A1-A2 (step 1), made on south's board; the cast of step 2 opens and south commits. */
async function openCast(s: Player, north: Awaited<ReturnType<typeof northByHand>>): Promise<string> {
  const [start] = await north.intruder.waitFor((m) => m.topic.endsWith('/south/snapshot'));
  await north.send('moves', { seq: 1, move: 'A1-A2', before: (JSON.parse(start.payload) as Snapshot).hash });
  await until(() => lightsOf(s).A1 === 'selected', 'south lights north\'s move');
  await make(s, 'A1', 'A2');
  const [commit] = await north.intruder.waitFor((m) => m.topic.endsWith('/south/cast/commit'));
  return (JSON.parse(commit.payload) as { commit: string }).commit;
}

describe('a host killed mid-cast or after casts resumes its match', () => {
  it('killed after its commitment: back on its journal, it commits the same again and reveals the secret it committed to', async () => {
    const dataDir = tempDataDir();
    const first = south('m-kill-committed', dataDir, false, 'south-first-life');
    const north = await northByHand('m-kill-committed');
    const committed = await openCast(first, north);
    const kept = castSecretsPath(first.t.host.journalPath(first.game)!);
    expect(existsSync(kept)).toBe(true);
    await rig.kill(first);

    // Another life with other secrets: a fresh one would not match the commitment north holds.
    north.intruder.messages.length = 0;
    const again = south('m-kill-committed', dataDir, true, 'south-second-life');
    expect(again.log).toContain('tabletop: match m-kill-committed resumed at step 1 from this host\'s journal: catching up with seat north');
    const [recommit] = await north.intruder.waitFor((m) => m.topic.endsWith('/south/cast/commit'));
    expect((JSON.parse(recommit.payload) as { commit: string }).commit).toBe(committed);
    await north.send('cast/commit', { seq: 2, commit: north.commit });
    const [reveal] = await north.intruder.waitFor((m) => m.topic.endsWith('/south/cast/reveal'));
    const southSecret = (JSON.parse(reveal.payload) as { secret: string }).secret;
    expect(commitOf(southSecret, { match: 'm-kill-committed', seq: 2, seat: 'south' })).toEqual({ ok: true, value: committed });
    await north.send('cast/reveal', { seq: 2, secret: north.secret });
    await until(() => again.driver.status().seq === 2, 'the resumed south takes the cast');
    const heads = castFrom({ match: 'm-kill-committed', seq: 2, sticks: 2, secrets: { north: north.secret, south: southSecret } });
    expect(journal(again)).toEqual([{ type: 'move', move: 'A1-A2' }, { type: 'cast', heads: heads.ok ? heads.value : -1 }]);
    expect(again.driver.status()).toMatchObject({ stopped: null, refusals: noRefusals() });
  }, 60_000);

  it('killed after a cast: the match is rebuilt with the cast from both secrets kept, its snapshot as before, and play goes on', async () => {
    const dataDir = tempDataDir();
    const first = south('m-kill-after-cast', dataDir, false, 'south-first-life');
    const north = await northByHand('m-kill-after-cast');
    await openCast(first, north);
    await castTaken(first, north);
    const [before] = await north.intruder.waitFor((m) => m.topic.endsWith('/south/snapshot') && (JSON.parse(m.payload) as Snapshot).seq === 2);
    await rig.kill(first);

    north.intruder.messages.length = 0;
    const again = south('m-kill-after-cast', dataDir, true, 'south-second-life');
    expect(again.log).toContain('tabletop: match m-kill-after-cast resumed at step 2 from this host\'s journal: catching up with seat north');
    const [after] = await north.intruder.waitFor((m) => m.topic.endsWith('/south/snapshot'));
    expect(JSON.parse(after.payload)).toEqual(JSON.parse(before.payload));
    // South's turn: its move goes out as step 3 from the position after the cast.
    await make(again, 'H9', 'H8');
    const [move] = await north.intruder.waitFor((m) => m.topic.endsWith('/south/moves'));
    expect(JSON.parse(move.payload)).toEqual({ seq: 3, move: 'H9-H8', before: (JSON.parse(before.payload) as Snapshot).hash });
    expect(again.driver.status()).toMatchObject({ stopped: null, refusals: noRefusals() });
  }, 60_000);

  it('killed as the cast was being written to its journal: the cast kept beside it is taken again, the same heads', async () => {
    const dataDir = tempDataDir();
    const first = south('m-kill-mid-write', dataDir, false, 'south-first-life');
    const north = await northByHand('m-kill-mid-write');
    await openCast(first, north);
    const path = first.t.host.journalPath(first.game)!;
    // How far the journal was written before the cast (its checkpoint is updated after each record).
    const checkpoint = readFileSync(checkpointPathOf(path));
    await castTaken(first, north);
    const taken = journal(first);
    await rig.kill(first);
    // A power cut in the middle of the cast's line: the journal ends with half of it (dropped when
    // read), its checkpoint as before the cast.
    const text = readFileSync(path, 'utf8');
    const lastLine = text.slice(text.lastIndexOf('\n', text.length - 2) + 1);
    expect(JSON.parse(lastLine)).toMatchObject({ type: 'cast' });
    writeFileSync(path, text.slice(0, text.length - Math.ceil(lastLine.length / 2)));
    writeFileSync(checkpointPathOf(path), checkpoint);

    const again = south('m-kill-mid-write', dataDir, true, 'south-second-life');
    expect(again.log, again.log.join('\n')).toContain('tabletop: match m-kill-mid-write resumed at step 1 from this host\'s journal: catching up with seat north');
    await until(() => again.driver.status().seq === 2, 'the resumed south takes the kept cast again');
    expect(journal(again)).toEqual(taken);
    expect(again.driver.status()).toMatchObject({ stopped: null, refusals: noRefusals() });
  }, 60_000);

  it('refuses to resume a match whose cast secrets are lost or damaged, naming the file', async () => {
    const dataDir = tempDataDir();
    const first = south('m-kill-lost', dataDir, false, 'south-first-life');
    const north = await northByHand('m-kill-lost');
    await openCast(first, north);
    await castTaken(first, north);
    const kept = castSecretsPath(first.t.host.journalPath(first.game)!);
    await rig.kill(first);

    const attempt = (text: string) => {
      writeFileSync(kept, text);
      const t = tableHost(dataDir);
      const resumed = t.host.resume();
      if (!resumed.ok) throw new Error(resumed.error);
      const game = resumed.value.resumed[0].game.id;
      const started = startRemoteMatch({
        host: t.host, gameId: game, match: 'm-kill-lost', seat: 'south', peer: 'north', first: 'north',
        broker: { url: rig.broker.url, ...USERS.south }, clock: t.clock, log: () => {},
      });
      if (started.ok) void started.value.close();
      t.host.close();
      return started;
    };
    const whole = readFileSync(kept, 'utf8');
    expect(attempt(whole.replace(/"casts":\[.*\],"open"/, '"casts":[],"open"'))).toMatchObject({ ok: false, error: expect.stringContaining('step 2 is a cast whose secrets were not kept beside the journal') });
    expect(attempt('{"match": "m-kill-lost"')).toMatchObject({ ok: false, error: expect.stringContaining(`${kept} is damaged`) });
    expect(attempt(whole.replace('"match":"m-kill-lost"', '"match":"another"'))).toMatchObject({ ok: false, error: expect.stringContaining('was played as seat "south" of match "another"') });
  }, 60_000);
});
