// Reads one journal file for people (`tabletop journal show|export`): parsed, checked against
// the checkpoint beside it when there is one, and replayed.
import { basename } from 'node:path';
import type { Checked } from '../game-plan.ts';
import { readCheckpoint } from './checkpoint.ts';
import { hostsName, journalStem, JOURNAL_EXTENSION, nameFits } from './names.ts';
import { matchCheckpoint, parseJournal, unbornText, type ParsedJournal } from './parse.ts';
import { replayJournal, type Replayed } from './replay.ts';
import { readJournalBytes } from './store.ts';

export function readJournal(path: string): Checked<{ journal: ParsedJournal; replayed: Replayed; warnings: string[] }> {
  // The checkpoint first: its host writes it after the journal, never ahead of it.
  const { point, unreadable } = readCheckpoint(path);
  const bytes = readJournalBytes(path);
  if (!bytes.ok) return bytes;
  const parsed = parseJournal(bytes.value, path);
  if (!parsed.ok) return parsed;
  if (point !== null) {
    const matched = matchCheckpoint(parsed.value, point);
    if (!matched.ok) return matched;
  }
  if ('unborn' in parsed.value) return { ok: false, error: unbornText(parsed.value) };
  const journal = parsed.value;
  const replayed = replayJournal(journal);
  if (!replayed.ok) return replayed;
  const warnings: string[] = [];
  if (unreadable !== null) warnings.push(`${unreadable}: whether lines were cut off its end cannot be told`);
  // A journal named as the host names them, but for another game: a copy, or renamed.
  const name = basename(path);
  if (hostsName(name) && !nameFits(name, journal.created)) {
    warnings.push(`${path}: its name is not the one the host gives game ${journal.created.id} (${journalStem(journal.created)}${JOURNAL_EXTENSION}): a copy, or renamed`);
  }
  if (journal.dropped) warnings.push(`${path}: line ${journal.dropped.line} was cut short (the host stopped mid-write): left out`);
  return { ok: true, value: { journal, replayed: replayed.value, warnings } };
}
