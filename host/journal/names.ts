// A journal's file name: when its game began (UTC, so journals sort by it) and the game's id,
// `20250102-030405-sim-1.1.jsonl`, with `-2`, `-3`… when that name is taken. The name and the
// `created` record inside must agree: a journal copied or renamed, or two swapped, is named
// rather than resumed as another game.
export const JOURNAL_EXTENSION = '.jsonl';

/** The id as it may stand in a file name. */
const safe = (id: string): string => id.replace(/[^A-Za-z0-9._-]/g, '_');

/** 20241122-121314 (UTC): journals sort by when their game began. */
function stampOf(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? 'undated' : date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** The name (without extension) of the journal of a game begun at `at` with this id. */
export function journalStem(game: { at: number; id: string }): string {
  return `${stampOf(game.at)}-${safe(game.id)}`;
}

/** Whether a journal's file name is the one the host gives its game, or a numbered twin of it. */
export function nameFits(name: string, game: { at: number; id: string }): boolean {
  const stem = journalStem(game);
  if (name === `${stem}${JOURNAL_EXTENSION}`) return true;
  return name.startsWith(`${stem}-`) && /^-[1-9]\d*\.jsonl$/.test(name.slice(stem.length));
}

/** Whether the name has the host's form (a date, then an id), whatever game it names. */
export function hostsName(name: string): boolean {
  return /^\d{8}-\d{6}-.+\.jsonl$/.test(name);
}

/** Whether a journal named `name` may hold the game `id`, whenever it began (`-2`… twins too). */
export function nameMayHold(name: string, id: string): boolean {
  if (!hostsName(name)) return false;
  const rest = name.slice(16); // after `20241122-121314-`
  const own = `${safe(id)}${JOURNAL_EXTENSION}`;
  return rest === own || (rest.startsWith(`${safe(id)}-`) && /^-[1-9]\d*\.jsonl$/.test(rest.slice(safe(id).length)));
}

/** A record's time in words (ISO 8601, UTC); the number itself when it is no date. */
export function dateOf(at: number): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? String(at) : date.toISOString();
}
