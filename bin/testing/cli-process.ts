// A `tabletop` CLI command (`start`, `fleet`, …) as a real process, the way services run it:
// stdin from /dev/null (or a pipe to type terminal commands into), stopped by a signal; its
// output collected, waited on by pattern (bounded), and its exit awaited. killAll() in afterEach
// kills whatever a test left running.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { afterEach } from 'vitest';

const bin = new URL('../tabletop.mjs', import.meta.url).pathname;
const startAs = new URL('./start-as.mjs', import.meta.url).pathname;

export interface CliProcess {
  child: ChildProcess;
  /** Types a line on its stdin (started with `stdin: 'pipe'`). */
  type(line: string): void;
  out: { stdout: string; stderr: string };
  /** Resolves with the first match once the stream shows the pattern; rejects with what it showed after `ms`. */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
  /** The exit code (null: killed by a signal, named in `signal`). */
  exit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface CliOptions extends Pick<SpawnOptions, 'env' | 'cwd'> {
  /** Another `tabletop` to run, as a shell would (an installed package's bin), instead of this checkout's. */
  installed?: string;
  /**
   * Run it as this user (the test runs as root), the CLI loaded before it becomes that user
   * (start-as.mjs), so a checkout only root can read still runs.
   */
  as?: { uid: number; gid: number };
  stdin?: 'pipe';
}

const running = new Set<ChildProcess>();

/** Kills what a test left running (call from afterEach). */
export function killAll(): void {
  for (const c of running) c.kill('SIGKILL');
  running.clear();
}

export interface CliCleanup {
  /** Done after the test, once its processes are killed (last registered first). */
  after(fn: () => Promise<unknown>): void;
  /** A server the test started (a broker), stopped after the test; returned as given. */
  stopped<T extends { stop(): Promise<unknown> }>(server: T): T;
}

/**
 * A test file's cleanup, registered once: after each test every CLI process it started is
 * killed, then what it asked for (brokers stopped, folders removed) is done, last first.
 */
export function useCliCleanup(): CliCleanup {
  const pending: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    killAll();
    for (const fn of pending.splice(0).reverse()) await fn().catch(() => {});
  });
  return {
    after: (fn) => { pending.push(fn); },
    stopped: (server) => { pending.push(() => server.stop()); return server; },
  };
}

/** `tabletop <command> <args…>`. */
export function startCli(command: string, args: string[], more: CliOptions = {}): CliProcess {
  const { as, stdin, installed, ...options } = more;
  const argv = as ? [startAs, String(as.uid), String(as.gid), command, ...args] : [bin, command, ...args];
  const stdio: SpawnOptions = { stdio: [stdin ?? 'ignore', 'pipe', 'pipe'], ...options };
  const child = installed === undefined ? spawn(process.execPath, argv, stdio) : spawn(installed, [command, ...args], stdio);
  running.add(child);
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (d) => { out.stdout += d; });
  child.stderr!.on('data', (d) => { out.stderr += d; });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => { running.delete(child); resolve({ code, signal }); });
  });
  const waitFor = async (stream: 'stdout' | 'stderr', pattern: RegExp, ms = 20_000): Promise<RegExpExecArray> => {
    const until = Date.now() + ms;
    for (;;) {
      const found = pattern.exec(out[stream]);
      if (found) return found;
      if (Date.now() > until || child.exitCode !== null) {
        throw new Error(`${stream} never showed ${pattern}; stdout: ${out.stdout.slice(-2000)}\nstderr: ${out.stderr.slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const type = (line: string): void => {
    if (child.stdin === null) throw new Error('started without stdin: pass { stdin: \'pipe\' }');
    child.stdin.write(`${line}\n`);
  };
  return { child, type, out, waitFor, exit: () => exited };
}
