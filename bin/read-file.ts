// Reads a file the CLI was given (a pin map, a script, a record): a regular file only, and never
// more than its limit. A named pipe would wait for a writer forever and /dev/zero never ends, so
// what is not a regular file is refused by name before a byte is read.
import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Checked } from '../host/index.ts';

const KIB = 1024;
const MIB = 1024 * KIB;

/** "64 KiB", "16 MiB": a limit as people write it (bytes when it is neither). */
export function sizeInWords(bytes: number): string {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MiB`;
  if (bytes >= KIB && bytes % KIB === 0) return `${bytes / KIB} KiB`;
  return `${bytes} bytes`;
}

/** What a path is when it is not a regular file, in words; null for a regular file. */
function notRegular(s: Stats): string | null {
  if (s.isFile()) return null;
  if (s.isFIFO()) return 'a named pipe (FIFO)';
  if (s.isCharacterDevice()) return 'a character device';
  if (s.isBlockDevice()) return 'a block device';
  if (s.isDirectory()) return 'a folder';
  if (s.isSocket()) return 'a socket';
  return 'not a file';
}

const cannotRead = (path: string, e: unknown): Checked<never> => ({ ok: false, error: `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` });
const refused = (path: string, what: string): Checked<never> => ({ ok: false, error: `${path} is ${what}, not a regular file: give the path of a file` });
const tooLarge = (path: string, maxBytes: number, size?: number): Checked<never> => ({ ok: false, error: `${path} is ${size === undefined ? '' : `${size} bytes, `}larger than the limit of ${sizeInWords(maxBytes)}` });

/** The text of a regular file of at most `maxBytes` bytes (UTF-8), or why it cannot be had. */
export async function readRegularFile(path: string, maxBytes: number): Promise<Checked<string>> {
  // Looked at before it is opened: opening a device (a serial port resets an Arduino) or a pipe
  // can itself do something.
  try {
    const what = notRegular(await stat(path));
    if (what !== null) return refused(path, what);
  } catch (e) {
    return cannotRead(path, e);
  }
  let file;
  try {
    // O_NONBLOCK: a pipe put in its place since the look above opens at once (and is refused
    // below) instead of waiting for a writer.
    file = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    return cannotRead(path, e);
  }
  try {
    // What was opened is what counts: checked again on the open file.
    const opened = await file.stat();
    const what = notRegular(opened);
    if (what !== null) return refused(path, what);
    if (opened.size > maxBytes) return tooLarge(path, maxBytes, opened.size);
    // One byte past the limit at most, whatever it holds by now (it may have grown since).
    const chunks: Buffer[] = [];
    let length = 0;
    while (length <= maxBytes) {
      const chunk = Buffer.alloc(Math.min(Math.max(opened.size + 1, 64 * KIB), maxBytes + 1 - length));
      const { bytesRead } = await file.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
    }
    if (length > maxBytes) return tooLarge(path, maxBytes);
    return { ok: true, value: Buffer.concat(chunks, length).toString('utf8') };
  } catch (e) {
    return cannotRead(path, e);
  } finally {
    await file.close();
  }
}
