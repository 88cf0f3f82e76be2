// The whole host (BoardLink + Table + GameSession, wired as bin/simulation.ts wires them) against
// the real firmware in the emulator, in one virtual clock. Used by host-e2e.test.ts and the bench.
// Note: this file imports host/ and rules/ (test and bench code only; firmware-sim's product code
// imports hardware/ alone).
import { builtinProfiles, toBoardCell, VirtualClock } from '../../hardware/index.ts';
import type { BoardProfile } from '../../hardware/index.ts';
import { BoardLink, GameSession, shapeOf, tableOnOneBoard, type GameTable } from '../../host/index.ts';
import type { BoardPort, HostEvent, LedFrame } from '../../host/index.ts';
import { findGame, freeGame, seededRng } from '../../rules/index.ts';
import type { AnyGame } from '../../rules/index.ts';
import { createSimBinding } from '../../firmware-sim/index.ts';
import { AvrBoard } from '../../firmware-sim/avr/index.ts';
import type { CycleProfile } from '../../firmware-sim/avr/index.ts';
import type { Rgb, WireByte } from '../../firmware-sim/avr/index.ts';

export interface AskedFrame { at: number; frame: LedFrame }

export interface HostRig {
  clock: VirtualClock;
  board: AvrBoard;
  link: BoardLink;
  table: GameTable;
  game: AnyGame;
  profile: BoardProfile;
  events: HostEvent[];
  /** Every LED frame the table asked the link to show, in order. */
  asked: AskedFrame[];
  /** Board cell of a cell named in the game's notation. */
  cell(name: string): number;
  /** Advances virtual time until the promise settles (or limitMs passes). */
  settle<T>(promise: Promise<T>, limitMs: number): Promise<T | undefined>;
  stop(): Promise<void>;
}

/** Cetkaik on the 9×9 build when the rules have it, else `free` on the 10×10 default build. */
export function gameForTheBoard(): { game: AnyGame; firmwareBoard: string; profile: BoardProfile } {
  const cetkaik = findGame('cetkaik');
  if (cetkaik !== undefined) return { game: cetkaik, firmwareBoard: 'mega-9x9', profile: builtinProfiles['9x9'] };
  return { game: freeGame as AnyGame, firmwareBoard: 'mega-10x10', profile: builtinProfiles['10x10'] };
}

export interface HostRigOptions {
  game?: AnyGame;
  firmwareBoard?: string;
  profile?: BoardProfile;
  position?: unknown;
  onWire?: (byte: WireByte) => void;
  /** The fastest line speed the link may switch to (BoardLink's maxBaudRate; 115200: none). */
  maxBaudRate?: number;
  /** Cycle counts per code region (the bench's profiles). */
  cycleProfile?: CycleProfile;
  /** Forces the build's debounce mode (make DEBOUNCE=…); the board header's if omitted. */
  debounce?: 'eager' | 'deferred';
}

export async function startHostRig(options: HostRigOptions = {}): Promise<HostRig> {
  const chosen = gameForTheBoard();
  const game = options.game ?? chosen.game;
  const profile = options.profile ?? chosen.profile;
  const firmwareBoard = options.firmwareBoard ?? chosen.firmwareBoard;
  const clock = new VirtualClock(0);
  const geometry = { rows: profile.rows, cols: profile.cols };
  const parsed = game.parseOptions({}, geometry);
  if (!parsed.ok) throw new Error(`${game.id} options: ${JSON.stringify(parsed.error)}`);
  let state = game.setup(parsed.value, seededRng(1));
  if (options.position !== undefined) {
    const position = game.parsePosition(options.position, parsed.value);
    if (!position.ok) throw new Error(`${game.id} position: ${JSON.stringify(position.error)}`);
    state = position.value;
  }

  const board = new AvrBoard({ profile, clock, firmware: { board: firmwareBoard, debounce: options.debounce }, onWire: options.onWire, cycleProfile: options.cycleProfile });
  // Pieces stand where the game starts before the board powers up.
  board.place(game.occupancy(state).toArray().map((c: number) => toBoardCell(profile, c)));
  const sim = createSimBinding();
  sim.attach('avr:1', board);
  const link = new BoardLink({ path: 'avr:1', binding: sim.binding, clock, maxBaudRate: options.maxBaudRate });
  const asked: AskedFrame[] = [];
  const port: BoardPort = {
    states$: link.states$,
    status$: link.status$,
    sendLeds: (frame) => { asked.push({ at: clock.now(), frame }); link.sendLeds(frame); },
  };
  const session = new GameSession({ shape: shapeOf(game, parsed.value, state), state, rng: seededRng(1), sticks: 'virtual' });
  const table = tableOnOneBoard({ session, board: { id: '1', port, profile }, clock });
  const events: HostEvent[] = [];
  table.events$.subscribe((e) => events.push(e));
  table.start();

  const settle = <T>(promise: Promise<T>, limitMs: number) => settleOn(clock, promise, limitMs);
  await untilBootAnnounced(clock, board);
  const opened = await settle(link.open(), 5000);
  if (opened === undefined || !opened.ok) throw new Error(`the emulated board did not answer: ${JSON.stringify(opened)}`);

  return {
    clock, board, link, table, game, profile, events, asked, settle,
    cell(name) {
      const c = game.parseCell(name, geometry);
      if (c === null) throw new Error(`unknown cell ${name}`);
      return toBoardCell(profile, c);
    },
    async stop() {
      await settle(link.close(), 1000);
      table.stop();
      board.dispose();
    },
  };
}

/**
 * The host opens the port once the board has announced itself (HELLO, then its first STATE once
 * the power-up debounce window is over) and the line is quiet: opened in the middle of a frame,
 * it would rightly count the frame's tail as a bad one, which the tests would take for a fault.
 */
export async function untilBootAnnounced(clock: VirtualClock, board: AvrBoard): Promise<void> {
  while (board.counters.statesSent === 0 && clock.now() < 100) await clock.advanceBy(0.5);
  await clock.advanceBy(3); // the STATE's last byte on the wire (≤ 25 bytes at 115200 baud)
}

/** The colour a board cell should show for a frame: lit, or dark in a blink's second half. */
export function expectedColours(frame: LedFrame): { lit: Rgb; blinks: boolean }[] {
  return frame.cells.map(({ colour, blink }) => {
    const c = frame.palette[colour];
    return { lit: c === undefined ? { r: 0, g: 0, b: 0 } : { r: c.r, g: c.g, b: c.b }, blinks: blink };
  });
}

/** Cells whose shown colour differs from the frame's (a blinking cell may also be dark). */
export function mismatches(frame: LedFrame, shown: Rgb[]): number[] {
  const same = (a: Rgb, b: Rgb) => a.r === b.r && a.g === b.g && a.b === b.b;
  const dark = { r: 0, g: 0, b: 0 };
  return expectedColours(frame).flatMap((e, cell) =>
    same(shown[cell], e.lit) || (e.blinks && same(shown[cell], dark)) ? [] : [cell]);
}

/** Advances the virtual clock a millisecond at a time until the promise settles or `limitMs` pass: its value, or undefined. */
export async function settleOn<T>(clock: VirtualClock, promise: Promise<T>, limitMs: number): Promise<T | undefined> {
  let done = false;
  let value: T | undefined;
  void promise.then((v) => { done = true; value = v; });
  const end = clock.now() + limitMs;
  while (!done && clock.now() < end) await clock.advanceBy(1);
  return value;
}
