// Reads a JSON file or a JSON argument, with messages that name the source.
import { readFile } from 'node:fs/promises';
import type { Checked } from '../host/index.ts';

export async function readJsonFile(path: string): Promise<Checked<unknown>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    return { ok: false, error: `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` };
  }
  return parseJson(text, path);
}

export function parseJson(text: string, source: string): Checked<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, error: `${source} is not valid JSON: ${(e as Error).message}` };
  }
}
