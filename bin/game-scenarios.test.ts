// Every game's board scenarios (`rules/<game>/scenarios.json`, docs/GAME-CONTRACT.md "Board
// scenarios"), each played on a simulated board through the whole host: one test per scenario.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findGame } from '../rules/index.ts';
import { readScenarioFile, scenarioFiles } from './testing/board-scenario-files.ts';
import { playScenario } from './testing/board-scenario-player.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = scenarioFiles(fileURLToPath(new URL('../rules', import.meta.url)));

describe('board scenarios of the games', () => {
  it('finds the scenario files of the games that declare them', () => {
    expect(files.map((f) => f.game)).toEqual(expect.arrayContaining(['cetkaik', 'free', 'garden']));
  });

  for (const { game, path } of files) {
    const read = readScenarioFile(path, root);
    if (!read.ok || findGame(game) === undefined) {
      it(`${game}: ${path.slice(root.length)}`, () => {
        throw new Error(read.ok ? `rules/${game}/ holds scenarios but no registered game has the id "${game}"` : read.error);
      });
      continue;
    }
    for (const scenario of read.value) {
      it(`${game}: ${scenario.name}`, async () => {
        const played = await playScenario(game, scenario);
        if (!played.ok) throw new Error(`${path.slice(root.length)}: scenario "${scenario.name}": ${played.error}`);
      });
    }
  }
});
