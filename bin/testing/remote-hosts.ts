// For the remote-play tests that run real processes: one mosquitto where each seat of match `m1`
// is its own user writing only under its own seat (seatAcl), and `tabletop start --remote` hosts
// on it (free play, seed 4: north's pieces on row 1, south's on row 9, north moves first), their
// events read from `--json` stdout, their persons' moves typed as `lift`/`place`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seatAcl } from '../../fleet/match/index.ts';
import { startBroker, type Broker } from '../../fleet/testing/mosquitto.ts';
import type { AclRules } from '../../fleet/testing/mosquitto-config.ts';
import { startCli, type CliProcess } from './cli-process.ts';

export const MATCH = 'm1';
export const SEATS = ['north', 'south'] as const;
export type Seat = (typeof SEATS)[number];
export const USERS: Record<Seat, { username: string; password: string }> = {
  north: { username: 'seat-north', password: 'secret-of-north' },
  south: { username: 'seat-south', password: 'secret-of-south' },
};
/** The running game of a host's first board. */
export const GAME = 'sim-1.1';

export const peerOf = (seat: Seat): Seat => (seat === 'north' ? 'south' : 'north');

/** The match's broker, each seat a user of its own (the caller stops it). */
export function matchBroker(): Promise<Broker> {
  const acl: AclRules = {};
  for (const seat of SEATS) {
    const rules = seatAcl(MATCH, seat);
    if (!rules.ok) throw new Error(rules.error.message);
    acl[USERS[seat].username] = [{ access: 'read', topic: rules.value.read }, { access: 'write', topic: rules.value.write }];
  }
  return startBroker({ users: Object.values(USERS), acl });
}

export interface RemoteHost { seat: Seat; p: CliProcess; base: string; dataDir: string }

export interface RemoteHostOptions {
  token: string;
  /** The data folder of a host killed before: the same command without --new. Absent: a new folder and a new game. */
  dataDir?: string;
  /** false: `--sim 0`, the seat played on no board from the dashboard. */
  board?: boolean;
}

/** `tabletop start … --remote m1 --seat SEAT --peer PEER`, once it plays the seat through the broker. */
export async function startRemoteHost(broker: Broker, seat: Seat, options: RemoteHostOptions): Promise<RemoteHost> {
  const peer = peerOf(seat);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `remote-${seat}-`));
  const p = startCli('start', [
    '--json', '--sim', options.board === false ? '0' : '1', '--game', 'free', '--seed', '4', ...(options.dataDir === undefined ? ['--new'] : []),
    '--data', dataDir, '--listen', '127.0.0.1:0', '--token', options.token,
    '--mqtt', broker.url, '--mqtt-user', USERS[seat].username, '--mqtt-keepalive', '2', '--remote', MATCH, '--seat', seat, '--peer', peer,
  ], { stdin: 'pipe', env: { ...process.env, TABLETOP_MQTT_PASSWORD: USERS[seat].password } });
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${MATCH} against ${peer} \\(north moves first\\)`));
  const [, base] = await p.waitFor('stderr', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${MATCH} through mqtt://`));
  return { seat, p, base, dataDir };
}

/** The JSON events a host printed, in order. */
export const eventsOf = (h: RemoteHost): { type: string; [k: string]: unknown }[] =>
  h.p.out.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { type: string });

export const movesOf = (h: RemoteHost): string[] => eventsOf(h).filter((e) => e.type === 'move').map((e) => e.move as string);

/** Looks every 25 ms until `ok` holds; throws naming `what` after `ms`. */
export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The index of the first lights event after `from` lighting `origin` to lift and `target` to go to, or -1. */
export function litAt(h: RemoteHost, origin: string, target: string, from: number): number {
  return eventsOf(h).findIndex((e, i) => i >= from && e.type === 'lights'
    && (e.cells as Record<string, string>)[origin] === 'selected' && (e.cells as Record<string, string>)[target] === 'target');
}

/** A person at the host's board moves a piece (the terminal's `lift`/`place`). */
export function make(h: RemoteHost, origin: string, target: string): void {
  h.p.type(`lift ${origin}`);
  h.p.type(`place ${target}`);
}

/** The game's moves as the host's API gives them (a restarted host's resumed moves included). */
export async function ownMoves(h: RemoteHost, game = GAME): Promise<string[]> {
  const detail = (await (await fetch(`${h.base}api/games/${game}`)).json()) as { log: { move: string }[] };
  return detail.log.map((e) => e.move);
}
