// `tabletop start` (options below, with the help record)
// Runs the host in real time on real boards and/or simulated boards driven from the terminal and
// from the dashboard, which it serves on 127.0.0.1:8080 unless told otherwise. Each board plays
// its own game. Every game is journaled in the data folder; unfinished games (a crash, a
// restart) are resumed on their boards unless --new is given.
import { homedir, hostname } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { BindingInterface } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import { SerialPort } from 'serialport';
import { builtinProfiles, systemClock, type BoardProfile, type Clock } from '../../hardware/index.ts';
import { SimBoard, createSimBinding } from '../../firmware-sim/index.ts';
import { BoardLink, defaultDataDir, Host, journalDirOf, JournalStore, lockDataDir, parseJournal, planGame, probeWritable, profileByName, readJournalBytes, type Checked, type DataDirLock, type FirmataDevice, type HostEvent } from '../../host/index.ts';
import { DEFAULT_LISTEN, generateToken, isWildcard, parseListen, serveDashboard, tokenProblem, type ServedDashboard } from '../../dashboard/index.ts';
import { seededRng } from '../../rules/index.ts';
import { profileOfBoard } from '../board-profile.ts';
import { parseStepLine } from '../console-commands.ts';
import { attachFirmataAll, openFirmataBoards, planFirmata, type FirmataPlan } from '../firmata-peripherals.ts';
import { describe } from '../describe.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import type { Io } from '../io.ts';
import { productVersion } from '../version.ts';
import { parseJson } from '../read-json.ts';
import { simControls } from '../sim-controls.ts';
import { TAP_HOLD_MS } from '../simulation.ts';
import { DEFAULT_MAX_BAUD, MAX_BAUD_CHOICES, parseMaxBaud } from '../max-baud-option.ts';
import { DEFAULT_KEEPALIVE_S, createPublisher, type BrokerSettings, type Publisher } from '../../fleet/index.ts';
import { DEFAULT_SITE, parseBrokerOptions } from '../mqtt-options.ts';
import { secretLine } from '../secret-file.ts';
import { parseRemoteOptions, type RemoteRequest } from '../remote-options.ts';
import { botSideOf, computerSeatProblem, startRemotePlay } from '../remote-play.ts';
import { RemoteLobby, remoteGameOptions } from '../remote-lobby.ts';
import type { RemoteMatch } from '../../fleet/remote/index.ts';

/** At most this many simulated boards in one host. */
const MAX_SIM_BOARDS = 64;

const startOptions = {
  sim: { type: 'string', value: '[N]', help: `N simulated boards (1 to ${MAX_SIM_BOARDS}; --sim alone is one; one when no --port is given). With --remote, --sim 0 and no --port: no board at all, the seat played by moves entered on the dashboard or the terminal` },
  port: { type: 'string', value: 'PATH', multiple: true, default: [], help: 'a real board on this serial port (tabletop ports lists them); repeat for more boards' },
  firmata: { type: 'string', value: 'PATH', multiple: true, default: [], help: 'an Arduino running StandardFirmata on this serial port (a button box or a small board of reed switches: hardware/FIRMATA.md); repeat for more' },
  pins: { type: 'string', value: 'FILE', multiple: true, default: [], help: 'the pin map (JSON) of the --firmata Arduino at the same position' },
  'max-baud': { type: 'string', value: 'N', help: `the fastest line speed a --port board is switched to after HELLO, among those its firmware offers: ${MAX_BAUD_CHOICES.join(', ')} (default ${DEFAULT_MAX_BAUD}; 115200 keeps every board at 115200)` },
  game: { type: 'string', value: 'ID', default: 'free', help: 'the game each board plays (tabletop games lists them; default free)' },
  options: { type: 'string', value: 'JSON', help: 'the game\'s options, e.g. \'{"sticks":"physical"}\'' },
  board: { type: 'string', value: 'NAME', help: `the board profile: ${Object.keys(builtinProfiles).join(', ')} (default: the one of the board's size)` },
  seed: { type: 'string', value: 'N', help: 'seeds the games and the virtual sticks (default: from the clock)' },
  data: { type: 'string', value: 'DIR', help: 'where games are journalled (default ~/.local/share/tabletop, or $XDG_DATA_HOME/tabletop)' },
  new: { type: 'boolean', default: false, help: 'close unfinished games instead of resuming them' },
  listen: { type: 'string', value: 'HOST:PORT', default: DEFAULT_LISTEN, help: `where the dashboard listens (default ${DEFAULT_LISTEN}; port 0 picks a free one)` },
  token: { type: 'string', value: 'TOKEN', help: 'the operator token (default: --token-file, else $TABLETOP_TOKEN, else a new one, printed)' },
  'token-file': { type: 'string', value: 'FILE', help: 'a file holding the operator token (its first line), e.g. the credential systemd hands a service (bin/service/tabletop.service)' },
  json: { type: 'boolean', default: false, help: 'log one JSON event per line on stdout, as simulate prints them' },
  verbose: { type: 'boolean', default: false, help: 'also the serial link\'s own diagnostics, on stderr' },
  mqtt: { type: 'string', value: 'URL', help: 'report the table to this MQTT broker (mqtt://HOST[:PORT] or mqtts://HOST[:PORT]): status, boards, game states and events, and take the fleet\'s commands (docs/FLEET.md); with --remote or --remote-lobby, matches through it instead; without it, nothing is sent' },
  site: { type: 'string', value: 'ID', default: DEFAULT_SITE, help: `the café (site) the table belongs to, in its topics (default ${DEFAULT_SITE})` },
  table: { type: 'string', value: 'ID', help: 'the table\'s id in its topics (default: the machine\'s host name, lower-cased, other characters made "-")' },
  'mqtt-user': { type: 'string', value: 'NAME', help: 'the broker user the table logs in as (its password from $TABLETOP_MQTT_PASSWORD or --mqtt-password-file, never on the command line)' },
  'mqtt-password-file': { type: 'string', value: 'FILE', help: 'a file holding the broker user\'s password (its first line)' },
  'mqtt-ca': { type: 'string', value: 'FILE', help: 'the CA certificate (PEM) the broker\'s TLS certificate must chain to (with mqtts://; default: the system\'s CAs)' },
  'mqtt-keepalive': { type: 'string', value: 'S', help: `seconds between the table's signs of life; the broker reports it lost after 1.5 × this in silence (default ${DEFAULT_KEEPALIVE_S})` },
  remote: { type: 'string', value: 'MATCH', help: 'play the game of the first board as one seat of this match, against another host through the --mqtt broker (docs/REMOTE-TOPICS.md): the other seat\'s moves are lit until made on this board (with --sim 0 and no --port: on no board, this seat\'s moves entered on the dashboard, the other\'s taken at once); a computer opponent of --options ("bot") plays --seat only, its moves lit here or, on no board, played at once' },
  seat: { type: 'string', value: 'SEAT', help: 'with --remote: the seat this host plays (a game that names its sides: one of them, e.g. A or IA in Cetkaik)' },
  peer: { type: 'string', value: 'SEAT', help: 'with --remote: the seat the other host plays' },
  'remote-casts': { type: 'string', value: 'shared|physical', help: 'with --remote: how the casts of sticks are made: shared (the default), by both hosts together (commit–reveal); physical, real sticks thrown on the side of the seat that moved last and counted there (both hosts must say the same)' },
  first: { type: 'string', value: 'SEAT', help: 'with --remote, in a game that names no side to move (free play): the seat that moves first (default: the smaller id; both hosts must agree)' },
  'remote-lobby': { type: 'boolean', default: false, help: 'with --mqtt: the table is not reported to a fleet; instead the dashboard may create a match or join one through the broker (POST /api/remote/create, /api/remote/join: dashboard/API.md), played on the first board, one match at a time (not with --remote; the broker user\'s ACL must let it write under the matches it makes: README)' },
} satisfies CommandOptions;

export const startCommand: Command = {
  name: 'start',
  summary: 'Runs the host and the dashboard: one game per board, on real boards and/or simulated ones, driven from the dashboard or the terminal (type "help" once it runs).',
  options: startOptions,
  notes: ['Unfinished games in the data folder are resumed on their boards unless --new. Stop it with "quit" or Ctrl-C.'],
  example: 'npx tabletop start --game cetkaik --options \'{"ruleset":"cerke_online"}\'',
  run: start,
};

interface Board { id: string; close(): Promise<void>; sim?: SimBoard; firmata?: true }

function parseStartArgs(args: string[]) {
  return parseArgs({ args: withSimCount(args), options: startOptions, allowPositionals: true, strict: true });
}

/** `--sim` alone means one simulated board: give it its count so it parses as `--sim N`. */
function withSimCount(args: string[]): string[] {
  return args.flatMap((arg, i) => (arg === '--sim' && !/^\d+$/.test(args[i + 1] ?? '') ? ['--sim=1'] : [arg]));
}

export async function start(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseStartArgs(args);
  if (positionals.length > 0) return io.fail(`usage: ${usageLine(startCommand)}`);
  const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
  if (!Number.isInteger(seed)) return io.fail(`--seed must be an integer, not "${values.seed}"`);
  const firmata = await planFirmata(values.firmata, values.pins);
  if (!firmata.ok) return io.fail(firmata.error);
  const firmataBoards = firmata.value.filter((f) => f.map.grid !== null).length;
  // With no board named, one simulated board (a button box alone serves it).
  const simCount = values.sim === undefined ? (values.port.length === 0 && firmataBoards === 0 ? 1 : 0) : Number(values.sim);
  // No board at all is only for a remote seat: its person enters its moves, the peer's are taken at once.
  const noBoardSeat = simCount === 0 && values.remote !== undefined;
  if (values.sim !== undefined && !noBoardSeat && (!Number.isInteger(simCount) || simCount < 1 || simCount > MAX_SIM_BOARDS)) {
    return io.fail(`--sim takes a number of simulated boards from 1 to ${MAX_SIM_BOARDS}, not "${values.sim}" (--sim 0, no board, only with --remote)`);
  }
  const options = values.options === undefined ? { ok: true as const, value: {} } : parseJson(values.options, '--options');
  if (!options.ok) return io.fail(options.error);
  const listen = parseListen(values.listen);
  if (!listen.ok) return io.fail(listen.error);
  const maxBaud = parseMaxBaud(values['max-baud']);
  if (!maxBaud.ok) return io.fail(maxBaud.error);
  if (values.token !== undefined && values['token-file'] !== undefined) return io.fail('give the operator token once: --token or --token-file');
  const tokenFile = values['token-file'] === undefined ? undefined : await secretLine('--token-file', values['token-file'], 'token');
  if (tokenFile !== undefined && !tokenFile.ok) return io.fail(tokenFile.error);
  const givenToken = values.token ?? tokenFile?.value ?? process.env.TABLETOP_TOKEN;
  const badToken = givenToken === undefined ? null : tokenProblem(givenToken);
  if (badToken !== null) return io.fail(badToken);
  const token = givenToken ?? generateToken();
  const broker = await parseBrokerOptions(values, process.env, hostname());
  if (!broker.ok) return io.fail(broker.error);
  const remote = parseRemoteOptions(values, broker.value);
  if (!remote.ok) return io.fail(remote.error);
  if (values['remote-lobby'] && broker.value === null) return io.fail('--remote-lobby makes matches through a broker: give --mqtt URL too');
  if (values['remote-lobby'] && remote.value !== null) return io.fail('--remote-lobby lets the dashboard make a match; --remote plays one given here: choose one of them');
  // A computer opponent on the peer's side is refused before any game (and journal) is made.
  const botSeat = remote.value === null ? null : computerSeatProblem(botSideOf(options.value), remote.value);
  if (botSeat !== null) return io.fail(botSeat);
  let named: BoardProfile | undefined;
  if (values.board !== undefined) {
    const p = profileByName(values.board);
    if (!p.ok) return io.fail(p.error);
    named = p.value;
  }

  const dataDir = values.data ?? defaultDataDir(process.env, homedir());
  const journal = new JournalStore({ dir: journalDirOf(dataDir) });
  // A folder that cannot take a journal is named now, not at the first move.
  const writable = probeWritable(journal.dir);
  if (!writable.ok) { io.err(`tabletop: ${writable.error} (choose another data folder with --data DIR)`); return 1; }
  // Stop signals are taken from before the data folder is held: one that comes while the host is
  // still starting (a service stopped at once) is answered by a clean stop as soon as it is up,
  // never by dying with the folder's lock left behind.
  const stop = stopRequests();
  // One host per data folder: two would resume the same games on the same boards.
  const held = lockDataDir(dataDir);
  if (!held.ok) { stop.dispose(); io.err(`tabletop: ${held.error}`); return 1; }
  const dataLock: DataDirLock = held.value;
  if (dataLock.tookOverFrom !== null) io.err(`tabletop: warning: process ${dataLock.tookOverFrom} held ${dataDir} and is gone (a crash?): taken over`);
  try {
    return await runHost({ values, io, seed, simCount, firmata: firmata.value, options: options.value, listen: listen.value, givenToken, token, named, journal, stop, maxBaud: maxBaud.value, broker: broker.value, remote: remote.value, dataDir });
  } finally {
    stop.dispose();
    dataLock.release();
  }
}

interface StopRequests { requested: Promise<void>; dispose(): void }

/** A service manager's stop, Ctrl-C or a closed terminal, as one promise. */
function stopRequests(): StopRequests {
  let resolve!: () => void;
  const requested = new Promise<void>((r) => { resolve = r; });
  const onSignal = (): void => resolve();
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  return { requested, dispose: () => { for (const signal of STOP_SIGNALS) process.off(signal, onSignal); } };
}

interface HostRun {
  values: ReturnType<typeof parseStartArgs>['values'];
  io: Io;
  seed: number;
  simCount: number;
  firmata: FirmataPlan[];
  options: unknown;
  listen: { host: string; port: number };
  givenToken: string | undefined;
  token: string;
  named: BoardProfile | undefined;
  journal: JournalStore;
  stop: StopRequests;
  /** The fastest line speed a --port board is switched to. */
  maxBaud: number;
  /** The broker the table reports to (--mqtt), or null. */
  broker: BrokerSettings | null;
  /** The remote match the first board's game is played in (--remote), or null. */
  remote: RemoteRequest | null;
  dataDir: string;
}

/** The host with its boards and dashboard, until it is told to stop (the data folder is held). */
async function runHost({ values, io, seed, simCount, firmata, options: gameOptions, listen, givenToken, token, named, journal, stop, maxBaud, broker, remote, dataDir }: HostRun): Promise<number> {
  const clock = systemClock();
  const host = new Host({ clock, defaultSeed: () => seed, journal });
  host.events$.subscribe((e: HostEvent) => io.out(values.json ? JSON.stringify(e) : describe(e)));
  const boards: Board[] = [];
  const buttonBoxes: FirmataDevice[] = [];
  const shutDown = (): Promise<void> => closeAll(host, boards, buttonBoxes);
  const say = values.json ? io.err : io.out; // with --json, stdout carries only events
  const linkLog = values.verbose ? (line: string) => io.err(line) : undefined;

  if (simCount > 0) {
    const profile = named ?? simulatedProfileFor(values.game, gameOptions);
    const sim = createSimBinding();
    for (let n = 1; n <= simCount; n++) {
      const board = new SimBoard({ profile, clock, faultSeed: seed + n - 1 });
      sim.attach(`sim:${n}`, board);
      const link = await openLink(`sim:${n}`, sim.binding, clock, io, linkLog);
      if (!link) { board.dispose(); await shutDown(); return 1; }
      boards.push({ id: `sim-${n}`, close: () => closeSim(link, board), sim: board });
      host.addBoard({ id: `sim-${n}`, path: `sim:${n}`, profile, port: link, link, sim: simControls(board) });
    }
  }
  for (const [i, path] of values.port.entries()) {
    const link = await openLink(path, SerialPort.binding, clock, io, linkLog, maxBaud);
    if (!link) { await shutDown(); return 1; }
    say(`tabletop: ${path} runs at ${link.baudRate} baud`);
    boards.push({ id: `board-${i + 1}`, close: () => link.close() });
    const profile = profileOfBoard(path, link.hello!, named);
    if (!profile.ok) { io.fail(profile.error); await shutDown(); return 1; }
    host.addBoard({ id: `board-${i + 1}`, path, profile: profile.value, port: link, link });
  }
  if (firmata.length > 0) {
    const opened = await openFirmataBoards(host, firmata, SerialPort.binding, clock, linkLog);
    if (!opened.ok) { io.fail(opened.error); await shutDown(); return 1; }
    for (const { id, device } of opened.value) {
      if (id !== '') boards.push({ id, close: () => device.close(), firmata: true });
    }
    const attached = attachFirmataAll(host, opened.value, boards[0]?.id, clock);
    const boxes = opened.value.filter((o) => o.id === '').map((o) => o.device);
    if (!attached.ok) { io.fail(attached.error); for (const b of boxes) await b.close(); await shutDown(); return 1; }
    buttonBoxes.push(...boxes);
    for (const a of attached.value) {
      const what = a.device.map.grid === null ? 'serves board' : 'is board';
      say(`tabletop: ${a.device.map.name} on ${a.device.path} (Firmata) ${what} ${a.boardId}`);
    }
  }
  // Unfinished games first (or, with --new, closed as abandoned); then a new game on every board left.
  const resumed = host.resume(values.new ? 'abandon' : 'resume');
  if (!resumed.ok) {
    io.fail(`${resumed.error} (a journal must be whole to resume its game: move the file out of ${journal.dir} to start without it)`);
    await shutDown();
    return 2;
  }
  for (const warning of resumed.value.warnings) io.err(`tabletop: ${warning}`);
  for (const file of resumed.value.abandoned) say(`tabletop: closed the unfinished game of ${file} (--new)`);
  for (const { file, game } of resumed.value.resumed) {
    say(`tabletop: resumed ${game.title} (game ${game.id}, ${game.log.length} moves) ${game.boards.length === 0 ? 'with no board' : `on board ${game.boards.join(', ')}`} from ${file}`);
  }
  // A remote game's casts come from both hosts (commit–reveal), never from this host's rng: its sticks are "physical" unless said.
  const remoteOptions = remote !== null ? remoteGameOptions(gameOptions) : gameOptions;
  for (const [i, b] of boards.entries()) {
    if (host.board(b.id)?.game) continue;
    const started = host.startGame(b.id, { game: values.game, options: i === 0 ? remoteOptions : gameOptions, seed: seed + i });
    if (!started.ok) { io.fail(started.error); await shutDown(); return 2; }
  }
  // No board (a remote seat played from the dashboard): the game of --game on none, resumed if its journal is unfinished.
  let boardless: string | null = null;
  if (boards.length === 0) {
    boardless = resumed.value.resumed.find(({ game }) => game.boards.length === 0 && game.game === values.game)?.game.id ?? null;
    if (boardless === null) {
      const started = host.startGame([], { game: values.game, options: remoteOptions, seed });
      if (!started.ok) { io.fail(started.error); await shutDown(); return 2; }
      boardless = started.value.id;
    }
  }
  // Remote matches, for the dashboard: made there (--remote-lobby), or the one of --remote reported.
  const lobby = broker === null || (remote === null && !values['remote-lobby']) ? null
    : new RemoteLobby({ host, broker, clock, log: (line) => io.err(line), lobby: values['remote-lobby'], board: boards[0]?.id ?? null });
  let dashboard: ServedDashboard;
  try {
    dashboard = await serveDashboard({ host, token, ...(lobby === null ? {} : { remote: lobby }) }, listen);
  } catch (e) {
    io.err(`tabletop: ${(e as Error).message}`);
    await shutDown();
    return 1;
  }
  say(`dashboard: ${dashboard.url}`);
  if (isWildcard(listen.host)) {
    for (const url of dashboard.urls.slice(1)) say(`dashboard (from other machines): ${url}`);
    io.err(`tabletop: warning: the dashboard listens on every address (${listen.host}): anyone on these networks can watch the games, and the operator token is all that stands between them and the boards`);
  }
  if (givenToken === undefined) say(`operator token: ${token} (type it into the dashboard to act; spectators need none)`);
  say(`tabletop: journals in ${journal.dir}`);
  if (boards.length > 1) {
    say(`tabletop: ${boards.length} boards: ${boards.map((b, i) => `${i + 1} = ${b.id}${b.sim ? ' (simulated)' : ''} playing ${host.game(host.board(b.id)?.game ?? '')?.title ?? 'nothing'}`).join('; ')}. Commands go to board 1; "on N" switches, "on N COMMAND" runs one command on board N.`);
  } else if (boardless !== null) {
    say(`tabletop: ${host.game(boardless)?.title ?? 'no game'} (game ${boardless}) on no board: enter its moves on the dashboard, or here ("move MOVE").`);
  } else if (boards[0].sim) {
    say(`tabletop: ${host.game(host.board(boards[0].id)?.game ?? '')?.title ?? 'no game'} on a simulated board. Type "help" for commands, or click its cells in the dashboard.`);
  }

  // With --remote the broker carries the match, and the table is not reported to a fleet.
  let match: RemoteMatch | null = null;
  if (broker !== null && remote !== null) {
    const gameId = boardless ?? host.board(boards[0]?.id ?? '')?.game ?? null;
    const started = gameId === null ? { ok: false as const, error: '--remote: no board plays a game to play the match on' }
      : startRemotePlay({ host, gameId, request: remote, broker, clock, log: (line) => io.err(line), setup: setupOf(host, gameId, remoteOptions, seed) });
    if (!started.ok) { io.fail(started.error); await dashboard.close(); await shutDown(); return 2; }
    match = started.value.match;
    lobby?.adopt({ match: remote.match, seat: remote.seat, peer: remote.peer, game: gameId! }, started.value.first);
    say(`tabletop: playing seat ${remote.seat} of match ${remote.match} against ${remote.peer} (${started.value.first} moves first) on game ${gameId}`);
  }
  if (broker !== null && values['remote-lobby']) {
    say(`tabletop: remote lobby: the dashboard may create or join a match through ${broker.url}${broker.username === undefined ? '' : ` as user ${broker.username}`}, played on board ${boards[0]?.id ?? '(none)'}`);
  }
  // The broker is told last, once the table is up: its first status counts boards and games.
  let publisher: Publisher | null = null;
  if (broker !== null && remote === null && !values['remote-lobby']) {
    publisher = createPublisher({ settings: broker, host, dataDir, version: productVersion(), clock, log: (line) => io.err(line) });
    const started = publisher.start();
    if (!started.ok) { io.fail(started.error); await dashboard.close(); await shutDown(); return 2; }
  }

  await untilQuit(host, boards, boardless, io, stop.requested);
  // Its last words (status `stopped`, the seat offline) go out while the host still stands.
  await publisher?.stop();
  await match?.close();
  await lobby?.close();
  await dashboard.close();
  await shutDown();
  return 0;
}

/**
 * How the game of a remote match was started, for its presence (a host joining it from its
 * dashboard starts the same): the options and seed of its journal (a resumed game's), else those
 * of the command line.
 */
function setupOf(host: Host, gameId: string | null, options: unknown, seed: number): { options: string; seed: number } {
  const path = gameId === null ? null : host.journalPath(gameId);
  const bytes = path === null ? null : readJournalBytes(path);
  const parsed = bytes === null || !bytes.ok ? null : parseJournal(bytes.value, path!);
  if (parsed !== null && parsed.ok && !('unborn' in parsed.value)) {
    const { created } = parsed.value;
    return { options: JSON.stringify(created.options ?? {}), seed: created.seed };
  }
  return { options: JSON.stringify(options ?? {}), seed };
}

/**
 * A simulated board with no --board named: the built-in board the game is played on (10×10 for
 * Scarabya), else 9×9 (a game with no board, or options that do not parse: starting it says why).
 */
function simulatedProfileFor(gameId: string, options: unknown): BoardProfile {
  const plan = planGame({ gameId, options, rng: seededRng(0) });
  return (plan.ok ? plan.value.profile : null) ?? builtinProfiles['9x9'];
}

async function openLink(path: string, binding: BindingInterface, clock: Clock, io: Io, log?: (line: string) => void, maxBaudRate?: number): Promise<BoardLink | undefined> {
  const link = new BoardLink({ path, binding, clock, log, maxBaudRate });
  const opened = await link.open();
  if (!opened.ok) { io.fail(opened.error.message); return undefined; }
  return link;
}

/** `boardless`: the game played on no board, which commands drive when there is no board. */
async function untilQuit(host: Host, boards: Board[], boardless: string | null, io: Io, stopped: Promise<void>): Promise<void> {
  await new Promise<void>((resolve) => {
    let over = false;
    const done = (): void => {
      if (over) return;
      over = true;
      rl?.close();
      releaseStdin();
      resolve();
    };
    void stopped.then(done);
    // Terminal commands drive one board at a time, the first unless told ("on N").
    let current: Board | undefined = boards[0];
    const run = (board: Board | undefined, text: string): void => {
      const error = board === undefined ? runBoardless(host, boardless ?? '', text) : runCommand(host, board, text);
      if (error) io.out(`? ${error}`);
    };
    const rl = process.stdin.readable ? createInterface({ input: process.stdin }) : undefined;
    rl?.on('line', (line) => {
      const text = line.trim();
      if (text === '') return;
      if (text === 'quit' || text === 'exit') return done();
      if (text === 'help') return io.out(helpText);
      if (text === 'boards') return io.out(current === undefined ? 'no board' : boardList(host, boards, current));
      const on = /^on\s+(\S+)\s*(.*)$/.exec(text);
      if (on) {
        const board = boardNamed(boards, on[1]);
        if (!board) return io.out(`? there is no board "${on[1]}" (boards: ${boards.map((b, i) => `${i + 1} = ${b.id}`).join(', ')})`);
        if (on[2] === '') { current = board; return io.out(`commands now go to board ${board.id}`); }
        return run(board, on[2]);
      }
      run(current, text);
    });
  });
}

/** A service manager's stop, Ctrl-C, a closed terminal: each stops the host cleanly. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * An open terminal or pipe must not keep the process alive once it stops. stdin may be a TTY or
 * a pipe (a socket: unref), or a file or /dev/null (a file stream: no unref, destroy it).
 */
function releaseStdin(): void {
  const stdin = process.stdin as NodeJS.ReadStream & { unref?: () => void };
  if (typeof stdin.unref === 'function') stdin.unref();
  else stdin.destroy();
}

type StepAction = Extract<ReturnType<typeof parseStepLine>, { ok: true }>['value'];
type BoardAction = Exclude<StepAction, { kind: 'sticks' | 'choose' | 'move' | 'entry' | 'press' }>;

/** A terminal command as an input of the game (undo, sticks, choose, move, entry, press): what it said (an error, or null); else the board action it is. */
function runGameInput(host: Host, gameId: string, text: string): { said: string | null } | { action: BoardAction } {
  if (text === 'undo') return { said: message(host.undo(gameId)) };
  const step = parseStepLine(text);
  if (!step.ok) return { said: step.error };
  const action = step.value;
  switch (action.kind) {
    case 'sticks': return { said: message(host.cast(gameId, action.heads)) };
    case 'choose': return { said: message(host.choose(gameId, action.value)) };
    case 'move': return { said: message(host.play(gameId, action.move)) };
    case 'entry': return { said: message(host.enter(gameId, action.value)) };
    case 'press': return { said: message(host.press(gameId, action.button)) };
    default: return { action };
  }
}

/** Runs one terminal command; returns an error message or null. */
function runCommand(host: Host, board: Board, text: string): string | null {
  const input = runGameInput(host, host.board(board.id)?.game ?? '', text);
  if ('said' in input) return input.said;
  const { action } = input;
  if (action.kind === 'lift' || action.kind === 'place') return message(host.simulate(board.id, action.kind, action.cells));
  if (!board.sim) return 'only a simulated board can be tapped, unplugged or bounced from here';
  if (action.kind === 'unplug') board.sim.unplug();
  else if (action.kind === 'replug') board.sim.replug();
  else if (action.kind === 'tap') {
    const lifted = host.simulate(board.id, 'lift', [action.cell]);
    if (!lifted.ok) return lifted.error;
    setTimeout(() => host.simulate(board.id, 'place', [action.cell]), TAP_HOLD_MS);
  } else {
    const cell = host.boardCell(board.id, action.cell);
    if (!cell.ok) return cell.error;
    board.sim.bounce(cell.value, action.ms);
  }
  return null;
}

/** A command for the game played on no board: its inputs, nothing of a board. */
function runBoardless(host: Host, gameId: string, text: string): string | null {
  const input = runGameInput(host, gameId, text);
  return 'said' in input ? input.said : 'there is no board here: enter moves with "move MOVE"';
}

function message(result: Checked<unknown>): string | null { return result.ok ? null : result.error; }

/** A board by its number in the list (1-based) or its id. */
function boardNamed(boards: Board[], name: string): Board | undefined {
  const n = Number(name);
  return Number.isInteger(n) && n >= 1 ? boards[n - 1] : boards.find((b) => b.id === name);
}

function boardList(host: Host, boards: Board[], current: Board): string {
  return boards.map((b, i) => {
    const gameId = host.board(b.id)?.game ?? null;
    const game = gameId === null ? undefined : host.game(gameId);
    const playing = game ? `${game.title}, game ${game.id}, ${game.log.length} moves${game.over ? ', over' : ''}` : 'no game';
    return `${b === current ? '*' : ' '} ${i + 1} ${b.id}${b.sim ? ' (simulated)' : b.firmata ? ' (Firmata)' : ''}: ${playing}`;
  }).join('\n');
}

async function closeAll(host: Host, boards: Board[], buttonBoxes: FirmataDevice[]): Promise<void> {
  host.close();
  for (const b of boards) await b.close();
  for (const box of buttonBoxes) await box.close();
}

async function closeSim(link: BoardLink, board: SimBoard): Promise<void> {
  await link.close();
  board.dispose(); // its scan and report timers would keep the process alive
}

const helpText = [
  'commands (simulated board): lift CELL… | place CELL… | tap CELL | bounce CELL MS | unplug | replug',
  'game inputs: sticks N (a physical cast) | choose VALUE | move MOVE | enter JSON | press next | press undo | undo',
  'several boards: boards (list them) | on N (commands go to board N) | on N COMMAND (one command on board N)',
  'quit',
].join('\n');
