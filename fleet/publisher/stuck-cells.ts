// Cells that have disagreed with the game for a long time: a board waiting to be put right names
// the cells to clear and to fill (`correction` events), and a cell that stays on that list past
// STUCK_AFTER_MS is a piece nobody moves, or a reed switch that does not change. Pure bookkeeping
// over the events and the injected clock's time; the publisher turns it into a board fault.

/** How long a cell may disagree with the game before the board reports it as a fault. */
export const STUCK_AFTER_MS = 30_000;

export class StuckCells {
  /** Per board: cell → since when (clock ms) it has disagreed, without a break. */
  private readonly since = new Map<string, Map<string, number>>();

  /** A correction for the board names these cells now; cells no longer named are fine again. */
  correction(board: string, cells: readonly string[], now: number): void {
    const before = this.since.get(board) ?? new Map<string, number>();
    const next = new Map<string, number>();
    for (const cell of cells) next.set(cell, before.get(cell) ?? now);
    if (next.size === 0) this.since.delete(board);
    else this.since.set(board, next);
  }

  /** The board shows the game again. */
  corrected(board: string): void { this.since.delete(board); }

  /** The cells of the board stuck at `now`, in the order the corrections named them. */
  stuck(board: string, now: number): string[] {
    return [...(this.since.get(board) ?? [])].filter(([, t]) => now - t >= STUCK_AFTER_MS).map(([cell]) => cell);
  }

  /** When the next of the board's cells becomes stuck (clock ms), or null when none will. */
  nextAt(board: string, now: number): number | null {
    const waiting = [...(this.since.get(board)?.values() ?? [])].map((t) => t + STUCK_AFTER_MS).filter((at) => at > now);
    return waiting.length === 0 ? null : Math.min(...waiting);
  }

  forget(board: string): void { this.since.delete(board); }
}
