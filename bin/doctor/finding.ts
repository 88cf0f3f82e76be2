// What `tabletop doctor` reports: one finding per thing checked, each with a stable code (for
// scripts and tests; the message may be reworded) and, unless all is well, the fix.
export type Status = 'ok' | 'warn' | 'fail';

export type CheckId = 'node' | 'serial-port' | 'avrdude' | 'data-folder' | 'listen' | 'broker';

export interface Finding {
  check: CheckId;
  status: Status;
  /** Stable: `port-denied`, `listen-in-use`, … */
  code: string;
  message: string;
  fix?: string;
}

export const ok = (check: CheckId, code: string, message: string): Finding => ({ check, status: 'ok', code, message });
export const warn = (check: CheckId, code: string, message: string, fix: string): Finding => ({ check, status: 'warn', code, message, fix });
export const fail = (check: CheckId, code: string, message: string, fix: string): Finding => ({ check, status: 'fail', code, message, fix });

/** An errno code with its meaning, as the probes report them: `EACCES (permission denied)`. */
export const MEANING: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'no such file',
  EBUSY: 'in use',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  ENOTDIR: 'part of the path is a file, not a folder',
  EADDRINUSE: 'address in use',
  EADDRNOTAVAIL: 'not an address of this machine',
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'unknown host name',
};

export const explain = (code: string): string => (MEANING[code] === undefined ? code : `${code} (${MEANING[code]})`);
