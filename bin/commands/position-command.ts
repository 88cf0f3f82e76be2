// What `moves` and `score` share: both answer a question about positions read the same way
// (../positions.ts), so one builder makes their command record, options and help.
import { parseArgs } from 'node:util';
import type { AnyGame, Json } from '../../rules/index.ts';
import { usageLine, type Command } from '../command.ts';
import type { Io } from '../io.ts';
import { answerPositions, type PositionQuery } from '../positions.ts';

export interface PositionCommandSpec<T extends Json> {
  name: string;
  summary: string;
  query: PositionQuery<T>;
  /** What one plain FILE prints, e.g. "the moves of a position". */
  plainOutput: string;
  example: string;
  notes?: string[];
}

export function positionCommand<T extends Json>(spec: PositionCommandSpec<T>, lookup: (id: string) => AnyGame | undefined): Command {
  const { key } = spec.query;
  const options = {
    options: { type: 'string', value: 'JSON', help: 'the game\'s options, the same for every position (default {})' },
    json: { type: 'boolean', default: false, help: `one JSON object per position: {"source", "${key}": …} or {"source", "error": {"code", "message"}}` },
  } as const;
  const command: Command = {
    name: spec.name,
    summary: spec.summary,
    args: 'GAME FILE…',
    argHelp: [
      ['GAME', 'the game (tabletop games lists them)'],
      ['FILE…', 'positions in the game\'s JSON format, one per file; - reads JSON Lines from stdin, one position per line'],
    ],
    options,
    notes: [
      `One plain FILE: ${spec.plainOutput}, nothing else. Several FILEs or -: each line starts with its source and a tab`,
      '(a file\'s name, or -:N for line N of stdin); errors go to stderr and the others go on.',
      `--json: one line per position, in input order: {"source": "a.json", "${key}": …} or`,
      '{"source": "-:3", "error": {"code", "message"}} (codes: unreadable, too-large, bad-json, or the game\'s own).',
      'A position may take 1 MiB at most (a file, or a line of stdin). Exit 2 when any position failed.',
      ...(spec.notes ?? []),
    ],
    example: spec.example,
    run: async (args: string[], io: Io) => {
      const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
      const [gameId, ...files] = positionals;
      if (!gameId || files.length === 0) return io.fail(`usage: ${usageLine(command)}`);
      return answerPositions(spec.query, { gameId, options: values.options, files, json: values.json }, io, lookup);
    },
  };
  return command;
}
