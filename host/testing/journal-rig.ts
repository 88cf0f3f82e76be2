// For the journal's tests only: a host on boards fed directly (no serial line), in virtual time,
// that can be killed (dropped without close: its clock never runs again, its locks stay behind as
// if its process had died) and booted again on the same journal folder. The boards are physical:
// their pieces stay where they are while the host is down.
import { Subject } from 'rxjs';
import { builtinProfiles, toBoardCell, VirtualClock, type BoardProfile, type State } from '../../hardware/index.ts';
import { CellSet } from '../../rules/index.ts';
import { Host, type ResumeReport } from '../host.ts';
import type { HostEvent } from '../events.ts';
import type { Checked } from '../game-plan.ts';
import { JournalStore } from '../journal/store.ts';
import type { LockOwner } from '../journal/lock.ts';

export const WALL_START = Date.UTC(2025, 0, 1);

export interface PhysicalBoard {
  id: string;
  path: string;
  profile: BoardProfile;
  /** Occupied cells, in the game's (view) cells. */
  occupied: Set<number>;
}

export class Rig {
  clock = new VirtualClock(0);
  host!: Host;
  store!: JournalStore;
  events: HostEvent[] = [];
  /** Every host booted so far (the last one is alive). */
  lives = 0;
  private states: Subject<State>[] = [];
  private seq = 0;

  constructor(readonly dir: string, readonly boards: PhysicalBoard[]) {}

  static boards(n: number, profile = '9x9'): PhysicalBoard[] {
    return Array.from({ length: n }, (_, i) => ({ id: `b${i + 1}`, path: `/dev/fake${i + 1}`, profile: builtinProfiles[profile], occupied: new Set<number>() }));
  }

  /**
   * Boots a host at the current time. `setUp`: the boards behave as simulated ones (set up as a
   * new game expects); else as real ones, shown to the host as they are.
   */
  boot(options: { setUp?: boolean; ids?: string[] } = {}): void {
    const clock = new VirtualClock(this.clock.now());
    this.clock = clock;
    const life = ++this.lives;
    const owner: LockOwner = { pid: 1000 + life, alive: (pid) => pid === 1000 + this.lives };
    this.store = new JournalStore({ dir: this.dir, now: () => WALL_START + Math.round(clock.now()), owner });
    this.host = new Host({ clock, settleMs: 100, defaultSeed: () => 1, journal: this.store });
    this.host.events$.subscribe((e) => this.events.push(e));
    this.states = this.boards.map((board, i) => {
      const states$ = new Subject<State>();
      this.host.addBoard({
        id: options.ids?.[i] ?? board.id,
        path: board.path,
        profile: board.profile,
        port: { states$, status$: new Subject(), sendLeds: () => {} },
        sim: options.setUp ? {
          lift: (cells) => this.change(i, cells, false),
          place: (cells) => this.change(i, cells, true),
          setOccupancy: (cells) => { board.occupied = new Set(cells.map((c) => this.viewCell(board, c))); },
        } : undefined,
      });
      return states$;
    });
  }

  /** Boots a host and resumes the journal folder's unfinished games; every board then reports. */
  resume(mode: 'resume' | 'abandon' = 'resume'): Checked<ResumeReport> {
    this.boot();
    const report = this.host.resume(mode);
    this.reportAll();
    return report;
  }

  /** The host dies: nothing is closed, its clock never runs again. */
  kill(): void { this.states = []; }

  reportAll(): void { this.boards.forEach((_, i) => this.report(i)); }

  lift(board: number, cells: Iterable<number>): void { this.physically(board, cells, false); }
  place(board: number, cells: Iterable<number>): void { this.physically(board, cells, true); }

  occupancy(board = 0): CellSet { return CellSet.of(...this.boards[board].occupied); }

  private physically(board: number, cells: Iterable<number>, on: boolean): void {
    const occupied = this.boards[board].occupied;
    let changed = false;
    for (const c of cells) {
      if (occupied.has(c) !== on) changed = true;
      if (on) occupied.add(c); else occupied.delete(c);
    }
    if (changed) this.report(board);
  }

  /** A simulated board's control (board cells). */
  private change(board: number, cells: number[], on: boolean): void {
    this.physically(board, cells.map((c) => this.viewCell(this.boards[board], c)), on);
  }

  private viewCell(board: PhysicalBoard, boardCell: number): number {
    const n = board.profile.rows * board.profile.cols;
    for (let v = 0; v < n; v++) if (toBoardCell(board.profile, v) === boardCell) return v;
    throw new Error(`no view cell for board cell ${boardCell}`);
  }

  private report(i: number): void {
    const board = this.boards[i];
    const occupied = Array.from({ length: board.profile.rows * board.profile.cols }, () => false);
    for (const v of board.occupied) occupied[toBoardCell(board.profile, v)] = true;
    this.states[i]?.next({ type: 'STATE', seq: this.seq++ & 255, uptimeMs: Math.round(this.clock.now()), occupied, buttons: [] });
  }
}
