// Cetkaik between two boards, through a real mosquitto in virtual time: seats A and IA, physical
// sticks (as `tabletop start --game cetkaik --remote` makes them). A scripted person on each
// board (fleet/testing/cetkaik-person.ts): the mover's picks a legal move and makes it with the
// pieces; the other waits until the move is lit, then makes it too. Each move decided by a cast is
// a step, its cast the next one, by commit–reveal between both hosts; a hand formed asks its side
// for 再行 or 終季, a step of its own. A whole game is played; both journals are equal at the end.
import { describe, expect, it } from 'vitest';
import { noDrops } from '../drops.ts';
import { noRefusals } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, journal, newGame, seeded, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost } from '../testing/table-host.ts';
import { make, names, rulesOf, settle, tidy } from '../testing/cetkaik-board.ts';
import { personsChoice, personsMove } from '../testing/cetkaik-person.ts';
import { startRemoteMatch } from './remote-match.ts';

const MATCH = 'm-cetkaik';
const MATCH_HAND = 'm-cetkaik-hand';
const MATCH_END = 'm-cetkaik-end';
const MATCH_NEXT = 'm-cetkaik-next';
const MATCH_DIRECTION = 'm-cetkaik-direction';
/** Its seeded secrets cast 3 heads for both casts of the stepping move onto water below. */
const MATCH_WATER = 'm-water-1';
const USERS = {
  A: { username: 'seat-a', password: 'secret-of-a' },
  IA: { username: 'seat-ia', password: 'secret-of-ia' },
} as const;
type Seat = keyof typeof USERS;
const OPTIONS = { sticks: 'physical' };
/** A bound on the steps of one game (the scripted persons end one in about a hundred). */
const MAX_STEPS = 600;
const rig = useRemoteRig({ users: USERS, matches: [MATCH, MATCH_HAND, MATCH_END, MATCH_NEXT, MATCH_WATER, MATCH_DIRECTION] });

type Player = RemotePlayer<Seat>;

function player(seat: Seat, match: string = MATCH, position?: unknown, options: Record<string, unknown> = {}): Player {
  const t = tableHost();
  const game = newGame(t, BOARD, { game: 'cetkaik', seed: 5, options: { ...OPTIONS, ...options }, ...(position === undefined ? {} : { position }) });
  return rig.join(seat, t, game, { match, first: 'IA', sides: { A: 'A', IA: 'IA' }, clock: t.clock, secret: seeded(seat) });
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

  it('plays a whole game of four seasons: stepping and water moves decided by casts both hosts make, 再行 and 終季 chosen by the side that formed the hand; every move lit on the other board before it is made there; both journals equal', async () => {
    const a = player('A');
    const ia = player('IA');
    const both = [a, ia];
    const bySide = { A: a, IA: ia } as Record<string, Player>;
    const trace = () => both.flatMap((p) => p.log.map((l) => `${p.seat}: ${l}`)).join('\n');
    await until(() => both.every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
    const castsBy: Record<Seat, number> = { A: 0, IA: 0 };
    const choices: string[] = [];
    let declared = 0;
    let season = 0;
    let moves = 0;
    for (let step = 0; step < MAX_STEPS; step++) {
      const { game, state } = rulesOf(a);
      if (game.isOver(state)) break;
      const now = (state as { season: number }).season;
      if (now !== season) { season = now; declared = 0; }
      const seq = a.driver.status().seq;
      const pending = game.pending(state);
      const mover = bySide[game.toMove!(state)!];
      const other = mover === a ? ia : a;
      if (pending?.kind === 'choice') {
        // The side that formed the hand chooses on its own host; the other host takes it.
        const choice = personsChoice(pending.options, declared++);
        expect(other.t.host.choose(other.game, choice).ok, `${other.seat} cannot make ${mover.seat}'s choice`).toBe(false);
        expect(mover.t.host.choose(mover.game, choice).ok).toBe(true);
        await until(() => both.every((p) => p.driver.status().seq === seq + 1), `both take ${choice} (step ${seq + 1}):\n${trace()}`);
        choices.push(choice);
        for (const p of both) await tidy(p);
        expect(rulesOf(ia).state).toEqual(rulesOf(a).state);
        continue;
      }
      const picked = personsMove(game, state, moves);
      if (picked === null) throw new Error(`no move fits at move ${moves}`);
      const { move, cast } = picked;
      await make(mover, move);
      await until(() => mover.driver.status().seq === seq + 1, `${mover.seat} takes ${move} as step ${seq + 1}:\n${trace()}`);
      // Lit on the other board before its person makes it there.
      await until(() => other.driver.status().pending === move, `${other.seat} lights ${move}:\n${trace()}`);
      const lit = other.t.host.board(BOARD)!.lights;
      for (const cell of [...picked.lift.flat(), ...picked.place]) expect(lit[cell], `${cell} of ${move} lit on ${other.seat}'s board`).toBeDefined();
      await make(other, move);
      const steps = seq + (cast ? 2 : 1);
      await until(() => both.every((p) => p.driver.status().seq === steps && p.driver.status().pending === null), `both take ${move}${cast ? ' and its cast' : ''} (step ${steps}):\n${trace()}`);
      // The mover's host hears its move made there (a choice of its own after it waits for that).
      await until(() => mover.driver.status().acked >= seq + 1, `${other.seat} confirms ${move}:\n${trace()}`);
      if (cast) castsBy[mover.seat]++;
      moves++;
      for (const p of both) await tidy(p);
      expect(rulesOf(ia).state).toEqual(rulesOf(a).state);
    }
    for (const p of both) expect(rulesOf(p).game.isOver(rulesOf(p).state), `${p.seat}'s game is over`).toBe(true);
    // Four seasons (the casts are seeded here, so the game is the same every run), each ended by 終季 after a 再行.
    expect(season).toBe(3);
    expect(choices).toEqual(['tymok', 'taxot', 'tymok', 'taxot', 'tymok', 'taxot', 'tymok', 'taxot']);
    expect(castsBy.A).toBeGreaterThanOrEqual(3);
    expect(castsBy.IA).toBeGreaterThanOrEqual(3);
    const steps = journal(a);
    expect(steps.filter((s) => s.type === 'move')).toHaveLength(moves);
    expect(steps.filter((s) => s.type === 'cast')).toHaveLength(castsBy.A + castsBy.IA);
    expect(steps.filter((s) => s.type === 'choice').map((s) => (s as { value: string }).value)).toEqual(choices);
    expect(steps.some((s) => s.type === 'cast' && s.virtual === true)).toBe(false);
    expect(journal(ia)).toEqual(steps);
    expect(a.t.host.game(a.game)!.result).toEqual(ia.t.host.game(ia.game)!.result);
    expect(a.t.host.game(a.game)!.scores).toEqual(ia.t.host.game(ia.game)!.scores);
    // Some casts failed their move: the piece went back on both boards, and the journals agree.
    expect(a.t.host.game(a.game)!.log.filter((e) => e.failed === true).length).toBeGreaterThan(0);
    for (const p of both) {
      expect(p.driver.status()).toMatchObject({ stopped: null, paused: null, refusals: noRefusals(), drops: noDrops() });
    }
  }, 240_000);

  /** A's king takes IA's: the hand 王 is formed, and A must choose 再行 (tymok) or 終季 (taxot). */
  async function handFormed(match: string, seasons: 1 | 2 | 4): Promise<[Player, Player]> {
    const black = { color: 'black', kind: 'io' };
    const position = {
      ruleset: 'y1huap1', toMove: 'A', tamMovedBy: null, hands: { A: [], IA: [] },
      board: { ZO: { kind: 'tam2' }, LU: { side: 'A', ...black }, NU: { side: 'IA', color: 'red', kind: 'io' } },
    };
    const a = player('A', match, position, { seasons });
    const ia = player('IA', match, position, { seasons });
    const both = [a, ia];
    await until(() => both.every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
    await make(a, 'LU片NU');
    await until(() => ia.driver.status().pending === 'LU片NU', 'IA lights the capture');
    await make(ia, 'LU片NU');
    await until(() => both.every((p) => p.driver.status().seq === 1 && p.driver.status().pending === null) && a.driver.status().acked === 1, 'both take the capture, IA confirms it');
    for (const p of both) expect(p.t.host.gameState(p.game)!.game.pending(p.t.host.gameState(p.game)!.state)).toMatchObject({ kind: 'choice', options: ['tymok', 'taxot'] });
    return [a, ia];
  }

  it('a hand formed: the choice is the side that formed it, made on its host and taken by the other; 再行 goes on, the next move lit as any', async () => {
    const [a, ia] = await handFormed(MATCH_HAND, 4);
    // Each host says whose choice it is; the peer's cannot be made here, from the dashboard or the board's buttons.
    expect(a.t.host.game(a.game)!.remote).toMatchObject({ choosing: { seq: 2, by: 'seat' } });
    expect(ia.t.host.game(ia.game)!.remote).toMatchObject({ choosing: { seq: 2, by: 'peer' } });
    expect(ia.t.host.choose(ia.game, 'taxot')).toMatchObject({ ok: false, error: expect.stringContaining('its choice is made there') });
    // The dashboard offers the choice where it is made, nothing where it is awaited.
    expect(a.t.host.game(a.game)!.actions).toMatchObject([{ kind: 'choice', choice: 'tymok' }, { kind: 'choice', choice: 'taxot' }]);
    expect(ia.t.host.game(ia.game)!.actions).toEqual([]);
    expect(rulesOf(ia).game.pending(rulesOf(ia).state)?.kind).toBe('choice');
    expect(a.t.host.choose(a.game, 'tymok').ok).toBe(true);
    await until(() => [a, ia].every((p) => p.driver.status().seq === 2), 'both take 再行 as step 2');
    expect(rulesOf(ia).state).toEqual(rulesOf(a).state);
    expect(rulesOf(a).game.pending(rulesOf(a).state)).toBeNull();
    expect((rulesOf(a).state as { rate: number }).rate).toBe(2);
    // Play goes on: IA's move, lit on A's board before it is made there.
    for (const p of [a, ia]) await tidy(p);
    const { game, state } = rulesOf(ia);
    const { move } = personsMove(game, state, 1)!;
    await make(ia, move);
    await until(() => a.driver.status().pending === move, `A lights ${move}`);
    await make(a, move);
    await until(() => [a, ia].every((p) => p.driver.status().seq === 3 && p.driver.status().pending === null), 'both take the move after 再行');
    expect(journal(ia)).toEqual(journal(a));
    expect(journal(a).filter((s) => s.type === 'choice')).toEqual([{ type: 'choice', value: 'tymok' }]);
    for (const p of [a, ia]) expect(p.driver.status()).toMatchObject({ stopped: null, refusals: noRefusals(), drops: noDrops() });
  }, 60_000);

  it('終季 before the last season: the next season\'s first mover drawn alike on both hosts, both boards lit where the pieces go', async () => {
    const [a, ia] = await handFormed(MATCH_NEXT, 2);
    expect(a.t.host.choose(a.game, 'taxot').ok).toBe(true);
    await until(() => [a, ia].every((p) => p.driver.status().seq === 2), 'both take 終季 as step 2');
    expect(rulesOf(ia).state).toEqual(rulesOf(a).state);
    expect(rulesOf(a).state).toMatchObject({ season: 1 });
    for (const p of [a, ia]) {
      await settle(p);
      const { game, state } = rulesOf(p);
      const lights = p.t.host.board(BOARD)!.lights;
      const want = names(game.occupancy(state));
      const have = new Set(p.t.host.board(BOARD)!.occupancy);
      // Every empty cell of the new season's set-up is lit to fill, the piece left off it to clear.
      for (const cell of want.filter((c) => !have.has(c))) expect(lights[cell], `${cell} on ${p.seat}'s board`).toBe('fill');
      for (const cell of [...have].filter((c) => !want.includes(c))) expect(lights[cell], `${cell} on ${p.seat}'s board`).toBe('clear');
    }
    // The board set up again, the season's first move goes across as any.
    for (const p of [a, ia]) await tidy(p);
    const { game, state } = rulesOf(a);
    const mover = game.toMove!(state) === 'A' ? a : ia;
    const other = mover === a ? ia : a;
    const { move } = personsMove(game, state, 1)!;
    await make(mover, move);
    await until(() => other.driver.status().pending === move, `${other.seat} lights ${move}`);
    await make(other, move);
    await until(() => [a, ia].every((p) => p.driver.status().seq === 3 && p.driver.status().pending === null), 'both take the new season\'s first move');
    expect(journal(ia)).toEqual(journal(a));
    for (const p of [a, ia]) expect(p.driver.status()).toMatchObject({ stopped: null, refusals: noRefusals(), drops: noDrops() });
  }, 60_000);

  it('cerke_online: a stepping move short of its cast asks its mover which square toward it, a choice step taken by the other host too', async () => {
    // Seed 5: A moves first; the seeded secrets of both seats give 2 heads for the first cast
    // (step 2), short of LY: the mover chooses LU, LO, or to give up.
    const a = player('A', MATCH_DIRECTION, undefined, { ruleset: 'cerke_online' });
    const ia = player('IA', MATCH_DIRECTION, undefined, { ruleset: 'cerke_online' });
    const both = [a, ia];
    await until(() => both.every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
    const move = 'LE片LI心LY';
    await make(a, move);
    await until(() => ia.driver.status().pending === move, 'IA lights the stepping move');
    await make(ia, move);
    await until(() => both.every((p) => p.driver.status().seq === 2), 'both take the move and its cast');
    for (const p of both) expect(rulesOf(p).game.pending(rulesOf(p).state)).toMatchObject({ kind: 'choice', options: ['LU', 'LO', 'give-up'] });
    expect(ia.t.host.choose(ia.game, 'LO')).toMatchObject({ ok: false, error: expect.stringContaining('its choice is made there') });
    await until(() => a.t.host.game(a.game)!.actions.some((x) => x.kind === 'choice'), 'A is offered the choice');
    expect(a.t.host.choose(a.game, 'LU').ok).toBe(true);
    await until(() => both.every((p) => p.driver.status().seq === 3), 'both take LU as step 3');
    expect(rulesOf(ia).state).toEqual(rulesOf(a).state);
    expect(journal(ia)).toEqual(journal(a));
    expect(journal(a)).toEqual([{ type: 'move', move }, { type: 'cast', heads: 2 }, { type: 'choice', value: 'LU' }]);
    // The piece goes where it was chosen; the boards are put right and IA plays on.
    for (const p of both) await tidy(p);
    const { game, state } = rulesOf(ia);
    const { move: next } = personsMove(game, state, 1)!;
    await make(ia, next);
    await until(() => a.driver.status().pending === next, `A lights ${next}`);
    for (const p of both) expect(p.driver.status()).toMatchObject({ stopped: null, refusals: noRefusals(), drops: noDrops() });
  }, 60_000);

  it('終季 in the last season ends the game on both hosts, with the same scores and journals', async () => {
    const [a, ia] = await handFormed(MATCH_END, 1);
    expect(a.t.host.choose(a.game, 'taxot').ok).toBe(true);
    await until(() => [a, ia].every((p) => p.driver.status().seq === 2), 'both take 終季 as step 2');
    for (const p of [a, ia]) expect(rulesOf(p).game.isOver(rulesOf(p).state)).toBe(true);
    expect(rulesOf(ia).state).toEqual(rulesOf(a).state);

    expect(a.t.host.game(a.game)!.scores).toEqual(ia.t.host.game(ia.game)!.scores);
    expect(journal(ia)).toEqual(journal(a));
    expect(journal(a)).toEqual([{ type: 'move', move: 'LU片NU' }, { type: 'choice', value: 'taxot' }]);
    for (const p of [a, ia]) expect(p.driver.status()).toMatchObject({ stopped: null, refusals: noRefusals(), drops: noDrops() });
  }, 60_000);
  /** Seed 5 after six moves (one water cast of 3 heads): A's 虎 at TE may step over NI onto ZO, water. */
  const WATER = {"ruleset":"y1huap1","toMove":"A","board":{"KA":{"side":"A","color":"black","kind":"kua2"},"LA":{"side":"A","color":"black","kind":"maun1"},"NA":{"side":"A","color":"black","kind":"kaun1"},"TA":{"side":"A","color":"black","kind":"uai1"},"ZA":{"side":"A","color":"red","kind":"io"},"XA":{"side":"A","color":"red","kind":"uai1"},"CA":{"side":"A","color":"red","kind":"kaun1"},"MA":{"side":"A","color":"red","kind":"maun1"},"PA":{"side":"A","color":"red","kind":"kua2"},"KE":{"side":"A","color":"red","kind":"tuk2"},"LE":{"side":"A","color":"red","kind":"gua2"},"TE":{"side":"A","color":"red","kind":"dau2"},"XE":{"side":"A","color":"black","kind":"dau2"},"ME":{"side":"A","color":"black","kind":"gua2"},"PE":{"side":"A","color":"black","kind":"tuk2"},"KI":{"side":"A","color":"black","kind":"kauk2"},"LI":{"side":"A","color":"red","kind":"kauk2"},"NI":{"side":"A","color":"black","kind":"kauk2"},"TI":{"side":"A","color":"red","kind":"kauk2"},"ZI":{"side":"A","color":"red","kind":"nuak1"},"XI":{"side":"A","color":"red","kind":"kauk2"},"CI":{"side":"IA","color":"black","kind":"kauk2"},"MI":{"side":"A","color":"red","kind":"kauk2"},"PI":{"side":"A","color":"black","kind":"kauk2"},"XU":{"kind":"tam2"},"KY":{"side":"IA","color":"black","kind":"kauk2"},"LAI":{"side":"IA","color":"red","kind":"kauk2"},"NAI":{"side":"IA","color":"black","kind":"kauk2"},"TAI":{"side":"IA","color":"red","kind":"kauk2"},"ZAI":{"side":"IA","color":"black","kind":"nuak1"},"XAI":{"side":"IA","color":"red","kind":"kauk2"},"MAI":{"side":"IA","color":"red","kind":"kauk2"},"PAI":{"side":"IA","color":"black","kind":"kauk2"},"KAU":{"side":"IA","color":"black","kind":"tuk2"},"LAU":{"side":"IA","color":"black","kind":"gua2"},"TAU":{"side":"IA","color":"black","kind":"dau2"},"XAU":{"side":"IA","color":"red","kind":"dau2"},"MAU":{"side":"IA","color":"red","kind":"gua2"},"PAU":{"side":"IA","color":"red","kind":"tuk2"},"KIA":{"side":"IA","color":"red","kind":"kua2"},"LIA":{"side":"IA","color":"red","kind":"maun1"},"NIA":{"side":"IA","color":"red","kind":"kaun1"},"TIA":{"side":"IA","color":"red","kind":"uai1"},"ZIA":{"side":"IA","color":"black","kind":"io"},"XIA":{"side":"IA","color":"black","kind":"uai1"},"CIA":{"side":"IA","color":"black","kind":"kaun1"},"MIA":{"side":"IA","color":"black","kind":"maun1"},"PIA":{"side":"IA","color":"black","kind":"kua2"}},"hands":{"A":[],"IA":[{"color":"black","kind":"kauk2"}]},"tamMovedBy":null};

  it('a stepping move onto water: two casts decide it, each a step both hosts make; the move goes across once, both journals equal', async () => {
    const a = player('A', MATCH_WATER, WATER);
    const ia = player('IA', MATCH_WATER, WATER);
    const both = [a, ia];
    await until(() => both.every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
    const move = 'TE片NI心ZO';
    await make(a, move);
    await until(() => ia.driver.status().pending === move, `IA lights ${move}`);
    await make(ia, move);
    // The stepping cast (3 heads: it steps), then the water cast: one step each, on both hosts.
    await until(() => both.every((p) => p.driver.status().seq === 3 && p.driver.status().pending === null), 'both take the move and its two casts');
    expect(journal(a)).toEqual([{ type: 'move', move }, { type: 'cast', heads: 3 }, { type: 'cast', heads: 3 }]);
    expect(journal(ia)).toEqual(journal(a));
    expect(rulesOf(ia).state).toEqual(rulesOf(a).state);
    expect(a.t.host.game(a.game)!.log.map((e) => e.move)).toEqual([move]);
    for (const p of both) expect(p.driver.status()).toMatchObject({ stopped: null, paused: null, refusals: noRefusals(), drops: noDrops() });
  }, 60_000);
});
