// The line speed after HELLO (protocol minor 2): which faster speed to ask a board for, and the
// switch itself. Every link opens at the opening speed (115200); SET_SPEED goes out there, the
// board ACKs it there and switches, the host follows SWITCH_GUARD_MS later and PINGs: a PONG at
// the new speed confirms it (the board holds its STATEs until it hears the host there, so none
// is lost). No ACK or no PONG: the host goes back to the opening speed, waits out the board's own
// fallback (BOARD_FALLBACK_MS) and checks the board answers there.
import { ErrorCode, Feature, LineSpeed } from '../../hardware/index.ts';
import type { Hello, Message } from '../../hardware/index.ts';

/**
 * How long a board keeps a switched speed that no host frame confirms before it goes back to
 * the opening speed (the firmware's SPEED_CONFIRM_MS, 250 ms), with a margin: the host waits
 * this long after a failed switch before it checks the board at the opening speed.
 */
export const BOARD_FALLBACK_MS = 300;

/**
 * How long after the board's ACK of SET_SPEED the host waits before it talks at the new speed:
 * the board switches once the ACK's last bit has left its UART (≤ 0.2 ms later), and a byte
 * sent before that would reach it at the old speed, garbled.
 */
export const SWITCH_GUARD_MS = 2;

const FASTEST_FIRST = (Object.entries(LineSpeed) as [string, number][])
  .map(([baud, bit]) => ({ baud: Number(baud), bit }))
  .sort((a, b) => b.baud - a.baud);

/** The fastest speed the board offers that is above `opening` and at most `max`; undefined for none. */
export function fastestCommonSpeed(hello: Hello, opening: number, max: number): number | undefined {
  const offered = hello.speeds ?? 0;
  return FASTEST_FIRST.find((s) => (offered & s.bit) !== 0 && s.baud > opening && s.baud <= max)?.baud;
}

/** The next speed below `below` the board offers, above `opening`; `opening` when there is none. */
export function slowerSpeed(hello: Hello, below: number, opening: number): number {
  return fastestCommonSpeed(hello, opening, below - 1) ?? opening;
}

/** What the switch needs from the link (all in the link's virtual time). */
export interface SpeedSwitchDeps {
  /** Numbers and writes a frame; returns its seq. */
  send(message: { type: 'SET_SPEED'; baudRate: number } | { type: 'PING'; nonce: number }): number;
  nonce(): number;
  /** The first frame `match` accepts, or undefined after timeoutMs. */
  awaitFrame(match: (m: Message) => boolean, timeoutMs: number): Promise<Message | undefined>;
  /** The host's port to `baud` once what it wrote has left; false when the port is gone. */
  setBaudRate(baud: number): Promise<boolean>;
  sleep(ms: number): Promise<void>;
  /** False once the connection the switch runs on is gone: the switch stops. */
  current(): boolean;
}

export type SpeedSwitchOutcome =
  | { kind: 'switched'; baud: number }
  | { kind: 'refused'; baud: number } // ERROR UNSUPPORTED_SPEED: still at the opening speed
  | { kind: 'fell-back'; baud: number } // not confirmed; both sides back at the opening speed
  | { kind: 'lost'; baud: number }; // not confirmed, and the board did not answer at the opening speed either

export async function switchSpeed(
  deps: SpeedSwitchDeps, baud: number, opening: number, timing: { answerMs: number; confirmMs: number },
): Promise<SpeedSwitchOutcome> {
  const seq = deps.send({ type: 'SET_SPEED', baudRate: baud });
  const answer = await deps.awaitFrame((m) => (m.type === 'ACK' && m.ackedSeq === seq)
    || (m.type === 'ERROR' && m.code === ErrorCode.UNSUPPORTED_SPEED && m.detail === seq), timing.answerMs);
  if (!deps.current()) return { kind: 'lost', baud };
  if (answer?.type === 'ERROR') return { kind: 'refused', baud };
  if (answer !== undefined) {
    await deps.sleep(SWITCH_GUARD_MS);
    if (deps.current() && (await deps.setBaudRate(baud)) && deps.current()) {
      const nonce = deps.nonce();
      deps.send({ type: 'PING', nonce });
      const pong = await deps.awaitFrame((m) => m.type === 'PONG' && m.nonce === nonce, timing.confirmMs);
      if (pong !== undefined) return { kind: 'switched', baud };
    }
  }
  if (!deps.current() || !(await deps.setBaudRate(opening))) return { kind: 'lost', baud };
  await deps.sleep(BOARD_FALLBACK_MS);
  const nonce = deps.nonce();
  deps.send({ type: 'PING', nonce });
  const pong = await deps.awaitFrame((m) => m.type === 'PONG' && m.nonce === nonce, timing.answerMs);
  return { kind: pong === undefined ? 'lost' : 'fell-back', baud };
}

/**
 * At a switched speed, this many bytes without one valid frame mean the board talks at the opening
 * speed again (it restarted): more than its longest frame (HELLO or STATE) could take with every
 * byte escaped, and its ENDs.
 */
export function garbledAfterBytes(hello: Hello): number {
  const cells = hello.rows * hello.cols;
  const corners = ((hello.features ?? 0) & Feature.CORNERS) !== 0 ? 2 + Math.ceil(Math.max(0, (hello.rows - 1) * (hello.cols - 1)) / 8) : 0;
  const state = 4 + 7 + Math.ceil(cells / 8) + Math.ceil(hello.buttons / 8) + corners;
  const helloFrame = 4 + 21;
  return 2 * Math.max(state, helloFrame) + 2;
}
