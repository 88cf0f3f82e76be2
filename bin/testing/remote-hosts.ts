// For the remote-play tests that run real processes: one mosquitto where each seat of match `m1`
// is its own user writing only under its own seat (seatAcl), and `tabletop start --remote` hosts
// on it (free play, seed 4: north's pieces on row 1, south's on row 9, north moves first), their
// events read from `--json` stdout, their persons' moves typed as `lift`/`place`. Another match,
// other seats and another game (its options and seed) may be asked for: `matchBroker(match, seats)`,
// `startRemoteHost(broker, seat, {match, peer, game, first})`.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seatAcl } from '../../fleet/match/index.ts';
import { startBroker, type Broker } from '../../fleet/testing/mosquitto.ts';
import type { AclRules } from '../../fleet/testing/mosquitto-config.ts';
import { startCli, type CliProcess } from './cli-process.ts';

export const MATCH = 'm1';
export const SEATS = ['north', 'south'] as const;
export type Seat = (typeof SEATS)[number];
/** A seat's broker user: `seat-<seat>`, its password `secret-of-<seat>` (the seat in lower case). */
export const userOf = (seat: string): { username: string; password: string } => ({
  username: `seat-${seat.toLowerCase()}`, password: `secret-of-${seat.toLowerCase()}`,
});
export const USERS: Record<Seat, { username: string; password: string }> = { north: userOf('north'), south: userOf('south') };
/** The running game of a host's first board. */
export const GAME = 'sim-1.1';

export const peerOf = (seat: Seat): Seat => (seat === 'north' ? 'south' : 'north');

/** The broker of a match (or of several, one per test of a file), each seat a user of its own (userOf) (the caller stops it). */
export function matchBroker(matches: string | readonly string[] = MATCH, seats: readonly string[] = SEATS): Promise<Broker> {
  const acl: AclRules = {};
  for (const seat of seats) {
    acl[userOf(seat).username] = (typeof matches === 'string' ? [matches] : matches).flatMap((match) => {
      const rules = seatAcl(match, seat);
      if (!rules.ok) throw new Error(rules.error.message);
      return [{ access: 'read' as const, topic: rules.value.read }, { access: 'write' as const, topic: rules.value.write }];
    });
  }
  return startBroker({ users: seats.map(userOf), acl });
}

export interface RemoteHost<S extends string = Seat> { seat: S; p: CliProcess; base: string; dataDir: string }

/** The game a host starts: `--game ID --options JSON --seed N`. */
export interface RemoteGame { id: string; options?: unknown; seed: number }

export interface RemoteHostOptions {
  token: string;
  /** The data folder of a host killed before: the same command without --new. Absent: a new folder and a new game. */
  dataDir?: string;
  /** false: `--sim 0`, the seat played on no board from the dashboard. */
  board?: boolean;
  /** The match (default m1). */
  match?: string;
  /** The other seat (default: the other of north and south). */
  peer?: string;
  /** The game (default: free play, seed 4). */
  game?: RemoteGame;
  /** The seat the host must say moves first (default: north for free play; any for another game). */
  first?: string;
}

const FREE_PLAY: RemoteGame = { id: 'free', seed: 4 };

/** `tabletop start … --remote MATCH --seat SEAT --peer PEER`, once it plays the seat through the broker. */
export async function startRemoteHost<S extends string = Seat>(broker: Broker, seat: S, options: RemoteHostOptions): Promise<RemoteHost<S>> {
  const peer = options.peer ?? ((SEATS as readonly string[]).includes(seat) ? peerOf(seat as Seat) : null);
  if (peer === null) throw new Error(`seat ${seat}: name its peer`);
  const match = options.match ?? MATCH;
  const game = options.game ?? FREE_PLAY;
  const first = options.first ?? (options.game === undefined ? 'north' : null);
  const user = userOf(seat);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `remote-${seat}-`));
  const p = startCli('start', [
    '--json', '--sim', options.board === false ? '0' : '1', '--game', game.id,
    ...(game.options === undefined ? [] : ['--options', JSON.stringify(game.options)]),
    '--seed', String(game.seed), ...(options.dataDir === undefined ? ['--new'] : []),
    '--data', dataDir, '--listen', '127.0.0.1:0', '--token', options.token,
    '--mqtt', broker.url, '--mqtt-user', user.username, '--mqtt-keepalive', '2', '--remote', match, '--seat', seat, '--peer', peer,
  ], { stdin: 'pipe', env: { ...process.env, TABLETOP_MQTT_PASSWORD: user.password } });
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${match} against ${peer} \\(${first ?? '\\S+'} moves first\\)`));
  const [, base] = await p.waitFor('stderr', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${match} through mqtt://`));
  return { seat, p, base, dataDir };
}

type HostEvent = { type: string; [k: string]: unknown };
/** The events of each host's whole lines read so far: tests look every 25 ms over a game's thousands of lines. */
const parsed = new WeakMap<CliProcess, { upTo: number; events: HostEvent[] }>();

/** The JSON events a host printed, in order. */
export function eventsOf(h: RemoteHost<string>): HostEvent[] {
  const { stdout } = h.p.out;
  const seen = parsed.get(h.p) ?? { upTo: 0, events: [] };
  const end = stdout.lastIndexOf('\n') + 1;
  if (end > seen.upTo) {
    for (const l of stdout.slice(seen.upTo, end).split('\n')) if (l.startsWith('{')) seen.events.push(JSON.parse(l) as HostEvent);
    seen.upTo = end;
    parsed.set(h.p, seen);
  }
  // A line still being written is read as before (whole lines only are kept).
  const tail = stdout.slice(end);
  return tail.startsWith('{') ? [...seen.events, JSON.parse(tail) as HostEvent] : [...seen.events];
}

export const movesOf = (h: RemoteHost<string>): string[] => eventsOf(h).filter((e) => e.type === 'move').map((e) => e.move as string);

/** Looks every 25 ms until `ok` holds; throws naming `what` after `ms`. */
export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The index of the first lights event after `from` lighting `origin` to lift and `target` to go to, or -1. */
export function litAt(h: RemoteHost<string>, origin: string, target: string, from: number): number {
  return eventsOf(h).findIndex((e, i) => i >= from && e.type === 'lights'
    && (e.cells as Record<string, string>)[origin] === 'selected' && (e.cells as Record<string, string>)[target] === 'target');
}

/** A person at the host's board moves a piece (the terminal's `lift`/`place`). */
export function make(h: RemoteHost<string>, origin: string, target: string): void {
  h.p.type(`lift ${origin}`);
  h.p.type(`place ${target}`);
}

/** The game's moves as the host's API gives them (a restarted host's resumed moves included). */
export async function ownMoves(h: RemoteHost<string>, game = GAME): Promise<string[]> {
  const detail = (await (await fetch(`${h.base}api/games/${game}`)).json()) as { log: { move: string }[] };
  return detail.log.map((e) => e.move);
}

/** The ACL of a broker for matches made on dashboards: each user plays, in any match, the seat that is its own name (README). */
export const LOBBY_ACL_PATTERNS = [
  { access: 'read', topic: 'tabletop/v1/match/#' },
  { access: 'write', topic: 'tabletop/v1/match/+/%u/#' },
] as const;

/** A seat's user for matches made on dashboards: the user's name is the seat's id. */
export const lobbyUserOf = (seat: string): { username: string; password: string } => ({ username: seat, password: `secret-of-${seat.toLowerCase()}` });

/** A broker whose users are named by their seats, with LOBBY_ACL_PATTERNS and no per-user rule (the caller stops it). */
export function lobbyBroker(seats: readonly string[] = SEATS): Promise<Broker> {
  return startBroker({ users: seats.map(lobbyUserOf), aclPatterns: LOBBY_ACL_PATTERNS });
}

/** `tabletop start --remote-lobby` as user `seat` (or `user`): one simulated board playing free play (seed 1) until the dashboard makes a match. `startMs`: how long its dashboard may take to listen (it bundles the page first). */
export async function startLobbyHost(broker: Broker, seat: string, token: string, user = lobbyUserOf(seat), startMs = 20_000): Promise<RemoteHost<string>> {
  const dataDir = mkdtempSync(join(tmpdir(), `lobby-${seat}-`));
  const p = startCli('start', [
    '--json', '--sim', '1', '--game', 'free', '--seed', '1', '--new', '--data', dataDir, '--listen', '127.0.0.1:0', '--token', token,
    '--mqtt', broker.url, '--mqtt-user', user.username, '--mqtt-keepalive', '2', '--remote-lobby',
  ], { stdin: 'pipe', env: { ...process.env, TABLETOP_MQTT_PASSWORD: user.password } });
  const [, base] = await p.waitFor('stderr', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/, startMs);
  return { seat, p, base, dataDir };
}

/** The pieces on a host's first board, as its API says. */
export async function occupancyOf(h: RemoteHost<string>): Promise<Set<string>> {
  const res = await fetch(`${h.base}api/boards/sim-1`);
  if (!res.ok) throw new Error(`GET api/boards/sim-1 of ${h.seat}: ${res.status}`);
  return new Set(((await res.json()) as { occupancy: string[] }).occupancy);
}

/** The person at the host's terminal lifts these pieces, and looks until the board shows them gone. */
export async function lift(h: RemoteHost<string>, cells: string[]): Promise<void> {
  h.p.type(`lift ${cells.join(' ')}`);
  await until(`${h.seat}'s board shows ${cells.join(' ')} lifted`, async () => { const o = await occupancyOf(h); return cells.every((c) => !o.has(c)); }, 5_000);
}

/** The person puts pieces on these cells, and looks until the board shows them. */
export async function place(h: RemoteHost<string>, cells: string[]): Promise<void> {
  h.p.type(`place ${cells.join(' ')}`);
  await until(`${h.seat}'s board shows ${cells.join(' ')} placed`, async () => { const o = await occupancyOf(h); return cells.every((c) => o.has(c)); }, 5_000);
}

/** The person makes a move with the pieces: lifts each group one after another (a captured piece first), then places. */
export async function makeMove(h: RemoteHost<string>, move: { lift: string[][]; place: string[] }): Promise<void> {
  for (const cells of move.lift) await lift(h, cells);
  await place(h, move.place);
}

/** The index of the first lights event from `from` on lighting every one of `cells`, or -1. */
export function litAll(h: RemoteHost<string>, cells: string[], from: number): number {
  return eventsOf(h).findIndex((e, i) => i >= from && e.type === 'lights' && cells.every((c) => (e.cells as Record<string, string>)[c] !== undefined));
}

/** A GET of the host's API, as JSON (a status other than 2xx throws, naming it). */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export type JournalStep = { type: 'move'; move: string } | { type: 'cast'; heads: number } | { type: 'choice'; value: string };

/** The host's journal file (one in its data folder). */
export function journalFileOf(h: RemoteHost<string>): string {
  const dir = join(h.dataDir, 'games');
  const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
  if (files.length !== 1) throw new Error(`${h.seat}: ${files.length} journals in ${dir}`);
  return join(dir, files[0]);
}

/** The moves, casts and choices of the host's journal file, in order. */
export function journalOf(h: RemoteHost<string>): JournalStep[] {
  const text = readFileSync(journalFileOf(h), 'utf8');
  // A line being written (no newline yet) is left for the next look.
  return text.split('\n').slice(0, -1).map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((r) => r.type === 'move' || r.type === 'cast' || r.type === 'choice')
    .map((r): JournalStep => (r.type === 'move' ? { type: 'move', move: r.move as string }
      : r.type === 'choice' ? { type: 'choice', value: r.value as string } : { type: 'cast', heads: r.heads as number }));
}

/** The steps the host's journal holds. */
export const stepsOf = (h: RemoteHost<string>): number => journalOf(h).length;
