// Input repeated in an error is short and escaped: a 4,096-character move (the most the dashboard
// takes) comes back as a prefix with "…", never whole, and a terminal escape in it as \u001b.
import { describe, expect, it } from 'vitest';
import { games } from './registry.ts';
import { seededRng } from './rng.ts';
import { QUOTE_MAX, quoteInput } from './quote.ts';

/** How each game's moves begin, so that the long part lands in every kind of word a parser names. */
const STARTS = [
  '', '+', 'A1-', 'A1-A2', '+A1:', 'ZO', 'LA片', 'L:', 'L:A1,', '1 L:', 'take ', 'buy 3 ', 'move ', 'move C4 ', 'move P1a ',
  'refresh ', 'end ', 'set P1 ', 'set ', 'complete ', 'complete P1 ', 'complete P1 12 ', 'track ', 'track r1 ', 'track r1 P1 ',
  'plant ', 'water ', 'fence ', 'stake ', 'stake P1 ', 'bet ', 'bet P1 ', 'throw ', 'install ', 'discard ', 'exchange ',
  'dismantle ', 'advance ', 'place ', 'place A1 1 +', 'build A1 ', 'buy worker ', 'card ', 'raid ', 'raid P1a ', 'unload ',
];
const TAILS = ['x'.repeat(4000), `\u001b[2J\u0007${'Y'.repeat(4000)}`, `A${'9'.repeat(4000)}`, `赤${'兵'.repeat(4000)}`];
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

describe('input quoted back', () => {
  it('is cut to a short prefix with "…" and has its control characters escaped', () => {
    expect(quoteInput('x'.repeat(4096))).toBe(`"${'x'.repeat(QUOTE_MAX - 1)}…"`);
    expect(quoteInput('\u001b[2J\u0007')).toBe('"\\u001b[2J\\u0007"');
    expect(quoteInput('del\u007f c1\u009b31m')).toBe('"del\\u007f c1\\u009b31m"');
    expect(quoteInput('x'.repeat(QUOTE_MAX))).toBe(`"${'x'.repeat(QUOTE_MAX)}"`);
    // Cut on code points: a character outside the BMP is kept whole or left out, never halved.
    const cut = quoteInput(`${'x'.repeat(QUOTE_MAX - 2)}😀😀😀`);
    expect(cut).toBe(`"${'x'.repeat(QUOTE_MAX - 2)}😀…"`);
  });

  it("by every game's move notation: a refused long move is never echoed whole", () => {
    let refused = 0;
    for (const game of Object.values(games)) {
      const options = game.parseOptions({});
      expect(options.ok, game.id).toBe(true);
      if (!options.ok) continue;
      const state = game.setup(options.value, seededRng(1));
      for (const start of STARTS) {
        for (const tail of TAILS) {
          const text = (start + tail).slice(0, 4096);
          const parsed = game.parseMove(text, state);
          if (parsed.ok) continue;
          refused++;
          const { message } = parsed.error;
          expect(message.length, `${game.id}: ${start}…`).toBeLessThan(500);
          expect(message, `${game.id}: ${start}…`).not.toMatch(CONTROL);
        }
      }
    }
    expect(refused).toBeGreaterThan(Object.keys(games).length * STARTS.length);
  });
});
