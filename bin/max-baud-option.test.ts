import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BAUD, parseMaxBaud } from './max-baud-option.ts';

describe('parseMaxBaud', () => {
  it('takes the speeds a board can switch to, and 115200 for none; 1 000 000 by default', () => {
    expect(parseMaxBaud(undefined)).toEqual({ ok: true, value: 1_000_000 });
    expect(DEFAULT_MAX_BAUD).toBe(1_000_000);
    for (const baud of [115_200, 250_000, 500_000, 1_000_000]) expect(parseMaxBaud(String(baud))).toEqual({ ok: true, value: baud });
  });

  it('names the choices for anything else', () => {
    for (const text of ['9600', '2000000', 'fast', '']) {
      expect(parseMaxBaud(text)).toEqual({ ok: false, error: `--max-baud takes one of 115200, 250000, 500000, 1000000, not "${text}"` });
    }
  });
});
