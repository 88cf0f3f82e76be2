// Test rig: the real firmware in the emulator at 'avr:1', opened by a raw protocol host
// (harness.ts's HostSide) through the serialport stream path, in virtual time.
import { builtinProfiles, VirtualClock } from '../../hardware/index.ts';
import { createSimBinding } from '../binding.ts';
import type { SimBinding } from '../binding.ts';
import { openPort } from '../harness.ts';
import type { HostSide } from '../harness.ts';
import { AvrBoard } from './avr-board.ts';
import type { AvrBoardOptions } from './avr-board.ts';

export interface AvrRig { clock: VirtualClock; board: AvrBoard; sim: SimBinding; host: HostSide }

export interface AvrRigOptions extends Partial<Omit<AvrBoardOptions, 'clock'>> {
  /** Cells with a piece on them before power-up. */
  pieces?: number[];
}

/** A 10×10 board (or the given build and profile) powered at t = 0, opened by a host at once. */
export async function createAvrRig(options: AvrRigOptions = {}): Promise<AvrRig> {
  const clock = new VirtualClock(0);
  const profile = options.profile ?? builtinProfiles[options.firmware?.board === 'mega-9x9' ? '9x9' : '10x10'];
  const board = new AvrBoard({ ...options, profile, clock });
  board.place(options.pieces ?? []);
  const sim = createSimBinding();
  sim.attach('avr:1', board);
  const host = await openPort(sim, 'avr:1', clock);
  return { clock, board, sim, host };
}

/** LEDS cells: a palette index per cell, and which cells blink (none by default). */
export function solidCells(cells: number, colourOf: (cell: number) => number, blink: (cell: number) => boolean = () => false) {
  return Array.from({ length: cells }, (_, cell) => ({ colour: colourOf(cell), blink: blink(cell) }));
}
