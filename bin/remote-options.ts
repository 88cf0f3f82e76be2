// `start --remote MATCH --seat SEAT --peer SEAT [--first SEAT]`: this host plays one seat of a
// match through the broker of --mqtt (docs/REMOTE-TOPICS.md). The ids are checked as the match
// contract wants them; which seat moves first is settled once the game is known (remote-play.ts).
import type { Checked } from '../host/index.ts';
import { checkMatchId } from '../fleet/match/index.ts';
import type { BrokerSettings } from '../fleet/index.ts';

export interface RemoteValues {
  remote?: string;
  seat?: string;
  peer?: string;
  first?: string;
  'remote-casts'?: string;
}

export interface RemoteRequest {
  match: string;
  seat: string;
  peer: string;
  /** The seat that moves first in a game that names no side to move; null: the smaller id. */
  first: string | null;
  /** How the match's casts are made: by both hosts' secrets (`shared`), or real sticks counted by the caster (`physical`). */
  casts: 'shared' | 'physical';
}

const COMPANIONS = ['seat', 'peer', 'first', 'remote-casts'] as const;

export function parseRemoteOptions(values: RemoteValues, broker: BrokerSettings | null): Checked<RemoteRequest | null> {
  if (values.remote === undefined) {
    const stray = COMPANIONS.find((name) => values[name] !== undefined);
    return stray === undefined ? { ok: true, value: null } : { ok: false, error: `--${stray} is for a remote match: give --remote MATCH too` };
  }
  if (broker === null) return { ok: false, error: '--remote plays through a broker: give --mqtt URL too' };
  if (values.seat === undefined) return { ok: false, error: '--remote needs --seat SEAT: the seat this host plays' };
  if (values.peer === undefined) return { ok: false, error: '--remote needs --peer SEAT: the seat the other host plays' };
  const ids = [['match', '--remote', values.remote], ['seat', '--seat', values.seat], ['seat', '--peer', values.peer], ['seat', '--first', values.first]] as const;
  for (const [kind, option, id] of ids) {
    if (id === undefined) continue;
    const checked = checkMatchId(kind, id);
    if (!checked.ok) return { ok: false, error: `${option}: ${checked.error.message}` };
  }
  if (values.seat === values.peer) return { ok: false, error: `--seat and --peer must differ (both are "${values.seat}")` };
  if (values.first !== undefined && values.first !== values.seat && values.first !== values.peer) {
    return { ok: false, error: `--first must be --seat or --peer ("${values.seat}" or "${values.peer}"), not "${values.first}"` };
  }
  const casts = values['remote-casts'] ?? 'shared';
  if (casts !== 'shared' && casts !== 'physical') return { ok: false, error: `--remote-casts is shared (both hosts' secrets, the default) or physical (real sticks counted by the caster's side), not "${casts}"` };
  return { ok: true, value: { match: values.remote, seat: values.seat, peer: values.peer, first: values.first ?? null, casts } };
}
