// `set P1 {patch}`: a player's holdings entered or corrected, at any time, as a JSON merge patch
// of the holdings JSON. What follows from the change is done here: a mission taken off the list
// withdraws its completion, and a quipu newly delivered to a village covers the quipu of the
// others there (the newest lies on top).
import { ok } from '../contract.ts';
import type { GameEvent, Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { tooDeep, withinDepth } from '../json-depth.ts';
import { formatHoldings, parseHoldings } from './holdings.ts';
import { mergePatch } from './merge-patch.ts';
import type { CuzcoState, Holdings, Seat } from './types.ts';

export interface Applied { state: CuzcoState; events: GameEvent[] }

const uncoveredVillages = (h: Holdings) => new Set(h.quipu.filter((q) => !q.covered).map((q) => q.village));

export function setHoldings(state: CuzcoState, seat: Seat, patch: { [key: string]: Json }): Result<Applied> {
  if (state.stage === 'markers') return fail('awaiting-markers', 'enter the score markers of the round first');
  if (state.stage === 'over') return fail('game-over', 'the game is over');
  // The merge recurses through the patch: measured first (parseMove does too; a move may be built in code).
  if (!withinDepth(patch)) return tooDeep(`the patch of ${seat}'s holdings`);
  const before = state.players[seat];
  const parsed = parseHoldings(mergePatch(formatHoldings(before), patch), seat);
  if (!parsed.ok) return parsed;
  const after = parsed.value;
  for (const id of after.missions) {
    const other = state.seats.find((s) => s !== seat && state.players[s].missions.includes(id));
    if (other !== undefined) return fail('already-completed', `mission ${id} is already completed by ${other}`);
  }

  const events: GameEvent[] = [];
  const changed = Object.keys(patch).filter((k) => JSON.stringify((formatHoldings(before) as Record<string, Json>)[k]) !== JSON.stringify((formatHoldings(after) as Record<string, Json>)[k]));
  events.push({ type: 'note', text: changed.length === 0 ? `${seat}: nothing changed` : `${seat}: ${changed.join(', ')} changed` });

  const withdrawn = state.completions.filter((c) => c.player === seat && !after.missions.includes(c.mission));
  for (const c of withdrawn) events.push({ type: 'note', text: `${seat}: the completion of mission ${c.mission} (round ${c.round}, ${c.vp} VP) is withdrawn` });

  const players = { ...state.players, [seat]: after };
  const wasOnTop = uncoveredVillages(before);
  for (const village of uncoveredVillages(after)) {
    if (wasOnTop.has(village)) continue;
    for (const other of state.seats) {
      if (other === seat || !players[other].quipu.some((q) => q.village === village && !q.covered)) continue;
      players[other] = { ...players[other], quipu: players[other].quipu.map((q) => (q.village === village ? { ...q, covered: true } : q)) };
      events.push({ type: 'note', text: `village ${village}: ${seat}'s quipu now lies on ${other}'s` });
    }
  }
  return ok({ state: { ...state, players, completions: state.completions.filter((c) => !withdrawn.includes(c)) }, events });
}
