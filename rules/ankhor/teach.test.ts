// A tile lifted from the offer or a tableau: named as the dashboard names it, in both languages.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { ankhorGame as game } from './game.ts';
import { value } from './testing/build.ts';
import { playRandom } from './testing/driver.ts';
import { tileWords } from './words.ts';

describe('pieceAt', () => {
  it('names every tile the board shows, in the offer and in the tableaux, and nothing elsewhere', () => {
    const start = game.setup(value(game.parseOptions({ players: 2 })), seededRng(3));
    const played = playRandom(start, seededRng(9), 12).state;
    for (const state of [start, played]) {
      const shown = game.occupancy(state);
      for (let cell = 0; cell < 200; cell++) {
        const piece = game.pieceAt!(state, cell);
        expect(piece !== null, `cell ${cell}`).toBe(shown.has(cell));
      }
    }
    const slot = start.offer.findIndex((id) => id !== null);
    const words = tileWords(start.tiles[start.offer[slot]!]);
    expect(game.pieceAt!(start, slot)?.name).toEqual({ en: `the ${words.en} in slot ${slot + 1} of the offer`, ja: `売り場 ${slot + 1} 番の${words.ja}` });
  });
});
