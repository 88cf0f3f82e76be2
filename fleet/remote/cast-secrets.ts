// The secrets of a remote match's casts, kept beside the game's journal (`<journal>.casts`), so a
// host killed mid-game resumes its match: the journal keeps each cast's heads, not the secrets
// the snapshot lists to prove them, and a secret committed but not yet revealed must survive the
// crash (a fresh one would not match the commitment the peer holds). Written whole and flushed
// (a new file, fsync, renamed over the old one) before the commitment goes out and before the
// engine takes a cast.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { Type } from '@sinclair/typebox';
import { err, ok, type Result } from '../../rules/index.ts';
import { codec, decodeWith, encodeWith } from '../payloads/check.ts';
import { KIB } from '../payloads/limits.ts';
import { MAX_STEPS, SnapshotCast, type SnapshotCast as Cast } from '../match/index.ts';
import { Hex64 } from '../match/payloads.ts';

export const CASTS_SUFFIX = '.casts';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const CastSecrets = Type.Object({
  match: Id,
  seat: Id,
  /** Every cast taken, with both seats' secrets (as the snapshot lists them). */
  casts: Type.Array(SnapshotCast, { maxItems: MAX_STEPS }),
  /**
   * The cast under way, once this seat committed: its secret, and the commitments known (its own,
   * the peer's once seen: kept, as a reveal is checked against it); null otherwise.
   */
  open: Type.Union([Type.Object({ seq: Type.Integer({ minimum: 1 }), sticks: Type.Integer({ minimum: 1, maximum: 256 }), secret: Hex64, commits: Type.Record(Id, Hex64, { maxProperties: 8 }) }), Type.Null()]),
});
export interface OpenCast { seq: number; sticks: number; secret: string; commits: Record<string, string> }
export interface CastSecrets { match: string; seat: string; casts: Cast[]; open: OpenCast | null }

/** As large as a snapshot's casts can be (10 000 casts of two 64-digit secrets). */
const FILE = codec('a cast secrets file', CastSecrets, { maxBytes: 4096 * KIB, maxDepth: 5 });

export const castSecretsPath = (journal: string): string => `${journal}${CASTS_SUFFIX}`;

/** The file's content; null when there is none; an error naming the file when it cannot be read or is not one. */
export function readCastSecrets(journal: string): Result<CastSecrets | null, string> {
  const path = castSecretsPath(journal);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? ok(null) : err(`cannot read ${path}: ${code ?? String(e)}`);
  }
  const read = decodeWith(FILE, text);
  return read.ok ? ok(read.value) : err(`${path} is damaged: ${read.error.message}`);
}

/** Writes it whole and flushed: the reason it could not, or null. */
export function writeCastSecrets(journal: string, secrets: CastSecrets): string | null {
  const path = castSecretsPath(journal);
  const text = encodeWith(FILE, secrets);
  if (!text.ok) return `cannot write ${path}: ${text.error.message}`;
  const temp = `${path}.${process.pid}.tmp`;
  try {
    const fd = openSync(temp, 'w');
    try { writeSync(fd, `${text.value}\n`); fsyncSync(fd); } finally { closeSync(fd); }
    renameSync(temp, path);
    return null;
  } catch (e) {
    return `cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`;
  }
}
