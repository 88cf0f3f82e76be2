// Summary figures of a list of samples.
export interface Percentiles { p50: number; p99: number; max: number; n: number }

export function percentiles(samples: number[]): { p50: number; p99: number; max: number; n: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(s[s.length - 1]), n: s.length };
}

/** Progress lines go to stderr, so the figures stay the last line of stdout. */
export const progress = (line: string): void => { process.stderr.write(`bench: ${line}\n`); };
