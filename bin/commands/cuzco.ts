// `tabletop cuzco missions FILE`: for a Cuzco assistant position, the missions each player meets
// now and those one requirement short (the ones Mama Killa's card 04 completes), as JSON.
import { parseArgs } from 'node:util';
import { cuzcoGame, cuzcoMissionsReport } from '../../rules/index.ts';
import { usageLine, type Command } from '../command.ts';
import type { Io } from '../io.ts';
import { readJsonFile } from '../read-json.ts';

const cuzcoOptions = {};

/** The command as a record (name, summary, args, options, example, run): what the CLI's help prints. */
export const cuzcoCommand: Command = {
  name: 'cuzco',
  summary: 'Cuzco assistant: prints the missions each player meets now and those one requirement short, as JSON.',
  args: 'missions FILE',
  argHelp: [
    ['missions', 'per player {"met": [ids], "oneShort": [ids]}: ids as the aid writes them (S-03, 12), sorted, completed missions left out'],
    ['FILE', 'a Cuzco assistant position: {"players": {"P1": {holdings}, …}, …} (rules/cuzco/README.md)'],
  ],
  options: cuzcoOptions,
  example: 'npx tabletop cuzco missions rules/cuzco/testing/example-position.json',
  notes: ['One line of JSON, e.g. {"P1":{"met":["01","S-03"],"oneShort":["05"]}}. Exit 2 on a bad position.'],
  run: cuzco,
};

export async function cuzco(args: string[], io: Io): Promise<number> {
  const { positionals } = parseArgs({ args, options: cuzcoOptions, allowPositionals: true, strict: true });
  const [what, file] = positionals;
  if (what !== 'missions' || !file || positionals.length > 2) return io.fail(`usage: ${usageLine(cuzcoCommand)}`);
  const json = await readJsonFile(file);
  if (!json.ok) return io.fail(json.error);
  const state = cuzcoGame.parsePosition(json.value, { players: 2 });
  if (!state.ok) return io.fail(`${file}: ${state.error.message}`);
  io.out(JSON.stringify(cuzcoMissionsReport(state.value)));
  return 0;
}
