// A journal as text for people: `show` (everything that happened, in order, undone moves too)
// and `export` (the game as it stands: its moves in the game's own notation, one per line).
import type { ParsedJournal } from './parse.ts';
import type { Replayed } from './replay.ts';
import type { BodyRecord } from './records.ts';

/** Header lines shared by show and export, as `#` comments. */
function headerLines(journal: ParsedJournal, replayed: Replayed): string[] {
  const { created } = journal;
  const { game } = replayed.plan;
  const boards = created.boards.map((b) => `${b.path} (${b.profile}${b.seat ? `, seat ${b.seat}` : ''})`).join(', ');
  const lines = [
    `# ${game.title} (${game.id}) · game ${created.id} · seed ${created.seed} · begun ${new Date(created.at).toISOString()}`,
    `# options ${JSON.stringify(created.options ?? {})} · board${created.boards.length > 1 ? 's' : ''} ${boards}`,
  ];
  if (created.position !== undefined) lines.push(`# position ${JSON.stringify(created.position)}`);
  return lines;
}

/**
 * Every record in order: moves numbered in the game's notation, casts, choices and undos
 * indented under the move they follow, with what they decided; the end, if any.
 */
export function showLines(journal: ParsedJournal, replayed: Replayed): string[] {
  const lines = headerLines(journal, replayed);
  let n = 0;
  for (const { line, record } of journal.records) {
    const events = replayed.eventsByLine.get(line) ?? [];
    switch (record.type) {
      case 'move': {
        n++;
        const failed = events.some((e) => e.type === 'move' && e.failed);
        lines.push(`${String(n).padStart(4)}. ${record.move}${failed ? '  (failed)' : ''}`);
        break;
      }
      case 'cast': {
        const decided = events.find((e) => e.type === 'move');
        const outcome = decided?.type === 'move' ? ` → ${decided.move} ${decided.failed ? 'failed' : 'succeeds'}` : '';
        lines.push(`        cast ${record.heads} heads (${record.purpose}${record.virtual ? ', drawn by the host' : ''})${outcome}`);
        break;
      }
      case 'choice': lines.push(`        choose ${record.value}`); break;
      case 'entry': lines.push(`        enter ${JSON.stringify(record.value)}`); break;
      case 'undo': {
        const undone = events.find((e) => e.type === 'undone');
        lines.push(`        undo${undone?.type === 'undone' ? ` (takes back ${undone.move})` : ''}`);
        break;
      }
      case 'end': lines.push(`        ${endText(record)}`); break;
      case 'hint': lines.push(`        hint ${record.move} (${record.by === 'bot' ? 'the computer\'s move' : 'a legal move by rule'})`); break;
    }
    for (const e of events) if (e.type === 'score') lines.push(`        score ${JSON.stringify(e.scores)}`);
  }
  if (journal.dropped) lines.push(`# line ${journal.dropped.line} was cut short (the host stopped mid-write) and is left out`);
  if (!journal.ended) lines.push(`# not over: ${replayed.session.log.length} moves so far`);
  return lines;
}

/**
 * The game as it stands, as a record the game reads back: its moves in the game's own notation,
 * one per line, in the order played, undone moves left out (failed moves stay: they took a
 * turn). The casts and choices each move led to follow it as `#` comments, so a reader can
 * tell how the game went on; a Cetkaik export is the move list of the game.
 */
export function exportLines(journal: ParsedJournal, replayed: Replayed): string[] {
  /** Each move with the casts and choices that followed it (before the first move: choices of the setup). */
  const kept: { move: string | null; failed: boolean; notes: string[] }[] = [{ move: null, failed: false, notes: [] }];
  for (const { line, record } of journal.records) {
    const events = replayed.eventsByLine.get(line) ?? [];
    const failed = events.some((e) => e.type === 'move' && e.failed);
    switch (record.type) {
      case 'move': kept.push({ move: record.move, failed, notes: [] }); break;
      case 'cast': kept.at(-1)!.notes.push(`# cast ${record.heads} (${record.purpose}${record.virtual ? ', drawn by the host' : ''})`); break;
      case 'choice': kept.at(-1)!.notes.push(`# choose ${record.value}`); break;
      case 'entry': kept.at(-1)!.notes.push(`# enter ${JSON.stringify(record.value)}`); break;
      case 'undo': if (kept.length > 1) kept.pop(); break; // takes back the last move and what followed it
      case 'end': case 'hint': break;
    }
    // A cast that decided a move reports it on its own line.
    if (record.type === 'cast' && failed) kept.at(-1)!.failed = true;
  }
  const lines = headerLines(journal, replayed);
  lines.push(`# ${kept.length - 1} moves, one per line; casts and choices as comments`);
  for (const { move, failed, notes } of kept) {
    if (move !== null) lines.push(move);
    lines.push(...notes);
    if (failed) lines.push('# failed');
  }
  const end = journal.records.at(-1)?.record;
  if (end?.type === 'end') lines.push(`# ${endText(end)}`);
  return lines;
}

function endText(record: Extract<BodyRecord, { type: 'end' }>): string {
  if (record.reason === 'abandoned') return 'abandoned (another game took its board)';
  const winner = record.winner === undefined ? '' : record.winner === null ? ', no winner' : `, ${record.winner} wins`;
  return `game over: ${record.reason}${winner}${record.scores ? `, scores ${JSON.stringify(record.scores)}` : ''}`;
}
