// Cells in words a player finds on the site: a group of cells as straight runs ("A1–A4 and B4")
// rather than five names, the longest run first, so a tile reads as its shape does.
import type { Label } from '../contract.ts';
import { SIDE, cellName } from './mask.ts';

/** A run of cells in one row or one column, ascending. */
type Run = number[];

/** The longest straight runs inside `cells` starting at each cell (across and down). */
function runsFrom(cell: number, left: ReadonlySet<number>): Run[] {
  const across: Run = [cell];
  while (across[across.length - 1] % SIDE < SIDE - 1 && left.has(across[across.length - 1] + 1)) across.push(across[across.length - 1] + 1);
  const down: Run = [cell];
  while (left.has(down[down.length - 1] + SIDE)) down.push(down[down.length - 1] + SIDE);
  return [across, down];
}

/**
 * The cells as runs: repeatedly the longest run left (ties: the one starting first in reading
 * order, across before down), then the single cells in reading order.
 */
export function cellRuns(cells: Iterable<number>): Run[] {
  const left = new Set(cells);
  const runs: Run[] = [];
  for (;;) {
    let best: Run | null = null;
    for (const cell of [...left].sort((a, b) => a - b)) {
      for (const run of runsFrom(cell, left)) if (run.length >= 2 && (best === null || run.length > best.length)) best = run;
    }
    if (best === null) break;
    runs.push(best);
    for (const cell of best) left.delete(cell);
  }
  for (const cell of [...left].sort((a, b) => a - b)) runs.push([cell]);
  return runs;
}

const runText = (run: Run) => (run.length === 1 ? cellName(run[0]) : `${cellName(run[0])}–${cellName(run[run.length - 1])}`);

/** "A", "A and B", "A, B and C". */
export function listEn(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 「A」「A と B」「A、B と C」. */
export function listJa(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')} と ${items[items.length - 1]}`;
}

/** Cells as runs in both languages: "A1–A4 and B4" / 「A1–A4 と B4」. */
export function cellsInWords(cells: Iterable<number>): Label {
  const texts = cellRuns(cells).map(runText);
  return { en: listEn(texts), ja: listJa(texts) };
}
