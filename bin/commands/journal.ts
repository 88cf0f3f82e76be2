// `tabletop journal show|export FILE`: a game's journal, replayed through the rules, as text.
import { parseArgs } from 'node:util';
import { exportLines, readJournal, showLines } from '../../host/index.ts';
import { usageLine, type Command } from '../command.ts';
import type { Io } from '../io.ts';

const journalOptions = {};

export const journalCommand: Command = {
  name: 'journal',
  summary: 'Prints a game journal replayed through the rules: every record in order (show), or the game as a record the game reads back (export).',
  args: 'show|export FILE',
  argHelp: [
    ['show', 'moves numbered in the game\'s notation, with casts, choices and undos under them, and the end'],
    ['export', 'the moves as they stand, one per line (undone moves left out), casts and choices as # comments'],
    ['FILE', 'a game journal, e.g. ~/.local/share/tabletop/games/*.jsonl'],
  ],
  options: journalOptions,
  example: 'npx tabletop journal show "$(ls -t ~/.local/share/tabletop/games/*.jsonl | head -n 1)"   # the latest game',
  run: journal,
};

export async function journal(args: string[], io: Io): Promise<number> {
  const { positionals } = parseArgs({ args, options: journalOptions, allowPositionals: true, strict: true });
  const [what, file] = positionals;
  if ((what !== 'show' && what !== 'export') || !file || positionals.length > 2) return io.fail(`usage: ${usageLine(journalCommand)}`);
  const read = readJournal(file);
  if (!read.ok) return io.fail(read.error);
  for (const warning of read.value.warnings) io.err(`tabletop: ${warning}`);
  const lines = what === 'show' ? showLines(read.value.journal, read.value.replayed) : exportLines(read.value.journal, read.value.replayed);
  for (const line of lines) io.out(line);
  return 0;
}
