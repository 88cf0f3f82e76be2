// `tabletop moves GAME FILE [--options JSON]`: the legal moves of a position, one per line, sorted.
import { parseArgs } from 'node:util';
import { planGame } from '../../host/index.ts';
import { seededRng } from '../../rules/index.ts';
import type { Io } from '../io.ts';
import { parseJson, readJsonFile } from '../read-json.ts';

export const movesUsage = 'tabletop moves GAME FILE [--options JSON]   (FILE: a position in the game\'s JSON format)';

export async function moves(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { options: { type: 'string' } }, allowPositionals: true, strict: true });
  const [gameId, file] = positionals;
  if (!gameId || !file || positionals.length > 2) return io.fail(`usage: ${movesUsage}`);
  const options = values.options === undefined ? { ok: true as const, value: {} } : parseJson(values.options, '--options');
  if (!options.ok) return io.fail(options.error);
  const position = await readJsonFile(file);
  if (!position.ok) return io.fail(position.error);
  const plan = planGame({ gameId, options: options.value, position: position.value, rng: seededRng(1) });
  if (!plan.ok) return io.fail(`${file}: ${plan.error}`);
  const { game, state } = plan.value;
  const lines = game.legalMoves(state).map((m: unknown) => game.formatMove(m, state) as string).sort();
  for (const line of lines) io.out(line);
  return 0;
}
