// The longest frame protocol 1 allows, worked out from its field widths (PROTOCOL.md sections 5
// and 8), so a receiver can drop anything longer while it arrives instead of buffering it.
import { MIN_FRAME_LENGTH } from './codec.ts';
import { MAX_PALETTE } from './normalize.ts';

/** HELLO carries rows and cols as u8: no board has more than 255 × 255 cells. */
export const MAX_BOARD_SIDE = 0xff;

/** Bytes of a LEDS payload for a board of `cells` cells with a full palette (16 colours). */
export function fullLedsPayloadLength(cells: number): number {
  const header = 2 + 1; // blinkPeriodMs u16, paletteCount u8
  return header + 3 * MAX_PALETTE + 2 + Math.ceil(cells / 2) + Math.ceil(cells / 8); // + cells u16, indices, blink bitmap
}

/**
 * The longest legal frame, unescaped: a LEDS with a full palette for a 255 × 255 board,
 * 40 699 bytes. Every other frame is shorter: the largest STATE (that board with 255 buttons and
 * the corner layer) is 16 239 bytes, HELLO 25, and a LEDS_DELTA is only sent when it is smaller
 * than the whole LEDS frame.
 */
export const MAX_FRAME_LENGTH = MIN_FRAME_LENGTH + fullLedsPayloadLength(MAX_BOARD_SIDE * MAX_BOARD_SIDE);
