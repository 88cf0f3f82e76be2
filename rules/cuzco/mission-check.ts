// Which missions a player meets now, and which are one requirement short (with the requirement
// missing): the latter are the ones Mama Killa's card 04 completes for 4 VP.
import { MISSIONS, type Mission } from './data/missions.ts';
import type { Label } from '../contract.ts';
import { describe, measure, shortfall } from './requirement.ts';
import { missingWords } from './requirement-words.ts';
import type { CuzcoState, Holdings, Seat } from './types.ts';

export interface Missing {
  /** The requirement in words, as a whole: "3 orange feathers". */
  requirement: string;
  need: number;
  have: number;
  /** What is still needed, in both languages: "needs 1 more orange feather". */
  words: Label;
}

export interface MissionStatus {
  id: string;
  /** Units missing over all requirements: 0 met, 1 one short. */
  short: number;
  /** The requirements not reached. */
  missing: Missing[];
}

export function missionStatus(h: Holdings, mission: Mission): MissionStatus {
  const missing: Missing[] = [];
  let short = 0;
  for (const r of mission.requires) {
    const units = shortfall(h, r);
    if (units === 0) continue;
    short += units;
    missing.push({ requirement: describe(r), need: r.min, have: measure(h, r), words: missingWords(r, units) });
  }
  return { id: mission.id, short, missing };
}

/** Missions completed by anyone: each tile exists once, so none of them can be completed again. */
export function completedMissions(state: CuzcoState): Set<string> {
  return new Set(state.seats.flatMap((seat) => state.players[seat].missions));
}

export interface PlayerMissions {
  met: string[];
  oneShort: MissionStatus[];
}

/** Open missions (none completed by anyone) the player meets or is one short of, ids sorted. */
export function playerMissions(state: CuzcoState, seat: Seat): PlayerMissions {
  const done = completedMissions(state);
  const statuses = MISSIONS.filter((m) => !done.has(m.id)).map((m) => missionStatus(state.players[seat], m));
  const byId = (a: MissionStatus, b: MissionStatus) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    met: statuses.filter((s) => s.short === 0).sort(byId).map((s) => s.id),
    oneShort: statuses.filter((s) => s.short === 1).sort(byId),
  };
}

/** `tabletop cuzco missions`: per player, the ids met and one short. */
export function missionsReport(state: CuzcoState): Record<string, { met: string[]; oneShort: string[] }> {
  return Object.fromEntries(state.seats.map((seat) => {
    const { met, oneShort } = playerMissions(state, seat);
    return [seat, { met, oneShort: oneShort.map((s) => s.id) }];
  }));
}
