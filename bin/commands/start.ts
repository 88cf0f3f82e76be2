// `tabletop start [--sim] [--port PATH]… [--game ID] [--options JSON] [--board NAME] [--seed N]`
// Runs the host in real time on real boards, or on a simulated board driven from the terminal.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { BindingInterface } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import { SerialPort } from 'serialport';
import { systemClock, toBoardCell, type Clock } from '../../hardware/index.ts';
import { SimBoard, createSimBinding } from '../../firmware-sim/index.ts';
import { BoardLink, Table, type HostEvent } from '../../host/index.ts';
import { describe } from '../describe.ts';
import { planGame, profileFitting, seededRng, sessionFor, type GamePlan } from '../game-setup.ts';
import type { Io } from '../io.ts';
import { parseJson } from '../read-json.ts';
import { parseStepLine } from '../console-commands.ts';
import type { Action } from '../sim-script.ts';

export const startUsage = 'tabletop start [--sim] [--port PATH]… [--game ID] [--options JSON] [--board NAME] [--seed N] [--json] [--verbose]';

interface Running { link: BoardLink; table: Table; sim?: SimBoard }

export async function start(args: string[], io: Io, signal?: AbortSignal): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      sim: { type: 'boolean', default: false },
      port: { type: 'string', multiple: true, default: [] },
      game: { type: 'string', default: 'free' },
      options: { type: 'string' },
      board: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
  if (!Number.isInteger(seed)) return io.fail(`--seed must be an integer, not "${values.seed}"`);
  const options = values.options === undefined ? { ok: true as const, value: {} } : parseJson(values.options, '--options');
  if (!options.ok) return io.fail(options.error);
  const useSim = values.sim || values.port.length === 0;
  const clock = systemClock();
  const log = (e: HostEvent): void => io.out(values.json ? JSON.stringify(e) : describe(e));
  const running: Running[] = [];

  const plan = planGame({ gameId: values.game, options: options.value, board: values.board, rng: seededRng(seed) });
  if (!plan.ok) return io.fail(plan.error);

  if (useSim) {
    const sim = createSimBinding();
    const board = new SimBoard({ profile: plan.value.profile, clock, faultSeed: seed });
    board.place(plan.value.game.occupancy(plan.value.state).toArray().map((c: number) => toBoardCell(plan.value.profile, c)));
    sim.attach('sim:1', board);
    const table = await openTable('sim:1', sim.binding, plan.value, clock, seed, io, log, values.verbose);
    if (!table) return 1;
    running.push({ ...table, sim: board });
    io.out(`tabletop: ${plan.value.game.title} on a simulated ${plan.value.profile.name}. Type "help" for commands.`);
  }
  for (const path of values.port) {
    const table = await openTable(path, SerialPort.binding, plan.value, clock, seed, io, log, values.verbose);
    if (!table) { await closeAll(running); return 1; }
    running.push(table);
  }

  await untilQuit(running, io, signal);
  await closeAll(running);
  return 0;
}

async function openTable(
  path: string, binding: BindingInterface, plan: GamePlan, clock: Clock, seed: number, io: Io, log: (e: HostEvent) => void, verbose: boolean,
): Promise<Running | undefined> {
  // The link's own diagnostics (frames, retries) only with --verbose: its events are logged anyway.
  const link = new BoardLink({ path, binding, clock, log: verbose ? (line: string) => io.err(line) : undefined });
  const opened = await link.open();
  if (!opened.ok) { io.fail(opened.error.message); return undefined; }
  const hello = opened.hello;
  if (hello.rows !== plan.profile.rows || hello.cols !== plan.profile.cols) {
    const fitting = profileFitting({ rows: hello.rows, cols: hello.cols });
    io.fail(`${path} is a ${hello.rows}×${hello.cols} board but ${plan.game.id} is set up for ${plan.profile.rows}×${plan.profile.cols}${fitting.ok ? ` (try --board ${fitting.value.id})` : ''}`);
    await link.close();
    return undefined;
  }
  const table = new Table({ id: path, port: link, profile: plan.profile, session: sessionFor(plan, seededRng(seed)), clock });
  table.events$.subscribe(log);
  table.start();
  return { link, table };
}

async function untilQuit(running: Running[], io: Io, signal?: AbortSignal): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = (): void => {
      rl?.close();
      process.stdin.unref(); // an open terminal or pipe must not keep the process alive
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve();
    };
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
    signal?.addEventListener('abort', done, { once: true });
    // Terminal commands drive the simulated board (the dashboard will do it by clicks).
    const rl = process.stdin.readable ? createInterface({ input: process.stdin }) : undefined;
    rl?.on('line', (line) => {
      const text = line.trim();
      if (text === '') return;
      if (text === 'quit' || text === 'exit') return done();
      if (text === 'help') return io.out(helpText);
      const target = running[0];
      const step = parseStepLine(text);
      if (!step.ok) return io.out(`? ${step.error}`);
      const result = applyConsole(target, step.value);
      if (!result.ok) io.out(`? ${result.error}`);
    });
    rl?.on('close', () => { if (!signal) done(); });
  });
}

function applyConsole(target: Running, action: Action): { ok: true } | { ok: false; error: string } {
  const { table, sim } = target;
  const geometry = { rows: table.profile.rows, cols: table.profile.cols };
  const toCell = (name: string): number | null => {
    const c = table.session.game.parseCell(name, geometry);
    return c === null ? null : toBoardCell(table.profile, c);
  };
  if (action.kind === 'sticks') { table.cast(action.heads); return { ok: true }; }
  if (action.kind === 'choose') { table.choose(action.value); return { ok: true }; }
  if (!sim) return { ok: false, error: 'only a simulated board can be moved from here' };
  if (action.kind === 'unplug') { sim.unplug(); return { ok: true }; }
  if (action.kind === 'replug') { sim.replug(); return { ok: true }; }
  const names = action.kind === 'bounce' ? [action.cell] : action.cells;
  const cells = names.map(toCell);
  const bad = names.find((_, i) => cells[i] === null);
  if (bad !== undefined) return { ok: false, error: `unknown cell "${bad}"` };
  const ok = cells as number[];
  if (action.kind === 'lift') sim.lift(ok);
  else if (action.kind === 'place') sim.place(ok);
  else sim.bounce(ok[0], action.ms);
  return { ok: true };
}

async function closeAll(running: Running[]): Promise<void> {
  for (const r of running) {
    r.table.stop();
    await r.link.close();
    r.sim?.dispose(); // its scan and report timers would keep the process alive
  }
}

const helpText = [
  'commands (simulated board): lift CELL… | place CELL… | bounce CELL MS | unplug | replug',
  'game inputs: sticks N (a physical cast) | choose VALUE',
  'quit',
].join('\n');
