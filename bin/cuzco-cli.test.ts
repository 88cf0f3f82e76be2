// `tabletop cuzco missions FILE`: the missions met and one short per player, as one line of JSON.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferIo, main } from './cli.ts';

const example = new URL('../rules/cuzco/testing/example-position.json', import.meta.url).pathname;
const bin = new URL('./tabletop.mjs', import.meta.url).pathname;

describe('tabletop cuzco missions', () => {
  it("prints each player's missions met and one short: ids as the aid writes them, sorted, completed ones left out", async () => {
    const io = bufferIo();
    expect(await main(['cuzco', 'missions', example], io)).toBe(0);
    expect(io.stdout).toEqual([JSON.stringify({
      P1: {
        met: ['01', 'S-01', 'S-02', 'S-04', 'S-05'],
        oneShort: ['04', '05', '06', '22', '23', '24', '33', '34', '40', '49', '54', 'S-06'],
      },
    })]);
  });

  it('names the file and the field of a bad position, and shows its usage', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cuzco-'));
    const file = join(dir, 'table.json');
    writeFileSync(file, JSON.stringify({ players: { P1: { feathers: { orange: 5 } } } }));
    const bad = bufferIo();
    expect(await main(['cuzco', 'missions', file], bad)).toBe(2);
    expect(bad.stderr.join('\n')).toMatch(/table\.json: P1 feathers\.orange: expected integer to be less or equal to 3/);
    const usage = bufferIo();
    expect(await main(['cuzco', 'score', file], usage)).toBe(2);
    expect(usage.stderr.join('\n')).toMatch(/usage: tabletop cuzco missions FILE/);
    const help = bufferIo();
    expect(await main(['help'], help)).toBe(0);
    expect(help.stdout.join('\n')).toMatch(/tabletop cuzco missions FILE/);
  });

  it('refuses a position nested 3,000 levels deep as too deep, on stderr with exit 2 (as a real process: once a stack trace)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cuzco-'));
    const file = join(dir, 'deep.json');
    writeFileSync(file, `{"players": {"P1": {"feathers": ${'{"orange": '.repeat(3000)}1${'}'.repeat(3000)}}}}`);
    const r = spawnSync(process.execPath, [bin, 'cuzco', 'missions', file], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`tabletop: ${file} nests objects and lists more than 36 levels deep\n`);
  });

  it('refuses a position nested past what the game reads, though within what a file may hold, naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cuzco-'));
    const file = join(dir, 'deep.json');
    writeFileSync(file, `{"players": {"P1": {"feathers": ${'{"orange": '.repeat(33)}1${'}'.repeat(33)}}}}`);
    const io = bufferIo();
    expect(await main(['cuzco', 'missions', file], io)).toBe(2);
    expect(io.stderr).toEqual([`tabletop: ${file}: too deep: more than 32 levels of objects and lists in the position`]);
  });
});
