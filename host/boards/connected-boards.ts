// The boards the host is connected to (real or simulated), by id: how each is linked, what it
// reports, what its LEDs show. Which game a board plays is the game registry's business.
import { Subscription } from 'rxjs';
import { Feature, type BoardProfile, type Hello } from '../../hardware/index.ts';
import type { CellSet } from '../../rules/index.ts';
import type { BoardPort } from '../board-port.ts';
import type { LedFrame } from '../lights/render.ts';
import type { LinkCounters, SteppedDown } from '../link/index.ts';
import { occupancyReader } from '../sense/view-cells.ts';

/** The physical side of a simulated board, in the board's own cells. */
export interface SimControls {
  lift(cells: number[]): void;
  place(cells: number[]): void;
  /** Puts pieces exactly on these cells (a demo table set up for a new game). */
  setOccupancy(cells: number[]): void;
  /** Presses a button of the board's profile and lets it go a moment later. */
  press?(button: string): void;
}

/** What bin/ hands in for each board. `link` adds health figures when the port is a BoardLink. */
export interface BoardConnection {
  id: string;
  path: string;
  profile: BoardProfile;
  port: BoardPort;
  link?: { counters: LinkCounters; hello: Hello | undefined; baudRate: number };
  sim?: SimControls;
}

/** A board's link health as the host shows it. */
export interface BoardStatus { state: string; reason?: string; steppedDown?: SteppedDown }

export interface BoardEntry {
  readonly connection: BoardConnection;
  status: BoardStatus;
  /** What it reports, in view cells (null before its first report). */
  occupancy: CellSet | null;
  /** The last LED frame sent to it. */
  leds: LedFrame | null;
  /** The port as the game's table uses it: every LED frame is kept for the dashboard. */
  readonly recording: BoardPort;
}

export class ConnectedBoards {
  private readonly entries = new Map<string, BoardEntry>();
  private readonly subscriptions = new Subscription();

  add(connection: BoardConnection): void {
    if (this.entries.has(connection.id)) throw new Error(`board ${connection.id} is already added`);
    const read = occupancyReader(connection.profile);
    const { port } = connection;
    const entry: BoardEntry = {
      connection, status: { state: 'connecting' }, occupancy: null, leds: null,
      recording: {
        states$: port.states$, status$: port.status$,
        sendLeds: (frame) => { entry.leds = frame; port.sendLeds(frame); },
        // A method of the port's class: not among the own properties a spread would copy.
        requestState: () => port.requestState?.(),
      },
    };
    this.subscriptions.add(port.states$.subscribe((s) => { entry.occupancy = read(s); }));
    this.subscriptions.add(port.status$.subscribe((s) => { entry.status = withCornerCheck(connection.profile, s); }));
    this.entries.set(connection.id, entry);
  }

  get(id: string): BoardEntry | undefined { return this.entries.get(id); }

  byPath(path: string): BoardEntry | undefined { return [...this.entries.values()].find((e) => e.connection.path === path); }

  all(): BoardEntry[] { return [...this.entries.values()]; }

  close(): void { this.subscriptions.unsubscribe(); }
}

/**
 * A profile may say the board has the corner layer while the board's HELLO does not (older
 * firmware, a board without the layer fitted): its corners are then never sensed, and moves that
 * need them wait for a confirmation. Say so on the board's status rather than guess.
 */
function withCornerCheck(profile: BoardProfile, status: BoardStatus & { hello?: Hello }): BoardStatus {
  const hello = status.hello;
  if (!profile.corners || status.state !== 'ready' || hello === undefined) return status;
  if (((hello.features ?? 0) & Feature.CORNERS) !== 0) return status;
  const warning = `profile ${profile.id} has a corner layer, the board reports none: corners are not sensed`;
  return { ...status, reason: status.reason === undefined ? warning : `${status.reason}; ${warning}` };
}
