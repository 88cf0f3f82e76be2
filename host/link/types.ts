// Public types of the board link: options, status, errors, counters.
import type { BindingInterface } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import type { Clock, Hello, Leds } from '../../hardware/index.ts';
import type { Said } from '../said.ts';

export interface BackoffOptions {
  initialMs: number;
  factor: number;
  maxMs: number;
}

export interface BoardLinkOptions {
  path: string;
  binding: BindingInterface;
  clock: Clock;
  /** The speed the port opens at, and falls back to. */
  baudRate?: number; // 115200
  /**
   * The fastest line speed to switch to after HELLO, among those the board offers (protocol
   * minor 2); at most `baudRate` (or 0) never switches.
   */
  maxBaudRate?: number; // 1_000_000
  /** How long the board has to answer a PING at the new speed before the link falls back. */
  speedConfirmMs?: number; // 100
  /** How long to wait for the board's HELLO after sending ours, per attempt. */
  helloTimeoutMs?: number; // 1000
  helloAttempts?: number; // 3
  /** PING when nothing was received for this long. */
  heartbeatMs?: number; // 500
  /** No frame at all for this long → link lost. */
  deadAfterMs?: number; // 2000
  /** Wait this long for the ACK of a LEDS frame before resending it (once). */
  ackTimeoutMs?: number; // 250
  /** Give up opening the port after this long (a wedged driver must not hang open()). */
  openTimeoutMs?: number; // 5000
  backoff?: Partial<BackoffOptions>; // { initialMs: 100, factor: 2, maxMs: 5000 }
  log?: (line: string) => void;
}

export type LinkState = 'connecting' | 'ready' | 'lost' | 'reconnecting' | 'failed';

export interface LinkStatus {
  state: LinkState;
  reason?: string;
  /** The reason as a code and its values, for screens in other languages (host/said.ts). */
  said?: Said;
  /** The board's description, once known (kept while lost/reconnecting). */
  hello?: Hello;
  /** Set while the line is held below the board's fastest speed (SPEED_HOLD_MS, line-noise.ts). */
  steppedDown?: SteppedDown;
}

/** Why and how far a link's line speed is held down for a while. */
export interface SteppedDown {
  /** The speed the link stepped down from. */
  from: number;
  /** The fastest speed the link uses until the hold ends (the line may be slower still). */
  to: number;
  /** `noise`: repeated errors at `from`; `no-answer`: the board did not confirm a switch to `from`. */
  cause: 'noise' | 'no-answer';
}

export type LinkErrorKind =
  | 'port-open-failed' // the OS (or binding) refused to open the path
  | 'no-answer' // port opened, no HELLO after every attempt
  | 'protocol-mismatch' // the board speaks another protocol major
  | 'wrong-size' // the board announced another size than the board this link serves
  | 'port-closed' // the port went away during the handshake
  | 'already-open' // open() called twice
  | 'closed'; // close() was called while opening

export interface LinkError {
  kind: LinkErrorKind;
  path: string;
  message: string;
}

export type OpenResult = { ok: true; hello: Hello } | { ok: false; error: LinkError };

/** What sendLeds takes: a LEDS frame without its type and seq (the link numbers frames). */
export type LedsFrame = Omit<Leds, 'type' | 'seq'>;

export interface LedsShown {
  /** The seq of the LEDS frame the board acknowledged. */
  seq: number;
  /** clock.now() when the ACK arrived. */
  at: number;
}

export interface LinkCounters {
  framesIn: number; // valid frames received
  framesOut: number; // frames written
  crcErrors: number;
  decodeErrors: number; // any other undecodable frame (too short, unknown type, bad length)
  framesTooLarge: number; // frames longer than the protocol's largest (MAX_FRAME_LENGTH), dropped as they grew: noise without an END
  seqGaps: number; // times a board frame's seq was not the expected one
  framesMissed: number; // board frames lost in those gaps (sum of the gap sizes)
  reconnects: number; // successful reconnects after a loss
  ackTimeouts: number; // every expired wait for a LEDS ACK (the resend and the give-up)
  boardErrors: number; // ERROR frames from the board
  boardResets: number; // the board rebooted while ready (a HELLO that restarts its numbering, or its uptime went back)
  bytesIn: number;
  bytesOut: number;
  ledsWhole: number; // LEDS frames sent
  ledsDeltas: number; // LEDS_DELTA frames sent (only the cells that changed)
  deltasRefused: number; // LEDS_DELTA the board could not apply (ERROR NO_BASE): sent whole instead
  speedSwitches: number; // the line switched to a faster speed and the board answered there
  speedFallbacks: number; // a switch the board did not confirm: back to the opening speed
}

export function zeroCounters(): LinkCounters {
  return {
    framesIn: 0, framesOut: 0, crcErrors: 0, decodeErrors: 0, framesTooLarge: 0, seqGaps: 0, framesMissed: 0,
    reconnects: 0, ackTimeouts: 0, boardErrors: 0, boardResets: 0, bytesIn: 0, bytesOut: 0,
    ledsWhole: 0, ledsDeltas: 0, deltasRefused: 0, speedSwitches: 0, speedFallbacks: 0,
  };
}
