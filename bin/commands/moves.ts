// `tabletop moves GAME FILE…`: the legal moves of positions, one per line, sorted.
import { findGame, type AnyGame } from '../../rules/index.ts';
import type { PositionQuery } from '../positions.ts';
import { positionCommand } from './position-command.ts';

/** Each position's moves in the game's notation, sorted (code unit order, as `sort` does). */
export const legalMovesQuery: PositionQuery<string[]> = {
  key: 'moves',
  answer: (game: AnyGame, state: unknown) => game.legalMoves(state).map((m: unknown) => game.formatMove(m, state) as string).sort(),
  lines: (moves) => moves,
};

export const movesCommandFor = (lookup: (id: string) => AnyGame | undefined) => positionCommand({
  name: 'moves',
  summary: 'Prints the legal moves of positions in the game\'s notation, one per line, sorted.',
  query: legalMovesQuery,
  plainOutput: 'the moves of a position',
  example: 'echo \'{"occupied": ["A1", "B2"]}\' | npx tabletop moves free - --json',
}, lookup);

export const movesCommand = movesCommandFor(findGame);
