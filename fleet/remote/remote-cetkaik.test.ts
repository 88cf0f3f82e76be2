// Cetkaik between two boards, through a real mosquitto in virtual time: seats A and IA, physical
// sticks (as `tabletop start --game cetkaik --remote` makes them). A scripted person on each
// board: the mover's picks a legal move (stepping and water moves, which need a cast deciding
// them, as often as it can) and makes it with the pieces; the other waits until the move is lit,
// then makes it too. Each move decided by a cast is a step, its cast the next one, by
// commit–reveal between both hosts. Both journals are equal at the end.
import { describe, expect, it } from 'vitest';
import { cetkaikSquareName, seededRng, type AnyGame } from '../../rules/index.ts';
import { noDrops } from '../drops.ts';
import { noRefusals } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, journal, newGame, seeded, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost } from '../testing/table-host.ts';
import { startRemoteMatch } from './remote-match.ts';

const MATCH = 'm-cetkaik';
const MATCH_HAND = 'm-cetkaik-hand';
const USERS = {
  A: { username: 'seat-a', password: 'secret-of-a' },
  IA: { username: 'seat-ia', password: 'secret-of-ia' },
} as const;
type Seat = keyof typeof USERS;
const OPTIONS = { sticks: 'physical' };
/** Moves played: enough for several stepping and water casts, cheap enough for a test. */
const MOVES = 40;
const rig = useRemoteRig({ users: USERS, matches: [MATCH, MATCH_HAND] });

type Player = RemotePlayer<Seat>;

function player(seat: Seat, match: string = MATCH, position?: unknown): Player {
  const t = tableHost();
  const game = newGame(t, BOARD, { game: 'cetkaik', seed: 5, options: OPTIONS, ...(position === undefined ? {} : { position }) });
  return rig.join(seat, t, game, { match, first: 'IA', sides: { A: 'A', IA: 'IA' }, clock: t.clock, secret: seeded(seat) });
}

const rulesOf = (p: Player): { game: AnyGame; state: unknown } => p.t.host.gameState(p.game)!;
const names = (cells: Iterable<number>): string[] => [...cells].map(cetkaikSquareName);

/** Real time passes for the broker, virtual time for the board (its settle time). */
async function settle(p: Player): Promise<void> {
  await p.t.clock.advanceBy(150);
}

/** The person moves the pieces of `move` (in notation): lifts (the captured piece first), then places. */
async function make(p: Player, move: string): Promise<void> {
  const { game, state } = rulesOf(p);
  const parsed = game.parseMove(move, state);
  if (!parsed.ok) throw new Error(`${p.seat} cannot read ${move}: ${parsed.error.message}`);
  const fp = game.footprint(state, parsed.value);
  for (const cells of [names(fp.touch), names(fp.lift)]) {
    if (cells.length === 0) continue;
    expect(p.t.host.simulate(BOARD, 'lift', cells).ok).toBe(true);
    await settle(p);
  }
  expect(p.t.host.simulate(BOARD, 'place', [...names(fp.fill), ...names(fp.touch)]).ok).toBe(true);
  await settle(p);
}

/** The pieces put where the game says they stand (a failed stepping move's piece goes back). */
async function tidy(p: Player): Promise<void> {
  const { game, state } = rulesOf(p);
  const want = new Set(names(game.occupancy(state)));
  const have = new Set(p.t.host.board(BOARD)!.occupancy);
  const lift = [...have].filter((c) => !want.has(c));
  const place = [...want].filter((c) => !have.has(c));
  if (lift.length > 0) { p.t.host.simulate(BOARD, 'lift', lift); await settle(p); }
  if (place.length > 0) { p.t.host.simulate(BOARD, 'place', place); await settle(p); }
}

/**
 * The scripted person's pick: a piece move (no drop) the boards tell from every other move, after
 * which no choice can be asked (a hand to declare, a direction after a short cast) whatever the
 * sticks show; among them a move needing a cast two turns of three, else the n-th of the rest.
 */
function pick(game: AnyGame, state: unknown, n: number): { move: string; cast: boolean } {
  const key = (m: unknown) => { const fp = game.footprint(state, m); return [fp.lift, fp.fill, fp.touch].map((s) => names(s).sort().join(',')).join('|'); };
  const moves = game.legalMoves(state) as unknown[];
  const keys = moves.map(key);
  const fits: { move: string; cast: boolean }[] = [];
  for (const [i, m] of moves.entries()) {
    if (game.footprint(state, m).lift.toArray().length === 0 || keys.indexOf(keys[i]) !== keys.lastIndexOf(keys[i])) continue;
    const played = game.play(state, m, seededRng(0));
    if (!played.ok) continue;
    const after = game.pending(played.value.state);
    if (after === null) { fits.push({ move: game.formatMove(m, state), cast: false }); continue; }
    if (after.kind !== 'cast') continue;
    const outcomes = Array.from({ length: after.sticks + 1 }, (_, heads) => game.resolve(played.value.state, { cast: heads }, seededRng(0)));
    if (outcomes.every((o) => o.ok && game.pending(o.value.state) === null)) fits.push({ move: game.formatMove(m, state), cast: true });
  }
  const casts = fits.filter((f) => f.cast);
  // Two turns of three (so both sides) take a move needing a cast when there is one.
  const from = n % 3 !== 2 && casts.length > 0 ? casts : fits.filter((f) => !f.cast);
  const chosen = from[(n * 7) % from.length] ?? fits[0];
  if (chosen === undefined) throw new Error(`no move fits at move ${n}`);
  return chosen;
}

describe('Cetkaik between two boards', () => {
  it('refuses to start with virtual sticks: each host would cast a stepping or water move alone', () => {
    const t = tableHost();
    const started = t.host.startGame(BOARD, { game: 'cetkaik', seed: 5, options: { sticks: 'virtual' } });
    if (!started.ok) throw new Error(started.error);
    const driver = startRemoteMatch({
      host: t.host, gameId: started.value.id, match: MATCH, seat: 'A', peer: 'IA', first: 'IA', sides: { A: 'A', IA: 'IA' },
      broker: { url: rig.broker.url, ...USERS.A }, clock: t.clock, log: () => {},
    });
    expect(driver).toMatchObject({ ok: false, error: expect.stringContaining('"sticks": "physical"') });
    t.host.close();
  });

  it(`plays ${MOVES} moves, stepping and water moves decided by casts both hosts make; every move lit on the other board before it is made there; both journals equal`, async () => {
    const a = player('A');
    const ia = player('IA');
    const both = [a, ia];
    const trace = () => both.flatMap((p) => p.log.map((l) => `${p.seat}: ${l}`)).join('\n');
    await until(() => both.every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
    let casts = 0;
    const castsBy: Record<Seat, number> = { A: 0, IA: 0 };
    for (let n = 0; n < MOVES; n++) {
      const { game, state } = rulesOf(a);
      if (game.isOver(state)) break;
      const side = game.toMove!(state);
      const mover = side === 'A' ? a : ia;
      const other = mover === a ? ia : a;
      const seq = mover.driver.status().seq;
      const { move, cast } = pick(game, state, n);
      await make(mover, move);
      await until(() => mover.driver.status().seq === seq + 1, `${mover.seat} takes ${move} as step ${seq + 1}:\n${trace()}`);
      // Lit on the other board before its person makes it there.
      await until(() => other.driver.status().pending === move, `${other.seat} lights ${move}:\n${trace()}`);
      const lit = other.t.host.board(BOARD)!.lights;
      const parsed = game.parseMove(move, state);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const fp = game.footprint(state, parsed.value);
      for (const cell of [...names(fp.lift), ...names(fp.fill), ...names(fp.touch)]) expect(lit[cell], `${cell} of ${move} lit on ${other.seat}'s board`).toBeDefined();
      await make(other, move);
      const steps = seq + (cast ? 2 : 1);
      await until(() => both.every((p) => p.driver.status().seq === steps && p.driver.status().pending === null), `both take ${move}${cast ? ' and its cast' : ''} (step ${steps}):\n${trace()}`);
      if (cast) { casts++; castsBy[mover.seat]++; }
      for (const p of both) await tidy(p);
      expect(rulesOf(a).state).toEqual(rulesOf(ia).state);
    }
    expect(castsBy.A).toBeGreaterThanOrEqual(5);
    expect(castsBy.IA).toBeGreaterThanOrEqual(5);
    const steps = journal(a);
    expect(steps.filter((s) => s.type === 'move')).toHaveLength(MOVES);
    expect(steps.filter((s) => s.type === 'cast')).toHaveLength(casts);
    expect(steps.some((s) => s.type === 'cast' && s.virtual === true)).toBe(false);
    expect(journal(ia)).toEqual(steps);
    // Some casts failed their move: the piece went back on both boards, and the journals agree.
    expect(a.t.host.game(a.game)!.log.filter((e) => e.failed === true).length).toBeGreaterThan(0);
    for (const p of both) {
      expect(p.driver.status()).toMatchObject({ stopped: null, paused: null, refusals: noRefusals(), drops: noDrops() });
    }
  }, 120_000);

  it('stops both hosts, each with why, at a choice (a hand to declare): choices are not played remotely yet', async () => {
    // A's king takes IA's: the hand 王 is formed, and A must choose 再行 or 終季.
    const black = { color: 'black', kind: 'io' };
    const position = {
      ruleset: 'y1huap1', toMove: 'A', tamMovedBy: null, hands: { A: [], IA: [] },
      board: { ZO: { kind: 'tam2' }, LU: { side: 'A', ...black }, NU: { side: 'IA', color: 'red', kind: 'io' } },
    };
    const a = player('A', MATCH_HAND, position);
    const ia = player('IA', MATCH_HAND, position);
    const both = [a, ia];
    await until(() => both.every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
    await make(a, 'LU片NU');
    await until(() => ia.driver.status().pending === 'LU片NU', 'IA lights the capture');
    await make(ia, 'LU片NU');
    await until(() => both.every((p) => p.driver.status().stopped !== null), 'both hosts stop at the choice');
    for (const p of both) {
      expect(p.driver.status()).toMatchObject({ seq: 1, stopped: expect.stringContaining('awaits a choice'), refusals: noRefusals() });
    }
    expect(journal(ia)).toEqual(journal(a));
  }, 60_000);
});
