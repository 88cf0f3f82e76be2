// The position hash two hosts compare at every step: SHA-256 of a canonical JSON of the game's
// position (its `formatPosition`). Canonical so that two engines that build the same position
// with keys in another order agree: object keys sorted by UTF-16 code units, no whitespace,
// numbers and strings as JSON.stringify writes them (ECMAScript fixes both).
import { createHash } from 'node:crypto';
import { ok, type Result } from '../../rules/index.ts';
import { fleetFail, type FleetError } from '../errors.ts';

/** Deeper than any game's position; bounds the recursion below. */
export const MAX_POSITION_DEPTH = 64;

/** The canonical text of a JSON value, or why it is not JSON (undefined, NaN, a function, a cycle, too deep). */
export function canonicalJson(value: unknown): Result<string, FleetError> {
  const parts: string[] = [];
  const problem = write(value, parts, 0, '');
  return problem === null ? ok(parts.join('')) : fleetFail(problem.code, problem.message);
}

type Problem = { code: 'bad-json' | 'too-deep'; message: string };

function write(value: unknown, out: string[], depth: number, path: string): Problem | null {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    out.push(JSON.stringify(value));
    return null;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { code: 'bad-json', message: `The position has ${value} at ${path || 'the top'}, which JSON cannot hold.` };
    out.push(JSON.stringify(value));
    return null;
  }
  if (typeof value !== 'object') return { code: 'bad-json', message: `The position has a ${typeof value} at ${path || 'the top'}, which is not JSON.` };
  // A cycle is deeper than any bound, so the depth check also ends it.
  if (depth >= MAX_POSITION_DEPTH) return { code: 'too-deep', message: `The position nests deeper than ${MAX_POSITION_DEPTH} at ${path}.` };
  if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      const p = write(value[i], out, depth + 1, `${path}[${i}]`);
      if (p) return p;
    }
    out.push(']');
    return null;
  }
  const keys = Object.keys(value).sort();
  out.push('{');
  for (let i = 0; i < keys.length; i++) {
    if (i > 0) out.push(',');
    out.push(JSON.stringify(keys[i]), ':');
    const p = write((value as Record<string, unknown>)[keys[i]], out, depth + 1, `${path}.${keys[i]}`);
    if (p) return p;
  }
  out.push('}');
  return null;
}

/** SHA-256 hex (lower case) of the position's canonical JSON, or why it cannot be hashed. */
export function positionHash(position: unknown): Result<string, FleetError> {
  const text = canonicalJson(position);
  return text.ok ? ok(sha256Hex(text.value)) : text;
}

export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
