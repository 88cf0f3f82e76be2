// Resuming the unfinished games of the journal folder after a restart: each found on its boards
// again (by their paths), rebuilt by replaying its journal through the rules, and seated; or, for
// a fresh start, closed as abandoned.
import type { BoardEntry } from '../boards/connected-boards.ts';
import type { Checked } from '../game-plan.ts';
import type { JournalFile } from '../journal/file.ts';
import type { ParsedJournal } from '../journal/parse.ts';
import { ABANDONED } from '../journal/records.ts';
import { replayJournal, type Replayed } from '../journal/replay.ts';
import type { JournalStore } from '../journal/store.ts';
import type { Layout } from './placement.ts';
import type { GameDetail } from './running-game.ts';

/** What `resume` did with the unfinished games of the journal folder. */
export interface ResumeReport {
  /** Games put back on their boards, with the journal each was rebuilt from. */
  resumed: { file: string; game: GameDetail }[];
  /** Journals closed as abandoned (resume with `abandon`). */
  abandoned: string[];
  /** Journals left alone, lines dropped: one sentence each. */
  warnings: string[];
}

export interface ResumeDeps {
  /** The connected board at a path. */
  boardAt(path: string): BoardEntry | undefined;
  /** The game a board plays now, if any. */
  playing(board: string): string | null;
  /** Whether a running game writes this journal already. */
  isOpen(file: string): boolean;
  /** Seats a rebuilt game on its boards, its journal open for what comes next. */
  seat(replayed: Replayed & { file: JournalFile }, journal: ParsedJournal, entries: BoardEntry[], layout: Layout | undefined): Checked<GameDetail>;
}

export function resumeJournals(store: JournalStore, mode: 'resume' | 'abandon', deps: ResumeDeps): Checked<ResumeReport> {
  const report: ResumeReport = { resumed: [], abandoned: [], warnings: [] };
  const found = store.unfinished();
  if (!found.ok) return found;
  report.warnings.push(...found.value.warnings);
  // The game begun last first: if two claim a board, it is the one that was playing there.
  for (const journal of [...found.value.journals].reverse()) {
    if (deps.isOpen(journal.file)) continue;
    const { created } = journal;
    const title = `${journal.file}: game ${created.id} (${created.game})`;
    const entries = created.boards.map((b) => deps.boardAt(b.path));
    const missing = created.boards.filter((_, i) => entries[i] === undefined).map((b) => b.path);
    if (missing.length > 0) { report.warnings.push(`${title} waits for board ${missing.join(', ')}, not connected: not resumed`); continue; }
    const busy = (entries as BoardEntry[]).find((e) => deps.playing(e.connection.id) !== null);
    if (busy) { report.warnings.push(`${title}: board ${busy.connection.path} already plays game ${deps.playing(busy.connection.id)}: not resumed`); continue; }
    if (mode === 'abandon') {
      const file = store.reopen(journal);
      if (!file.ok) { report.warnings.push(`${title}: ${file.error}`); continue; }
      file.value.append({ type: 'end', reason: ABANDONED });
      file.value.close();
      report.abandoned.push(journal.file);
      continue;
    }
    const resumed = resumeOne(store, journal, entries as BoardEntry[], report.warnings, deps);
    if (!resumed.ok) return resumed;
    if (resumed.value) report.resumed.push({ file: journal.file, game: resumed.value });
  }
  return { ok: true, value: report };
}

/** Rebuilds one journal's game and seats it; null when it is not resumed (said in `warnings`). */
function resumeOne(store: JournalStore, journal: ParsedJournal, entries: BoardEntry[], warnings: string[], deps: ResumeDeps): Checked<GameDetail | null> {
  const title = `${journal.file}: game ${journal.created.id} (${journal.created.game})`;
  const first = entries[0]?.connection.profile;
  const misfit = entries.find((e) => e.connection.profile.rows !== first!.rows || e.connection.profile.cols !== first!.cols);
  if (misfit && !journal.created.layout) { warnings.push(`${title}: its boards are not the same size any more: not resumed`); return { ok: true, value: null }; }
  const replayed = replayJournal(journal, first);
  if (!replayed.ok) return replayed;
  if (journal.dropped) warnings.push(`${journal.file}: line ${journal.dropped.line} was cut short (the host stopped mid-write): dropped`);
  const file = store.reopen(journal);
  if (!file.ok) { warnings.push(`${title}: ${file.error}: not resumed`); return { ok: true, value: null }; }
  for (const record of replayed.value.unwritten) file.value.append(record);
  const { session } = replayed.value;
  if (session.game.isOver(session.state)) {
    // Over, but stopped before its end was written: write it now; nothing to resume.
    const end = [...replayed.value.eventsByLine.values()].flat().reverse().find((e) => e.type === 'end');
    file.value.append(end?.type === 'end' ? { type: 'end', reason: end.reason, winner: end.winner, scores: end.scores } : { type: 'end', reason: 'over', winner: null });
    file.value.close();
    return { ok: true, value: null };
  }
  const journalFile = file.value;
  session.recordTo((r) => journalFile.append(r));
  const seated = deps.seat({ ...replayed.value, file: journalFile }, journal, entries, layoutNow(journal, entries));
  if (!seated.ok) { journalFile.close(); warnings.push(`${title}: ${seated.error}: not resumed`); return { ok: true, value: null }; }
  return seated;
}

/** The journal's layout with its boards' ids of today (boards are found again by path). */
function layoutNow(journal: ParsedJournal, entries: BoardEntry[]): Layout | undefined {
  const { layout, boards } = journal.created;
  if (!layout) return undefined;
  const idNow = new Map(boards.map((b, i) => [b.id, entries[i].connection.id]));
  return Object.fromEntries(Object.entries(layout).map(([area, r]) => [area, { ...r, board: idNow.get(r.board) ?? r.board }]));
}
