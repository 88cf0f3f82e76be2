// Whether the data folder (games' journals, the host's lock) can be used: there or creatable,
// writable, room left, and no lock left behind by a host that died.
import { explain, fail, ok, warn, type Finding } from './finding.ts';

/** Under this many bytes free, a long evening of journals may not fit. */
export const LOW_SPACE_BYTES = 100 * 1024 * 1024;

export interface DataFolderFacts {
  dir: string;
  state: 'folder' | 'missing' | 'not-folder';
  /**
   * The write probe: in the folder (and its games/ folder when there), or, when the folder is
   * missing, in the nearest folder above it that exists (where it would be created).
   */
  write: { where: string; error: string | null };
  /** Bytes free to this user on that disk; null when unknown. */
  freeBytes: number | null;
  /** The host lock found in the folder, and whether its process still runs. */
  lock: { file: string; pid: number; alive: boolean } | null;
}

export function checkDataFolder(f: DataFolderFacts): Finding[] {
  if (f.state === 'not-folder') {
    return [fail('data-folder', 'data-not-folder', `${f.dir} is a file, not a folder`, `remove or rename it, or choose another data folder with --data DIR`)];
  }
  return [writable(f), ...space(f), ...lock(f)];
}

function writable({ dir, state, write }: DataFolderFacts): Finding {
  if (state === 'missing') {
    if (write.error === null) return ok('data-folder', 'data-will-create', `${dir} does not exist yet; start creates it (${write.where} is writable)`);
    return fail('data-folder', 'data-cannot-create', `${dir} does not exist and cannot be created: ${write.where} is not writable, ${explain(write.error)}`,
      `create it for yourself: sudo install -d -o $USER ${dir}; or choose another data folder with --data DIR`);
  }
  if (write.error === null) return ok('data-folder', 'data-writable', `${dir} is writable`);
  return fail('data-folder', 'data-not-writable', `cannot write in ${write.where}: ${explain(write.error)}`, fixFor(write.error, dir));
}

function fixFor(code: string, dir: string): string {
  if (code === 'ENOSPC' || code === 'EDQUOT') return `free some space on its disk (df -h ${dir}), or choose another data folder with --data DIR`;
  if (code === 'EROFS') return 'choose a data folder on a writable disk with --data DIR';
  return `give it to yourself: sudo chown -R $USER ${dir}; or choose another data folder with --data DIR`;
}

function space({ dir, freeBytes }: DataFolderFacts): Finding[] {
  if (freeBytes === null) return [];
  const free = `${megabytes(freeBytes)} free`;
  if (freeBytes < LOW_SPACE_BYTES) {
    return [warn('data-folder', 'data-low-space', `only ${free} on the disk of ${dir} (under ${megabytes(LOW_SPACE_BYTES)})`, `free some space (df -h ${dir}), or choose another data folder with --data DIR`)];
  }
  return [ok('data-folder', 'data-space', `${free} on the disk of ${dir}`)];
}

function lock({ dir, lock: held }: DataFolderFacts): Finding[] {
  if (held === null) return [];
  if (held.alive) {
    return [fail('data-folder', 'data-in-use', `${dir} is held by a running tabletop host, process ${held.pid} (${held.file})`,
      `stop that host (kill ${held.pid}), or give this one its own folder with --data DIR`)];
  }
  return [warn('data-folder', 'data-stale-lock', `${held.file} was left by process ${held.pid}, which no longer runs (a crash?)`,
    `tabletop start takes it over by itself, with a warning; or clear it now: rm ${held.file}`)];
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${Math.floor(mb)} MB`;
}
