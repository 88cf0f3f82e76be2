// Casts of sticks in a remote game, by commit–reveal: each host commits to a fresh secret, then
// reveals it once it has seen the other's commitment; the cast is a pure function of all the
// secrets, so neither host alone chooses it and both compute the same heads.
import { ok, type Result } from '../../rules/index.ts';
import { fleetFail, quoted, type FleetError } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import { refuse, type Refusal } from './refusals.ts';
import { sha256Hex } from './position-hash.ts';

const HEX64 = /^[0-9a-f]{64}$/;
/** A digest has 256 bits, one per stick. */
export const MAX_STICKS = 256;
// Domains keep a commitment from ever being read as a cast input, or one of another contract.
const COMMIT_DOMAIN = 'tabletop/v1/match/cast-commit';
const CAST_DOMAIN = 'tabletop/v1/match/cast';

export interface CastContext {
  match: string;
  seq: number;
  /** The seat committing (its own secret). */
  seat: string;
}

export const isSecret = (s: unknown): s is string => typeof s === 'string' && HEX64.test(s);

/**
 * The hash input: NUL-separated fields (ids cannot hold NUL, and seq is digits, so no two
 * different contexts give the same bytes), then the secret's 32 bytes.
 */
function bytesOf(fields: (string | number)[], secrets: string[]): Buffer {
  return Buffer.concat([Buffer.from(fields.join('\0') + '\0', 'utf8'), ...secrets.map((s) => Buffer.from(s, 'hex'))]);
}

function checkContext(ctx: CastContext): FleetError | null {
  if (typeof ctx.match !== 'string' || !ID_PATTERN.test(ctx.match)) return { code: 'bad-id', message: `The match id ${quoted(String(ctx.match))} is not an id.` };
  if (typeof ctx.seat !== 'string' || !ID_PATTERN.test(ctx.seat)) return { code: 'bad-id', message: `The seat id ${quoted(String(ctx.seat))} is not an id.` };
  if (!Number.isSafeInteger(ctx.seq) || ctx.seq < 1) return { code: 'bad-shape', message: `The cast's seq ${String(ctx.seq)} is not a whole number ≥ 1.` };
  return null;
}

/**
 * The commitment to a secret for one cast: SHA-256 over the match, the seq and the seat with the
 * secret, so a commitment seen for one cast (or seat) cannot be replayed for another.
 */
export function commitOf(secretHex: string, ctx: CastContext): Result<string, FleetError> {
  const wrong = checkContext(ctx);
  if (wrong) return { ok: false, error: wrong };
  if (!isSecret(secretHex)) return fleetFail('bad-shape', 'A secret is 64 lower-case hex digits (32 bytes).');
  return ok(sha256Hex(bytesOf([COMMIT_DOMAIN, ctx.match, ctx.seq, ctx.seat], [secretHex])));
}

/** The revealed secret if it is the one committed to for this cast; else `cast-mismatch` naming the seat. */
export function checkReveal(commit: string, secretHex: string, ctx: CastContext): Result<string, Refusal> {
  if (!isSecret(secretHex)) return refuse('cast-mismatch', `Seat ${quoted(String(ctx.seat))} revealed for step ${ctx.seq} something that is no secret (64 lower-case hex digits).`);
  const expected = commitOf(secretHex, ctx);
  if (!expected.ok) return refuse('cast-mismatch', `Seat ${quoted(String(ctx.seat))}'s reveal for step ${ctx.seq} cannot be checked: ${expected.error.message}`);
  if (expected.value !== commit) return refuse('cast-mismatch', `Seat ${quoted(ctx.seat)} revealed for step ${ctx.seq} a secret that does not match its commitment ${commit.slice(0, 12)}…: the cast is refused.`);
  return ok(secretHex);
}

export interface CastInput {
  match: string;
  seq: number;
  /** How many two-faced sticks, 1 … 256. */
  sticks: number;
  /** Every seat's revealed secret (at least two seats). */
  secrets: Readonly<Record<string, string>>;
}

/**
 * The heads of the cast: stick i is bit i of SHA-256(domain ‖ match ‖ seq ‖ sticks ‖ each seat
 * with its secret, seats sorted), so the result does not depend on who revealed first, and
 * while one secret is fresh and unknown to the other host each stick is a fair coin.
 */
export function castFrom(input: CastInput): Result<number, FleetError> {
  const seats = Object.keys(input.secrets).sort();
  if (seats.length < 2) return fleetFail('bad-shape', `A cast needs the secrets of at least two seats, not ${seats.length}: one host alone would choose it.`);
  for (const seat of seats) {
    const wrong = checkContext({ match: input.match, seq: input.seq, seat });
    if (wrong) return { ok: false, error: wrong };
    if (!isSecret(input.secrets[seat])) return fleetFail('bad-shape', `Seat ${quoted(seat)}'s secret is not 64 lower-case hex digits.`);
  }
  if (!Number.isSafeInteger(input.sticks) || input.sticks < 1 || input.sticks > MAX_STICKS) {
    return fleetFail('bad-shape', `A cast has 1 … ${MAX_STICKS} sticks, not ${String(input.sticks)}.`);
  }
  const fields: (string | number)[] = [CAST_DOMAIN, input.match, input.seq, input.sticks, ...seats];
  const digest = Buffer.from(sha256Hex(bytesOf(fields, seats.map((s) => input.secrets[s]))), 'hex');
  let heads = 0;
  for (let i = 0; i < input.sticks; i++) heads += (digest[i >> 3] >> (i & 7)) & 1;
  return ok(heads);
}
