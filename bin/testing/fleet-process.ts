// `tabletop fleet` as a real process: stdin from /dev/null, output collected and waited on by
// pattern (bounded), stopped by a signal, its exit awaited. Killed by killFleets() if a test leaves it.
import { spawn, type ChildProcess } from 'node:child_process';

const bin = new URL('../tabletop.mjs', import.meta.url).pathname;

export interface FleetProcess {
  child: ChildProcess;
  out: { stdout: string; stderr: string };
  /** Resolves with the first match once the stream shows the pattern; rejects with what it showed after `ms`. */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
  exit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

export function killFleets(): void {
  for (const c of running) c.kill('SIGKILL');
  running.clear();
}

export function startFleet(args: string[], env: NodeJS.ProcessEnv = process.env): FleetProcess {
  const child = spawn(process.execPath, [bin, 'fleet', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
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
  return { child, out, waitFor, exit: () => exited };
}
