// The Cetkaik computer in a seat of a remote match, every piece a real process: `tabletop start
// --game cetkaik --options '{"sticks":"physical","bot":{"side":"A","level":"random"}}' --sim 0
// --remote … --seat A --peer IA` (the bot's seat, on no board) against `--seat IA --peer A` on a
// simulated board, where a scripted person (fleet/testing/cetkaik-person.ts) types `lift`/`place`
// (or `move` for a move no board can show). The bot's moves are played at once on A's host and lit
// on IA's board until the person makes them; the person's are taken at once on A. The person
// follows a replica of the game stepped from IA's journal. A few moves; both journals equal. A host
// whose bot would play the peer's side is refused at start (exit 2).
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { footprintOf, cetkaikGame, cetkaikSquareName, seededRng, type AnyGame, type CetkaikState } from '../../rules/index.ts';
import { personsChoice, personsMove } from '../../fleet/testing/cetkaik-person.ts';
import type { Broker } from '../../fleet/testing/mosquitto.ts';
import { startCli, useCliCleanup } from '../testing/cli-process.ts';
import { GAME, eventsOf, getJson, journalOf, lift, litAll, makeMove, matchBroker, occupancyOf, place, startRemoteHost, stepsOf, until, userOf, type RemoteHost } from '../testing/remote-hosts.ts';

const TOKEN = 'remote-bot-e2e-operator-token';
const MATCH = 'm-bot';
const SEATS = ['A', 'IA'] as const;
type Side = (typeof SEATS)[number];
const SEED = 5;
const BOT = { side: 'A', level: 'random' };
/** Moves played (the bot's and the person's), then the test stops on the person's turn. */
const MOVES = 6;
const STEP_MS = 10_000;

type Host = RemoteHost<Side>;
interface GameDetail {
  actions: { kind: string }[];
  remote: { waiting: { seq: number; move: string; for: string } | null; stopped: unknown; boardless?: true } | null;
}

const cleanup = useCliCleanup();

const names = (cells: Iterable<number>): string[] => [...cells].map(cetkaikSquareName);


describe('the Cetkaik computer in a seat of a remote match, every piece a real process', () => {
  it('refuses at start a bot on the peer\'s side (exit 2), before any game is made', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'remote-bot-refused-'));
    const p = startCli('start', [
      '--sim', '0', '--game', 'cetkaik', '--options', JSON.stringify({ sticks: 'physical', bot: { side: 'IA', level: 'random' } }), '--seed', String(SEED), '--new',
      '--data', dataDir, '--listen', '127.0.0.1:0', '--token', TOKEN, '--mqtt', 'mqtt://127.0.0.1:1', '--mqtt-user', userOf('A').username,
      '--remote', MATCH, '--seat', 'A', '--peer', 'IA',
    ], { env: { ...process.env, TABLETOP_MQTT_PASSWORD: userOf('A').password } });
    expect(await p.exit()).toEqual({ code: 2, signal: null });
    expect(p.out.stderr).toMatch(/tabletop: --remote: the computer opponent of --options plays side IA, the other host's seat \(--peer IA\)/);
    expect(readdirSync(dataDir).includes('games') ? readdirSync(join(dataDir, 'games')).filter((f) => f.endsWith('.jsonl')) : []).toEqual([]);
  }, 30_000);

  it(`plays seat A on no board against a board: ${MOVES} moves, the bot's lit on IA's board before they are made there; both journals equal`, async () => {
    const began = Date.now();
    const broker: Broker = cleanup.stopped(await matchBroker(MATCH, SEATS));
    // The replica of IA's game: set up from the seed, stepped from IA's journal.
    const game = cetkaikGame as AnyGame;
    const options = cetkaikGame.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    let state = cetkaikGame.setup(options.value, seededRng(SEED)) as CetkaikState;
    const rng = seededRng(SEED);
    const [a, ia] = await Promise.all([
      startRemoteHost(broker, 'A', { token: TOKEN, match: MATCH, peer: 'IA', first: state.toMove, board: false, game: { id: 'cetkaik', options: { sticks: 'physical', bot: BOT }, seed: SEED } }),
      startRemoteHost(broker, 'IA', { token: TOKEN, match: MATCH, peer: 'A', first: state.toMove, game: { id: 'cetkaik', options: { sticks: 'physical' }, seed: SEED } }),
    ]);
    const both = [a, ia];
    await until('both see each other online', () => both.every((h) => new RegExp(`seat ${h.seat === 'A' ? 'IA' : 'A'} of match ${MATCH} is online`).test(h.p.out.stderr)));
    const trace = (): string => both.map((h) => `${h.seat} stderr:\n${h.p.out.stderr.slice(-3000)}\n${h.seat} journal: ${JSON.stringify(journalOf(h))}\n${h.seat} events: ${eventsOf(h).filter((e) => e.type !== 'lights').slice(-12).map((e) => JSON.stringify(e)).join('\n')}`).join('\n');
    const detailOf = (): Promise<GameDetail> => getJson<GameDetail>(`${ia.base}api/games/${GAME}`);

    let taken = 0;
    const sync = (): void => {
      const steps = journalOf(ia);
      for (; taken < steps.length; taken++) {
        const s = steps[taken];
        if (s.type === 'move') {
          const parsed = game.parseMove(s.move, state);
          if (!parsed.ok) throw new Error(`the replica cannot read ${s.move}: ${parsed.error.message}`);
          const played = game.play(state, parsed.value, rng);
          if (!played.ok) throw new Error(`the replica refuses ${s.move}: ${played.error.message}`);
          state = played.value.state as CetkaikState;
        } else {
          const resolved = game.resolve(state, s.type === 'cast' ? { cast: s.heads } : { choice: s.value }, rng);
          if (!resolved.ok) throw new Error(`the replica refuses ${JSON.stringify(s)}: ${resolved.error.message}`);
          state = resolved.value.state as CetkaikState;
        }
      }
    };
    const tidy = async (): Promise<void> => {
      const want = new Set(names(game.occupancy(state) as Iterable<number>));
      const have = await occupancyOf(ia);
      const off = [...have].filter((c) => !want.has(c));
      const on = [...want].filter((c) => !have.has(c));
      if (off.length > 0) await lift(ia, off);
      if (on.length > 0) await place(ia, on);
    };

    let moves = 0;
    let botMoves = 0;
    for (let i = 0; i < 100; i++) {
      sync();
      if (game.isOver(state)) break;
      const seq = taken;
      const side = game.toMove!(state) as Side;
      const pending = game.pending(state);
      if (moves >= MOVES && side === 'IA' && pending === null) break;
      if (pending?.kind === 'cast') {
        await until(`the cast of step ${seq + 1} lands on IA\n${trace()}`, () => stepsOf(ia) > seq, STEP_MS);
        continue;
      }
      if (pending?.kind === 'choice') {
        if (side === 'IA') {
          await until('IA\'s dashboard offers its choice', async () => (await detailOf()).actions.some((x) => x.kind === 'choice'), 5_000);
          ia.p.type(`choose ${personsChoice(pending.options, 0)}`);
        }
        await until(`both take ${side}'s choice (step ${seq + 1})\n${trace()}`, () => both.every((h) => stepsOf(h) >= seq + 1), STEP_MS);
        continue;
      }
      let cast: boolean;
      if (side === 'A') {
        // The bot's move: played at once on A, lit on IA's board until the person makes it.
        const from = 0;
        let move = '';
        await until(`IA lights the bot's move of step ${seq + 1}\n${trace()}`, async () => {
          const waiting = (await detailOf()).remote?.waiting;
          if (waiting?.for !== 'us-to-make' || waiting.seq !== seq + 1) return false;
          move = waiting.move;
          return true;
        }, STEP_MS);
        expect(stepsOf(ia)).toBe(seq);
        const parsed = game.parseMove(move, state);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const fp = footprintOf(game, state, parsed.value);
        const played = game.play(state, parsed.value, seededRng(0));
        cast = played.ok && game.pending(played.value.state)?.kind === 'cast';
        const cells = [...names(fp.touch), ...names(fp.lift), ...names(fp.fill)];
        if (cells.length === 0) {
          // A step-and-return no board shows: entered at the terminal, the one move taken.
          ia.p.type(`move ${move}`);
        } else {
          await until(`IA's board lights ${move} (${cells.join(' ')})`, () => litAll(ia, cells, from) >= 0, 5_000);
          await makeMove(ia, { lift: [names(fp.touch), names(fp.lift)].filter((c) => c.length > 0), place: [...names(fp.fill), ...names(fp.touch)] });
        }
        botMoves++;
      } else {
        const picked = personsMove(game, state, moves);
        if (picked === null) throw new Error(`no move fits at move ${moves}`);
        cast = picked.cast;
        await makeMove(ia, picked);
      }
      const steps = seq + (cast ? 2 : 1);
      await until(`both take step ${steps}\n${trace()}`, () => both.every((h) => stepsOf(h) >= steps), STEP_MS);
      moves++;
      sync();
      await tidy();
    }
    expect(moves).toBeGreaterThanOrEqual(MOVES);
    expect(botMoves).toBeGreaterThanOrEqual(MOVES / 2 - 1);
    await until('both journals agree', () => JSON.stringify(journalOf(a)) === JSON.stringify(journalOf(ia)), 5_000);
    expect(journalOf(a).filter((s) => s.type === 'move')).toHaveLength(moves);
    // The bot said its moves on A's host; A played on no board.
    expect(eventsOf(a).filter((e) => e.type === 'bot' && typeof e.move === 'string')).toHaveLength(botMoves);
    expect((await getJson<GameDetail>(`${ia.base}api/games/${GAME}`)).remote?.stopped ?? null).toBeNull();
    for (const h of both) expect(h.p.out.stderr).not.toMatch(/refused|dropped|stopped/);
    console.log(`remote bot e2e: ${moves} moves (${botMoves} the bot's), ${journalOf(a).length} steps; ${((Date.now() - began) / 1000).toFixed(1)} s`);
  }, 120_000);
});
