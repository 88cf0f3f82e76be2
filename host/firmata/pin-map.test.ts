import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePinMap } from './pin-map.ts';

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../hardware/firmata/${name}`, import.meta.url), 'utf8'));
const error = (json: unknown): string => { const r = parsePinMap(json); if (r.ok) throw new Error('accepted'); return r.error; };

describe('pin maps', () => {
  it('reads the documented examples', () => {
    const box = parsePinMap(example('button-box.json'));
    expect(box).toMatchObject({ ok: true, value: { name: 'button box', arduino: 'uno', grid: null, serves: null } });
    expect(box.ok && box.value.uses).toEqual([
      { pin: 2, kind: 'button', role: 'next' }, { pin: 3, kind: 'button', role: 'undo' },
      { pin: 12, kind: 'status', meaning: 'confirm' }, { pin: 13, kind: 'status', meaning: 'ready' },
      { pin: 8, kind: 'buzzer', events: ['rejected', 'correction', 'end'] },
    ]);
    const mega = parsePinMap(example('mini-4x4-mega.json'));
    expect(mega.ok && mega.value.grid).toEqual({ rows: 4, cols: 4 });
    expect(mega.ok && mega.value.uses.filter((u) => u.kind === 'reed')).toHaveLength(16);
    const uno = parsePinMap(example('mini-3x3-uno.json'));
    expect(uno.ok && uno.value.uses.find((u) => u.kind === 'led' && u.cell === 8)).toEqual({ pin: 19, kind: 'led', cell: 8 });
  });

  it('takes analog pins by name and numbers them as the Arduino does', () => {
    const map = parsePinMap({ pins: [{ pin: 'A0', button: 'next' }, { pin: 'a5', status: 'error' }] });
    expect(map.ok && map.value.uses.map((u) => u.pin)).toEqual([14, 19]);
    const mega = parsePinMap({ arduino: 'mega', pins: [{ pin: 'A15', button: 'undo' }] });
    expect(mega.ok && mega.value.uses[0].pin).toBe(69);
  });

  it('names every mistake at once', () => {
    const e = error({ name: 'box', colour: 'red', pins: [{ pin: 1, button: 'next' }, { pin: 2, button: 'go' }, { pin: 3 }, { pin: 4, button: 'next', led: 'A1' }, { pin: 20, button: 'undo' }, { pin: 5, status: 'blue' }] });
    expect(e).toContain('unknown field "colour"');
    expect(e).toContain('pin 1 carries the USB serial line');
    expect(e).toContain("pins[1] (pin 2): a button's role is one of next, undo");
    expect(e).toContain('pins[2] (pin 3) must say what it is with exactly one of button, reed, led, status, buzzer');
    expect(e).toContain('pins[3] (pin 4) must say what it is');
    expect(e).toContain('an Arduino uno has pins 2 to 19 (A0 = 14), not 20');
    expect(e).toContain('pins[5] (pin 5): a status LED shows one of ready, confirm, error');
  });

  it('refuses a pin used twice, a cell without its reed, a grid too large, cells off the grid', () => {
    expect(error({ pins: [{ pin: 2, button: 'next' }, { pin: 2, button: 'undo' }] })).toBe('pin 2 is used twice (pins[0] and pins[1])');
    expect(error({ grid: { rows: 1, cols: 2 }, pins: [{ pin: 2, reed: 'A1' }, { pin: 3, led: 'B1' }] })).toBe('cell B1 has no reed switch');
    expect(error({ grid: { rows: 5, cols: 4 }, pins: [{ pin: 2, reed: 'A1' }] })).toMatch(/^a 5×4 grid has 20 cells: a Firmata board takes at most 16/);
    expect(error({ grid: { rows: 2, cols: 2 }, pins: [{ pin: 2, reed: 'C1' }] })).toContain('"C1" is not a cell of the 2×2 grid (A1 … B2)');
    expect(error({ pins: [{ pin: 13, led: 'A1' }] })).toContain('a led for a cell needs a "grid" (a status LED is {"pin": N, "status": "ready"})');
  });

  it('wants a button in a button box, and no "serves" on a board of its own', () => {
    expect(error({ pins: [{ pin: 13, status: 'ready' }] })).toBe('a button box needs at least one button (or give a "grid" for a board of reed switches)');
    expect(error({ serves: 'sim-1', grid: { rows: 1, cols: 1 }, pins: [{ pin: 2, reed: 'A1' }] })).toBe('"serves" is for a button box: a pin map with a "grid" is a board of its own');
    expect(error([])).toBe('a pin map is a JSON object with "pins"');
    expect(error({ pins: [] })).toContain('"pins" must be a list of pins');
  });

  it('takes a buzzer on chosen events, or true for the usual ones', () => {
    const map = parsePinMap({ pins: [{ pin: 2, button: 'next' }, { pin: 8, buzzer: ['move', 'move', 'end'] }] });
    expect(map.ok && map.value.uses[1]).toEqual({ pin: 8, kind: 'buzzer', events: ['move', 'end'] });
    expect(error({ pins: [{ pin: 2, button: 'next' }, { pin: 8, buzzer: ['lights'] }] })).toContain('a buzzer is true');
  });

  it('looks names up among its own only: "constructor", "__proto__" or "toString" is no Arduino and no status', () => {
    for (const arduino of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(error({ arduino, pins: [{ pin: 2, button: 'next' }] }), arduino).toBe(`"arduino" must be one of uno, mega, not "${arduino}"`);
    }
    for (const status of ['constructor', '__proto__', 'toString']) {
      expect(error({ pins: [{ pin: 2, button: 'next' }, { pin: 3, status }] }), status).toBe("pins[1] (pin 3): a status LED shows one of ready, confirm, error");
    }
    // A JSON "__proto__" key is an own key of the parsed object: an unknown field, not a prototype.
    expect(error(JSON.parse('{"__proto__": {"pins": 1}, "pins": [{"pin": 2, "button": "next"}]}'))).toBe('unknown field "__proto__" (fields: name, arduino, grid, serves, pins)');
  });

  it("bounds every pin by the Arduino's pins, whatever else is wrong", () => {
    expect(error({ pins: [{ pin: 99999, button: 'next' }] })).toContain('an Arduino uno has pins 2 to 19 (A0 = 14), not 99999');
    expect(error({ arduino: 'constructor', pins: [{ pin: 99999, button: 'next' }] })).toContain('an Arduino uno has pins 2 to 19 (A0 = 14), not 99999');
    expect(error({ arduino: 'mega', pins: [{ pin: 70, button: 'next' }, { pin: 'A16', button: 'undo' }] })).toBe('pins[0]: an Arduino mega has pins 2 to 69 (A0 = 54), not 70; pins[1]: an Arduino mega has pins 2 to 69 (A0 = 54), not "A16"');
    expect(error({ pins: [{ pin: -1, button: 'next' }] })).toContain('not -1');
  });

  it('refuses a name with control characters (terminal escapes, a bell, a line break, bidi overrides), quoting it escaped', () => {
    expect(error({ name: 'box\u001b[2J\u001b]0;owned\u0007', pins: [{ pin: 2, button: 'next' }] })).toBe(
      '"name" "box\\u001b[2J\\u001b]0;owned\\u0007" has control characters (terminal escapes, a bell, a line break): write it as plain text');
    for (const name of ['two\nlines', 'tab\there', 'c1\u009b31m', 'del\u007f', 'bidi\u202egnp.exe']) {
      expect(error({ name, pins: [{ pin: 2, button: 'next' }] }), JSON.stringify(name)).toMatch(/^"name" ".*" has control characters/);
    }
    expect(parsePinMap({ name: 'Böx ☃ 盤', pins: [{ pin: 2, button: 'next' }] })).toMatchObject({ ok: true, value: { name: 'Böx ☃ 盤' } });
    expect(error({ name: 'n'.repeat(61), pins: [{ pin: 2, button: 'next' }] })).toBe('"name" must be a short text (1 to 60 characters)');
  });

  it('repeats what it refuses short and escaped', () => {
    const e = error({ grid: { rows: 1, cols: 1 }, pins: [{ pin: 2, reed: 'A1' }, { pin: 3, led: `\u001b${'Z'.repeat(5000)}` }, { pin: 'x'.repeat(5000), button: 'next' }], ['\u0007'.repeat(100)]: 1 });
    expect(e).not.toMatch(/[\u0000-\u001f]/);
    expect(e.length).toBeLessThan(1000);
    expect(e).toContain('"\\u001bZZZ');
    expect(e).toContain('…"');
  });
});
