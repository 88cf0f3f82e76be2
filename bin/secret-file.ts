// A secret handed in a file (a broker password, the operator token; systemd's LoadCredential
// writes such files): its first line, the trailing newline not part of it.
import type { Checked } from '../host/index.ts';
import { readRegularFile } from './read-file.ts';

/** Secrets are short: a larger file is refused rather than read. */
const SECRET_FILE_MAX = 4 * 1024;

/** The file's first line; `option` names the option in errors, `what` the secret ("password"). */
export async function secretLine(option: string, file: string, what: string): Promise<Checked<string>> {
  const read = await readRegularFile(file, SECRET_FILE_MAX);
  if (!read.ok) return { ok: false, error: `${option}: ${read.error}` };
  const line = read.value.split(/\r?\n/)[0];
  if (line === '') return { ok: false, error: `${option}: ${file} starts with an empty line: no ${what}` };
  return { ok: true, value: line };
}
