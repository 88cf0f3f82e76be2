// `tabletop moves GAME FILE…`: the legal moves of positions, one per line, sorted.
import { parseArgs } from 'node:util';
import { findGame, type AnyGame } from '../../rules/index.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import type { Io } from '../io.ts';
import { answerPositions, type PositionQuery } from '../positions.ts';
import { positionArgHelp, positionNotes } from './position-help.ts';

const movesOptions = {
  options: { type: 'string', value: 'JSON', help: 'the game\'s options, the same for every position (default {})' },
  json: { type: 'boolean', default: false, help: 'one JSON object per position: {"source", "moves": [...]} or {"source", "error": {"code", "message"}}' },
} satisfies CommandOptions;

/** Each position's moves in the game's notation, sorted (code unit order, as `sort` does). */
export const legalMovesQuery: PositionQuery<string[]> = {
  key: 'moves',
  answer: (game: AnyGame, state: unknown) => game.legalMoves(state).map((m: unknown) => game.formatMove(m, state) as string).sort(),
  lines: (moves) => moves,
};

export function movesCommandFor(lookup: (id: string) => AnyGame | undefined): Command {
  const command: Command = {
    name: 'moves',
    summary: 'Prints the legal moves of positions in the game\'s notation, one per line, sorted.',
    args: 'GAME FILE…',
    argHelp: positionArgHelp,
    options: movesOptions,
    notes: positionNotes('the moves of a position', 'moves'),
    example: 'echo \'{"occupied": ["A1", "B2"]}\' | npx tabletop moves free - --json',
    run: async (args: string[], io: Io) => {
      const { values, positionals } = parseArgs({ args, options: movesOptions, allowPositionals: true, strict: true });
      const [gameId, ...files] = positionals;
      if (!gameId || files.length === 0) return io.fail(`usage: ${usageLine(command)}`);
      return answerPositions(legalMovesQuery, { gameId, options: values.options, files, json: values.json }, io, lookup);
    },
  };
  return command;
}

export const movesCommand = movesCommandFor(findGame);
