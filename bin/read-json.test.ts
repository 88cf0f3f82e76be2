import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { MAX_JSON_FILE_BYTES, MAX_JSON_FILE_DEPTH, parseJson, readJsonFile } from './read-json.ts';

describe('JSON files and arguments', () => {
  it('refuse a file over the limit before reading it, naming the limit', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'read-json-')), 'big.json');
    writeFileSync(path, `{"x":"${'y'.repeat(200)}"}`);
    expect(await readJsonFile(path, 100)).toEqual({ ok: false, error: `${path} is 208 bytes, larger than the limit of ${100 / (1024 * 1024)} MiB (MAX_JSON_FILE_BYTES)` });
    expect(await readJsonFile(path)).toMatchObject({ ok: true, value: { x: 'y'.repeat(200) } });
    expect(MAX_JSON_FILE_BYTES).toBe(16 * 1024 * 1024);
  });

  it('refuse an argument over 64 KiB, and say what is wrong with bad JSON', () => {
    expect(parseJson(`"${'z'.repeat(64 * 1024)}"`, '--options')).toMatchObject({ ok: false, error: expect.stringContaining('larger than the limit of 64 KiB') });
    expect(parseJson('{', '--options')).toMatchObject({ ok: false, error: expect.stringContaining('--options is not valid JSON') });
  });

  it('refuse JSON nested deeper than MAX_JSON_FILE_DEPTH as it is read, and take it at the limit', () => {
    const lists = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(MAX_JSON_FILE_DEPTH).toBe(36);
    expect(parseJson(lists(36), '--options')).toMatchObject({ ok: true });
    expect(parseJson(lists(37), '--options')).toEqual({ ok: false, error: '--options nests objects and lists more than 36 levels deep (MAX_JSON_FILE_DEPTH)' });
    expect(parseJson(lists(30_000), '--options')).toMatchObject({ ok: false, error: expect.stringContaining('more than 36 levels deep') });
  });

  it('a pin map with a pin nested 30,000 deep is refused by name, exit 2 (as a real process: once a stack trace quoting the pin)', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'read-json-')), 'pins.json');
    writeFileSync(path, `{"name": "box", "pins": [{"pin": ${'['.repeat(30_000)}${']'.repeat(30_000)}, "button": "next"}]}`);
    const bin = new URL('./tabletop.mjs', import.meta.url).pathname;
    const r = spawnSync(process.execPath, [bin, 'start', '--firmata', '/dev/null', '--pins', path, '--data', join(path, '..', 'data')], { encoding: 'utf8' });
    expect(r.stderr).toBe(`tabletop: ${path} nests objects and lists more than 36 levels deep (MAX_JSON_FILE_DEPTH)\n`);
    expect(r.status).toBe(2);
  });
});
