import { describe, expect, it } from 'vitest';
import { API_ERRORS, codeOfStatus, errorBody } from './errors.ts';

describe('the API error catalogue', () => {
  it('gives each code one status: 400 malformed, 401/403 auth, 404 unknown, 409 refused, 413, 415, 429', () => {
    expect(API_ERRORS).toEqual({
      malformed: 400, unauthorized: 401, forbidden: 403, 'unknown-route': 404, 'unknown-game': 404, 'unknown-board': 404, 'no-such-match': 404,
      refused: 409, conflict: 409, 'remote-unavailable': 409, 'match-playing': 409, 'board-busy': 409, 'match-taken': 409, 'match-full': 409,
      'too-large': 413, 'unsupported-media-type': 415, 'too-many-requests': 429, internal: 500, 'broker-unreachable': 503,
    });
  });

  it('answers in fastify’s shape with the code added, and names every status in words', () => {
    expect(errorBody('refused', 'no piece on E5')).toEqual({ statusCode: 409, error: 'Conflict', code: 'refused', message: 'no piece on E5' });
    for (const code of Object.keys(API_ERRORS) as (keyof typeof API_ERRORS)[]) expect(errorBody(code, 'x').error).not.toBe('Error');
  });

  it('codes the errors fastify raises itself by their status', () => {
    expect([400, 413, 415, 429, 404, 500].map(codeOfStatus)).toEqual(['malformed', 'too-large', 'unsupported-media-type', 'too-many-requests', 'unknown-route', 'internal']);
  });
});
