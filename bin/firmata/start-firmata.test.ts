// `tabletop start --firmata PATH --pins FILE`: the pin maps are checked before anything opens,
// and an Arduino that is not there is named (the working paths are in host-e2e.test.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferIo, main } from '../cli.ts';

async function run(argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

const dir = mkdtempSync(join(tmpdir(), 'tt-firmata-'));
const file = (name: string, json: unknown) => { const path = join(dir, name); writeFileSync(path, JSON.stringify(json)); return path; };
const data = () => mkdtempSync(join(tmpdir(), 'tt-firmata-data-'));

describe('start --firmata', () => {
  it('pairs every --firmata with a --pins file', async () => {
    const r = await run(['start', '--firmata', '/dev/ttyACM9', '--data', data()]);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('every --firmata PATH needs its --pins FILE (given 1 --firmata and 0 --pins)');
  });

  it('names the pin map file and what is wrong in it', async () => {
    const pins = file('bad.json', { pins: [{ pin: 2, button: 'jump' }] });
    const r = await run(['start', '--firmata', '/dev/ttyACM9', '--pins', pins, '--data', data()]);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain(`${pins}: pins[0] (pin 2): a button's role is one of next, undo`);
    const missing = await run(['start', '--firmata', '/dev/ttyACM9', '--pins', join(dir, 'none.json'), '--data', data()]);
    expect(missing.err).toContain(`cannot read ${join(dir, 'none.json')}: ENOENT`);
  });

  it('refuses a pin map naming no Arduino we know, a status LED that shows nothing, a pin it lacks: exit 2, the pin map named', async () => {
    const cases: [unknown, string][] = [
      [{ arduino: 'constructor', pins: [{ pin: 99999, button: 'next' }] }, '"arduino" must be one of uno, mega, not "constructor"; pins[0]: an Arduino uno has pins 2 to 19 (A0 = 14), not 99999'],
      [{ arduino: '__proto__', pins: [{ pin: 2, button: 'next' }] }, '"arduino" must be one of uno, mega, not "__proto__"'],
      [{ arduino: 'toString', pins: [{ pin: 2, button: 'next' }] }, '"arduino" must be one of uno, mega, not "toString"'],
      [{ pins: [{ pin: 2, button: 'next' }, { pin: 3, status: 'constructor' }] }, 'pins[1] (pin 3): a status LED shows one of ready, confirm, error'],
      [{ pins: [{ pin: 99999, button: 'next' }] }, 'pins[0]: an Arduino uno has pins 2 to 19 (A0 = 14), not 99999'],
    ];
    for (const [json, problem] of cases) {
      const pins = file('proto.json', json);
      const r = await run(['start', '--firmata', '/dev/tabletop-no-such-port', '--pins', pins, '--listen', '127.0.0.1:0', '--data', data()]);
      expect({ code: r.code, err: r.err }, JSON.stringify(json)).toEqual({ code: 2, err: `tabletop: ${pins}: ${problem}` });
    }
  });

  it('refuses a pin map whose name would write escapes to the terminal, and prints it escaped', async () => {
    const pins = file('ansi.json', { name: 'box\u001b[2J\u0007', pins: [{ pin: 2, button: 'next' }] });
    const r = await run(['start', '--firmata', '/dev/tabletop-no-such-port', '--pins', pins, '--listen', '127.0.0.1:0', '--data', data()]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`tabletop: ${pins}: "name" "box\\u001b[2J\\u0007" has control characters (terminal escapes, a bell, a line break): write it as plain text`);
    expect(r.err + r.out).not.toMatch(/[\u0007\u001b]/);
  });

  it('names a pin map over its limit in KiB', async () => {
    const pins = join(dir, 'huge.json');
    writeFileSync(pins, `{"name": "${'n'.repeat(64 * 1024)}"}`);
    const r = await run(['start', '--firmata', '/dev/ttyACM9', '--pins', pins, '--data', data()]);
    expect({ code: r.code, err: r.err }).toEqual({ code: 2, err: `tabletop: ${pins} is ${64 * 1024 + 12} bytes, larger than the limit of 64 KiB` });
  });

  it('says which Arduino could not be opened, and stops cleanly', async () => {
    const pins = file('box.json', { name: 'my box', pins: [{ pin: 2, button: 'next' }] });
    const r = await run(['start', '--firmata', '/dev/tabletop-no-such-port', '--pins', pins, '--listen', '127.0.0.1:0', '--data', data()]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/\/dev\/tabletop-no-such-port: .*\(my box, pins from .*box\.json\)/);
    expect(r.out).not.toContain('dashboard:');
  });

  it('lists the options in its help', async () => {
    const r = await run(['help', 'start']);
    expect(r.out).toContain('--firmata PATH');
    expect(r.out).toContain('--pins FILE');
  });
});
