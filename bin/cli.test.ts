// The CLI's commands other than simulate: usage and help, moves, and start on a simulated board.
import { spawnSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferIo, main } from './cli.ts';
import type { Command } from './command.ts';
import { commandEntries, loadCommands } from './commands/index.ts';

const commands = await loadCommands();
import { catalogue } from '../rules/index.ts';

const bin = new URL('./tabletop.mjs', import.meta.url).pathname;
const repo = new URL('..', import.meta.url).pathname;

async function run(argv: string[], list?: readonly Command[]) {
  const io = bufferIo();
  const code = await main(argv, io, list);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('tabletop usage', () => {
  it('prints the overview for help, and a clear error for an unknown command', async () => {
    const help = await run(['help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/tabletop simulate --game ID/);
    for (const c of commands) expect(help.out).toContain(`tabletop ${c.name}`);
    expect((await run(['--help'])).out).toBe(help.out);
    const unknown = await run(['fly']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown command "fly"/);
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.out).toBe(help.out);
  });

  it('says its version with --version and -V: the one in package.json, exit 0', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const flag of ['--version', '-V']) expect(await run([flag])).toEqual({ code: 0, out: `tabletop ${version}`, err: '' });
  });

  it('answers help --help and help -h with the overview, exit 0, as every command answers --help', async () => {
    const overview = await run(['help']);
    for (const flag of ['--help', '-h']) {
      const r = await run(['help', flag]);
      expect(r).toEqual({ code: 0, out: overview.out, err: '' });
      expect(r.out).toMatch(/^usage:\n {2}tabletop start /);
      expect(r.out).toContain('tabletop help [COMMAND]');
    }
    expect(await run(['help', 'moves', '--help'])).toEqual(await run(['moves', '--help']));
  });

  it('has no help for an unknown command, and says which commands there are', async () => {
    const r = await run(['help', 'fly']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no help for "fly": commands are start, ports/);
  });

  it('refuses an unknown option with the message and the command\'s usage (exit 2)', async () => {
    const r = await run(['moves', 'free', 'a.json', '--fast']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Unknown option '--fast'/);
    expect(r.err).toContain('usage: tabletop moves GAME FILE… [--options JSON] [--json]');
  });
});

describe.each(commands.map((c) => [c.name, c] as const))('tabletop %s --help', (name, command) => {
  it('prints its usage, each option on one line, and an example; exit 0', async () => {
    const r = await run([name, '--help']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^usage: tabletop ${name}\\b`));
    const optionsAt = lines.indexOf('options:');
    expect(optionsAt).toBeGreaterThan(0);
    for (const option of Object.keys(command.options)) {
      expect(lines[0]).toContain(`--${option}`);
      expect(lines.filter((l) => new RegExp(`^  --${option}(?: \\S+)? {2,}\\S`).test(l))).toHaveLength(1);
    }
    expect(lines.some((l) => /^ {2}-h, --help {2,}print this help and exit$/.test(l))).toBe(true);
    const example = lines.indexOf('example:');
    expect(example).toBeGreaterThan(optionsAt);
    expect(lines[example + 1]).toContain(`npx tabletop ${name}`);
  });

  it('prints the same for tabletop help ' + name + ', -h, and --help after other arguments', async () => {
    const help = await run([name, '--help']);
    expect(await run(['help', name])).toEqual(help);
    expect(await run([name, '-h'])).toEqual(help);
    expect(await run([name, 'x', 'y', '--help'])).toEqual(help);
  });
});

describe('commands plug in as records', () => {
  it('each entry of the list loads the command of its name, once per name', () => {
    expect(commands.map((c) => c.name)).toEqual(commandEntries.map((e) => e.name));
    expect(new Set(commands.map((c) => c.name)).size).toBe(commands.length);
  });

  it('a command added to the list gets help and dispatch with nothing else to write', async () => {
    const seen: string[][] = [];
    const hello: Command = {
      name: 'hello',
      summary: 'Greets.',
      args: 'NAME',
      options: { loud: { type: 'boolean', help: 'shout it' } },
      example: 'npx tabletop hello world',
      run: async (args, io) => { seen.push(args); io.out('hi'); return 0; },
    };
    const help = await run(['hello', '--help'], [hello]);
    expect(help.code).toBe(0);
    expect(help.out).toContain('usage: tabletop hello NAME [--loud]');
    expect(help.out).toMatch(/^ {2}--loud {6}shout it$/m);
    expect((await run(['help'], [hello])).out).toContain('tabletop hello NAME [--loud]');
    expect(await run(['hello', 'world'], [hello])).toEqual({ code: 0, out: 'hi', err: '' });
    expect(seen).toEqual([['world']]);
  });
});

describe('tabletop moves --help, as a real process', () => {
  it('prints the help and exits 0 (it used to say "Unknown option")', () => {
    const r = spawnSync(process.execPath, [bin, 'moves', '--help'], { cwd: repo, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: tabletop moves GAME FILE…/);
    expect(r.stdout).toContain('example:');
  });
});

describe('tabletop games', () => {
  it('--json prints the catalogue as one JSON array with the listed fields', async () => {
    const r = await run(['games', '--json']);
    expect(r.code).toBe(0);
    const listed = JSON.parse(r.out) as Record<string, unknown>[];
    expect(listed).toEqual(catalogue());
    for (const g of listed) expect(Object.keys(g)).toEqual(expect.arrayContaining(['id', 'title', 'source', 'board', 'status', 'players']));
  });

  it('plain: a header, then one line per game and its note', async () => {
    const r = await run(['games']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/^id +status +players +board +score +title — rulebook$/);
    expect(lines.some((l) => /^cetkaik +playable +2 +9×9 +no +Cetkaik 机戦 — the book 我々の遊戯/.test(l))).toBe(true);
    expect(lines.some((l) => /^scarabya +playable +1-4 +10×10 +no +Scarabya — the Scarabya rulebook/.test(l))).toBe(true);
    expect(lines.some((l) => /^ +note: The printed site boards are not public.*invented/.test(l))).toBe(true);
    expect((await run(['games', 'extra'])).code).toBe(2);
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
