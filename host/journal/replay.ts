// Rebuilds a game from its journal: the game set up again from its options and seed, then every
// input played through the rules in order, through a session seeded the same way, so the rng
// goes on exactly where it was. Each record the session keeps while replaying must be the one the
// journal holds (virtual casts included): a journal the rules no longer agree with is an error
// naming its line.
import { seededRng } from '../../rules/index.ts';
import type { BoardProfile } from '../../hardware/index.ts';
import { planGame, type Checked, type GamePlan } from '../game-plan.ts';
import type { SessionEvent } from '../session/events.ts';
import { GameSession, type Recorder, type SessionRecord } from '../session/session.ts';
import type { ParsedJournal } from './parse.ts';
import type { BodyRecord } from './records.ts';

export interface Replayed {
  plan: GamePlan;
  /** The game as it stood at the journal's end; `session.recordTo` sets where its records go next. */
  session: GameSession;
  /** What each input line made the session report, by line number. */
  eventsByLine: Map<number, SessionEvent[]>;
  /**
   * Virtual casts the replay drew after the journal's last line (the host stopped between an
   * input and the record of the cast it led to): append them when writing on.
   */
  unwritten: SessionRecord[];
}

/**
 * @param board the connected board's profile when resuming; without it the board named in the
 *   journal (or the game's own size) is assumed, as for reading a journal.
 */
export function replayJournal(journal: ParsedJournal, board?: BoardProfile): Checked<Replayed> {
  const { created, records, file } = journal;
  const at = (line: number, what: string) => ({ ok: false as const, error: `${file}: line ${line}: ${what}` });
  const named = board ?? created.boards[0]?.profile;
  const noBoard = created.boards.length === 0;
  let plan = planGame({ gameId: created.game, options: created.options, board: named, position: created.position, rng: seededRng(created.seed), noBoard });
  if (!plan.ok && board === undefined) {
    // A board profile this tabletop does not know: read the game on a board of its own size.
    plan = planGame({ gameId: created.game, options: created.options, position: created.position, rng: seededRng(created.seed), noBoard });
  }
  if (!plan.ok) return at(2, `the game cannot be set up again: ${plan.error}`);

  let next = 0;
  let mismatch: string | null = null;
  const unwritten: SessionRecord[] = [];
  const checking: Recorder = (record) => {
    while (records[next] !== undefined && !isInput(records[next].record)) next++;
    const expected = records[next];
    if (expected === undefined) {
      if (record.type === 'cast' && record.virtual) unwritten.push(record);
      else mismatch ??= `replaying the rules gives ${describeRecord(record)} after the journal's last line`;
    } else if (!sameRecord(expected.record, record)) {
      mismatch ??= `line ${expected.line}: the journal has ${describeRecord(expected.record)} where replaying the rules gives ${describeRecord(record)}`;
    }
    next++;
    return null;
  };
  const session = new GameSession({ shape: plan.value.shape, state: plan.value.state, rng: seededRng(created.seed), sticks: plan.value.sticks, recorder: checking });

  const eventsByLine = new Map<number, SessionEvent[]>();
  // A game that opens on a cast had it cast by the host (a virtual cast first in the journal);
  // journals written before the host did so hold the players' count instead, replayed as an input.
  const first = records.find((r) => isInput(r.record));
  if (first?.record.type === 'cast' && first.record.virtual) eventsByLine.set(first.line, session.castOpening());
  while (next < records.length) {
    const { line, record } = records[next];
    if (!isInput(record)) { next++; continue; }
    if (record.type === 'cast' && record.virtual) return at(line, `${describeRecord(record)}, where replaying the rules draws none`);
    const before = next;
    const events = input(session, record);
    eventsByLine.set(line, events);
    const refused = events.find((e) => e.type === 'rejected');
    if (refused) return at(line, `the rules refuse ${describeRecord(record)}: ${refused.reason}`);
    if (mismatch !== null) return { ok: false, error: `${file}: ${mismatch}` };
    if (next === before) return at(line, `${describeRecord(record)} changed nothing`);
  }

  session.recordTo(undefined);
  return { ok: true, value: { plan: plan.value, session, eventsByLine, unwritten } };
}

/** Inputs are replayed; an end and a hint (kept for reading and counting) are not. */
function isInput(record: BodyRecord): record is Exclude<BodyRecord, { type: 'end' | 'hint' }> {
  return record.type !== 'end' && record.type !== 'hint';
}

function input(session: GameSession, record: Exclude<BodyRecord, { type: 'end' | 'hint' }>): SessionEvent[] {
  switch (record.type) {
    case 'move': return session.playText(record.move);
    case 'cast': return session.cast(record.heads);
    case 'choice': return session.choose(record.value);
    case 'entry': return session.enter(record.value);
    case 'undo': return session.undo();
  }
}

function sameRecord(journal: BodyRecord, kept: SessionRecord): boolean {
  switch (kept.type) {
    case 'move': return journal.type === 'move' && journal.move === kept.move;
    case 'cast': return journal.type === 'cast' && journal.heads === kept.heads && (journal.virtual === true) === (kept.virtual === true);
    case 'choice': return journal.type === 'choice' && journal.value === kept.value;
    case 'entry': return journal.type === 'entry' && JSON.stringify(journal.value) === JSON.stringify(kept.value);
    case 'undo': return journal.type === 'undo';
  }
}

/** "the move A1-D5", "a cast of 3 heads drawn by the host", … */
function describeRecord(record: BodyRecord | SessionRecord): string {
  switch (record.type) {
    case 'move': return `the move ${record.move}`;
    case 'cast': return `a cast of ${record.heads} heads${record.virtual ? ' drawn by the host' : ''}`;
    case 'choice': return `the choice ${JSON.stringify(record.value)}`;
    case 'entry': return `the entry ${JSON.stringify(record.value).slice(0, 80)}`;
    case 'undo': return 'an undo';
    case 'end': return `the end (${record.reason})`;
    case 'hint': return `a hint (${record.move})`;
  }
}
