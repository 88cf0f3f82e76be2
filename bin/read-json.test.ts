import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_FILE_BYTES, parseJson, readJsonFile } from './read-json.ts';

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
});
