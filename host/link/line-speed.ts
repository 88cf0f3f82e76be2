// Which faster line speed to ask a board for after HELLO (protocol minor 2). Pure.
import { LineSpeed } from '../../hardware/index.ts';
import type { Hello } from '../../hardware/index.ts';

/**
 * How long a board keeps a switched speed that no host frame confirms before it goes back to
 * the opening speed (the firmware's SPEED_CONFIRM_MS, 250 ms), with a margin: the host waits
 * this long after a failed switch before it checks the board at the opening speed.
 */
export const BOARD_FALLBACK_MS = 300;

const FASTEST_FIRST = (Object.entries(LineSpeed) as [string, number][])
  .map(([baud, bit]) => ({ baud: Number(baud), bit }))
  .sort((a, b) => b.baud - a.baud);

/** The fastest speed the board offers that is above `opening` and at most `max`; undefined for none. */
export function fastestCommonSpeed(hello: Hello, opening: number, max: number): number | undefined {
  const offered = hello.speeds ?? 0;
  return FASTEST_FIRST.find((s) => (offered & s.bit) !== 0 && s.baud > opening && s.baud <= max)?.baud;
}

/**
 * How long after the board's ACK of SET_SPEED the host waits before it talks at the new speed:
 * the board switches once the ACK's last bit has left its UART (≤ 0.2 ms later), and a byte
 * sent before that would reach it at the old speed, garbled.
 */
export const SWITCH_GUARD_MS = 2;
