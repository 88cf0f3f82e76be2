// The one list of the codes the host gives (event-codes.ts) holds every code its source writes:
// a `said(…)` added without its code in the list would reach the screens without words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINK_CODES, REASON_CODES, REJECTED_CODES } from './event-codes.ts';

const HOST = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const texts = sources(HOST).map((path) => [path, readFileSync(path, 'utf8')] as const);
// The string literals in a piece of source, but those compared with (`cause === 'noise' ? …`).
const quoted = (text: string): string[] => [...text.matchAll(/(?<!=== )'([a-z0-9-]+)'/g)].map((m) => m[1]);

describe('the host’s event codes', () => {
  it('lists every code a said(…) in the host names', () => {
    const written = texts.flatMap(([, text]) => [...text.matchAll(/\bsaid\(([^,)]*)/g)].flatMap((m) => quoted(m[1])));
    expect(written.length).toBeGreaterThan(20);
    expect([...new Set(written)].filter((code) => !REASON_CODES.includes(code))).toEqual([]);
  });

  it('lists a link code for every kind of link error (a failed link says `link-<kind>`)', () => {
    const types = readFileSync(join(HOST, 'link/types.ts'), 'utf8');
    const kinds = quoted(types.slice(types.indexOf('export type LinkErrorKind'), types.indexOf('export interface LinkError')));
    expect(kinds.length).toBeGreaterThan(5);
    expect(kinds.filter((kind) => !(LINK_CODES as readonly string[]).includes(`link-${kind}`))).toEqual([]);
  });

  it('lists every refusal code the session and the table give of their own', () => {
    const session = texts.find(([path]) => path.endsWith('session/session.ts'))![1];
    const reducer = texts.find(([path]) => path.endsWith('table/reducer.ts'))![1];
    const refused = [
      ...[...session.matchAll(/\breject\((?:[^;]*?), '([a-z0-9-]+)'(?:, \{[^;]*\})?\)/g)].map((m) => m[1]),
      ...[...`${session}\n${reducer}`.matchAll(/type: 'rejected'[^}]*?code: (?:[^}]*?'([a-z0-9-]+)')/g)].map((m) => m[1]),
      ...[...reducer.matchAll(/'([a-z-]+-to-confirm)'/g)].map((m) => m[1]),
    ];
    expect(new Set(refused)).toEqual(new Set(['awaiting', 'not-recorded', 'nothing-to-undo', 'not-awaited', 'bad-cast', 'not-an-option', 'too-deep', 'nothing-to-confirm', 'several-to-confirm']));
    expect(refused.filter((code) => !(REJECTED_CODES as readonly string[]).includes(code))).toEqual([]);
  });
});
