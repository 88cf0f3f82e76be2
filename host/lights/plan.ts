// Which cells light up, and as what, for what the board shows now.
import type { CellSet, TargetKind } from '../../rules/index.ts';
import type { Candidate } from '../detect/candidates.ts';
import type { Reading } from '../detect/detector.ts';
import type { LightPlan, Role } from './roles.ts';

const ROLE_OF: Record<TargetKind, Role> = { plain: 'target', capture: 'capture', cast: 'cast', step: 'step' };

/**
 * @param settled whether the board has been still for the settle window: a mismatch is shown
 *   only then, so a piece sliding across cells never flashes red.
 * @param last the cells of the last committed move, shown while nothing else is.
 * @param ambient what the game lights underneath everything (a site, legal areas, scores).
 */
export function planFor(reading: Reading, settled: boolean, last: CellSet | null, ambient?: LightPlan): LightPlan | null {
  const plan = new Map<number, Role>(ambient ?? []);
  switch (reading.kind) {
    case 'idle':
      for (const c of last ?? []) plan.set(c, 'last');
      markPicks(plan, reading.confirmable);
      return plan;
    case 'match':
      return null; // about to commit: keep what is shown
    case 'progress':
      if (reading.added.isEmpty()) {
        // A piece in hand: its legal destinations, the squares it may step over, and (a preview)
        // the pieces each destination would take off the board.
        for (const cand of reading.candidates) {
          if (!reading.lifted.isSubsetOf(cand.emptiable)) continue;
          for (const c of cand.footprint.via) if (!plan.has(c)) plan.set(c, 'step');
          for (const c of cand.footprint.fill.union(cand.footprint.touch)) {
            if (!reading.lifted.has(c) || cand.footprint.touch.has(c)) plan.set(c, ROLE_OF[cand.footprint.kind]);
          }
          if (reading.lifted.intersects(cand.footprint.from)) markRemovals(plan, cand, reading.lifted);
        }
      } else {
        // Something is being put down: the cells that would complete a legal move; once the
        // mover stands where a move puts it, the pieces that move takes off, still to clear.
        for (const cand of reading.candidates) for (const c of cand.footprint.fill) plan.set(c, 'hint');
        for (const c of reading.added) plan.set(c, 'selected');
        for (const cand of reading.candidates) if (cand.footprint.fill.isSubsetOf(reading.added)) markRemovals(plan, cand, reading.lifted);
      }
      // What is in hand; a piece a move takes off, once gone, is no longer anyone's business.
      for (const c of reading.lifted) if (!plan.has(c) && !takenOff(reading.candidates, reading.added, c)) plan.set(c, 'selected');
      markPicks(plan, reading.confirmable);
      return plan;
    case 'mismatch':
      if (!settled) return null;
      for (const c of reading.clear) plan.set(c, 'clear');
      for (const c of reading.fill) plan.set(c, 'fill');
      return plan;
  }
}

/** The pieces a move takes off for good that are still on the board: to clear. */
function markRemovals(plan: Map<number, Role>, cand: Candidate, lifted: CellSet): void {
  for (const c of cand.footprint.remove) if (!lifted.has(c)) plan.set(c, 'clear');
}

/** Whether a lifted cell is a piece some move being made takes off (its mover already down). */
function takenOff(candidates: readonly Candidate[], added: CellSet, cell: number): boolean {
  return !added.isEmpty() && candidates.some((c) => c.footprint.remove.has(cell) && c.footprint.fill.isSubsetOf(added));
}

/** Moves waiting for a confirmation: where each goes, to tap. */
function markPicks(plan: Map<number, Role>, confirmable: readonly Candidate[]): void {
  for (const cand of confirmable) for (const c of cand.footprint.mark ?? []) plan.set(c, 'pick');
}

/** The options of a choice that name cells: tap one to pick it. */
export function withPicks(plan: LightPlan, cells: Iterable<number>): LightPlan {
  const shown = new Map(plan);
  for (const c of cells) shown.set(c, 'pick');
  return shown;
}

/** A stable text form of a plan, to send a frame only when the plan changed. */
export function planKey(plan: LightPlan): string {
  return [...plan].sort((a, b) => a[0] - b[0]).map(([c, r]) => `${c}:${r}`).join(',');
}

/** A move just committed: its cells blink 'confirm' where they would show 'last'. */
export function withConfirm(plan: LightPlan, cells: CellSet): LightPlan {
  const shown = new Map(plan);
  for (const c of cells) if (shown.get(c) === 'last') shown.set(c, 'confirm');
  return shown;
}

/** Shows a cast on the board: one lit cell per head along the bottom edge, over nothing else. */
export function withCast(plan: LightPlan, heads: number, rows: number, cols: number): LightPlan {
  const shown = new Map(plan);
  for (let i = 0; i < Math.min(heads, cols); i++) {
    const cell = (rows - 1) * cols + i;
    if (!shown.has(cell)) shown.set(cell, 'heads');
  }
  return shown;
}
