// The operator's token: a Bearer token checked on every mutating request and socket message.
// Spectators need none; they can read everything but change nothing.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export type AuthVerdict = { ok: true } | { ok: false; status: 401 | 403; message: string };

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
