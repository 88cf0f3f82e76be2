// The operator's token: a Bearer token checked on every mutating request and socket message.
// Spectators need none; they can read everything but change nothing.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export type AuthVerdict = { ok: true } | { ok: false; status: 401 | 403; message: string };

/** Shorter tokens are refused at start: a guesser at a few hundred tries a second must not win. */
export const MIN_TOKEN_LENGTH = 16;

/** Why a token given by the operator cannot be used, or null when it can. */
export function tokenProblem(token: string): string | null {
  if (!/^\S+$/.test(token)) return 'the operator token (--token or TABLETOP_TOKEN) must be one word with no spaces';
  if (token.length < MIN_TOKEN_LENGTH) {
    return `the operator token (--token or TABLETOP_TOKEN) must be at least ${MIN_TOKEN_LENGTH} characters (it has ${token.length}); leave it out to get a random one`;
  }
  return null;
}

/** A fresh token for a run of `tabletop start` (128 bits, URL-safe). */
export function generateToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Checks an `Authorization` header value against the operator token. */
export function checkAuthorization(header: string | undefined, token: string): AuthVerdict {
  if (header === undefined || header.trim() === '') {
    return { ok: false, status: 401, message: 'this needs the operator token: send "Authorization: Bearer TOKEN"' };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return { ok: false, status: 401, message: 'the Authorization header must be "Bearer TOKEN"' };
  // Compare digests so the comparison takes the same time whatever the lengths.
  if (!timingSafeEqual(digest(match[1]), digest(token))) {
    return { ok: false, status: 403, message: 'the operator token is wrong' };
  }
  return { ok: true };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
