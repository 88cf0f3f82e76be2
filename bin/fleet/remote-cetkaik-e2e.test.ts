// A whole game of Cetkaik between two boards, every piece a real process: two `tabletop start
// --game cetkaik --remote` hosts (seats A and IA, the game's sides; sticks physical, so each cast
// is made by both hosts, commit–reveal, random each run), each a simulated board and a journal,
// and one mosquitto where each seat is its own user. A scripted person at each terminal
// (fleet/testing/cetkaik-person.ts) types `lift`/`place`/`choose`: the mover's makes a move on its
// board; the other's waits until its board lights the move, then makes it there; a hand formed
// asks the side that formed it for 再行 or 終季, chosen on its own terminal (the other host takes
// none). The persons decide from a replica of the game kept here, stepped as the hosts step it
// (their rng seeded alike, the casts read from their events), and put the pieces right after a
// failed cast move or a new season. The process-level twin of fleet/remote/remote-cetkaik.test.ts;
// the helpers are bin/testing/remote-hosts.ts. A run plays some 60 moves, 20 casts and 8 choices
// over four seasons in about 35 s (a game ended early on the scores is shorter).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cetkaikGame, cetkaikSquareName, seededRng, type AnyGame, type CetkaikState } from '../../rules/index.ts';
import { personsChoice, personsMove } from '../../fleet/testing/cetkaik-person.ts';
import type { Broker } from '../../fleet/testing/mosquitto.ts';
import { killAll } from '../testing/cli-process.ts';
import { GAME, eventsOf, matchBroker, startRemoteHost, until, type RemoteHost } from '../testing/remote-hosts.ts';

const TOKEN = 'remote-cetkaik-e2e-operator-token';
const MATCH = 'm-cetkaik';
const SEATS = ['A', 'IA'] as const;
type Side = (typeof SEATS)[number];
const SEED = 5;
const OPTIONS = { sticks: 'physical' };
/** A bound on the steps of one game (the scripted persons end one in about a hundred). */
const MAX_STEPS = 600;
/** A step taken by both hosts (a move made on both boards, its cast by both), at most this long. */
const STEP_MS = 10_000;

type Host = RemoteHost<Side>;
type JournalStep = { type: 'move'; move: string } | { type: 'cast'; heads: number } | { type: 'choice'; value: string };
interface GameDetail {
  log: { move: string; failed?: boolean }[];
  toMove: string | null;
  over: boolean;
  scores: Record<string, number> | null;
  result: { winner: string | null; reason: string } | null;
  remote: { choosing?: { seq: number; by: 'seat' | 'peer' }; stopped: unknown } | null;
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  killAll();
  for (const c of cleanup.splice(0).reverse()) await c().catch(() => {});
});

const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const detailOf = (h: Host): Promise<GameDetail> => getJson<GameDetail>(`${h.base}api/games/${GAME}`);
const occupancyOf = async (h: Host): Promise<Set<string>> => new Set((await getJson<{ occupancy: string[] }>(`${h.base}api/boards/sim-1`)).occupancy);

/** The moves, casts and choices of the host's journal file, in order. */
function journalOf(h: Host): JournalStep[] {
  const dir = join(h.dataDir, 'games');
  const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
  if (files.length !== 1) throw new Error(`${h.seat}: ${files.length} journals in ${dir}`);
  const text = readFileSync(join(dir, files[0]), 'utf8');
  // A line being written (no newline yet) is left for the next look.
  return text.split('\n').slice(0, -1).map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((r) => r.type === 'move' || r.type === 'cast' || r.type === 'choice')
    .map((r): JournalStep => (r.type === 'move' ? { type: 'move', move: r.move as string }
      : r.type === 'choice' ? { type: 'choice', value: r.value as string } : { type: 'cast', heads: r.heads as number }));
}
const stepsOf = (h: Host): number => journalOf(h).length;

/** What a host said on the terminal (with --json, stdout's lines that are no event: `? why`). */
const saidOf = (h: Host): string[] => h.p.out.stdout.split('\n').filter((l) => l.startsWith('? '));

/** The person lifts these pieces, and looks until the board shows them gone. */
async function lift(h: Host, cells: string[]): Promise<void> {
  h.p.type(`lift ${cells.join(' ')}`);
  await until(`${h.seat}'s board shows ${cells.join(' ')} lifted`, async () => { const o = await occupancyOf(h); return cells.every((c) => !o.has(c)); }, 5_000);
}

/** The person puts pieces on these cells, and looks until the board shows them. */
async function place(h: Host, cells: string[]): Promise<void> {
  h.p.type(`place ${cells.join(' ')}`);
  await until(`${h.seat}'s board shows ${cells.join(' ')} placed`, async () => { const o = await occupancyOf(h); return cells.every((c) => o.has(c)); }, 5_000);
}

/** The person makes the move with the pieces: lifts each group one after another (the captured piece first), then places. */
async function makeMove(h: Host, move: { lift: string[][]; place: string[] }): Promise<void> {
  for (const cells of move.lift) await lift(h, cells);
  await place(h, move.place);
}

/** The index of the first lights event from `from` on lighting every one of `cells`, or -1. */
function litAll(h: Host, cells: string[], from: number): number {
  return eventsOf(h).findIndex((e, i) => i >= from && e.type === 'lights' && cells.every((c) => (e.cells as Record<string, string>)[c] !== undefined));
}

describe('Cetkaik between two hosts, every piece a real process', () => {
  it('plays a whole game (four seasons, unless a score reaches 0 first: the casts are random each run): stepping and water moves decided by casts both hosts make, 再行 and 終季 chosen on the terminal of the side that formed the hand and refused on the other; every move lit on the other board before it is made there; both journals equal', async () => {
    const began = Date.now();
    const broker: Broker = await matchBroker(MATCH, SEATS);
    cleanup.push(() => broker.stop());
    // The replica: the host's game starts as `setup(options, seededRng(seed))`, and its session
    // draws what comes later (終季's next first mover) from a fresh seededRng(seed).
    const game = cetkaikGame as AnyGame;
    const options = cetkaikGame.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    let state = cetkaikGame.setup(options.value, seededRng(SEED)) as CetkaikState;
    const rng = seededRng(SEED);
    // Both hosts say who moves first: the side the seed sets up to move.
    const start = (seat: Side): Promise<Host> => startRemoteHost(broker, seat, {
      token: TOKEN, match: MATCH, peer: seat === 'A' ? 'IA' : 'A', first: state.toMove, game: { id: 'cetkaik', options: OPTIONS, seed: SEED },
    });
    const [a, ia] = await Promise.all([start('A'), start('IA')]);
    const hosts: Record<Side, Host> = { A: a, IA: ia };
    const both = [a, ia];
    await until('both see each other online', () => both.every((h) => new RegExp(`seat ${h.seat === 'A' ? 'IA' : 'A'} of match ${MATCH} is online`).test(h.p.out.stderr)));

    const trace = (): string => both.map((h) => `${h.seat} stderr:\n${h.p.out.stderr.slice(-3000)}`).join('\n');

    /** The pieces put where the replica says they stand, on both boards; nothing is taken for a move. */
    const tidy = async (): Promise<void> => {
      const want = new Set([...(game.occupancy(state) as Iterable<number>)].map(cetkaikSquareName));
      for (const h of both) {
        const steps = stepsOf(h);
        const have = await occupancyOf(h);
        const off = [...have].filter((c) => !want.has(c));
        const on = [...want].filter((c) => !have.has(c));
        if (off.length > 0) await lift(h, off);
        if (on.length > 0) await place(h, on);
        expect(stepsOf(h), `${h.seat}: putting the pieces right is no step`).toBe(steps);
      }
    };
    /** The hosts agree with the replica and with each other. */
    const crossCheck = async (): Promise<void> => {
      const [da, dia] = await Promise.all([detailOf(a), detailOf(ia)]);
      for (const d of [da, dia]) {
        expect(d.over).toBe(state.over);
        expect(d.toMove).toBe(game.toMove!(state));
        if (d.scores !== null) expect(d.scores).toEqual(state.scores);
        expect(d.remote?.stopped ?? null).toBeNull();
      }
      expect(da.log).toEqual(dia.log);
      expect(journalOf(ia)).toEqual(journalOf(a));
    };

    await tidy();
    await crossCheck();
    const choices: string[] = [];
    const casts: { by: Side; heads: number; failed: boolean }[] = [];
    /** For every move: where it was lit on the other board, and where the other board made it (event indexes). */
    const lit: { move: string; lit: number; made: number }[] = [];
    let moves = 0;
    let declared = 0;
    let season = state.season;
    const seasons = new Set([season]);
    for (let step = 0; step < MAX_STEPS && !game.isOver(state); step++) {
      if (state.season !== season) { season = state.season; seasons.add(season); declared = 0; }
      const seq = stepsOf(a);
      expect(stepsOf(ia)).toBe(seq);
      const side = game.toMove!(state) as Side;
      const mover = hosts[side];
      const other = hosts[side === 'A' ? 'IA' : 'A'];
      const pending = game.pending(state);
      if (pending?.kind === 'choice') {
        // The side that formed the hand chooses on its own terminal; the other's cannot.
        const choice = personsChoice(pending.options, declared++);
        expect((await detailOf(mover)).remote?.choosing).toEqual({ seq: seq + 1, by: 'seat' });
        expect((await detailOf(other)).remote?.choosing).toEqual({ seq: seq + 1, by: 'peer' });
        const said = saidOf(other).length;
        other.p.type(`choose ${choice}`);
        await until(`${other.seat}'s terminal refuses ${side}'s choice`, () => saidOf(other).length > said, 5_000);
        expect(saidOf(other).at(-1)).toMatch(/its choice is made there/);
        const posted = await fetch(`${other.base}api/games/${GAME}/choices`, {
          method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ choice }),
        });
        expect(posted.status, `${other.seat}'s dashboard takes ${side}'s choice`).toBe(409);
        expect(stepsOf(other)).toBe(seq);
        expect(stepsOf(mover)).toBe(seq);
        // Its own choice is offered once its move is made on the other board (confirmed there).
        await until(`${side}'s dashboard offers the choice`, async () => (await getJson<{ actions: { kind: string }[] }>(`${mover.base}api/games/${GAME}`)).actions.some((x) => x.kind === 'choice'), 5_000);
        mover.p.type(`choose ${choice}`);
        await until(`both take ${choice} (step ${seq + 1})\n${trace()}`, () => both.every((h) => stepsOf(h) === seq + 1), STEP_MS);
        for (const h of both) expect(journalOf(h).at(-1)).toEqual({ type: 'choice', value: choice });
        const resolved = game.resolve(state, { choice }, rng);
        if (!resolved.ok) throw new Error(`the replica refuses ${choice}: ${resolved.error.message}`);
        state = resolved.value.state as CetkaikState;
        choices.push(choice);
        await tidy();
        await crossCheck();
        continue;
      }
      expect(pending, 'the replica awaits no cast between steps').toBeNull();
      const picked = personsMove(game, state, moves);
      if (picked === null) throw new Error(`no move fits at move ${moves}`);
      const otherFrom = eventsOf(other).length;
      await makeMove(mover, picked);
      await until(`${side} takes ${picked.move} as step ${seq + 1}\n${trace()}`, () => stepsOf(mover) >= seq + 1, STEP_MS);
      expect(journalOf(mover)[seq]).toEqual({ type: 'move', move: picked.move });
      // Lit on the other board (the pieces to lift, where they go) before its person touches it.
      const cells = [...picked.lift.flat(), ...picked.place];
      await until(`${other.seat}'s board lights ${picked.move} (${cells.join(' ')})\n${trace()}`, () => litAll(other, cells, otherFrom) >= 0, STEP_MS);
      expect(stepsOf(other)).toBe(seq);
      await makeMove(other, picked);
      const steps = seq + (picked.cast ? 2 : 1);
      await until(`both take ${picked.move}${picked.cast ? ' and its cast' : ''} (step ${steps})\n${trace()}`, () => both.every((h) => stepsOf(h) === steps), STEP_MS);
      for (const h of both) expect(journalOf(h)[seq]).toEqual({ type: 'move', move: picked.move });
      // The move event comes once its cast has spoken.
      await until(`${other.seat} reports ${picked.move}`, () => eventsOf(other).some((e, i) => i >= otherFrom && e.type === 'move'), 5_000);
      lit.push({ move: picked.move, lit: litAll(other, cells, otherFrom), made: eventsOf(other).findIndex((e, i) => i >= otherFrom && e.type === 'move') });
      const parsed = game.parseMove(picked.move, state);
      if (!parsed.ok) throw new Error(`the replica cannot read ${picked.move}: ${parsed.error.message}`);
      const played = game.play(state, parsed.value, rng);
      if (!played.ok) throw new Error(`the replica refuses ${picked.move}: ${played.error.message}`);
      state = played.value.state as CetkaikState;
      if (picked.cast) {
        // Both hosts cast (commit–reveal): the same heads on both, as their events say.
        await until(`both report the cast of ${picked.move}`, () => both.every((h) => eventsOf(h).filter((e) => e.type === 'cast').length === casts.length + 1), 5_000);
        const [ha, hia] = both.map((h) => eventsOf(h).filter((e) => e.type === 'cast')[casts.length].heads as number);
        expect(hia).toBe(ha);
        for (const h of both) expect(journalOf(h)[seq + 1]).toEqual({ type: 'cast', heads: ha });
        expect(game.pending(state)?.kind).toBe('cast');
        const resolved = game.resolve(state, { cast: ha }, rng);
        if (!resolved.ok) throw new Error(`the replica refuses the cast ${ha}: ${resolved.error.message}`);
        state = resolved.value.state as CetkaikState;
        casts.push({ by: side, heads: ha, failed: resolved.value.failed === true });
      }
      moves++;
      await tidy();
      if (moves % 10 === 0 || game.isOver(state)) await crossCheck();
    }

    // The game is over on both hosts, alike.
    expect(game.isOver(state), `the game ends within ${MAX_STEPS} steps`).toBe(true);
    await crossCheck();
    const [da, dia] = await Promise.all([detailOf(a), detailOf(ia)]);
    for (const d of [da, dia]) expect(d.over).toBe(true);
    expect(dia.scores).toEqual(da.scores);
    expect(da.scores).toEqual(state.scores);
    expect(dia.result).toEqual(da.result);
    expect(da.result?.winner ?? null).toBe(state.winner);
    // Four seasons, unless a score reached 0 before (the casts, random each run, move the scores).
    if (da.result!.reason === 'all seasons played') expect([...seasons].sort()).toEqual([0, 1, 2, 3]);
    else expect(da.result!.reason).toBe('a score reached 0');
    expect(choices).toContain('tymok');
    expect(choices).toContain('taxot');
    // Both journals hold the same moves, casts and choices in the same order.
    const journal = journalOf(a);
    expect(journalOf(ia)).toEqual(journal);
    expect(journal.filter((s) => s.type === 'move')).toHaveLength(moves);
    expect(journal.filter((s) => s.type === 'cast').map((s) => (s as { heads: number }).heads)).toEqual(casts.map((c) => c.heads));
    expect(journal.filter((s) => s.type === 'choice').map((s) => (s as { value: string }).value)).toEqual(choices);
    expect(da.log.filter((e) => e.failed === true)).toHaveLength(casts.filter((c) => c.failed).length);
    // Every move was lit on the other board before it was made there.
    for (const l of lit) expect(l.lit, `${l.move} lit before it was made`).toBeLessThan(l.made);
    for (const h of both) expect(h.p.out.stderr).not.toMatch(/refused|dropped/);
    console.log(`Cetkaik between two hosts: ${moves} moves, ${casts.length} casts (${casts.filter((c) => c.failed).length} failed their move), ${choices.length} choices (${choices.join(' ')}), seasons ${[...seasons].join(',')}; ${da.result!.reason}, winner ${da.result!.winner}, scores ${JSON.stringify(da.scores)}; ${((Date.now() - began) / 1000).toFixed(1)} s`);
  }, 180_000);
});
