// The whole games recorded in testing/games/*.txt: one turn a line, `HEADS ACTION`, # comments.
import { readFileSync } from 'node:fs';

export function recordedTurns(name: string): string[] {
  const text = readFileSync(new URL(`./games/${name}.txt`, import.meta.url), 'utf8');
  return text.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
}
