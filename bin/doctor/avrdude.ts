// avrdude flashes the firmware; only needed for that, so missing it is a warning.
import { ok, warn, type Finding } from './finding.ts';

/** Where avrdude was found on PATH and the version it printed (null: not found; version null: unread). */
export type AvrdudeFacts = { path: string; version: string | null } | null;

export function checkAvrdude(facts: AvrdudeFacts): Finding {
  if (facts === null) {
    return warn('avrdude', 'avrdude-missing', 'avrdude is not on PATH (only needed to flash the board\'s firmware)', 'sudo apt-get install avrdude');
  }
  return ok('avrdude', 'avrdude-ok', `avrdude ${facts.version ?? '(version unread)'} at ${facts.path}`);
}
