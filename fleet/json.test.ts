import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { nestingDepth, readJson } from './json.ts';
import { codeOf, plain, valueOf } from './testing/arbitraries.ts';

const LIMITS = { maxBytes: 1024, maxDepth: 4 };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('readJson', () => {
  it('reads JSON within its limits, from bytes or text', () => {
    expect(plain(valueOf(readJson(bytes('{"a": [1, {"b": "é"}]}'), LIMITS)))).toEqual({ a: [1, { b: 'é' }] });
    expect(valueOf(readJson('7', LIMITS))).toBe(7);
  });

  it('refuses a payload over the byte limit without decoding or parsing it', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
      const result = readJson(megabyte, { maxBytes: 256 * 1024, maxDepth: 32 });
      expect(codeOf(result)).toBe('too-large');
      expect(parse).not.toHaveBeenCalled();
      // Bytes, not characters: 400 three-byte characters are 1200 bytes.
      expect(codeOf(readJson(`"${'あ'.repeat(400)}"`, LIMITS))).toBe('too-large');
      expect(readJson(`"${'a'.repeat(1022)}"`, LIMITS).ok).toBe(true);
      expect(codeOf(readJson(`"${'a'.repeat(1023)}"`, LIMITS))).toBe('too-large');
      expect(parse).not.toHaveBeenCalledWith(expect.stringContaining('あ'), expect.anything());
    } finally {
      parse.mockRestore();
    }
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(codeOf(readJson(new Uint8Array([0x22, 0xff, 0x22]), LIMITS))).toBe('bad-utf8');
    expect(codeOf(readJson(new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22]), LIMITS))).toBe('bad-utf8');
  });

  it('refuses text that is not JSON', () => {
    for (const text of ['', '{', '{"a":1,}', "{'a':1}", 'NaN', '[1] [2]', 'undefined']) expect([text, codeOf(readJson(text, LIMITS))]).toEqual([text, 'bad-json']);
  });

  it('refuses nesting deeper than the bound before parsing it', () => {
    expect(readJson('[[[[1]]]]', LIMITS).ok).toBe(true);
    expect(codeOf(readJson('[[[[[1]]]]]', LIMITS))).toBe('too-deep');
    expect(codeOf(readJson('{"a":{"b":{"c":{"d":{}}}}}', LIMITS))).toBe('too-deep');
    // Brackets inside strings are text, not nesting.
    expect(readJson('["[[[[[[", "\\"[[[[["]', LIMITS).ok).toBe(true);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(codeOf(readJson('['.repeat(100_000), { maxBytes: 1 << 20, maxDepth: 32 }))).toBe('too-deep');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('refuses __proto__ and constructor keys at any depth', () => {
    for (const text of ['{"__proto__": {"polluted": 1}}', '{"a": [{"constructor": {"prototype": {}}}]}', '[{"x": {"__proto__": null}}]']) {
      const result = readJson(text, { maxBytes: 1024, maxDepth: 8 });
      expect([text, codeOf(result)]).toEqual([text, 'forbidden-key']);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // As values they are plain strings.
    expect(valueOf(readJson('["__proto__", "constructor"]', LIMITS))).toEqual(['__proto__', 'constructor']);
  });

  it('gives objects no prototype to reach through', () => {
    const value = valueOf(readJson('{"a": {"b": 1}}', LIMITS)) as Record<string, Record<string, unknown>>;
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect(Object.getPrototypeOf(value.a)).toBeNull();
    expect(value.toString).toBeUndefined();
  });

  it('never throws on arbitrary bytes or text', () => {
    fc.assert(fc.property(fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string({ maxLength: 300 }), fc.jsonValue().map((v) => JSON.stringify(v))), (payload) => {
      const result = readJson(payload, LIMITS);
      expect(typeof result.ok).toBe('boolean');
    }), { numRuns: 500 });
  });

  it('reads back any JSON within the bounds as it was written', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 3 }), (v) => {
      const text = JSON.stringify(v);
      fc.pre(!/"(__proto__|constructor)":/.test(text) && nestingDepth(text) <= 4 && text.length <= 1024);
      expect(plain(valueOf(readJson(bytes(text), LIMITS)))).toEqual(JSON.parse(text));
    }), { numRuns: 300 });
  });
});

describe('nestingDepth', () => {
  it('counts arrays and objects outside strings', () => {
    expect(nestingDepth('1')).toBe(0);
    expect(nestingDepth('[]')).toBe(1);
    expect(nestingDepth('[{}, [[]]]')).toBe(3);
    expect(nestingDepth('{"a": "[[[\\\\"}')).toBe(1);
    expect(nestingDepth('"\\"[["')).toBe(0);
  });
});
