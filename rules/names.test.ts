// Names owners choose become object keys: plain names only, never one every object already has.
import { describe, expect, it } from 'vitest';
import { isPlainName, isReservedName, ownValue, plainNamePattern, whyNotPlainName } from './names.ts';

describe('plain names', () => {
  it('takes letters, digits, - and _ beginning with a letter or a digit, up to the length given', () => {
    for (const name of ['P1', 'g01', 'Alice', '7-up', 'a_b', 'x'.repeat(16)]) expect(isPlainName(name, 16), name).toBe(true);
    for (const name of ['', '_x', '-x', 'a b', 'é', 'x'.repeat(17), 3, null]) expect(isPlainName(name, 16), String(name)).toBe(false);
  });

  it('refuses the names every object already has, __proto__ among them', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(isReservedName(name), name).toBe(true);
      expect(isPlainName(name, 24), name).toBe(false);
    }
    expect(isReservedName('tostring')).toBe(false);
  });

  it('says which rule a name breaks', () => {
    expect(whyNotPlainName('__proto__', 'tile 1: id', 24)).toBe('tile 1: id "__proto__" must be 1–24 letters, digits, - or _, beginning with a letter or a digit');
    expect(whyNotPlainName('constructor', 'player name', 16)).toBe('player name "constructor" is reserved (every object in the program already has a member of that name): choose another');
    expect(whyNotPlainName(7, 'player name', 16)).toBe('player name must be a name of 1–16 letters, digits, - or _, beginning with a letter or a digit');
  });

  it('gives the rule as a JSON Schema pattern for forms', () => {
    const pattern = new RegExp(plainNamePattern(16));
    expect(['P1', 'x'.repeat(16)].every((n) => pattern.test(n))).toBe(true);
    expect(['_x', 'x'.repeat(17), ''].some((n) => pattern.test(n))).toBe(false);
  });
});

describe('ownValue', () => {
  it('reads a table’s own entries only: a missing "constructor" is undefined, not a function', () => {
    const table: Record<string, string> = { red: '赤' };
    expect(table.constructor).toBeTypeOf('function');
    expect(ownValue(table, 'red')).toBe('赤');
    expect(ownValue(table, 'constructor')).toBeUndefined();
    expect(ownValue(table, '__proto__')).toBeUndefined();
  });
});
