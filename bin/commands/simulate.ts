// `tabletop simulate --game ID [--options JSON] [--seed N] --script FILE`
// Runs host and simulated board in virtual time; prints one JSON event per line.
import { parseArgs } from 'node:util';
import { parseJson, readJsonFile } from '../read-json.ts';
import { parseScript } from '../sim-script.ts';
import { Simulation } from '../simulation.ts';
import type { Io } from '../io.ts';

export const simulateUsage = 'tabletop simulate --game ID [--options JSON] [--seed N] [--settle MS] --script FILE';

export async function simulate(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      game: { type: 'string' },
      options: { type: 'string' },
      seed: { type: 'string', default: '1' },
      settle: { type: 'string' },
      script: { type: 'string' },
    },
    strict: true,
  });
  if (!values.game || !values.script) return io.fail(`usage: ${simulateUsage}`);
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) return io.fail(`--seed must be an integer, not "${values.seed}"`);
  const settleMs = values.settle === undefined ? undefined : Number(values.settle);
  if (settleMs !== undefined && !(settleMs >= 10 && settleMs <= 2000)) return io.fail('--settle must be between 10 and 2000 ms');
  const options = values.options === undefined ? { ok: true as const, value: {} } : parseJson(values.options, '--options');
  if (!options.ok) return io.fail(options.error);
  const scriptJson = await readJsonFile(values.script);
  if (!scriptJson.ok) return io.fail(scriptJson.error);
  const script = parseScript(scriptJson.value);
  if (!script.ok) return io.fail(`${values.script}: ${script.error}`);

  const game = { game: values.game, options: options.value, position: script.value.position, seed };
  const started = await Simulation.start(game, { seed, board: script.value.board, boards: script.value.boards, settleMs, onEvent: (e) => io.out(JSON.stringify(e)) });
  if (!started.ok) return io.fail(started.error);
  const sim = started.value;
  for (const [i, step] of script.value.steps.entries()) {
    await sim.runTo(step.at);
    const applied = sim.apply(step.action, step.on);
    if (!applied.ok) {
      await sim.stop();
      return io.fail(`${values.script}: step ${i + 1}: ${applied.error}`);
    }
  }
  await sim.runTo(script.value.until);
  await sim.stop();
  return 0;
}
