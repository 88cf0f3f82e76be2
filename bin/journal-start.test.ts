// `tabletop start` with a journal: several simulated boards each with its own game, terminal
// commands aimed with "on N", the process killed (SIGKILL: no shutdown at all) and started
// again: every game resumed where it was. --new starts afresh; a data folder that cannot be
// used is named; a journal cut short or copied stops it, the files named.
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const bin = new URL('./tabletop.mjs', import.meta.url).pathname;
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => { for (const c of children.splice(0)) c.kill('SIGKILL'); });

function run(args: string[]) {
  const c = spawn(process.execPath, [bin, 'start', '--json', '--listen', '127.0.0.1:0', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(c);
  const out = { stdout: '', stderr: '' };
  c.stdout!.on('data', (d) => { out.stdout += d; });
  c.stderr!.on('data', (d) => { out.stderr += d; });
  const waitFor = async (stream: 'stdout' | 'stderr', pattern: RegExp) => {
    for (let i = 0; i < 300 && !pattern.test(out[stream]); i++) await new Promise((r) => setTimeout(r, 50));
    expect(out[stream], `${stream} (stderr: ${out.stderr})`).toMatch(pattern);
  };
  const exit = () => new Promise<number | null>((resolve) => { if (c.exitCode !== null) resolve(c.exitCode); else c.on('exit', resolve); });
  const type = (line: string) => c.stdin!.write(`${line}\n`);
  return { c, out, waitFor, exit, type };
}

const journals = (data: string) => readdirSync(join(data, 'games')).filter((n) => n.endsWith('.jsonl')).sort();

describe('tabletop start with a journal', () => {
  it('runs two simulated boards, each its own game; killed and started again, both games go on', async () => {
    const data = mkdtempSync(join(tmpdir(), 'journal-start-'));
    const first = run(['--sim', '2', '--seed', '3', '--data', data]);
    await first.waitFor('stdout', /"type":"link","state":"ready","board":"sim-2"/);
    await first.waitFor('stderr', /2 boards: 1 = sim-1 \(simulated\) playing Free play/);
    first.type('on 2 lift A1');
    await first.waitFor('stdout', /"A1":"selected"[^\n]*"board":"sim-2"/);
    first.type('on 2 place E5');
    await first.waitFor('stdout', /"type":"move","move":"A1-E5","board":"sim-2"/);
    first.type('on 1');
    await first.waitFor('stdout', /commands now go to board sim-1/);
    first.type('lift B1');
    first.type('place C5');
    await first.waitFor('stdout', /"type":"move","move":"B1-C5","board":"sim-1"/);
    first.c.kill('SIGKILL');
    await first.exit();
    expect(journals(data)).toHaveLength(2);

    const second = run(['--sim', '2', '--seed', '99', '--data', data]);
    await second.waitFor('stderr', /resumed Free play \(game sim-2\.2, 1 moves\) on board sim-2 from /);
    await second.waitFor('stderr', /resumed Free play \(game sim-1\.1, 1 moves\) on board sim-1 from /);
    await second.waitFor('stdout', /"type":"link","state":"ready","board":"sim-2"/);
    second.type('on 2 lift E5'); // the piece is where the first host left it
    await second.waitFor('stdout', /"E5":"selected"[^\n]*"board":"sim-2"/);
    second.type('on 2 place E6');
    await second.waitFor('stdout', /"type":"move","move":"E5-E6","board":"sim-2"/);
    second.type('boards');
    await second.waitFor('stdout', /\* 1 sim-1 \(simulated\): Free play, game sim-1\.1, 1 moves\n {2}2 sim-2 \(simulated\): Free play, game sim-2\.2, 2 moves/);
    second.type('quit');
    expect(await second.exit()).toBe(0);
    expect(journals(data)).toHaveLength(2); // no new games: both were resumed
    const lines = readFileSync(join(data, 'games', journals(data).find((n) => n.includes('sim-2'))!), 'utf8').trim().split('\n');
    expect(lines.slice(2).map((l) => (JSON.parse(l) as { move?: string }).move).filter(Boolean)).toEqual(['A1-E5', 'E5-E6']);

    // --new: the unfinished games are closed and new ones begin.
    const third = run(['--seed', '4', '--data', data, '--new']);
    await third.waitFor('stderr', /closed the unfinished game of .*sim-1\.1/);
    third.type('quit');
    expect(await third.exit()).toBe(0);
    expect(journals(data)).toHaveLength(3);
  }, 60_000);

  it('names a data folder it cannot use (exit 1), and refuses --sim 0 and --max-baud 9600 (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-start-'));
    writeFileSync(join(dir, 'file'), '');
    const bad = run(['--data', join(dir, 'file')]);
    expect(await bad.exit()).toBe(1);
    expect(bad.out.stderr).toContain(`cannot write in the data folder ${join(dir, 'file', 'games')}: ENOTDIR (part of the path is a file, not a folder)`);
    const zero = run(['--sim', '0', '--data', dir]);
    expect(await zero.exit()).toBe(2);
    expect(zero.out.stderr).toMatch(/--sim takes a number of simulated boards from 1 to 64, not "0"/);
    const slow = run(['--max-baud', '9600', '--data', dir]);
    expect(await slow.exit()).toBe(2);
    expect(slow.out.stderr).toContain('--max-baud takes one of 115200, 250000, 500000, 1000000, not "9600"');
  }, 60_000); // three processes one after another: more than 20 s on a loaded machine

  it('stops at a corrupt journal, naming the file and line (exit 2)', async () => {
    const data = mkdtempSync(join(tmpdir(), 'journal-start-'));
    const first = run(['--seed', '3', '--data', data]);
    await first.waitFor('stdout', /"type":"link","state":"ready"/);
    first.c.kill('SIGKILL');
    await first.exit();
    const path = join(data, 'games', journals(data)[0]);
    writeFileSync(path, `${readFileSync(path, 'utf8')}{"type":"move","at":1}\n`);
    const second = run(['--data', data]);
    expect(await second.exit()).toBe(2);
    expect(second.out.stderr).toContain(`${path}: line 3 has no checksum: it is not read as a record`);
  });

  /** A game of one move played by `start`, the process then killed: its data folder and journal. */
  async function playOneMove() {
    const data = mkdtempSync(join(tmpdir(), 'journal-start-'));
    const first = run(['--seed', '3', '--data', data]);
    await first.waitFor('stdout', /"type":"link","state":"ready"/);
    first.type('lift A1');
    first.type('place E5');
    await first.waitFor('stdout', /"type":"move","move":"A1-E5"/);
    first.c.kill('SIGKILL');
    await first.exit();
    return { data, path: join(data, 'games', journals(data)[0]) };
  }

  let played: ReturnType<typeof playOneMove> | undefined;
  /** A copy of that data folder: the game is played (and killed) once for the tests that spoil it. */
  async function oneMove() {
    played ??= playOneMove();
    const template = await played;
    const data = mkdtempSync(join(tmpdir(), 'journal-start-'));
    cpSync(template.data, data, { recursive: true });
    return { data, path: join(data, 'games', journals(data)[0]) };
  }

  it('stops at a journal cut at a line end, naming the file and the first line missing (exit 2)', async () => {
    const { data, path } = await oneMove();
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n').filter(Boolean);
    writeFileSync(path, `${lines.slice(0, -1).join('\n')}\n`);
    const cut = run(['--data', data]);
    expect(await cut.exit()).toBe(2);
    expect(cut.out.stderr).toContain(`${path}: line ${lines.length} is missing: the journal ends after line ${lines.length - 1}, but the host wrote ${lines.length} lines to it`);
    // Put back whole, it resumes.
    writeFileSync(path, text);
    const whole = run(['--data', data]);
    await whole.waitFor('stderr', /resumed Free play \(game sim-1\.1, 1 moves\) on board sim-1 from /);
    whole.type('quit');
    expect(await whole.exit()).toBe(0);
  }, 60_000);

  it('stops at two journals of one game (a copy), naming both files (exit 2)', async () => {
    const { data, path } = await oneMove();
    const copy = path.replace('.jsonl', '-2.jsonl');
    copyFileSync(path, copy);
    const twice = run(['--data', data]);
    expect(await twice.exit()).toBe(2);
    expect(twice.out.stderr).toContain(`${copy} and ${path} both hold game sim-1.1: one is a copy`);
    rmSync(copy);
    const once = run(['--data', data]);
    await once.waitFor('stderr', /resumed Free play \(game sim-1\.1, 1 moves\) on board sim-1 from /);
    once.type('quit');
    expect(await once.exit()).toBe(0);
  }, 60_000);
});
