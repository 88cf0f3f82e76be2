// Ids that become topic levels (site, table, board, game, verb): taken verbatim when they match
// the contract's pattern, else refused with the reason. Never rewritten, so two ids never meet.
import { ok, type Result } from '../rules/index.ts';
import { fleetFail, quoted, type FleetError } from './errors.ts';

/** The contract's rule for an id in a topic; excludes `/`, `+`, `#` and `$` by construction. */
export const ID_PATTERN = /^[A-Za-z0-9._-]+$/;
export const ID_RULE = 'letters A-Z a-z, digits, ".", "_" and "-" only, at least one ([A-Za-z0-9._-]+)';

export type IdKind = 'site' | 'table' | 'board' | 'game' | 'verb' | 'request';

export function checkId(kind: IdKind, id: unknown): Result<string, FleetError> {
  if (typeof id !== 'string') return fleetFail('bad-id', `The ${kind} id must be a string, not ${id === null ? 'null' : typeof id}.`);
  if (!ID_PATTERN.test(id)) return fleetFail('bad-id', `The ${kind} id ${quoted(id)} is refused: an id may hold ${ID_RULE}.`);
  return ok(id);
}

export function isId(id: unknown): id is string {
  return typeof id === 'string' && ID_PATTERN.test(id);
}

/**
 * The default `--table`: the machine's host name reduced to `[a-z0-9-]` (lower-cased, every other
 * character a `-`, runs of `-` made one, `-` trimmed from both ends). `café-01.local` → `caf-01-local`.
 */
export function tableIdFromHostname(name: string): Result<string, FleetError> {
  const reduced = name.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  if (reduced === '') {
    return fleetFail('bad-hostname', `The host name ${quoted(name)} has no letter or digit a-z 0-9 to make a table id from: give the table's id with --table.`);
  }
  return ok(reduced);
}
