// README.md's list of games, generated from the catalogue (rules/catalogue.ts) between two
// markers, so that a game added, renamed or promoted shows in the README without anyone
// remembering to edit it (bin/readme-games.ts writes it; bin/readme-games.test.ts checks it).
import type { Checked } from '../host/index.ts';
import type { GameListing } from '../rules/index.ts';

export const GAMES_START = '<!-- games:start -->';
export const GAMES_END = '<!-- games:end -->';

/** The block, markers included: a Markdown table, one row per game of the catalogue, in its order. */
export function gamesBlock(listings: readonly GameListing[]): string {
  const rows = listings.map((g) => `| ${cell(g.title)} | ${idOf(g)} | ${players(g.players)} | ${cell(g.board)} | ${g.status} |`);
  return [GAMES_START, '| Game | Id | Players | Board | Status |', '|---|---|---|---|---|', ...rows, GAMES_END].join('\n');
}

/** The id to pass to `--game`, with the options a variant needs. */
function idOf(g: GameListing): string {
  return g.options === undefined ? `\`${g.id}\`` : `\`${g.id}\` with options \`${cell(JSON.stringify(g.options))}\``;
}

function players(range: GameListing['players']): string {
  if (range === null) return '?';
  return range[0] === range[1] ? `${range[0]}` : `${range[0]}–${range[1]}`;
}

/** A table cell's text: a `|` would end the cell. */
function cell(text: string): string { return text.replaceAll('|', '\\|'); }

/** The block README.md holds now, markers included; an error when the markers are missing or out of place. */
export function currentBlock(readme: string): Checked<string> {
  const start = readme.indexOf(GAMES_START);
  const end = readme.indexOf(GAMES_END);
  if (start === -1 || end === -1 || end < start) return { ok: false, error: `README.md needs the markers ${GAMES_START} and ${GAMES_END}, in that order, around its list of games` };
  if (readme.indexOf(GAMES_START, start + 1) !== -1 || readme.indexOf(GAMES_END, end + 1) !== -1) return { ok: false, error: 'README.md has its games markers more than once' };
  return { ok: true, value: readme.slice(start, end + GAMES_END.length) };
}

/** README.md with its block replaced; everything outside the markers is kept as it is. */
export function withGamesBlock(readme: string, block: string): Checked<string> {
  const current = currentBlock(readme);
  if (!current.ok) return current;
  const start = readme.indexOf(GAMES_START);
  return { ok: true, value: readme.slice(0, start) + block + readme.slice(start + current.value.length) };
}
