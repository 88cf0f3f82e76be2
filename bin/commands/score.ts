// `tabletop score GAME FILE…`: the scores of positions as if the game ended there (contract
// `score`), each printed as the game's score sheet in JSON.
import { findGame, type AnyGame, type Json } from '../../rules/index.ts';
import type { PositionQuery } from '../positions.ts';
import { positionCommand } from './position-command.ts';

export const scoreQuery: PositionQuery<Json> = {
  key: 'score',
  refuse: (game) => (game.score === undefined ? `${game.id} has no score sheet (tabletop games lists which games have one)` : null),
  // `refuse` has made sure there is one; a score sheet is plain JSON.
  answer: (game, state) => game.score!(state) as unknown as Json,
  lines: (sheet) => [JSON.stringify(sheet)],
};

export const scoreCommandFor = (lookup: (id: string) => AnyGame | undefined) => positionCommand({
  name: 'score',
  summary: 'Prints the scores of positions as if the game ended there, with how they add up and the ranking: JSON.stringify of the game\'s score sheet.',
  query: scoreQuery,
  plainOutput: 'one line, the score sheet',
  notes: ['A game without a score sheet says so (exit 2).'],
  example: 'npx tabletop score GAME position.json   # GAME: one that tabletop games lists with a score sheet',
}, lookup);

export const scoreCommand = scoreCommandFor(findGame);
