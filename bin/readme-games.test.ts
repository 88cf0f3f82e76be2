// README.md's list of games is the catalogue's (bin/readme-games-block.ts): a game registered,
// renamed or promoted without `npm run readme-games` fails here.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { catalogue, type GameListing } from '../rules/index.ts';
import { currentBlock, GAMES_END, GAMES_START, gamesBlock, withGamesBlock } from './readme-games-block.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe("README.md's list of games", () => {
  it('is the one generated from the catalogue', () => {
    const current = currentBlock(readFileSync(`${root}README.md`, 'utf8'));
    if (!current.ok) throw new Error(current.error);
    expect(current.value, "README.md's list of games differs from the catalogue: run `npm run readme-games`").toBe(gamesBlock(catalogue()));
  });

  it('`readme-games` prints the block it would write', { timeout: 60_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['bin/run-ts.mjs', 'bin/readme-games.ts'], { cwd: root });
    expect(stdout).toBe(`${gamesBlock(catalogue())}\n`);
  });
});

describe('gamesBlock', () => {
  const listing = (over: Partial<GameListing>): GameListing => ({ id: 'demo', title: 'Demo', source: 'ours', board: '9×9', status: 'playable', players: [2, 2], score: false, ...over });

  it('has a row per game in the catalogue\'s order: title, id (with a variant\'s options), players, board, status', () => {
    const block = gamesBlock([
      listing({}),
      listing({ id: 'cetkaik', title: 'Old', options: { ruleset: 'old' }, players: [1, 4], board: 'regions', status: 'reconstruction' }),
      listing({ id: 'lost', title: 'Lost | found', players: null, status: 'not playable' }),
    ]);
    expect(block.split('\n')).toEqual([
      GAMES_START,
      '| Game | Id | Players | Board | Status |',
      '|---|---|---|---|---|',
      '| Demo | `demo` | 2 | 9×9 | playable |',
      '| Old | `cetkaik` with options `{"ruleset":"old"}` | 1–4 | regions | reconstruction |',
      '| Lost \\| found | `lost` | ? | 9×9 | not playable |',
      GAMES_END,
    ]);
  });
});

describe('withGamesBlock', () => {
  it('replaces what lies between the markers and keeps the rest', () => {
    const readme = `# Title\n\nGames:\n\n${GAMES_START}\nold list\n${GAMES_END}\n\nNotes kept.\n`;
    expect(withGamesBlock(readme, `${GAMES_START}\nnew list\n${GAMES_END}`)).toEqual({ ok: true, value: `# Title\n\nGames:\n\n${GAMES_START}\nnew list\n${GAMES_END}\n\nNotes kept.\n` });
  });

  it('refuses a README whose markers are missing, swapped or doubled', () => {
    const refused = (readme: string) => { const r = withGamesBlock(readme, 'x'); return r.ok ? 'accepted' : r.error; };
    expect(refused('# Title\n')).toContain(`needs the markers ${GAMES_START} and ${GAMES_END}`);
    expect(refused(`${GAMES_END}\n${GAMES_START}\n`)).toContain('in that order');
    expect(refused(`${GAMES_START}\n${GAMES_END}\n${GAMES_START}\n${GAMES_END}\n`)).toBe('README.md has its games markers more than once');
  });
});
