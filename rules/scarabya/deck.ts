// The mission deck: one card per pentomino, shuffled with the injected rng or in a given order.
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import type { Rng } from '../rng.ts';
import { fail } from '../fail.ts';
import { LETTERS, isLetter } from './pentominoes.ts';
import type { Letter } from './pentominoes.ts';

export function shuffledMissions(rng: Rng): Letter[] {
  const deck: Letter[] = [...LETTERS];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

/** A given order: 1 to 12 distinct letters (a shorter deck makes a shorter game). */
export function parseMissions(json: unknown, what = 'missions'): Result<Letter[]> {
  if (!Array.isArray(json) || json.length === 0 || json.length > LETTERS.length) {
    return fail('bad-option', `${what} must be a list of 1 to 12 pentomino letters (${LETTERS.join(' ')})`);
  }
  const deck: Letter[] = [];
  for (const item of json) {
    const letter = typeof item === 'string' ? item.toUpperCase() : item;
    if (!isLetter(letter)) return fail('bad-option', `${what}: ${JSON.stringify(item)} is not a pentomino letter`);
    if (deck.includes(letter)) return fail('bad-option', `${what}: ${letter} is listed twice`);
    deck.push(letter);
  }
  return ok(deck);
}
