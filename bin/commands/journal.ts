// `tabletop journal show|export FILE`: a game's journal, replayed through the rules, as text.
//   show    everything that happened, in order: moves numbered in the game's notation, with the
//           casts, choices and undos under them, and how the game ended
//   export  the game as it stands, as a record the game reads back: its moves, one per line in
//           the game's own notation (undone moves left out), casts and choices as # comments
import { parseArgs } from 'node:util';
import { exportLines, readJournal, showLines } from '../../host/index.ts';
import type { Io } from '../io.ts';

export const journalUsage = 'tabletop journal show|export FILE   (FILE: a game journal, e.g. ~/.local/share/tabletop/games/*.jsonl)';

export async function journal(args: string[], io: Io): Promise<number> {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true, strict: true });
  const [what, file] = positionals;
  if ((what !== 'show' && what !== 'export') || !file || positionals.length > 2) return io.fail(`usage: ${journalUsage}`);
  const read = readJournal(file);
  if (!read.ok) return io.fail(read.error);
  for (const warning of read.value.warnings) io.err(`tabletop: ${warning}`);
  const lines = what === 'show' ? showLines(read.value.journal, read.value.replayed) : exportLines(read.value.journal, read.value.replayed);
  for (const line of lines) io.out(line);
  return 0;
}
