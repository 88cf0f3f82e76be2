// Finds the games' scenario files (`rules/<game>/scenarios.json`, the folder naming the game) and
// reads them: a new game's scenarios are played with no change outside its folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Checked } from '../../host/index.ts';
import { parseScenarios, type Scenario } from './board-scenario.ts';

export const SCENARIOS_FILE = 'scenarios.json';

export interface ScenarioFile {
  game: string;
  path: string;
}

/** Every `<rulesDir>/<game>/scenarios.json`, by game. */
export function scenarioFiles(rulesDir: string): ScenarioFile[] {
  return readdirSync(rulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ game: entry.name, path: join(rulesDir, entry.name, SCENARIOS_FILE) }))
    .filter((file) => existsSync(file.path))
    .sort((a, b) => a.game.localeCompare(b.game));
}

/** A scenario file read and checked; errors name the file relative to `base` (the repository). */
export function readScenarioFile(path: string, base: string): Checked<Scenario[]> {
  const source = relative(base, path);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return { ok: false, error: `${source}: ${(e as Error).message}` };
  }
  return parseScenarios(json, source);
}
