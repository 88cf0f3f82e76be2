// The Cetkaik computer opponent taking a seat of a remote match, through a real mosquitto: host A
// plays its seat on no board with the bot seated on side A (`"bot": {"side": "A"}`), against host
// IA, a board and a scripted person (fleet/testing/cetkaik-person.ts). The bot's moves are played
// at once on A's host (nobody could make them there) and lit on IA's board until its person makes
// them; its choices (再行/終季) are its own; the person's moves are taken at once on A. Casts are by
// commit–reveal between both hosts, as in any remote game. Both journals are equal. A host whose
// bot would play the peer's side is refused.
import { describe, expect, it } from 'vitest';
import { footprintOf, seededRng } from '../../rules/index.ts';
import { noDrops } from '../drops.ts';
import { noRefusals } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, journal, newGame, seeded, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost } from '../testing/table-host.ts';
import { make, names, rulesOf, tidy } from '../testing/cetkaik-board.ts';
import { personsChoice, personsMove } from '../testing/cetkaik-person.ts';
import { startRemoteMatch } from './remote-match.ts';

const MATCH = 'm-bot';
const USERS = {
  A: { username: 'seat-a', password: 'secret-of-a' },
  IA: { username: 'seat-ia', password: 'secret-of-ia' },
} as const;
type Seat = keyof typeof USERS;
/** The bot on A: `random` decides at once (the search levels think for a while). */
const BOT = { side: 'A', level: 'easy' };
/** This many moves are played (the bot's and the person's), with the casts and choices that come, unless the game ends first. */
const MOVES = 24;
/** At least this many whatever comes. */
const LEAST = 12;
const MAX_STEPS = 200;
const rig = useRemoteRig({ users: USERS, matches: [MATCH] });

type Player = RemotePlayer<Seat>;





/** Whether `move` waits on a cast deciding it (stepping, water) in `p`'s game now. */
function castAfter(p: Player, move: string): boolean {
  const { game, state } = rulesOf(p);
  const parsed = game.parseMove(move, state);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const played = game.play(state, parsed.value, seededRng(0));
  return played.ok && game.pending(played.value.state)?.kind === 'cast';
}

const position = (p: Player): unknown => rulesOf(p).game.formatPosition(rulesOf(p).state);

describe('the Cetkaik bot in a seat of a remote match', () => {
  it('is refused on the peer\'s side: a host cannot seat a bot on the side another host plays', () => {
    const t = tableHost();
    const game = newGame(t, BOARD, { game: 'cetkaik', seed: 5, options: { sticks: 'physical', bot: BOT } });
    const driver = startRemoteMatch({
      host: t.host, gameId: game, match: MATCH, seat: 'IA', peer: 'A', first: 'IA', sides: { A: 'A', IA: 'IA' },
      broker: { url: rig.broker.url, ...USERS.IA }, clock: t.clock, log: () => {},
    });
    expect(driver).toMatchObject({ ok: false, error: expect.stringContaining('computer opponent') });
    // Nothing was left driven: the game is the host's own again.
    expect(t.host.game(game)!.remote).toBeNull();
    t.host.close();
  });

  it(`plays seat A on no board against a board and a person: ${LEAST} moves or more, its moves lit on IA's board before they are made there, its choices its own, casts by both hosts; both journals equal`, async () => {
    const ta = tableHost();
    const a = rig.join('A', ta, newGame(ta, [], { game: 'cetkaik', seed: 5, options: { sticks: 'physical', bot: BOT } }), { match: MATCH, first: 'IA', sides: { A: 'A', IA: 'IA' }, clock: ta.clock, secret: seeded('A') });
    const ti = tableHost();
    const ia = rig.join('IA', ti, newGame(ti, BOARD, { game: 'cetkaik', seed: 5, options: { sticks: 'physical' } }), { match: MATCH, first: 'IA', sides: { A: 'A', IA: 'IA' }, clock: ti.clock, secret: seeded('IA') });
    const both = [a, ia];
    const trace = () => [
      ...both.flatMap((p) => p.log.map((l) => `${p.seat}: ${l}`)),
      ...both.map((p) => { const { seq, pending, acked, paused, stopped } = p.driver.status(); const { game, state } = rulesOf(p); return `${p.seat} at step ${seq} (pending ${pending}, acked ${acked}, paused ${paused}, stopped ${stopped}), awaiting ${JSON.stringify(game.pending(state))}, to move ${game.toMove!(state)}, log ${p.t.host.game(p.game)!.log.map((e) => e.move).join(' ')}`; }),
    ].join('\n');
    await until(() => both.every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
    expect(a.t.host.game(a.game)!.remote).toMatchObject({ boardless: true });
    const made = { A: 0, IA: 0 };
    let casts = 0;
    let returns = 0;
    let personsChoices = 0;
    let declared = 0;
    let season = 0;
    for (let step = 0; step < MAX_STEPS; step++) {
      const { game, state } = rulesOf(ia);
      if (game.isOver(state)) break;
      const now = (state as { season: number }).season;
      if (now !== season) { season = now; declared = 0; }
      const seq = ia.driver.status().seq;
      const pending = game.pending(state);
      const side = game.toMove!(state) as Seat;
      // Ended on the person's move to make: nothing of the bot's is under way on either host.
      if (made.A + made.IA >= MOVES && side === 'IA' && pending === null) break;
      if (pending?.kind === 'cast') {
        // A second cast deciding the same move (a stepping move onto water): both hosts make it.
        await until(() => both.every((p) => p.driver.status().seq >= seq + 1), `both make the cast of step ${seq + 1}:\n${trace()}`);
        casts++;
        continue;
      }
      if (pending?.kind === 'choice') {
        // The bot's is its own (taken here as it comes); the person's is made on IA's host.
        if (side === 'IA') expect(ia.t.host.choose(ia.game, personsChoice(pending.options, declared++)).ok).toBe(true);
        await until(() => both.every((p) => p.driver.status().seq >= seq + 1), `both take ${side}'s choice (step ${seq + 1}):\n${trace()}`);
        if (side === 'IA') personsChoices++;
      } else if (side === 'A') {
        // The bot's move: played at once on A (no board), lit on IA's board until its person makes it.
        await until(() => ia.driver.status().pending !== null, `IA lights the bot's move (step ${seq + 1}):\n${trace()}`);
        const move = ia.driver.status().pending!;
        expect(a.driver.status().seq).toBeGreaterThanOrEqual(seq + 1);
        expect(rulesOf(ia).state).toBe(state);
        const { game: g } = rulesOf(ia);
        const fp = footprintOf(g, state, (g.parseMove(move, state) as { ok: true; value: unknown }).value);
        const cells = [...names(fp.touch), ...names(fp.lift), ...names(fp.fill)];
        const cast = castAfter(ia, move);
        if (cells.length > 0) {
          const lit = ia.t.host.board(BOARD)!.lights;
          for (const cell of cells) expect(lit[cell], `${cell} of ${move} lit on IA's board`).toBeDefined();
          await make(ia, move);
        } else {
          // A step-and-return no board can show: the dashboard offers it to confirm, and the person does.
          expect(ia.t.host.game(ia.game)!.actions).toEqual([expect.objectContaining({ kind: 'move', move, confirm: true })]);
          expect(ia.t.host.play(ia.game, move).ok).toBe(true);
          returns++;
        }
        const steps = seq + (cast ? 2 : 1);
        await until(() => both.every((p) => p.driver.status().seq >= steps && p.driver.status().pending === null), `both take the bot's ${move}${cast ? ' and its cast' : ''} (step ${steps}):\n${trace()}`);
        if (cast) casts++;
        made.A++;
        // Both engines agree (the bot's option aside, which no position holds).
        await until(() => JSON.stringify(position(a)) === JSON.stringify(position(ia)), `both reach one position after ${move}:\n${trace()}`);
      } else {
        // The person's move on IA's board: taken at once on A.
        const picked = personsMove(game, state, made.IA);
        if (picked === null) throw new Error(`no move fits at IA's move ${made.IA}`);
        await make(ia, picked.move);
        const steps = seq + (picked.cast ? 2 : 1);
        await until(() => both.every((p) => p.driver.status().seq >= steps), `both take IA's ${picked.move}${picked.cast ? ' and its cast' : ''} (step ${steps}):\n${trace()}`);
        if (picked.cast) casts++;
        made.IA++;
      }
      await tidy(ia);
    }
    expect(made.A + made.IA).toBeGreaterThanOrEqual(LEAST);
    expect(position(a)).toEqual(position(ia));
    expect(made.A).toBeGreaterThanOrEqual(LEAST / 2 - 1);
    const steps = journal(a);
    expect(steps.filter((s) => s.type === 'move')).toHaveLength(made.A + made.IA);
    expect(steps.filter((s) => s.type === 'cast')).toHaveLength(casts);
    // The bot's choices (a hand it formed) are its own, said on A's host; the person's made on IA's.
    const botChoices = a.t.events.flatMap((e) => (e.type === 'bot' && e.choice !== undefined ? [e.choice] : []));
    console.log(`remote bot: ${made.A} bot moves (${returns} confirmed on the dashboard), ${made.IA} person's moves, ${casts} casts, ${personsChoices} person's choices, the bot's ${JSON.stringify(botChoices)}, over: ${rulesOf(ia).game.isOver(rulesOf(ia).state)}`);
    expect(steps.filter((s) => s.type === 'choice')).toHaveLength(personsChoices + botChoices.length);
    expect(steps.some((s) => s.type === 'cast' && s.virtual === true)).toBe(false);
    expect(journal(ia)).toEqual(steps);
    // The bot said each of its decisions on A's host.
    expect(a.t.events.filter((e) => e.type === 'bot' && 'move' in e)).toHaveLength(made.A);
    for (const p of both) {
      expect(p.driver.status(), trace()).toMatchObject({ stopped: null, paused: null, refusals: noRefusals(), drops: noDrops() });
    }
    expect(a.log.concat(ia.log).join('\n')).not.toMatch(/refused|dropped|stopped/);
    expect(a.t.events.concat(ia.t.events).filter((e) => e.type === 'rejected')).toEqual([]);
  }, 120_000);
});
