// A hint on the board: the suggested move's piece, where it goes and what it takes, in the role
// `suggest` (its stepping squares as steps), drawn over the still board's lights.
import type { Candidate } from '../detect/candidates.ts';
import type { LightPlan } from '../lights/roles.ts';

export function withSuggestion(plan: LightPlan, hint: Candidate): LightPlan {
  const { footprint } = hint;
  const out = new Map(plan);
  for (const c of footprint.via) out.set(c, 'step');
  for (const cells of [footprint.lift, footprint.fill, footprint.touch, footprint.mark]) for (const c of cells ?? []) out.set(c, 'suggest');
  return out;
}
