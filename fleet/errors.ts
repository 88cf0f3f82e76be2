// The fleet contract's errors: typed values with stable codes, returned, never thrown.
import { err } from '../rules/index.ts';

/** Every code, in a stable order (drop counters list them all). */
export const FLEET_ERROR_CODES = [
  // ids and host names
  'bad-id', 'bad-hostname',
  // topics
  'wrong-prefix', 'wrong-version', 'unknown-kind', 'missing-levels', 'extra-levels',
  // payloads
  'too-large', 'bad-utf8', 'bad-json', 'too-deep', 'forbidden-key', 'bad-shape', 'unknown-verb', 'not-for-this-table',
] as const;

export type FleetErrorCode = (typeof FLEET_ERROR_CODES)[number];

export interface FleetError {
  code: FleetErrorCode;
  /** One sentence an operator understands, naming what was refused and why. */
  message: string;
  /** A command's request id, when the payload was read far enough to hold one (so it can be answered). */
  ref?: string;
}

export function fleetFail(code: FleetErrorCode, message: string, ref?: string): { ok: false; error: FleetError } {
  return err(ref === undefined ? { code, message } : { code, message, ref });
}

/** A string quoted for a message, cut short so a huge input cannot make a huge message. */
export function quoted(text: string, max = 80): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return JSON.stringify(cut);
}
