// The board link's connection phase as one tagged union: what the link is doing now, with the
// state that only makes sense while it does it (the HELLO channel of a handshake, the backoff of
// a lost link, the uptime and garbage count of a running one). Transitions are pure: each takes a
// phase and returns the next one; board-link.ts does the I/O around them.
import type { Hello, TimerHandle } from '../../hardware/index.ts';
import type { LinkError } from './types.ts';

/** Where the board's HELLO goes while the handshake waits for it, and how the wait is called off. */
export interface HelloAnswer {
  hello(hello: Hello): void;
  abort(error: LinkError): void;
}

/** Why a connection is being made: undefined for open(), else the reconnect attempt (1, 2, …). */
export type Reconnect = number | undefined;

/** What a connected link tracks of its board frames, whether running or mid-switch. */
interface Up {
  /** The last STATE's uptime: one below it means the board restarted (restart.ts). */
  readonly lastUptime: number | undefined;
  /**
   * Bytes since the last valid frame: at a switched speed, more than any frame of the board's
   * could take mean the board talks at the opening speed again (it restarted), or noise.
   */
  readonly bytesWithoutFrame: number;
  /** A PING asks whether a run of garbage is noise or a restarted board (probeGarbage). */
  readonly probing: boolean;
}

/** Made, open() not called yet. */
export interface Idle { readonly kind: 'idle' }
/** The port opening; also while a port whose handshake failed is closed again. */
export interface Connecting { readonly kind: 'connecting'; readonly reconnect: Reconnect }
/** Our HELLO sent (`tries` times so far); nothing but the board's HELLO is taken until it answers. */
export interface Handshake {
  readonly kind: 'hello';
  readonly reconnect: Reconnect;
  readonly tries: number;
  readonly answer: HelloAnswer;
}
/** Ready: STATEs flow, LEDS go out, the watchdog listens. */
export interface Running extends Up { readonly kind: 'running' }
/** Ready, with SET_SPEED to `to` baud under way (heartbeat paused, no probe or step down started). */
export interface Switching extends Up { readonly kind: 'switching'; readonly to: number }
/** The board was lost: waiting out the backoff before the reconnect attempt numbered `attempt`. */
export interface Lost {
  readonly kind: 'lost';
  /** Reconnect attempts scheduled so far in this loss (0 until the first is); the last is the one waited for. */
  readonly attempt: number;
  /** The backoff timer; undefined before it is set and once it fired. */
  readonly timer: TimerHandle | undefined;
  /** The close of the lost port, awaited before reopening it (an OS lock may still hold it). */
  readonly closingPort: Promise<void>;
}
/** Could not open, or a board that retrying cannot help (another protocol); open() may try again. */
export interface Failed { readonly kind: 'failed' }
/** close() was called: final. */
export interface Closed { readonly kind: 'closed' }

export type LinkPhase = Idle | Connecting | Handshake | Running | Switching | Lost | Failed | Closed;

export const IDLE: Idle = { kind: 'idle' };
export const FAILED: Failed = { kind: 'failed' };
export const CLOSED: Closed = { kind: 'closed' };

/** Connected and past the handshake: the board's frames are taken (running or switching). */
export function isUp(phase: LinkPhase): phase is Running | Switching {
  return phase.kind === 'running' || phase.kind === 'switching';
}

/** open() may start only from here: never opened, or failed. */
export function canOpen(phase: LinkPhase): boolean {
  return phase.kind === 'idle' || phase.kind === 'failed';
}

export function connecting(reconnect: Reconnect): Connecting {
  return { kind: 'connecting', reconnect };
}

/** The port is open: the handshake starts, no HELLO sent yet. */
export function awaitingHello(from: Connecting, answer: HelloAnswer): Handshake {
  return { kind: 'hello', reconnect: from.reconnect, tries: 0, answer };
}

/** One more HELLO of ours went out. */
export function helloSent(phase: Handshake): Handshake {
  return { ...phase, tries: phase.tries + 1 };
}

/** The handshake ended without an answer (given up, port closed): the connection is undone. */
export function helloOver(phase: Handshake): Connecting {
  return connecting(phase.reconnect);
}

/** The board answered: a fresh running phase (no uptime seen yet, no garbage). */
export function running(): Running {
  return { kind: 'running', lastUptime: undefined, bytesWithoutFrame: 0, probing: false };
}

export function switchingTo(phase: Running | Switching, to: number): Switching {
  return { ...phase, kind: 'switching', to };
}

export function switchOver(phase: Switching): Running {
  const { to: _, ...up } = phase;
  return { ...up, kind: 'running' };
}

export function bytesHeard<P extends Running | Switching>(phase: P, n: number): P {
  return { ...phase, bytesWithoutFrame: phase.bytesWithoutFrame + n };
}

/** A valid frame (or a settled switch): the garbage count starts again. */
export function garbageCleared<P extends Running | Switching>(phase: P): P {
  return phase.bytesWithoutFrame === 0 ? phase : { ...phase, bytesWithoutFrame: 0 };
}

export function probing<P extends Running | Switching>(phase: P, on: boolean): P {
  return { ...phase, probing: on };
}

export function uptimeSeen<P extends Running | Switching>(phase: P, lastUptime: number | undefined): P {
  return { ...phase, lastUptime };
}

/**
 * Whether a run of garbage calls for a probe: running (not switching, not already probing) at a
 * switched speed, with more bytes since the last valid frame than any frame could take (`limit`).
 */
export function garbageSuspected(phase: LinkPhase, line: { baud: number; opening: number; limit: number }): boolean {
  return phase.kind === 'running' && !phase.probing && line.baud !== line.opening && phase.bytesWithoutFrame > line.limit;
}

/** The link lost its board: the first reconnect is yet to be scheduled. */
export function lost(closingPort: Promise<void>): Lost {
  return { kind: 'lost', attempt: 0, timer: undefined, closingPort };
}

/** A reconnect attempt failed: back to waiting, the count of attempts kept (the port is closed already). */
export function lostAgain(attempt: number): Lost {
  return { kind: 'lost', attempt, timer: undefined, closingPort: Promise.resolve() };
}

/** One more reconnect attempt scheduled (its timer follows: retryTimer). */
export function retryScheduled(phase: Lost): Lost {
  return { ...phase, attempt: phase.attempt + 1 };
}

/** The backoff timer set, or (undefined) fired. */
export function retryTimer(phase: Lost, timer: TimerHandle | undefined): Lost {
  return { ...phase, timer };
}
