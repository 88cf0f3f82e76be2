// Where commands write: stdout/stderr in the product, buffers in tests.
export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Reports a usage or input error and returns the exit code for it. */
  fail(message: string): number;
}

export const processIo: Io = {
  out: (line) => { process.stdout.write(`${line}\n`); },
  err: (line) => { process.stderr.write(`${line}\n`); },
  fail: (message) => { process.stderr.write(`tabletop: ${message}\n`); return 2; },
};

export function bufferIo(): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (line) => { stdout.push(line); },
    err: (line) => { stderr.push(line); },
    fail: (message) => { stderr.push(`tabletop: ${message}`); return 2; },
  };
}
