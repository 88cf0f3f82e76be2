// Where commands read and write: stdin/stdout/stderr in the product, buffers in tests.
import { Readable } from 'node:stream';

export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Reports a usage or input error and returns the exit code for it. */
  fail(message: string): number;
  /** Standard input, for commands that read `-`. */
  stdin(): AsyncIterable<Buffer | string>;
}

export const processIo: Io = {
  out: (line) => { process.stdout.write(`${line}\n`); },
  err: (line) => { process.stderr.write(`${line}\n`); },
  fail: (message) => { process.stderr.write(`tabletop: ${message}\n`); return 2; },
  stdin: () => process.stdin,
};

/** An Io that keeps what is written; `stdin` is what the command reads as standard input. */
export function bufferIo(stdin = ''): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (line) => { stdout.push(line); },
    err: (line) => { stderr.push(line); },
    fail: (message) => { stderr.push(`tabletop: ${message}`); return 2; },
    stdin: () => Readable.from([Buffer.from(stdin)]),
  };
}
