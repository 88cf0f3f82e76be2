// The layer rule of docs/ARCHITECTURE.md for fleet/: it reaches other folders through their
// index.ts only (rules/, hardware/, host/), and nothing below it imports it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sources = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.split(/[\\/]/).includes('node_modules'))
    .map((f) => join(root, folder, f));
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]).filter((s) => s.startsWith('.'))
    .map((s) => relative(root, resolve(dirname(file), s)));

describe('fleet/ in the layers', () => {
  it('imports rules/, hardware/ and host/ through their index.ts only', () => {
    const outside = sources('fleet').flatMap((f) => importsOf(f).filter((i) => !i.startsWith('fleet/')).map((i) => `${relative(root, f)} → ${i}`));
    const allowed = new Set(['rules/index.ts', 'hardware/index.ts', 'host/index.ts']);
    expect(outside.filter((line) => !allowed.has(line.split(' → ')[1]))).toEqual([]);
  });

  it('is imported by no folder below it', () => {
    const below = ['rules', 'hardware', 'firmware-sim', 'host', 'dashboard'].flatMap(sources);
    expect(below.flatMap((f) => importsOf(f).filter((i) => i.startsWith('fleet/')).map((i) => `${relative(root, f)} → ${i}`))).toEqual([]);
  });
});
