// A move in words, for people who do not read the game's notation: the game's own words
// (`describeMove`, in English and Japanese), else the notation itself.
import type { AnyGame, Label, MoveWords } from '../../rules/index.ts';

export const sameWords = (text: string): Label => ({ en: text, ja: text });

/** A move's words: the game's, else its notation. */
export function moveWords(game: AnyGame, state: unknown, move: unknown): MoveWords {
  return game.describeMove?.(state, move) ?? sameWords(game.formatMove(move, state));
}

/** The words of a move given in notation, in the state it is played from; its notation when it does not read. */
export function wordsOfNotation(game: AnyGame, state: unknown, text: string): MoveWords {
  if (!game.describeMove) return sameWords(text);
  const parsed = game.parseMove(text, state);
  return parsed.ok ? game.describeMove(state, parsed.value) : sameWords(text);
}
