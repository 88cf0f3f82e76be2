import { describe, expect, it } from 'vitest';
import { checkAuthorization, generateToken } from './auth.ts';

describe('checkAuthorization', () => {
  it('accepts the token as a Bearer token (scheme in any case)', () => {
    expect(checkAuthorization('Bearer s3cret', 's3cret')).toEqual({ ok: true });
    expect(checkAuthorization('bearer s3cret', 's3cret')).toEqual({ ok: true });
  });

  it('401 when there is no token or it is not a Bearer token', () => {
    for (const header of [undefined, '', '  ', 'Basic czNjcmV0', 's3cret', 'Bearer', 'Bearer a b']) {
      expect(checkAuthorization(header, 's3cret'), String(header)).toMatchObject({ ok: false, status: 401 });
    }
  });

  it('403 for a wrong token, a prefix of it or a longer one', () => {
    for (const wrong of ['s3cre', 's3cret2', 'S3CRET', 'x']) {
      expect(checkAuthorization(`Bearer ${wrong}`, 's3cret'), wrong).toEqual({ ok: false, status: 403, message: 'the operator token is wrong' });
    }
  });
});

describe('generateToken', () => {
  it('gives URL-safe 128-bit tokens, a new one each time', () => {
    const a = generateToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(generateToken()).not.toBe(a);
  });
});
