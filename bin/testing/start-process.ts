// `tabletop start` as a real process, the way services run it: stdin from /dev/null, stopped by a
// signal; its output collected, waited on by pattern, and its exit awaited.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const bin = new URL('../tabletop.mjs', import.meta.url).pathname;

export interface StartedProcess {
  child: ChildProcess;
  out: { stdout: string; stderr: string };
  /** Resolves once the stream shows the pattern; rejects with what it showed after `ms`. */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp, ms?: number): Promise<void>;
  /** The exit code (null: killed by a signal, named in `signal`). */
  exit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/** Kills what a test left running (call from afterEach). */
export function killAll(): void {
  for (const c of running) c.kill('SIGKILL');
  running.clear();
}

export function startProcess(args: string[], more: Pick<SpawnOptions, 'uid' | 'gid' | 'env'> = {}): StartedProcess {
  const child = spawn(process.execPath, [bin, 'start', ...args], { stdio: ['ignore', 'pipe', 'pipe'], ...more });
  running.add(child);
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (d) => { out.stdout += d; });
  child.stderr!.on('data', (d) => { out.stderr += d; });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => { running.delete(child); resolve({ code, signal }); });
  });
  const waitFor = async (stream: 'stdout' | 'stderr', pattern: RegExp, ms = 20_000): Promise<void> => {
    const until = Date.now() + ms;
    while (!pattern.test(out[stream])) {
      if (Date.now() > until || child.exitCode !== null) {
        throw new Error(`${stream} never showed ${pattern}; stdout: ${out.stdout.slice(-2000)}\nstderr: ${out.stderr.slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return { child, out, waitFor, exit: () => exited };
}
