// `tabletop score GAME FILE…`: the scores of positions as if the game ended there (contract
// `score`), each printed as the game's score sheet in JSON.
import { parseArgs } from 'node:util';
import { findGame, type AnyGame, type Json } from '../../rules/index.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import type { Io } from '../io.ts';
import { answerPositions, type PositionQuery } from '../positions.ts';
import { positionArgHelp, positionNotes } from './position-help.ts';

const scoreOptions = {
  options: { type: 'string', value: 'JSON', help: 'the game\'s options, the same for every position (default {})' },
  json: { type: 'boolean', default: false, help: 'one JSON object per position: {"source", "score": {...}} or {"source", "error": {"code", "message"}}' },
} satisfies CommandOptions;

export const scoreQuery: PositionQuery<Json> = {
  key: 'score',
  refuse: (game) => (game.score === undefined ? `${game.id} has no score sheet (tabletop games lists which games have one)` : null),
  // `refuse` has made sure there is one; a score sheet is plain JSON.
  answer: (game, state) => game.score!(state) as unknown as Json,
  lines: (sheet) => [JSON.stringify(sheet)],
};

export function scoreCommandFor(lookup: (id: string) => AnyGame | undefined): Command {
  const command: Command = {
    name: 'score',
    summary: 'Prints the scores of positions as if the game ended there, with how they add up and the ranking: JSON.stringify of the game\'s score sheet.',
    args: 'GAME FILE…',
    argHelp: positionArgHelp,
    options: scoreOptions,
    notes: [...positionNotes('one line, the score sheet', 'score'), 'A game without a score sheet says so (exit 2).'],
    example: 'npx tabletop score GAME position.json   # GAME: one that tabletop games lists with a score sheet',
    run: async (args: string[], io: Io) => {
      const { values, positionals } = parseArgs({ args, options: scoreOptions, allowPositionals: true, strict: true });
      const [gameId, ...files] = positionals;
      if (!gameId || files.length === 0) return io.fail(`usage: ${usageLine(command)}`);
      return answerPositions(scoreQuery, { gameId, options: values.options, files, json: values.json }, io, lookup);
    },
  };
  return command;
}

export const scoreCommand = scoreCommandFor(findGame);
