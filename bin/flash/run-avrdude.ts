// Runs avrdude as a child process, passing each line of its output on as it comes (its progress),
// and resolves with its exit and every line; a missing avrdude is a value, not a throw.
import { spawn } from 'node:child_process';

export type AvrdudeRun =
  | { ok: true; code: number | null; lines: string[] }
  | { ok: false; missing: true };

/** How long avrdude may take: a Mega flashes in well under a minute; a silent bootloader must not hang us. */
export const AVRDUDE_TIMEOUT_MS = 120_000;

/** `stopOn`: a line after which avrdude is stopped (7.1 keeps retrying a port it could not open). */
export function runAvrdude(command: string, args: string[], onLine: (line: string) => void, env: NodeJS.ProcessEnv = process.env, stopOn: (line: string) => boolean = () => false): Promise<AvrdudeRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    // Our own timer, not spawn's `timeout`: that one is never cleared when avrdude cannot start.
    const timer = setTimeout(() => child.kill('SIGKILL'), AVRDUDE_TIMEOUT_MS);
    const lines: string[] = [];
    const pending = { stdout: '', stderr: '' };
    const take = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      // Progress bars end their line with \r or \n: either ends a line here.
      const parts = (pending[stream] + chunk.toString('utf8')).split(/\r?\n|\r/);
      pending[stream] = parts.pop() ?? '';
      for (const line of parts) if (line.trim() !== '') { lines.push(line); onLine(line); if (stopOn(line)) child.kill('SIGKILL'); }
    };
    child.stdout.on('data', take('stdout'));
    child.stderr.on('data', take('stderr'));
    child.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (e.code === 'ENOENT') resolve({ ok: false, missing: true });
      else resolve({ ok: true, code: null, lines: [...lines, `avrdude: ${e.message}`] });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      for (const rest of [pending.stdout, pending.stderr]) if (rest.trim() !== '') { lines.push(rest); onLine(rest); }
      resolve({ ok: true, code, lines });
    });
  });
}
