// Reads a JSON file or a JSON argument, with messages that name the source, each under a named
// size limit: a script of a day's play is a few megabytes, options a few hundred bytes.
import type { Checked } from '../host/index.ts';
import { MAX_JSON_DEPTH, withinDepth } from '../rules/index.ts';
import { readRegularFile, sizeInWords } from './read-file.ts';

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

/** A regular file of JSON (pipes and devices are refused), at most `maxBytes` long. */
export async function readJsonFile(path: string, maxBytes = MAX_JSON_FILE_BYTES): Promise<Checked<unknown>> {
  const text = await readRegularFile(path, maxBytes);
  if (!text.ok) return text;
  return parseJson(text.value, path, maxBytes);
}

export function parseJson(text: string, source: string, maxBytes = MAX_JSON_ARGUMENT_BYTES): Checked<unknown> {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) {
    return { ok: false, error: `${source} is ${bytes} bytes, larger than the limit of ${sizeInWords(maxBytes)}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `${source} is not valid JSON: ${jsonProblem(text, (e as Error).message)}` };
  }
  if (!withinDepth(value, MAX_JSON_FILE_DEPTH)) {
    return { ok: false, error: `${source} nests objects and lists more than ${MAX_JSON_FILE_DEPTH} levels deep` };
  }
  return { ok: true, value };
}

/**
 * Where the JSON goes wrong and how, without a word of the text: V8's message quotes the text
 * around an unexpected character (the first bytes of whatever file was given), so only its kind
 * of mistake is kept, and the place is given as a line and column.
 */
function jsonProblem(text: string, message: string): string {
  const at = errorOffset(text, message);
  const plain = message.replace(/ at position \d+.*$/s, '').replace(/ in JSON$/, '');
  // Whatever still quotes something of the text is said in general words.
  const kind = /^Unexpected token/.test(plain) || plain.includes('"') ? 'unexpected character' : plain;
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = [...before.slice(before.lastIndexOf('\n') + 1)].length + 1;
  return `${kind.charAt(0).toLowerCase()}${kind.slice(1)} at line ${line}, column ${column}`;
}

/**
 * The offset of the first character JSON.parse refuses. V8 names it ("at position N") except for
 * an unexpected character; then the shortest prefix that fails before its end is found by
 * halving (a prefix that is only cut short fails at its end, or not at all).
 */
function errorOffset(text: string, message: string): number {
  const named = positionIn(message);
  if (named !== null) return named;
  if (message.startsWith('Unexpected end')) return text.length;
  const failsInside = (end: number): boolean => {
    try {
      JSON.parse(text.slice(0, end));
      return false;
    } catch (e) {
      const m = (e as Error).message;
      const p = positionIn(m);
      return p === null ? !m.startsWith('Unexpected end') : p < end;
    }
  };
  let good = 0;
  let bad = text.length;
  while (bad - good > 1) {
    const mid = Math.floor((good + bad) / 2);
    if (failsInside(mid)) bad = mid;
    else good = mid;
  }
  return bad - 1;
}

function positionIn(message: string): number | null {
  const m = / at position (\d+)/.exec(message);
  return m === null ? null : Number(m[1]);
}
