// The longest legal frame and one just past it, for the tests of the frame size limit (test support only).
import { crc16 } from '../protocol/crc.ts';
import { MAX_BOARD_SIDE } from '../protocol/frame-limits.ts';
import type { Leds, State } from '../protocol/messages.ts';
import { MAX_BUTTONS, MAX_PALETTE } from '../protocol/normalize.ts';

const CELLS = MAX_BOARD_SIDE * MAX_BOARD_SIDE;

/**
 * A LEDS frame for a 255 × 255 board with a full palette: the longest frame the protocol allows.
 * Cells alternate colours 0 and 12, so every index byte is 0xC0 and crosses the line escaped.
 */
export function largestLeds(): Leds {
  return {
    type: 'LEDS', seq: 0xc0, blinkPeriodMs: 0xdbc0,
    palette: Array.from({ length: MAX_PALETTE }, (_, i) => ({ r: 0xc0, g: 0xdb, b: i })),
    cells: Array.from({ length: CELLS }, (_, i) => ({ colour: i % 2 === 0 ? 0 : 12, blink: i % 3 === 0 })),
  };
}

/** The largest STATE: that board with every button and the corner layer. */
export function largestState(): State {
  return {
    type: 'STATE', seq: 1, uptimeMs: 1,
    occupied: Array.from({ length: CELLS }, (_, i) => i % 2 === 0),
    buttons: Array.from({ length: MAX_BUTTONS }, () => true),
    corners: Array.from({ length: (MAX_BOARD_SIDE - 1) ** 2 }, () => true),
  };
}

/** The frame with one more payload byte and its CRC made good again (decodeFrame still accepts it). */
export function oneByteLonger(frame: Uint8Array): Uint8Array {
  const longer = new Uint8Array(frame.length + 1);
  longer.set(frame.subarray(0, frame.length - 2));
  longer[frame.length - 2] = 0xc0; // a payload byte past the fields a reader knows, as a later minor may add
  const crc = crc16(longer.subarray(0, longer.length - 2));
  longer[longer.length - 2] = crc >>> 8;
  longer[longer.length - 1] = crc & 0xff;
  return longer;
}
