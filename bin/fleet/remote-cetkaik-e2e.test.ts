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
// over four seasons in 20 to 60 s (a game ended early on the scores is shorter).
// The second test plays the same game, over two seasons (the kills come in the first; the second
// is the game going on after them, a new season set up again), with IA killed (SIGKILL) twice and started again on its
// data folder without --new: once as the other board takes the first move needing a cast after
// move 10 (the commit–reveal under way; it completes after the restart, from the cast kept beside
// IA's journal or a fresh commitment), once while a choice is awaited; each time the replica goes
// on from what the hosts' journals and events say, and the restarted board is put right as it
// comes back. Some 5 s more for each restart.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cetkaikGame, cetkaikSquareName, seededRng, type AnyGame, type CetkaikState, type Rng } from '../../rules/index.ts';
import { personsChoice, personsMove, type PersonsMove } from '../../fleet/testing/cetkaik-person.ts';
import type { Broker } from '../../fleet/testing/mosquitto.ts';
import { useCliCleanup } from '../testing/cli-process.ts';
import { GAME, eventsOf, getJson, journalFileOf, journalOf, lift, litAll, makeMove, matchBroker, occupancyOf, place, startRemoteHost, stepsOf, until, type RemoteHost } from '../testing/remote-hosts.ts';

const TOKEN = 'remote-cetkaik-e2e-operator-token';
/** Each test its own match, on the file's one broker (a killed host leaves its retained messages). */
const MATCHES = { whole: 'm-cetkaik', killed: 'm-cetkaik-killed' } as const;
const SEATS = ['A', 'IA'] as const;
type Side = (typeof SEATS)[number];
const SEED = 5;
const OPTIONS = { sticks: 'physical' };
/** The options the hosts are started with: OPTIONS, and the seasons when not the four of a whole game. */
type Options = typeof OPTIONS & { seasons?: 1 | 2 };
/** A bound on the steps of one game (the scripted persons end one in about a hundred). */
const MAX_STEPS = 600;
/** A step taken by both hosts (a move made on both boards, its cast by both), at most this long. */
const STEP_MS = 20_000;

type Host = RemoteHost<Side>;
interface LogEntry { move: string; failed?: boolean }
interface GameDetail {
  log: LogEntry[];
  toMove: string | null;
  over: boolean;
  scores: Record<string, number> | null;
  result: { winner: string | null; reason: string } | null;
  actions: { kind: string }[];
  remote: { choosing?: { seq: number; by: 'seat' | 'peer' }; stopped: unknown } | null;
}

useCliCleanup();
/** The file's broker, for both tests (each its own match). */
let broker: Broker | undefined;
beforeAll(async () => { broker = await matchBroker(Object.values(MATCHES), SEATS); }, 30_000);
afterAll(async () => { await broker?.stop(); });

const detailOf = (h: Host): Promise<GameDetail> => getJson<GameDetail>(`${h.base}api/games/${GAME}`);


/** The cast under way as kept beside the host's journal (`<journal>.casts`): its step and the seats whose commitments it holds; null when none (or no file). */
function openCastOf(h: Host): { seq: number; commits: string[] } | null {
  const path = `${journalFileOf(h)}.casts`;
  if (!existsSync(path)) return null;
  const open = (JSON.parse(readFileSync(path, 'utf8')) as { open: { seq: number; commits: Record<string, string> } | null }).open;
  return open === null ? null : { seq: open.seq, commits: Object.keys(open.commits).sort() };
}

/** What a host said on the terminal (with --json, stdout's lines that are no event: `? why`). */
const saidOf = (h: Host): string[] => h.p.out.stdout.split('\n').filter((l) => l.startsWith('? '));

const peerOf = (side: Side): Side => (side === 'A' ? 'IA' : 'A');

// ── One game played between the two hosts, with a replica of it kept here ─────────────────────

/** The IA host killed and started again on its data folder. */
interface Restart {
  /**
   * What was under way: `cast` (a move needing a cast made on both boards, its cast not yet
   * journalled by IA) or `choice`; the side moving or choosing. `after-cast`: the kill was meant
   * mid-cast, but the commit–reveal was quicker than the test's poll (a loaded machine) and IA had
   * journalled the cast already: IA still restarts, and the next move needing a cast tries again.
   */
  during: 'cast' | 'after-cast' | 'choice';
  by: Side;
  /** The steps both journals held before the step under way (the move, the choice). */
  at: number;
  /** IA's journal steps when it was killed, and the cast under way it kept (its step, the commitments it held). */
  killedAt: number;
  open: { seq: number; commits: string[] } | null;
  /** The step it said it resumed at. */
  resumedAt: number;
  /** The pieces put right on its board after it came back and took the step (cells lifted, placed), and on A's at the same time. */
  off: string[];
  on: string[];
  onA: { off: string[]; on: string[] };
  /** The cast under way failed the move it decided. */
  failed: boolean;
  /** From the kill until both hosts had taken the step under way. */
  ms: number;
}

interface Play {
  game: AnyGame;
  /** The replica: the host's game starts as `setup(options, seededRng(seed))`, and its session draws what comes later (終季's next first mover) from a fresh seededRng(seed). */
  state: CetkaikState;
  rng: Rng;
  /** The side the seed sets up to move, which both hosts say moves first. */
  first: Side;
  broker: Broker;
  match: string;
  options: Options;
  hosts: Record<Side, Host>;
  /** Every host process started, the killed ones too. */
  started: Host[];
  /** The moves the replica made (a failed one marked), as the hosts' game logs must show them. */
  log: LogEntry[];
  choices: string[];
  casts: { by: Side; heads: number; failed: boolean }[];
  /** For every move: where it was lit on the other board, and where the other board made it (event indexes). */
  lit: { move: string; lit: number; made: number }[];
  moves: number;
  declared: number;
  season: number;
  seasons: Set<number>;
  restarts: Restart[];
  began: number;
}

const both = (p: Play): Host[] => [p.hosts.A, p.hosts.IA];
const trace = (p: Play): string => both(p).map((h) => `${h.seat} stderr:\n${h.p.out.stderr.slice(-3000)}`).join('\n');

/** `tabletop start --game cetkaik --remote` for the side: a new game, or (`dataDir`) the same command without --new on the folder of one killed. */
const startHost = (p: Pick<Play, 'broker' | 'first' | 'match' | 'options'>, seat: Side, dataDir?: string): Promise<Host> => startRemoteHost(p.broker, seat, {
  token: TOKEN, match: p.match, peer: peerOf(seat), first: p.first, game: { id: 'cetkaik', options: p.options, seed: SEED }, dataDir,
});

/** Each host's last word on its peer's presence says online. */
async function bothOnline(p: Play): Promise<void> {
  for (const h of both(p)) {
    await until(`${h.seat} sees ${peerOf(h.seat)} online`, () => [...h.p.out.stderr.matchAll(new RegExp(`seat ${peerOf(h.seat)} of match ${p.match} is (online|offline)`, 'g'))].at(-1)?.[1] === 'online', STEP_MS);
  }
}

/** The broker, the two hosts on a new game, the replica; the pieces set up as the replica says. */
async function begin(match: string, options: Options = OPTIONS): Promise<Play> {
  const began = Date.now();
  if (broker === undefined) throw new Error('the file\'s broker is not up');
  const game = cetkaikGame as AnyGame;
  // The replica's rules: the game's options (the sticks are the host's).
  const rules = cetkaikGame.parseOptions(options.seasons === undefined ? {} : { seasons: options.seasons });
  if (!rules.ok) throw new Error(rules.error.message);
  const state = cetkaikGame.setup(rules.value, seededRng(SEED)) as CetkaikState;
  const first = state.toMove as Side;
  const on = { broker, first, match, options };
  const [a, ia] = await Promise.all([startHost(on, 'A'), startHost(on, 'IA')]);
  const p: Play = {
    game, state, rng: seededRng(SEED), first, broker, match, options, hosts: { A: a, IA: ia }, started: [a, ia], log: [], choices: [], casts: [], lit: [],
    moves: 0, declared: 0, season: state.season, seasons: new Set([state.season]), restarts: [], began,
  };
  await bothOnline(p);
  await tidy(p);
  await crossCheck(p);
  return p;
}

/** The pieces put where the replica says they stand, on both boards; nothing is taken for a move. What was put right on each board. */
async function tidy(p: Play): Promise<Record<Side, { off: string[]; on: string[] }>> {
  const want = new Set([...(p.game.occupancy(p.state) as Iterable<number>)].map(cetkaikSquareName));
  const done = {} as Record<Side, { off: string[]; on: string[] }>;
  for (const h of both(p)) {
    const steps = stepsOf(h);
    const have = await occupancyOf(h);
    const off = [...have].filter((c) => !want.has(c));
    const on = [...want].filter((c) => !have.has(c));
    if (off.length > 0) await lift(h, off);
    if (on.length > 0) await place(h, on);
    expect(stepsOf(h), `${h.seat}: putting the pieces right is no step`).toBe(steps);
    done[h.seat] = { off, on };
  }
  return done;
}

/** The hosts agree with the replica and with each other. */
async function crossCheck(p: Play): Promise<void> {
  const { game, state, hosts } = p;
  const [da, dia] = await Promise.all([detailOf(hosts.A), detailOf(hosts.IA)]);
  for (const d of [da, dia]) {
    expect(d.over).toBe(state.over);
    expect(d.toMove).toBe(game.toMove!(state));
    if (d.scores !== null) expect(d.scores).toEqual(state.scores);
    expect(d.remote?.stopped ?? null).toBeNull();
    expect(d.log.map((e) => ({ move: e.move, ...(e.failed === true ? { failed: true } : {}) }))).toEqual(p.log);
  }
  expect(da.log).toEqual(dia.log);
  expect(journalOf(hosts.IA)).toEqual(journalOf(hosts.A));
}

/** IA killed (SIGKILL) and started again on its data folder, the same command without --new: the step it resumed at. */
async function restartIA(p: Play): Promise<{ killedAt: number; open: Restart['open']; resumedAt: number }> {
  const old = p.hosts.IA;
  old.p.child.kill('SIGKILL');
  await old.p.exit();
  const killedAt = stepsOf(old);
  const open = openCastOf(old);
  const ia = await startHost(p, 'IA', old.dataDir);
  p.hosts.IA = ia;
  p.started.push(ia);
  const [, resumedAt] = await ia.p.waitFor('stderr', new RegExp(`match ${p.match} resumed at step (\\d+) from this host's journal`), 5_000);
  return { killedAt, open, resumedAt: Number(resumedAt) };
}

/** A hand formed: the side that formed it chooses on its own terminal; the other's cannot. `kill`: IA is killed and restarted before the choice is made. */
async function playChoice(p: Play, options: readonly string[], kill: boolean): Promise<void> {
  const seq = stepsOf(p.hosts.A);
  const side = p.game.toMove!(p.state) as Side;
  const choice = personsChoice(options, p.declared++);
  const awaited = async (): Promise<void> => {
    expect((await detailOf(p.hosts[side])).remote?.choosing).toEqual({ seq: seq + 1, by: 'seat' });
    expect((await detailOf(p.hosts[peerOf(side)])).remote?.choosing).toEqual({ seq: seq + 1, by: 'peer' });
  };
  await awaited();
  let killed: number | null = null;
  if (kill) {
    killed = Date.now();
    const { killedAt, open, resumedAt } = await restartIA(p);
    expect(killedAt).toBe(seq);
    expect(resumedAt, 'IA resumes at the step before the choice').toBe(seq);
    await bothOnline(p);
    const put = await tidy(p);
    await awaited();
    p.restarts.push({ during: 'choice', by: side, at: seq, killedAt, open, resumedAt, ...put.IA, onA: put.A, failed: false, ms: 0 });
  }
  const mover = p.hosts[side];
  const other = p.hosts[peerOf(side)];
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
  await until(`${mover.seat}'s dashboard offers the choice`, async () => (await detailOf(mover)).actions.some((x) => x.kind === 'choice'), STEP_MS);
  mover.p.type(`choose ${choice}`);
  await until(`both take ${choice} (step ${seq + 1})\n${trace(p)}`, () => both(p).every((h) => stepsOf(h) === seq + 1), STEP_MS);
  for (const h of both(p)) expect(journalOf(h).at(-1)).toEqual({ type: 'choice', value: choice });
  const resolved = p.game.resolve(p.state, { choice }, p.rng);
  if (!resolved.ok) throw new Error(`the replica refuses ${choice}: ${resolved.error.message}`);
  p.state = resolved.value.state as CetkaikState;
  p.choices.push(choice);
  if (killed !== null) p.restarts.at(-1)!.ms = Date.now() - killed;
  await tidy(p);
  await crossCheck(p);
}

/** The replica makes the move (and takes its cast's heads): whether the cast failed the move. */
function replicaMoves(p: Play, picked: PersonsMove, heads: number | null): boolean {
  const parsed = p.game.parseMove(picked.move, p.state);
  if (!parsed.ok) throw new Error(`the replica cannot read ${picked.move}: ${parsed.error.message}`);
  const played = p.game.play(p.state, parsed.value, p.rng);
  if (!played.ok) throw new Error(`the replica refuses ${picked.move}: ${played.error.message}`);
  p.state = played.value.state as CetkaikState;
  let failed = false;
  if (heads !== null) {
    expect(p.game.pending(p.state)?.kind).toBe('cast');
    const resolved = p.game.resolve(p.state, { cast: heads }, p.rng);
    if (!resolved.ok) throw new Error(`the replica refuses the cast ${heads}: ${resolved.error.message}`);
    p.state = resolved.value.state as CetkaikState;
    failed = resolved.value.failed === true;
  }
  p.log.push({ move: picked.move, ...(failed ? { failed: true } : {}) });
  p.moves++;
  return failed;
}

/**
 * The side to move makes the person's move on its board; the other board lights it and its person
 * makes it there; a move needing a cast is cast by both hosts. `kill` (a move needing a cast): IA is
 * killed once the other board has taken the move, the commit–reveal under way, and restarted; the
 * cast completes after.
 */
async function playMove(p: Play, picked: PersonsMove, kill: boolean): Promise<void> {
  const seq = stepsOf(p.hosts.A);
  const side = p.game.toMove!(p.state) as Side;
  const mover = p.hosts[side];
  const other = p.hosts[peerOf(side)];
  const from = { A: eventsOf(p.hosts.A).length, IA: eventsOf(p.hosts.IA).length };
  const otherFrom = from[other.seat];
  await makeMove(mover, picked);
  await until(`${side} takes ${picked.move} as step ${seq + 1}\n${trace(p)}`, () => stepsOf(mover) >= seq + 1, STEP_MS);
  expect(journalOf(mover)[seq]).toEqual({ type: 'move', move: picked.move });
  // Lit on the other board (the pieces to lift, where they go) before its person touches it.
  const cells = [...picked.lift.flat(), ...picked.place];
  await until(`${other.seat}'s board lights ${picked.move} (${cells.join(' ')})\n${trace(p)}`, () => litAll(other, cells, otherFrom) >= 0, STEP_MS);
  expect(stepsOf(other)).toBe(seq);
  await makeMove(other, picked);
  const steps = seq + (picked.cast ? 2 : 1);
  if (kill) {
    // The other board takes the move: the cast that decides it opens on both hosts. IA dies then.
    await until(`${other.seat} takes ${picked.move} as step ${seq + 1}`, () => stepsOf(other) >= seq + 1, STEP_MS);
    const killed = Date.now();
    const { killedAt, open, resumedAt } = await restartIA(p);
    expect([seq + 1, seq + 2], 'IA killed after taking the move, before or just after journalling its cast').toContain(killedAt);
    const midCast = killedAt === seq + 1;
    if (midCast) expect([seq + 1, seq + 2], 'IA resumes at the move or at its cast').toContain(resumedAt);
    else expect(resumedAt, 'IA resumes after the cast it journalled').toBe(seq + 2);
    await until(`both take ${picked.move}'s cast after IA's restart (step ${steps})\n${trace(p)}`, () => both(p).every((h) => stepsOf(h) === steps), STEP_MS);
    p.restarts.push({ during: midCast ? 'cast' : 'after-cast', by: side, at: seq, killedAt, open, resumedAt, off: [], on: [], onA: { off: [], on: [] }, failed: false, ms: Date.now() - killed });
  } else {
    await until(`both take ${picked.move}${picked.cast ? ' and its cast' : ''} (step ${steps})\n${trace(p)}`, () => both(p).every((h) => stepsOf(h) === steps), STEP_MS);
  }
  for (const h of both(p)) expect(journalOf(h)[seq]).toEqual({ type: 'move', move: picked.move });
  if (!kill) {
    // The move event comes once its cast has spoken.
    await until(`${other.seat} reports ${picked.move}`, () => eventsOf(other).some((e, i) => i >= otherFrom && e.type === 'move'), 5_000);
    p.lit.push({ move: picked.move, lit: litAll(other, cells, otherFrom), made: eventsOf(other).findIndex((e, i) => i >= otherFrom && e.type === 'move') });
  }
  let heads: number | null = null;
  if (picked.cast) {
    // Both hosts cast (commit–reveal): the same heads in both journals, and in the events of each
    // host that took it (A always; IA unless it was killed after it took the cast).
    const [ja, jia] = both(p).map((h) => journalOf(h)[seq + 1]);
    expect(ja.type).toBe('cast');
    expect(jia).toEqual(ja);
    heads = (ja as { heads: number }).heads;
    // A restarted IA that resumed before the cast takes it in its new life: its events say so too.
    const resumed = kill ? p.restarts.at(-1)!.resumedAt : null;
    if (resumed === seq + 1) from.IA = 0;
    const lived = resumed === seq + 2 ? [p.hosts.A] : both(p);
    await until(`${lived.map((h) => h.seat).join(' and ')} report the cast of ${picked.move}`, () => lived.every((h) => eventsOf(h).some((e, i) => i >= from[h.seat] && e.type === 'cast')), 5_000);
    for (const h of lived) expect(eventsOf(h).find((e, i) => i >= from[h.seat] && e.type === 'cast')?.heads).toBe(heads);
  }
  const failed = replicaMoves(p, picked, heads);
  if (heads !== null) p.casts.push({ by: side, heads, failed });
  if (kill) {
    // The simulated board comes back as the journal says: put right where it differs from the replica.
    await bothOnline(p);
    const put = await tidy(p);
    Object.assign(p.restarts.at(-1)!, put.IA, { onA: put.A, failed });
    await crossCheck(p);
    return;
  }
  await tidy(p);
  if (p.moves % 10 === 0 || p.game.isOver(p.state)) await crossCheck(p);
}

/** When IA is killed: `cast`, at a move needing a cast (the move it is, by the replica); `choice`, at a choice awaited. */
interface Kills {
  cast?: (p: Play, picked: PersonsMove) => boolean;
  choice?: (p: Play) => boolean;
}

/** The game played to its end, the persons deciding from the replica. */
async function playGame(p: Play, kills: Kills = {}): Promise<void> {
  for (let step = 0; step < MAX_STEPS && !p.game.isOver(p.state); step++) {
    if (p.state.season !== p.season) { p.season = p.state.season; p.seasons.add(p.season); p.declared = 0; }
    expect(stepsOf(p.hosts.IA)).toBe(stepsOf(p.hosts.A));
    const pending = p.game.pending(p.state);
    if (pending?.kind === 'choice') {
      await playChoice(p, pending.options, kills.choice?.(p) ?? false);
      continue;
    }
    expect(pending, 'the replica awaits no cast between steps').toBeNull();
    const picked = personsMove(p.game, p.state, p.moves);
    if (picked === null) throw new Error(`no move fits at move ${p.moves}`);
    await playMove(p, picked, picked.cast && (kills.cast?.(p, picked) ?? false));
  }
}

/** The game over on both hosts, alike; both journals equal; no refusal, no drop, no stop in any host's log (the killed ones' too). */
async function finish(p: Play): Promise<GameDetail> {
  const { game, state, hosts } = p;
  expect(game.isOver(state), `the game ends within ${MAX_STEPS} steps`).toBe(true);
  await crossCheck(p);
  const [da, dia] = await Promise.all([detailOf(hosts.A), detailOf(hosts.IA)]);
  for (const d of [da, dia]) expect(d.over).toBe(true);
  expect(dia.scores).toEqual(da.scores);
  expect(da.scores).toEqual(state.scores);
  expect(dia.result).toEqual(da.result);
  expect(da.result?.winner ?? null).toBe(state.winner);
  // Every season (four unless the options say), unless a score reached 0 before (the casts, random each run, move the scores).
  if (da.result!.reason === 'all seasons played') expect([...p.seasons].sort()).toEqual([0, 1, 2, 3].slice(0, p.options.seasons ?? 4));
  else expect(da.result!.reason).toBe('a score reached 0');
  // Both journals hold the same moves, casts and choices in the same order.
  const journal = journalOf(hosts.A);
  expect(journalOf(hosts.IA)).toEqual(journal);
  expect(journal.filter((s) => s.type === 'move')).toHaveLength(p.moves);
  expect(journal.filter((s) => s.type === 'cast').map((s) => (s as { heads: number }).heads)).toEqual(p.casts.map((c) => c.heads));
  expect(journal.filter((s) => s.type === 'choice').map((s) => (s as { value: string }).value)).toEqual(p.choices);
  expect(da.log.filter((e) => e.failed === true)).toHaveLength(p.casts.filter((c) => c.failed).length);
  // A host never restarted reported every cast once, with the journal's heads.
  for (const h of both(p)) {
    if (p.started.filter((s) => s.seat === h.seat).length === 1) expect(eventsOf(h).filter((e) => e.type === 'cast').map((e) => e.heads)).toEqual(p.casts.map((c) => c.heads));
  }
  // Every move was lit on the other board before it was made there.
  for (const l of p.lit) expect(l.lit, `${l.move} lit before it was made`).toBeLessThan(l.made);
  for (const h of p.started) expect(h.p.out.stderr, `${h.seat}'s log`).not.toMatch(/refused|dropped|stopped/);
  return da;
}

const summary = (p: Play, d: GameDetail): string => `${p.moves} moves, ${p.casts.length} casts (${p.casts.filter((c) => c.failed).length} failed their move), ${p.choices.length} choices (${p.choices.join(' ')}), seasons ${[...p.seasons].join(',')}; ${d.result!.reason}, winner ${d.result!.winner}, scores ${JSON.stringify(d.scores)}; ${((Date.now() - p.began) / 1000).toFixed(1)} s`;

describe('Cetkaik between two hosts, every piece a real process', () => {
  it('plays a whole game (four seasons, unless a score reaches 0 first: the casts are random each run): stepping and water moves decided by casts both hosts make, 再行 and 終季 chosen on the terminal of the side that formed the hand and refused on the other; every move lit on the other board before it is made there; both journals equal', async () => {
    const p = await begin(MATCHES.whole);
    await playGame(p);
    const d = await finish(p);
    expect(p.choices).toContain('tymok');
    expect(p.choices).toContain('taxot');
    console.log(`Cetkaik between two hosts: ${summary(p, d)}`);
  }, 420_000);

  it('the same game with IA killed (SIGKILL) mid-cast and again while a choice is awaited, each time started again on its data folder without --new: it resumes from its journal and the cast kept beside it, catches up, and the game goes on to its end; both journals equal, no refusal', async () => {
    // Two seasons: both kills come in the first (after move 10, then the next choice: a hand is
    // formed in every season), the second is the game going on after them.
    const p = await begin(MATCHES.killed, { ...OPTIONS, seasons: 2 });
    await playGame(p, {
      // The first move needing a cast after move 10 (and the next, until a kill lands mid-cast).
      cast: (q) => q.moves >= 10 && !q.restarts.some((r) => r.during === 'cast'),
      // The first choice after that.
      choice: (q) => q.restarts.some((r) => r.during === 'cast') && !q.restarts.some((r) => r.during === 'choice'),
    });
    const d = await finish(p);
    expect(p.restarts.filter((r) => r.during !== 'after-cast').map((r) => r.during), 'one kill mid-cast, then one at a choice').toEqual(['cast', 'choice']);
    for (const r of p.restarts) console.log(`IA killed during ${r.by}'s ${r.during === 'choice' ? 'choice' : r.during === 'cast' ? 'move needing a cast' : 'move needing a cast, after its cast (the kill came late: tried again)'} at step ${r.at + 1} (its journal at ${r.killedAt}, the cast it kept open: ${r.open === null ? 'none' : `step ${r.open.seq}, commitments of ${r.open.commits.join(' and ') || 'none'}`}); resumed at step ${r.resumedAt}; ${r.during !== 'choice' ? `the cast ${r.failed ? 'failed' : 'kept'} the move; ` : ''}its board put right: lifted ${r.off.join(' ') || 'none'}, placed ${r.on.join(' ') || 'none'} (A's: lifted ${r.onA.off.join(' ') || 'none'}, placed ${r.onA.on.join(' ') || 'none'}); ${(r.ms / 1000).toFixed(1)} s from the kill to the step taken`);
    console.log(`Cetkaik between two hosts, IA restarted ${p.restarts.length} times: ${summary(p, d)}`);
  }, 420_000);
});
