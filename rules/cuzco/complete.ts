// Completing a mission: as met (6 VP), or one requirement short with Mama Killa's card 04 (4 VP),
// played from hand (the card and an offering are spent) or through an Inti medal (the medal is
// spent, no offering; card 04 must lie face up). Missions spend nothing themselves.
import { ok } from '../contract.ts';
import type { GameEvent, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { missionById } from './data/missions.ts';
import { completedMissions, missionStatus, type MissionStatus } from './mission-check.ts';
import type { CuzcoState, Holdings, Seat, Via } from './types.ts';

export const MISSION_VP = 6;
export const MAMA_KILLA_VP = 4;

/** "12", "S-03" as the aid writes them; also "s3", "S03", "3". */
export function normalizeMissionId(text: string): string | null {
  const start = /^s-?0?([1-6])$/i.exec(text);
  if (start) return `S-0${start[1]}`;
  const normal = /^0?([1-9]|[1-4][0-9]|5[0-5])$/.exec(text);
  return normal ? normal[1].padStart(2, '0') : null;
}

const listMissing = (status: MissionStatus) => status.missing.map((m) => `${m.requirement} (has ${m.have})`).join('; ');

/** The holdings once card 04 is paid for, or why it cannot be. */
function payForCard(h: Holdings, via: Exclude<Via, 'met'>, seat: Seat): Result<Holdings> {
  if (via === 'inti') {
    if (h.inti < 1) return fail('no-inti', `${seat} has no Inti medal to use card 04 through`);
    return ok({ ...h, inti: h.inti - 1 });
  }
  if (h.gods['mama-killa'] < 1) return fail('no-card', `${seat} holds no Mama Killa card (04)`);
  if (h.offerings < 1) return fail('no-offering', `${seat} has no offering to pay for card 04`);
  return ok({ ...h, gods: { ...h.gods, 'mama-killa': h.gods['mama-killa'] - 1 }, offerings: h.offerings - 1 });
}

export interface Completed { state: CuzcoState; events: GameEvent[] }

export function completeMission(state: CuzcoState, seat: Seat, id: string, via: Via): Result<Completed> {
  if (state.stage === 'markers') return fail('awaiting-markers', 'enter the score markers of the round first');
  if (state.stage === 'over') return fail('game-over', 'the game is over');
  if (state.stage === 'end' && via === 'met') return fail('game-end', 'at the game end a mission is completed only with card 04 (mamakilla or inti)');
  const mission = missionById(id);
  if (mission === undefined) return fail('no-such-mission', `there is no mission ${id}`);
  if (completedMissions(state).has(id)) {
    const by = state.seats.find((s) => state.players[s].missions.includes(id));
    return fail('already-completed', `mission ${id} is already completed by ${by}`);
  }
  const before = state.players[seat];
  const asHeld = missionStatus(before, mission);
  let after = before;
  if (via === 'met') {
    if (asHeld.short > 0) {
      const hint = asHeld.short === 1 ? ': one short, card 04 completes it for 4 VP' : '';
      return fail('not-met', `${seat} does not meet mission ${id}: needs ${listMissing(asHeld)}${hint}`);
    }
  } else {
    if (asHeld.short === 0) return fail('mission-met', `${seat} meets mission ${id}: complete it for ${MISSION_VP} VP without card 04`);
    const paid = payForCard(before, via, seat);
    if (!paid.ok) return paid;
    const status = missionStatus(paid.value, mission);
    if (status.short !== 1) {
      const spent = via === 'inti' ? 'using the Inti medal' : 'paying card 04 and an offering';
      return fail('too-short', `mission ${id} is ${status.short} short for ${seat} after ${spent}: ${listMissing(status)}`);
    }
    after = paid.value;
  }
  const vp = via === 'met' ? MISSION_VP : MAMA_KILLA_VP;
  const round = state.stage === 'end' ? 'end' as const : state.round;
  const events: GameEvent[] = [];
  const earlier = state.completions.find((c) => c.player === seat && c.round === round && round !== 'end');
  if (earlier !== undefined) events.push({ type: 'note', text: `${seat} already completed mission ${earlier.mission} this round (one attempt per phase III): check it` });
  const how = via === 'met' ? '' : via === 'inti' ? ' with card 04 through an Inti medal' : ' with card 04';
  events.push(
    { type: 'score', scores: { [seat]: vp }, detail: { mission: id, via, round } },
    { type: 'note', text: `${seat} completed mission ${id}${how}: ${vp} VP${round === 'end' ? ' (added to the final score)' : ' (move the score marker)'}` },
  );
  return ok({
    state: {
      ...state,
      players: { ...state.players, [seat]: { ...after, missions: [...after.missions, id] } },
      completions: [...state.completions, { player: seat, mission: id, round, vp, via }],
    },
    events,
  });
}
