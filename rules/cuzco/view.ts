// What the dashboard draws for the Cuzco assistant: each player's holdings (and the form's
// schema to correct them), the missions met and one short with what is missing, the score
// sheet round by round with the final rows, table warnings, and the searchable reference.
import type { Json } from '../contract.ts';
import { missionById } from './data/missions.ts';
import { bonusCounts, endBonuses, villagesVp } from './end-bonuses.ts';
import { completeMission } from './complete.ts';
import { formatHoldings, HOLDINGS_SCHEMA } from './holdings.ts';
import { playerMissions } from './mission-check.ts';
import { referenceItems, type ReferenceItem } from './reference.ts';
import { finalRows, roundRows } from './score-sheet.ts';
import { ROUNDS, type CuzcoState, type Seat } from './types.ts';
import { tableWarnings } from './warnings.ts';
import { FORM_DATA } from './view-form.ts';

export const ASSISTANT_NOTE = "An assistant beside a real game of Stefan Feld's Cuzco: it keeps each player's holdings, checks the Sapa Inca's missions, keeps the score sheet and adds the end bonuses. The game itself is played on its own board.";

// The reference never changes: built once, by the first view (not at import, which every command pays for).
let reference: ReferenceItem[] | null = null;
const theReference = (): ReferenceItem[] => (reference ??= referenceItems());

/** A mission's text: the aid's own (ja) beside our summary (en). */
function titleOf(id: string): { en: string; ja: string } {
  const mission = missionById(id);
  return { en: mission?.en ?? id, ja: mission?.ja ?? id };
}

/** Completed missions, with how and when; those entered with `set` have no record (null). */
function completed(state: CuzcoState, seat: Seat): Json[] {
  return state.players[seat].missions.map((id) => {
    const c = state.completions.find((x) => x.mission === id);
    const { en, ja } = titleOf(id);
    return c === undefined ? { id, en, ja, round: null, vp: null, via: null } : { id, en, ja, round: c.round, vp: c.vp, via: c.via };
  });
}

function prompt(state: CuzcoState): string {
  switch (state.stage) {
    case 'play': return `Round ${state.round} of ${ROUNDS}: keep the holdings up to date; in phase III complete a mission; then close the round.`;
    case 'markers': return `Round ${state.round} is closed: enter every player's score marker.`;
    case 'end': return 'The six rounds are over: play Mama Killa cards (04) on missions one short, set the villages right, then end the game.';
    case 'over': return 'The game is over: the final ranking stands.';
  }
}

function playerView(state: CuzcoState, seat: Seat): Json {
  const h = state.players[seat];
  const { met, oneShort } = playerMissions(state, seat);
  return {
    seat,
    holdings: formatHoldings(h),
    missions: {
      met: met.map((id) => ({ id, ...titleOf(id) })),
      oneShort: oneShort.map((s) => ({
        id: s.id,
        ...titleOf(s.id),
        // `words`: what is still needed, in both languages ("needs 1 more orange feather").
        missing: s.missing.map((m) => ({ requirement: m.requirement, need: m.need, have: m.have, words: m.words })),
        // Whether card 04 completes it right now, from hand or through an Inti medal.
        mamaKilla: completeMission(state, seat, s.id, 'mamakilla').ok,
        inti: completeMission(state, seat, s.id, 'inti').ok,
      })),
      completed: completed(state, seat),
    },
    bonusCounts: bonusCounts(h),
    endBonuses: endBonuses(h),
    villages: villagesVp(h),
  } as unknown as Json;
}

export function cuzcoView(state: CuzcoState): Json {
  return {
    assistant: true,
    note: ASSISTANT_NOTE,
    round: state.round,
    rounds: ROUNDS,
    stage: state.stage,
    prompt: prompt(state),
    players: state.seats.map((seat) => playerView(state, seat)),
    sheet: { rounds: roundRows(state), final: finalRows(state) },
    warnings: tableWarnings(state),
    holdingsSchema: HOLDINGS_SCHEMA,
    // The names, abilities and swatch colours the dashboard's holdings form shows.
    form: FORM_DATA,
    reference: theReference(),
  } as unknown as Json;
}
