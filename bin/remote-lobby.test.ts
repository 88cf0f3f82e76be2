// The dashboard's remote lobby (bin/remote-lobby.ts) on a real host with a simulated board, the
// match's presences handed in (no broker: the seat's client keeps trying a closed port): what it
// refuses and why, with the API's codes; a match created starts the game asked for and publishes
// its setup; a match joined starts the creator's game (rules, options, seed) and plays the seat
// the creator named for its peer.
import { afterEach, describe, expect, it } from 'vitest';
import type { Checked } from '../host/index.ts';
import { checkMatchId, type Presence } from '../fleet/match/index.ts';
import { bufferIo, main } from './cli.ts';
import { readMatchPresences } from '../fleet/remote/index.ts';
import { RemoteLobby } from './remote-lobby.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from './sim-host.ts';

const since = '2026-11-26T17:00:00.000Z';
const creator: Presence = { state: 'online', since, game: 'free', seat: 'north', setup: { options: '{"sticks":"physical"}', seed: 4, peer: 'south', first: 'north' } };

const opened: { sim: SimHost; lobby: RemoteLobby }[] = [];
afterEach(async () => {
  for (const { sim, lobby } of opened.splice(0)) { await lobby.close(); await sim.close(); }
});

async function lobbyWith(presences: Presence[] | string, more: { lobby?: boolean } = {}): Promise<{ sim: SimHost; lobby: RemoteLobby; log: string[] }> {
  const sim = await startSimHost({ game: { game: 'free', seed: 1 } });
  const log: string[] = [];
  const readPresences = async (): Promise<Checked<Map<string, Presence>>> =>
    (typeof presences === 'string' ? { ok: false, error: presences } : { ok: true, value: new Map(presences.map((p) => [p.seat, p])) });
  const lobby = new RemoteLobby({
    host: sim.host, broker: { url: 'mqtt://127.0.0.1:1' }, clock: sim.clock, log: (l) => log.push(l), lobby: more.lobby ?? true, board: SIM_BOARD_ID,
    readPresences, freshMatchId: () => 'm-fresh1', freshSeed: () => 99,
  });
  opened.push({ sim, lobby });
  return { sim, lobby, log };
}

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('the remote lobby', () => {
  it('creates a match: a new game on the first board, its seat played, a fresh id and seed by default; then one match at a time', async () => {
    const { sim, lobby, log } = await lobbyWith([]);
    expect(lobby.status()).toEqual({ available: true, reason: null, match: null });
    const before = sim.host.board(SIM_BOARD_ID)!.game;
    const made = await lobby.create({ seat: 'north', peer: 'south', game: 'free' });
    expect(made).toEqual({ ok: true, value: { match: 'm-fresh1', seat: 'north', peer: 'south', game: 'sim-1.2', first: 'north' } });
    expect(before).toBe('sim-1.1');
    expect(sim.host.board(SIM_BOARD_ID)!.game).toBe('sim-1.2');
    expect(sim.host.game('sim-1.2')!.remote).toMatchObject({ match: 'm-fresh1', seat: 'north', peer: 'south' });
    expect(log).toContain('tabletop: playing seat north of match m-fresh1 against south (north moves first) on game sim-1.2');
    const status = lobby.status();
    expect(status.available).toBe(false);
    expect(status.match).toEqual({ match: 'm-fresh1', seat: 'north', peer: 'south', game: 'sim-1.2' });
    const again = await lobby.create({ seat: 'north', peer: 'south', game: 'free' });
    expect(codeOf(again)).toBe('match-playing');
    expect(codeOf(await lobby.join('m-other'))).toBe('match-playing');
  });

  it('joins a match: the creator\'s game, options and seed, the seat it named for its peer', async () => {
    const { sim, lobby } = await lobbyWith([creator]);
    const joined = await lobby.join('m-1');
    expect(joined).toEqual({ ok: true, value: { match: 'm-1', seat: 'south', peer: 'north', game: 'sim-1.2', first: 'north' } });
    // The same position as the creator's game of free play with seed 4.
    const other = await startSimHost({ game: { game: 'free', seed: 4, options: { sticks: 'physical' } } });
    expect(sim.host.game('sim-1.2')!.view).toEqual(other.host.game(other.host.board(SIM_BOARD_ID)!.game!)!.view);
    await other.close();
  });

  it('refuses, each with its code: bad ids, an unknown game, a board with moves, a match taken, none to join, a full one, no broker, no lobby', async () => {
    const { sim, lobby } = await lobbyWith([creator]);
    const bad = await lobby.create({ match: 'a/b', seat: 'north', peer: 'south', game: 'free' });
    const contract = checkMatchId('match', 'a/b');
    expect(bad).toEqual({ ok: false, error: { code: 'malformed', message: contract.ok ? '' : contract.error.message } });
    expect(codeOf(await lobby.create({ seat: 'cmd', peer: 'south', game: 'free' }))).toBe('malformed');
    expect(codeOf(await lobby.create({ seat: 'north', peer: 'north', game: 'free' }))).toBe('malformed');
    expect(codeOf(await lobby.join('no such'))).toBe('malformed');
    expect(codeOf(await lobby.create({ seat: 'north', peer: 'south', game: 'chess' }))).toBe('unknown-game');
    expect(codeOf(await lobby.create({ match: 'm-1', seat: 'north', peer: 'south', game: 'free' }))).toBe('match-taken');
    // A move on the board: its game is not ended for a match.
    sim.host.simulate(SIM_BOARD_ID, 'lift', ['A1']);
    sim.host.simulate(SIM_BOARD_ID, 'place', ['A2']);
    await sim.until(() => sim.host.game('sim-1.1')!.log.length === 1);
    const busy = await lobby.create({ seat: 'north', peer: 'south', game: 'free' });
    expect(busy).toEqual({ ok: false, error: { code: 'board-busy', message: expect.stringContaining('board sim-1 plays Free play (game sim-1.1) with 1 move') } });
    expect(codeOf(await lobby.join('m-1'))).toBe('board-busy');

    expect(codeOf(await (await lobbyWith([])).lobby.join('m-1'))).toBe('no-such-match');
    const south: Presence = { ...creator, seat: 'south', setup: { ...creator.setup!, peer: 'north' } };
    expect(codeOf(await (await lobbyWith([creator, south])).lobby.join('m-1'))).toBe('match-full');
    expect(codeOf(await (await lobbyWith('the broker did not answer within 3 s')).lobby.join('m-1'))).toBe('broker-unreachable');
    const off = (await lobbyWith([], { lobby: false })).lobby;
    expect(off.status()).toMatchObject({ available: false, match: null });
    expect(codeOf(await off.create({ seat: 'north', peer: 'south', game: 'free' }))).toBe('remote-unavailable');
  });
});

describe('reading a match\'s presences', () => {
  it('says at once, in words, when the broker cannot be reached', async () => {
    const t0 = Date.now();
    const read = await readMatchPresences({ url: 'mqtt://127.0.0.1:1' }, 'm-1', { waitMs: 3_000 });
    expect(read).toEqual({ ok: false, error: expect.stringContaining('the broker mqtt://127.0.0.1:1 is not reachable') });
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(await readMatchPresences({ url: 'mqtt://127.0.0.1:1' }, 'a/b')).toEqual({ ok: false, error: expect.stringContaining('The match id "a/b" is refused') });
  });
});

describe('start --remote-lobby', () => {
  it('is refused without --mqtt, and with --remote (exit 2, saying why)', async () => {
    for (const [args, said] of [
      [['--remote-lobby'], '--remote-lobby makes matches through a broker: give --mqtt URL too'],
      [['--remote-lobby', '--mqtt', 'mqtt://127.0.0.1:1', '--remote', 'm1', '--seat', 'north', '--peer', 'south'], '--remote-lobby lets the dashboard make a match; --remote plays one given here: choose one of them'],
    ] as const) {
      const io = bufferIo();
      expect(await main(['start', ...args], io)).toBe(2);
      expect(io.stderr).toEqual([`tabletop: ${said}`]);
    }
  });
});
