// Compares what a scenario expects with what the table shows, and says every difference in words
// (a failing scenario names the cell, the view path or the moves that differ).
import type { Json } from '../../rules/index.ts';
import type { Expectation } from './board-scenario.ts';

/** What the table shows at a point of a scenario. */
export interface TableShows {
  moves: string[];
  /** Lit cells only (cell → role). */
  lights: Record<string, string>;
  view: Json;
  toMove: string | null;
}

/** The differences between the expectation and the table; empty when it holds. */
export function differences(expected: Expectation, shown: TableShows): string[] {
  const found: string[] = [];
  if (expected.moves !== undefined && JSON.stringify(expected.moves) !== JSON.stringify(shown.moves)) {
    found.push(`moves: expected ${JSON.stringify(expected.moves)}, got ${JSON.stringify(shown.moves)}`);
  }
  for (const [cell, role] of Object.entries(expected.lights ?? {})) {
    const lit = shown.lights[cell] ?? null;
    if (lit !== role) found.push(`lights: ${cell} expected ${role ?? 'unlit'}, got ${lit ?? 'unlit'}`);
  }
  if (expected.view !== undefined) {
    const miss = partialMismatch(expected.view, shown.view, 'view');
    if (miss !== null) found.push(miss);
  }
  if (expected.toMove !== undefined && expected.toMove !== shown.toMove) {
    found.push(`toMove: expected ${JSON.stringify(expected.toMove)}, got ${JSON.stringify(shown.toMove)}`);
  }
  return found;
}

/**
 * Where `actual` fails to contain `expected`, as vitest's toMatchObject reads it: objects may have
 * more keys, arrays must have the same length, other values must be equal. Null when it matches.
 */
export function partialMismatch(expected: Json, actual: Json | undefined, path: string): string | null {
  const differ = () => `${path}: expected ${JSON.stringify(expected)}, got ${actual === undefined ? 'nothing' : JSON.stringify(actual)}`;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return differ();
    for (const [i, item] of expected.entries()) {
      const miss = partialMismatch(item, actual[i], `${path}[${i}]`);
      if (miss !== null) return miss;
    }
    return null;
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return differ();
    for (const [key, value] of Object.entries(expected)) {
      const miss = partialMismatch(value, actual[key], `${path}.${key}`);
      if (miss !== null) return miss;
    }
    return null;
  }
  return expected === actual ? null : differ();
}
