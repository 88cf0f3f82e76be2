import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkId, tableIdFromHostname } from './ids.ts';
import { anyString, codeOf, id, valueOf } from './testing/arbitraries.ts';

describe('checkId', () => {
  it('takes every id of [A-Za-z0-9._-]+ verbatim', () => {
    fc.assert(fc.property(id(), (s) => { expect(valueOf(checkId('table', s))).toBe(s); }));
  });

  it('refuses an id with any other character, naming the id and the rule', () => {
    for (const bad of ['', 'a/b', 'a+b', '#', 'caf\u00e9', 'a b', '$SYS', 'x\u0000', 'tab\tle']) {
      const result = checkId('table', bad);
      expect(codeOf(result)).toBe('bad-id');
      if (!result.ok) {
        expect(result.error.message).toContain(JSON.stringify(bad));
        expect(result.error.message).toContain('[A-Za-z0-9._-]+');
        expect(result.error.message).toContain('table id');
      }
    }
  });

  it('refuses what is not a string, as a value', () => {
    for (const bad of [null, undefined, 7, {}, ['a']]) expect(codeOf(checkId('site', bad))).toBe('bad-id');
  });

  it('never throws and agrees with the pattern for any string', () => {
    fc.assert(fc.property(anyString(40), (s) => {
      expect(checkId('board', s).ok).toBe(/^[A-Za-z0-9._-]+$/.test(s));
    }));
  });
});

describe('tableIdFromHostname', () => {
  it('lower-cases, turns other characters into one -, trims', () => {
    expect(valueOf(tableIdFromHostname('Table-07'))).toBe('table-07');
    expect(valueOf(tableIdFromHostname('caf\u00e9-01.local'))).toBe('caf-01-local');
    expect(valueOf(tableIdFromHostname('--Corner__Table...3--'))).toBe('corner-table-3');
    expect(valueOf(tableIdFromHostname('a   b'))).toBe('a-b');
    expect(valueOf(tableIdFromHostname('a---b'))).toBe('a-b');
  });

  it('is a clear error when nothing is left', () => {
    for (const name of ['', '---', '\u30c6\u30fc\u30d6\u30eb', '...']) {
      const result = tableIdFromHostname(name);
      expect(codeOf(result)).toBe('bad-hostname');
      if (!result.ok) expect(result.error.message).toContain('--table');
    }
  });

  it('gives a valid table id, stable when reduced again, for any host name', () => {
    fc.assert(fc.property(anyString(40), (name) => {
      const result = tableIdFromHostname(name);
      if (!result.ok) return;
      expect(result.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(valueOf(checkId('table', result.value))).toBe(result.value);
      expect(valueOf(tableIdFromHostname(result.value))).toBe(result.value);
    }));
  });
});
