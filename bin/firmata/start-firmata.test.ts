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
