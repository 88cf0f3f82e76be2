// The page's words that need no browser: how long since a moment, and a command's outcome for
// every answer the service gives (the browser test sees ok, a 409 and a wrong token).
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './commands.ts';
import { since } from './relative-time.ts';

describe('since', () => {
  it('counts seconds, then minutes, hours and days; a clock ahead reads 0 s', () => {
    const t = Date.UTC(2026, 10, 26, 12, 0, 0);
    expect(since(t, t + 12_400)).toBe('12 s');
    expect(since(t, t - 3_000)).toBe('0 s');
    expect(since(t, t + 61_000)).toBe('1 min 1 s');
    expect(since(t, t + 2 * 3_600_000 + 5 * 60_000)).toBe('2 h 5 min');
    expect(since(t, t + 3 * 86_400_000)).toBe('3 days');
  });
});

describe('a command outcome', () => {
  const no = (status: number, message: string) => ({ ok: false as const, status, code: 'x', message });
  it('says ok with the ref, or why not in the words the service or the table gave', () => {
    expect(outcomeOf({ ok: true, value: { ref: 'f-1', ok: true } })).toEqual({ kind: 'ok', text: 'ok (ref f-1)' });
    expect(outcomeOf(no(409, 'a game runs on board b'))).toEqual({ kind: 'refused', text: 'refused by the table: a game runs on board b' });
    expect(outcomeOf(no(403, 'the operator token is wrong'))).toEqual({ kind: 'token', text: 'refused, the token: the operator token is wrong' });
    expect(outcomeOf(no(401, 'this needs the operator token')).kind).toBe('token');
    expect(outcomeOf(no(503, 'not connected'))).toEqual({ kind: 'unavailable', text: 'the broker is unavailable: not connected' });
    expect(outcomeOf(no(504, 'did not answer'))).toEqual({ kind: 'unavailable', text: 'no reply: did not answer' });
    expect(outcomeOf({ ok: false, status: 0, code: 'unreachable', message: 'offline' })).toEqual({ kind: 'error', text: 'not sent (unreachable): offline' });
  });
});
