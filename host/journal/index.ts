// Public surface of the game journal: the line format, reading and replaying a journal, the
// folder of journals, and the default data folder.
export { ABANDONED, JOURNAL_FORMAT, JOURNAL_VERSION, type BodyRecord, type CreatedRecord, type EndRecord, type HintRecord, type InputRecord, type JournalBoard, type JournalHeader } from './records.ts';
export { endsWithEnd, parseJournal, type JournalLine, type ParsedJournal, type UnbornJournal } from './parse.ts';
export { JournalFile, type Appendable } from './file.ts';
export { JournalStore, JOURNAL_EXTENSION, readJournalBytes, type JournalStoreOptions, type Unfinished } from './store.ts';
export { acquireLock, lockHolder, lockPathOf, staleHolder, thisProcess, type Lock, type LockOwner } from './lock.ts';
export { replayJournal, type Replayed } from './replay.ts';
export { exportLines, showLines } from './text.ts';
export { defaultDataDir, explainCode, journalDirOf, lockDataDir, probeWritable, realProbeFs, type DataDirLock, type ProbeFs } from './data-dir.ts';
export { readJournal } from './read.ts';
export { checkpointPathOf } from './checkpoint.ts';
