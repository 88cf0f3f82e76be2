// `npm run readme-games`: README.md's list of games from the catalogue. Prints the generated
// block; with --write, puts it between the README's markers (bin/readme-games-block.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../rules/index.ts';
import { gamesBlock, withGamesBlock } from './readme-games-block.ts';

const README = fileURLToPath(new URL('../README.md', import.meta.url));
const args = process.argv.slice(2);
const block = gamesBlock(catalogue());

if (args.length === 0) {
  process.stdout.write(`${block}\n`);
} else if (args.length === 1 && args[0] === '--write') {
  const readme = readFileSync(README, 'utf8');
  const updated = withGamesBlock(readme, block);
  if (!updated.ok) {
    process.stderr.write(`readme-games: ${updated.error}\n`);
    process.exitCode = 1;
  } else if (updated.value === readme) {
    process.stdout.write('README.md: the list of games is up to date\n');
  } else {
    writeFileSync(README, updated.value);
    process.stdout.write('README.md: the list of games is rewritten from the catalogue\n');
  }
} else {
  process.stderr.write('usage: node bin/run-ts.mjs bin/readme-games.ts [--write]\n');
  process.exitCode = 2;
}
