// Reads a JSON file or a JSON argument, with messages that name the source, each under a named
// size limit: a script of a day's play is a few megabytes, options a few hundred bytes.
import { open } from 'node:fs/promises';
import type { Checked } from '../host/index.ts';
import { MAX_JSON_DEPTH, withinDepth } from '../rules/index.ts';

/** A JSON file (a `simulate` script, a Cuzco position) is at most this large. */
export const MAX_JSON_FILE_BYTES = 16 * 1024 * 1024;
/** A JSON argument (`--options`) is at most this long. */
export const MAX_JSON_ARGUMENT_BYTES = 64 * 1024;

/**
 * How deep a JSON file or argument may nest: what the games read (MAX_JSON_DEPTH) inside the few
 * levels around it (a script's steps, an entry in a step). Deeper JSON is refused as it is read:
 * every check after it (a pin map's message quoting a value, a game's walk) may recurse.
 */
export const MAX_JSON_FILE_DEPTH = MAX_JSON_DEPTH + 4;

const mib = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;

export async function readJsonFile(path: string, maxBytes = MAX_JSON_FILE_BYTES): Promise<Checked<unknown>> {
  let text: string;
  try {
    const file = await open(path, 'r');
    try {
      const { size } = await file.stat();
      if (size > maxBytes) return { ok: false, error: `${path} is ${size} bytes, larger than the limit of ${mib(maxBytes)} (MAX_JSON_FILE_BYTES)` };
      text = await file.readFile('utf8');
    } finally {
      await file.close();
    }
  } catch (e) {
    return { ok: false, error: `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` };
  }
  return parseJson(text, path, maxBytes);
}

export function parseJson(text: string, source: string, maxBytes = MAX_JSON_ARGUMENT_BYTES): Checked<unknown> {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) {
    const limit = maxBytes === MAX_JSON_ARGUMENT_BYTES ? `${maxBytes / 1024} KiB (MAX_JSON_ARGUMENT_BYTES)` : `${mib(maxBytes)} (MAX_JSON_FILE_BYTES)`;
    return { ok: false, error: `${source} is ${bytes} bytes, larger than the limit of ${limit}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `${source} is not valid JSON: ${(e as Error).message}` };
  }
  if (!withinDepth(value, MAX_JSON_FILE_DEPTH)) {
    return { ok: false, error: `${source} nests objects and lists more than ${MAX_JSON_FILE_DEPTH} levels deep (MAX_JSON_FILE_DEPTH)` };
  }
  return { ok: true, value };
}
