// The CLI's commands other than simulate: usage, moves, and start on a simulated board.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferIo, main } from './cli.ts';

describe('tabletop usage', () => {
  it('prints usage for help, and a clear error for an unknown command', async () => {
    const help = bufferIo();
    expect(await main(['help'], help)).toBe(0);
    expect(help.stdout.join('\n')).toMatch(/tabletop simulate --game ID/);
    const unknown = bufferIo();
    expect(await main(['fly'], unknown)).toBe(2);
    expect(unknown.stderr.join('\n')).toMatch(/unknown command "fly"/);
  });
});

describe('tabletop moves', () => {
  it('prints the legal moves of a position, one per line, sorted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moves-'));
    const file = join(dir, 'position.json');
    writeFileSync(file, JSON.stringify({ occupied: ['A1', 'I9'] }));
    const io = bufferIo();
    expect(await main(['moves', 'free', file], io)).toBe(0);
    expect(io.stdout).toHaveLength(2 * 79);
    expect(io.stdout).toEqual([...io.stdout].sort());
    expect(io.stdout).toContain('A1-E5');
    expect(io.stdout).not.toContain('A1-I9');
    const added = bufferIo();
    expect(await main(['moves', 'free', file, '--options', '{"add":true}'], added)).toBe(0);
    expect(added.stdout).toHaveLength(2 * 79 + 79);
    const bad = bufferIo();
    writeFileSync(file, JSON.stringify({ occupied: ['Z1'] }));
    expect(await main(['moves', 'free', file], bad)).toBe(2);
    expect(bad.stderr.join('\n')).toMatch(/position\.json: position: .*Z1/);
  });
});

describe('tabletop start', () => {
  it('runs on a simulated board driven from the terminal, and quits cleanly', async () => {
    const bin = new URL('./tabletop.mjs', import.meta.url).pathname;
    const child = spawn(process.execPath, [bin, 'start', '--json', '--seed', '3', '--listen', '127.0.0.1:0', '--data', mkdtempSync(join(tmpdir(), 'tt-start-'))], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err += d; });
    const waitFor = async (pattern: RegExp) => {
      for (let i = 0; i < 200 && !pattern.test(out); i++) await new Promise((r) => setTimeout(r, 50));
      expect(out, err).toMatch(pattern);
    };
    await waitFor(/"type":"link","state":"ready"/);
    child.stdin.write('lift A1\n');
    await waitFor(/"A1":"selected"/);
    child.stdin.write('place E5\n');
    await waitFor(/"type":"move","move":"A1-E5"/);
    child.stdin.write('fly away\n');
    await waitFor(/\? unknown command "fly"/);
    child.stdin.write('quit\n');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
  });
});
