import { describe, expect, it } from 'vitest';
import { LedKind } from './protocol/messages.ts';
import type { BoardProfile } from './profile.ts';
import { builtinProfiles, ledKindCode, parseProfile } from './profile.ts';

const good = {
  id: 'test-9x9', name: 'Test board', rows: 9, cols: 9, ledKind: 'ws2812', ledChain: 'serpentine',
  ledStart: 'top-left', orientation: 0, buttons: ['next'], maxCurrentMa: 2000, debounce: 'eager',
};

function errorOf(json: unknown): string {
  const result = parseProfile(json);
  if (result.ok) throw new Error('expected the profile to be refused');
  return result.error;
}

describe('builtinProfiles', () => {
  it('holds the shipped boards by id', () => {
    expect(Object.keys(builtinProfiles).sort()).toEqual(['10x10', '16x16', '9x9', '9x9-apa102', '9x9-buttons', '9x9-corners']);
    for (const [id, p] of Object.entries(builtinProfiles)) expect(p.id).toBe(id);
  });

  it('knows which board has the corner layer, and refuses a corners field that is not a boolean', () => {
    expect(builtinProfiles['9x9-corners']).toMatchObject({ rows: 9, cols: 9, corners: true, buttons: ['next', 'undo'] });
    expect(builtinProfiles['9x9'].corners).toBeUndefined();
    const { id: _id, ...rest } = builtinProfiles['9x9'];
    const bad = parseProfile({ ...rest, id: 'x', corners: 'yes' });
    expect(bad).toMatchObject({ ok: false, error: expect.stringContaining('corners must be true or false') });
  });

  it('describes their sizes, wiring and buttons', () => {
    expect(builtinProfiles['9x9']).toMatchObject({ rows: 9, cols: 9, ledKind: 'ws2812', ledChain: 'serpentine', buttons: [] });
    expect(builtinProfiles['10x10']).toMatchObject({ rows: 10, cols: 10, ledChain: 'row-major' });
    expect(builtinProfiles['16x16']).toMatchObject({ rows: 16, cols: 16, maxCurrentMa: 2000 });
    expect(builtinProfiles['9x9-buttons'].buttons).toEqual(['next', 'undo']);
  });

  it('debounce the reed boards eager, and the boards with buttons deferred (a glitch on a button line would be a press)', () => {
    const modes = Object.fromEntries(Object.entries(builtinProfiles).map(([id, p]) => [id, p.debounce]));
    expect(modes).toEqual({
      '9x9': 'eager', '9x9-apa102': 'eager', '10x10': 'eager', '16x16': 'eager',
      '9x9-buttons': 'deferred', '9x9-corners': 'deferred',
    });
  });
});

describe('parseProfile', () => {
  it('accepts a complete profile and returns it as is', () => {
    expect(parseProfile(good)).toEqual({ ok: true, profile: good });
  });

  it('defaults a missing buttons list to none', () => {
    const { buttons: _unused, ...noButtons } = good;
    const result = parseProfile(noButtons);
    expect(result.ok && result.profile.buttons).toEqual([]);
  });

  it('takes the debounce mode, eager when the profile names none, and refuses another', () => {
    expect(parseProfile({ ...good, debounce: 'deferred' })).toMatchObject({ ok: true, profile: { debounce: 'deferred' } });
    const { debounce: _unused, ...noMode } = good;
    expect(parseProfile(noMode)).toMatchObject({ ok: true, profile: { debounce: 'eager' } });
    expect(errorOf({ ...good, debounce: 'lazy' })).toBe('debounce must be one of "eager", "deferred" (got "lazy")');
    expect(errorOf({ ...good, debounce: true })).toMatch(/debounce must be one of .*\(got true\)/);
  });

  it('refuses what is not an object', () => {
    for (const json of [null, 42, 'x', [good]]) expect(errorOf(json)).toMatch(/must be a JSON object/);
  });

  it('names each bad field with what it got', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ id: 'Big Board' }, /id must be lower-case.*got "Big Board"/],
      [{ id: undefined }, /id must be .*got nothing/],
      [{ name: '  ' }, /name must be a non-empty string/],
      [{ rows: 0 }, /rows must be an integer from 1 to 255 \(got 0\)/],
      [{ cols: 9.5 }, /cols must be an integer from 1 to 255 \(got 9.5\)/],
      [{ rows: '9' }, /rows must be an integer .*got "9"/],
      [{ ledKind: 'neopixel' }, /ledKind must be one of "ws2812", "apa102", "none" \(got "neopixel"\)/],
      [{ ledChain: 'zigzag' }, /ledChain must be one of "serpentine", "row-major"/],
      [{ ledStart: 'middle' }, /ledStart must be one of "top-left"/],
      [{ orientation: 45 }, /orientation must be one of 0, 90, 180, 270 \(got 45\)/],
      [{ orientation: '90' }, /orientation must be one of .*got "90"/],
      [{ buttons: 'next' }, /buttons must be an array/],
      [{ buttons: ['next', ''] }, /buttons\[1\] must be a non-empty string/],
      [{ buttons: ['next', 'next'] }, /buttons\[1\] repeats the name "next"/],
      [{ buttons: Array.from({ length: 256 }, (_, i) => `b${i}`) }, /at most 255/],
      [{ maxCurrentMa: -1 }, /maxCurrentMa must be an integer from 1/],
      [{ colz: 9 }, /unknown field "colz" \(known: id, name, rows, cols/],
    ];
    for (const [change, message] of cases) expect(errorOf({ ...good, ...change })).toMatch(message);
  });

  it('allows quarter turns on square boards only', () => {
    expect(errorOf({ ...good, cols: 10, orientation: 90 })).toMatch(/orientation 90 needs a square board \(this one is 9×10\)/);
    expect(errorOf({ ...good, cols: 10, orientation: 270 })).toMatch(/orientation 270 needs a square board/);
    expect(parseProfile({ ...good, cols: 10, orientation: 180 }).ok).toBe(true);
    expect(parseProfile({ ...good, orientation: 90 }).ok).toBe(true);
  });

  it('reports every bad field at once', () => {
    const error = errorOf({ ...good, rows: -1, ledKind: 'x', maxCurrentMa: 'lots' });
    expect(error.split('; ')).toHaveLength(3);
  });
});

describe('ledKindCode', () => {
  it('maps profile LED kinds to the HELLO codes', () => {
    expect(ledKindCode('ws2812')).toBe(LedKind.WS2812_GRB);
    expect(ledKindCode('apa102')).toBe(LedKind.APA102_BGR);
    expect(ledKindCode('none')).toBe(LedKind.NONE);
  });
});

