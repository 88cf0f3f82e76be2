// The move asked of the players (the computer opponent's), lit on a still board: its piece
// (`from`) selected, the pieces it takes off (`remove`) to clear, its stepping squares, its
// target, what it captures in place.
import type { Candidate } from '../detect/candidates.ts';
import type { LightPlan } from '../lights/roles.ts';

export function withGuide(plan: LightPlan, guide: Candidate): LightPlan {
  const { footprint } = guide;
  const out = new Map(plan);
  for (const c of footprint.from) out.set(c, 'selected');
  for (const c of footprint.remove) out.set(c, 'clear');
  for (const c of footprint.via) out.set(c, 'step');
  for (const c of footprint.fill) out.set(c, 'target');
  for (const c of footprint.touch) out.set(c, 'capture');
  return out;
}
