// What really stands on a simulated board, in the game's (view) cells, as the players know it:
// the switches may read otherwise (faults), the host may know otherwise (a lost frame, a cable
// out). Moving pieces goes through here so the truth and the board never drift apart.
import { toBoardCell, type BoardProfile } from '../../hardware/index.ts';
import type { SimBoard } from '../../firmware-sim/index.ts';
import { CellSet } from '../../rules/index.ts';

export class BoardTruth {
  private cells: CellSet;

  constructor(readonly board: SimBoard, readonly profile: BoardProfile, initial: CellSet) {
    this.cells = initial;
  }

  get occupied(): CellSet { return this.cells; }

  lift(cells: CellSet): void {
    this.cells = this.cells.minus(cells);
    this.board.lift(this.toBoard(cells));
  }

  place(cells: CellSet): void {
    this.cells = this.cells.union(cells);
    this.board.place(this.toBoard(cells));
  }

  /** A view cell as the board's own cell number (fault injection works on those). */
  boardCell(view: number): number { return toBoardCell(this.profile, view); }

  private toBoard(cells: CellSet): number[] { return cells.toArray().map((c) => this.boardCell(c)); }
}
