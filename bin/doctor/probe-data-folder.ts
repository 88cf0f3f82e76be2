// Gathers the data folder's facts. A missing folder is not created (a mistyped --data must not
// leave folders behind): the folder above it that exists is checked instead, where start would
// create it. An existing one gets the very probe `start` makes (write, flush, remove a file).
import { accessSync, constants, statfsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { journalDirOf, lockHolder, lockPathOf, probeWritable, realProbeFs, staleHolder, thisProcess, type ProbeFs } from '../../host/index.ts';
import type { DataFolderFacts } from './data-folder.ts';
import { codeOf } from './probe-errors.ts';

type State = DataFolderFacts['state'];

function stateOf(path: string): State | { error: string } {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'not-folder';
  } catch (e) {
    const code = codeOf(e);
    return code === 'ENOENT' ? 'missing' : { error: code };
  }
}

/** probeWritable's verdict as an errno code (null: it wrote), the code caught on its way. */
function writeError(dir: string): string | null {
  let code: string | null = null;
  const catching = (step: (p: string, b?: Uint8Array) => void) => (p: string, b?: Uint8Array) => {
    try { step(p, b); } catch (e) { code ??= codeOf(e); throw e; }
  };
  const fs: ProbeFs = { mkdir: catching(realProbeFs.mkdir), write: catching((p, b) => realProbeFs.write(p, b!)), remove: realProbeFs.remove };
  return probeWritable(dir, fs).ok ? null : (code ?? 'unknown');
}

function nearestExisting(path: string): string {
  let at = resolve(path);
  while (stateOf(at) === 'missing' && dirname(at) !== at) at = dirname(at);
  return at;
}

function freeBytes(path: string): number | null {
  try {
    const s = statfsSync(path);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

export function gatherDataFolder(dir: string): DataFolderFacts {
  const state = stateOf(dir);
  if (typeof state === 'object') return { dir, state: 'folder', write: { where: dir, error: state.error }, freeBytes: null, lock: null };
  if (state === 'not-folder') return { dir, state, write: { where: dir, error: 'ENOTDIR' }, freeBytes: null, lock: null };
  if (state === 'missing') {
    const above = nearestExisting(dir);
    let error: string | null = null;
    try { accessSync(above, constants.W_OK | constants.X_OK); } catch (e) { error = codeOf(e); }
    return { dir, state, write: { where: above, error }, freeBytes: freeBytes(above), lock: null };
  }
  // The journals' folder is where start writes; probed too when it is there already.
  const games = journalDirOf(dir);
  const dirError = writeError(dir);
  const gamesError = dirError === null && stateOf(games) === 'folder' ? writeError(games) : null;
  const write = dirError !== null ? { where: dir, error: dirError } : { where: gamesError !== null ? games : dir, error: gamesError };
  return { dir, state, write, freeBytes: freeBytes(dir), lock: lockOf(dir) };
}

/** The host lock in the folder (lockDataDir's `host.lock`), live or left behind. */
function lockOf(dir: string): DataFolderFacts['lock'] {
  const base = join(dir, 'host');
  const live = lockHolder(base, thisProcess);
  if (live !== null) return { file: lockPathOf(base), pid: live, alive: true };
  const stale = staleHolder(base, thisProcess);
  return stale === null ? null : { file: lockPathOf(base), pid: stale, alive: false };
}
