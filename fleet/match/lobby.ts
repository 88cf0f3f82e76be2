// Making a match from a dashboard (pure): what the retained presences of a match say about
// creating or joining it. A creating host refuses a match id with any presence retained (a match
// id is one game); a joining host takes the seat the online creator's `setup.peer` names.
import { ok, type Result } from '../../rules/index.ts';
import type { Presence, PresenceSetup } from './payloads.ts';

export type LobbyRefusal =
  /** Nobody created the match (no presence with a setup online). */
  | 'no-such-match'
  /** Both seats are online already. */
  | 'match-full'
  /** Creating: the match id was used (a presence is retained under it). */
  | 'match-taken';

export interface JoinPlan {
  /** The seat this host plays (the creator's `setup.peer`), and the creator's. */
  seat: string;
  peer: string;
  /** The rules' id, and how the creator started the game. */
  game: string;
  setup: PresenceSetup;
}

/** The presences retained under a match, by the seat of their topic (a presence naming another seat is left out). */
export type MatchPresences = ReadonlyMap<string, Presence>;

const said = (p: Presence): string => `seat ${p.seat} is ${p.state} since ${p.since}`;

/** How to join `match`: the online seat that has a setup is the creator; its `setup.peer` is this host's seat. */
export function joinPlan(match: string, presences: MatchPresences): Result<JoinPlan, { code: LobbyRefusal; message: string }> {
  const all = [...presences.values()];
  const online = all.filter((p) => p.state === 'online');
  if (online.length >= 2) return { ok: false, error: { code: 'match-full', message: `match ${match} has both seats online already (${online.map((p) => p.seat).sort().join(', ')})` } };
  const creator = online.find((p) => p.setup !== undefined);
  if (creator === undefined || creator.setup === undefined) {
    const known = all.length === 0 ? 'no seat of it is known to the broker' : `${all.map(said).join('; ')}, and no seat online says how its game was started`;
    return { ok: false, error: { code: 'no-such-match', message: `nobody created match ${match} to join: ${known}` } };
  }
  return ok({ seat: creator.setup.peer, peer: creator.seat, game: creator.game, setup: creator.setup });
}

/** Null when `match` may be created (no presence retained under it), else why not. */
export function matchTaken(match: string, presences: MatchPresences): { code: LobbyRefusal; message: string } | null {
  const all = [...presences.values()];
  if (all.length === 0) return null;
  return { code: 'match-taken', message: `match ${match} was made already (${all.map(said).join('; ')}): choose another match id` };
}
