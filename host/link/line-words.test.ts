import { describe, expect, it } from 'vitest';
import { lineWords } from './line-words.ts';

describe('lineWords', () => {
  it('names the speed of a line that is not held down', () => {
    expect(lineWords(1_000_000, undefined)).toEqual({
      reason: 'line 1000000 baud', said: { code: 'link-line', params: { baud: 1_000_000 } },
    });
  });

  it('says how far and why a held line came down, and when the faster speed is tried again', () => {
    expect(lineWords(115_200, { from: 1_000_000, to: 115_200, cause: 'noise' })).toEqual({
      reason: 'line 115200 baud — stepped down from 1000000 baud after noise; the faster speed is tried again 5 min after the step down',
      said: { code: 'link-line-held-noise', params: { baud: 115_200, from: 1_000_000, minutes: 5 } },
    });
    expect(lineWords(500_000, { from: 1_000_000, to: 500_000, cause: 'no-answer' })).toMatchObject({
      reason: expect.stringContaining('stepped down from 1000000 baud after a switch the board did not confirm'),
      said: { code: 'link-line-held-unconfirmed' },
    });
  });
});
