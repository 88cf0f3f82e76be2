// Reads one journal file for people (`tabletop journal show|export`): parsed and replayed.
import type { Checked } from '../game-plan.ts';
import { parseJournal, type ParsedJournal } from './parse.ts';
import { replayJournal, type Replayed } from './replay.ts';
import { readJournalBytes } from './store.ts';

export function readJournal(path: string): Checked<{ journal: ParsedJournal; replayed: Replayed; warnings: string[] }> {
  const bytes = readJournalBytes(path);
  if (!bytes.ok) return bytes;
  const parsed = parseJournal(bytes.value, path);
  if (!parsed.ok) return parsed;
  if ('unborn' in parsed.value) return { ok: false, error: `${path} was cut short while its game was being created: it holds no game` };
  const journal = parsed.value;
  const replayed = replayJournal(journal);
  if (!replayed.ok) return replayed;
  const warnings = journal.dropped ? [`${path}: line ${journal.dropped.line} was cut short (the host stopped mid-write): left out`] : [];
  return { ok: true, value: { journal, replayed: replayed.value, warnings } };
}
