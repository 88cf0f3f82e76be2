// How far a game's events reached the broker, kept beside its journal (`<journal>.fleet-sent`):
// the last `seq` the broker acknowledged, and whether that was the game's `end`. A table that
// starts again reads it to go on from there. Written after acknowledgements, not flushed: after a
// power cut it may lag behind, which only means some events are published again (at least once).
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isId } from '../ids.ts';

export const SENT_SUFFIX = '.fleet-sent';

/** `game`: the running game's id (the `<game>` of its topics); absent in a file that does not say. */
export interface Sent { seq: number; ended: boolean; game?: string }

export const sentPathOf = (journal: string): string => `${journal}${SENT_SUFFIX}`;

/** What the file says; null without one; `{seq: 0}` (publish all again) when it cannot be read. */
export function readSent(journal: string): { sent: Sent | null; unreadable: string | null } {
  let text: string;
  try {
    text = readFileSync(sentPathOf(journal), 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? { sent: null, unreadable: null } : { sent: { seq: 0, ended: false }, unreadable: `cannot read ${sentPathOf(journal)}: ${code}` };
  }
  try {
    const value = JSON.parse(text) as Partial<Sent>;
    if (Number.isInteger(value.seq) && (value.seq as number) >= 0 && typeof value.ended === 'boolean') {
      const game = typeof value.game === 'string' && isId(value.game) ? { game: value.game } : {};
      return { sent: { seq: value.seq as number, ended: value.ended, ...game }, unreadable: null };
    }
  } catch { /* below */ }
  return { sent: { seq: 0, ended: false }, unreadable: `${sentPathOf(journal)} is damaged` };
}

/** Writes it whole (a new file renamed over the old one): the reason it could not, or null. */
export function writeSent(journal: string, sent: Sent): string | null {
  const path = sentPathOf(journal);
  const temp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, `${JSON.stringify(sent)}\n`);
    renameSync(temp, path);
    return null;
  } catch (e) {
    return `cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`;
  }
}

/** The journals of the folder whose events were not all acknowledged (their file says so). */
export function unfinishedSent(dir: string): string[] {
  let names: string[];
  try { names = readdirSync(dir).filter((n) => n.endsWith(SENT_SUFFIX)).sort(); } catch { return []; }
  const journals: string[] = [];
  for (const name of names) {
    const journal = join(dir, name.slice(0, -SENT_SUFFIX.length));
    const { sent } = readSent(journal);
    if (sent !== null && !sent.ended) journals.push(journal);
  }
  return journals;
}

/** The journals of the folder whose events all reached the broker, their game ended, with the game's id. */
export function endedSent(dir: string): { journal: string; game: string }[] {
  let names: string[];
  try { names = readdirSync(dir).filter((n) => n.endsWith(SENT_SUFFIX)).sort(); } catch { return []; }
  const ended: { journal: string; game: string }[] = [];
  for (const name of names) {
    const journal = join(dir, name.slice(0, -SENT_SUFFIX.length));
    const { sent } = readSent(journal);
    if (sent?.ended === true && sent.game !== undefined) ended.push({ journal, game: sent.game });
  }
  return ended;
}

/** Forgets a journal's file (its game is over and gone from the broker): the reason it could not, or null. */
export function removeSent(journal: string): string | null {
  try {
    rmSync(sentPathOf(journal), { force: true });
    return null;
  } catch (e) {
    return `cannot remove ${sentPathOf(journal)}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`;
  }
}
