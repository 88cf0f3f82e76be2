import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_JSON_FILE_BYTES, MAX_JSON_FILE_DEPTH, parseJson, readJsonFile } from './read-json.ts';
import { killAll, startCli } from './testing/cli-process.ts';

const tempDir = (): string => mkdtempSync(join(tmpdir(), 'read-json-'));

/** A named pipe no one writes to: opening it for reading the usual way waits for a writer. */
function fifo(dir: string): string {
  const path = join(dir, 'pins.fifo');
  execFileSync('mkfifo', [path]);
  return path;
}

/** A file that is not JSON and must not be quoted back (as /etc/shadow would be, to root). */
const SECRET = 'root:$y$j9T$secretsecret:19000:0:99999:7:::\n';

describe('JSON files and arguments', () => {
  it('refuse a file over the limit before reading it, naming the limit', async () => {
    const path = join(tempDir(), 'big.json');
    writeFileSync(path, `{"x":"${'y'.repeat(200)}"}`);
    expect(await readJsonFile(path, 100)).toEqual({ ok: false, error: `${path} is 208 bytes, larger than the limit of 100 bytes` });
    expect(await readJsonFile(path, 1024)).toMatchObject({ ok: true, value: { x: 'y'.repeat(200) } });
    expect(await readJsonFile(path)).toMatchObject({ ok: true, value: { x: 'y'.repeat(200) } });
    expect(MAX_JSON_FILE_BYTES).toBe(16 * 1024 * 1024);
  });

  it('name the limit in KiB or MiB', async () => {
    const path = join(tempDir(), 'pins.json');
    writeFileSync(path, `"${'p'.repeat(70 * 1024)}"`);
    expect(await readJsonFile(path, 64 * 1024)).toEqual({ ok: false, error: `${path} is ${70 * 1024 + 2} bytes, larger than the limit of 64 KiB` });
    expect(await readJsonFile(path, 1024 * 1024 * 1024)).toMatchObject({ ok: true });
    expect(parseJson(`"${'p'.repeat(70 * 1024)}"`, 'a script', 16 * 1024 * 1024)).toMatchObject({ ok: true });
  });

  it('refuse an argument over 64 KiB, and say what is wrong with bad JSON', () => {
    expect(parseJson(`"${'z'.repeat(64 * 1024)}"`, '--options')).toMatchObject({ ok: false, error: expect.stringContaining('larger than the limit of 64 KiB') });
    expect(parseJson('{', '--options')).toMatchObject({ ok: false, error: expect.stringContaining('--options is not valid JSON') });
  });

  it('refuse JSON nested deeper than MAX_JSON_FILE_DEPTH as it is read, and take it at the limit', () => {
    const lists = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(MAX_JSON_FILE_DEPTH).toBe(36);
    expect(parseJson(lists(36), '--options')).toMatchObject({ ok: true });
    expect(parseJson(lists(37), '--options')).toEqual({ ok: false, error: '--options nests objects and lists more than 36 levels deep' });
    expect(parseJson(lists(30_000), '--options')).toMatchObject({ ok: false, error: expect.stringContaining('more than 36 levels deep') });
  });

  it('a pin map with a pin nested 30,000 deep is refused by name, exit 2 (as a real process: once a stack trace quoting the pin)', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'read-json-')), 'pins.json');
    writeFileSync(path, `{"name": "box", "pins": [{"pin": ${'['.repeat(30_000)}${']'.repeat(30_000)}, "button": "next"}]}`);
    const bin = new URL('./tabletop.mjs', import.meta.url).pathname;
    const r = spawnSync(process.execPath, [bin, 'start', '--firmata', '/dev/null', '--pins', path, '--data', join(path, '..', 'data')], { encoding: 'utf8' });
    expect(r.stderr).toBe(`tabletop: ${path} nests objects and lists more than 36 levels deep\n`);
    expect(r.status).toBe(2);
  });

  it('read only regular files: a named pipe, a device or a folder is named and refused at once', async () => {
    const dir = tempDir();
    const pipe = fifo(dir);
    expect(await readJsonFile(pipe)).toEqual({ ok: false, error: `${pipe} is a named pipe (FIFO), not a regular file: give the path of a file` });
    expect(await readJsonFile('/dev/zero')).toEqual({ ok: false, error: '/dev/zero is a character device, not a regular file: give the path of a file' });
    mkdirSync(join(dir, 'folder'));
    expect(await readJsonFile(join(dir, 'folder'))).toEqual({ ok: false, error: `${join(dir, 'folder')} is a folder, not a regular file: give the path of a file` });
    // A link to a pipe is the pipe.
    symlinkSync(pipe, join(dir, 'link'));
    expect(await readJsonFile(join(dir, 'link'))).toMatchObject({ ok: false, error: expect.stringContaining('is a named pipe (FIFO)') });
  });

  it('never quote a file that is not JSON: where it goes wrong and how, in words', async () => {
    const dir = tempDir();
    const secret = join(dir, 'secret');
    writeFileSync(secret, SECRET);
    symlinkSync(secret, join(dir, 'pins.json'));
    const read = await readJsonFile(join(dir, 'pins.json'));
    expect(read).toEqual({ ok: false, error: `${join(dir, 'pins.json')} is not valid JSON: unexpected character at line 1, column 1` });
    const cases: [string, string][] = [
      ['{"pins": [1, 2, x]}', 'unexpected character at line 1, column 17'],
      ['{\n  "pins": [\n    {"pin": 2 "button": "next"}\n  ]\n}', "expected ',' or '}' after property value at line 3, column 15"],
      ['{"name": "box"', "expected ',' or '}' after property value at line 1, column 15"],
      ['{"name": "b', 'unterminated string at line 1, column 12'],
      ['', 'unexpected end of JSON input at line 1, column 1'],
      ['{}}', 'unexpected non-whitespace character after JSON at line 1, column 3'],
      ['{"é": tru}', 'unexpected character at line 1, column 10'],
    ];
    for (const [text, problem] of cases) expect(parseJson(text, 'f.json'), text).toEqual({ ok: false, error: `f.json is not valid JSON: ${problem}` });
  });
});

describe('tabletop start --pins, as a process', () => {
  const data = (): string => tempDir();
  afterEach(killAll);

  it('refuses a named pipe at once (it would wait for a writer forever), exit 2', async () => {
    const pipe = fifo(tempDir());
    const p = startCli('start', ['--firmata', '/dev/ttyACM9', '--pins', pipe, '--data', data()]);
    expect(await p.exit()).toEqual({ code: 2, signal: null });
    expect(p.out.stderr).toBe(`tabletop: ${pipe} is a named pipe (FIFO), not a regular file: give the path of a file\n`);
  });

  it('refuses /dev/zero without reading it (it never ends), exit 2', async () => {
    const p = startCli('start', ['--firmata', '/dev/ttyACM9', '--pins', '/dev/zero', '--data', data()]);
    expect(await p.exit()).toEqual({ code: 2, signal: null });
    expect(p.out.stderr).toBe('tabletop: /dev/zero is a character device, not a regular file: give the path of a file\n');
  });

  it('does not quote the file a symlink leads to when it is not JSON', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'secret'), SECRET);
    symlinkSync(join(dir, 'secret'), join(dir, 'pins.json'));
    const p = startCli('start', ['--firmata', '/dev/ttyACM9', '--pins', join(dir, 'pins.json'), '--data', data()]);
    expect(await p.exit()).toEqual({ code: 2, signal: null });
    expect(p.out.stderr).toBe(`tabletop: ${join(dir, 'pins.json')} is not valid JSON: unexpected character at line 1, column 1\n`);
    expect(p.out.stderr).not.toContain('root');
  });
});
