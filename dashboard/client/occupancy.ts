// What the page shows as occupied: the board's last report, with the operator's recent clicks
// applied until the board reports them (or for a short while, if it never does).
export const EXPECT_MS = 2000;

export class Occupancy {
  private reported = new Set<string>();
  private readonly expected = new Map<string, { occupied: boolean; until: number }>();

  report(cells: readonly string[]): void { this.reported = new Set(cells); }

  expect(cell: string, occupied: boolean, now: number): void { this.expected.set(cell, { occupied, until: now + EXPECT_MS }); }

  forget(cell: string): void { this.expected.delete(cell); }

  current(now: number): Set<string> {
    const cells = new Set(this.reported);
    for (const [cell, e] of this.expected) {
      if (this.reported.has(cell) === e.occupied || now > e.until) { this.expected.delete(cell); continue; }
      if (e.occupied) cells.add(cell);
      else cells.delete(cell);
    }
    return cells;
  }
}
