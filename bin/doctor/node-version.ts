// Whether this Node is one the package runs on (package.json `engines.node`, e.g. ">=20.19").
import { fail, ok, warn, type Finding } from './finding.ts';

export interface NodeFacts {
  /** process.version: `v20.20.2`. */
  version: string;
  /** package.json's engines.node: `>=20.19`. */
  wanted: string;
}

const numbers = (text: string): number[] | null => {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : null;
};

const atLeast = (have: number[], want: number[]): boolean => {
  for (let i = 0; i < 3; i++) if (have[i] !== want[i]) return have[i] > want[i];
  return true;
};

export function checkNode({ version, wanted }: NodeFacts): Finding {
  const min = /^\s*>=\s*(\S+)\s*$/.exec(wanted);
  const want = min ? numbers(min[1]) : null;
  const have = numbers(version);
  // Only ">=X.Y" ranges are read; any other says so rather than guessing.
  if (want === null || have === null) return warn('node', 'node-range-unread', `Node ${version}; cannot read the wanted range "${wanted}"`, 'compare by hand with package.json engines.node');
  if (atLeast(have, want)) return ok('node', 'node-ok', `Node ${version} (the package wants ${wanted})`);
  return fail('node', 'node-too-old', `Node ${version} is older than the package wants (${wanted})`,
    `install Node ${min![1]} or newer (nvm install 20, or your distribution's nodejs from nodesource.com)`);
}
