// `tabletop simulate` (options below, with the help record)
// Runs host and simulated board in virtual time; prints one JSON event per line.
import { parseArgs } from 'node:util';
import { DEFAULT_SETTLE_MS } from '../../host/index.ts';
import { parseJson, readJsonFile } from '../read-json.ts';
import { parseScript } from '../sim-script.ts';
import { Simulation } from '../simulation.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import type { Io } from '../io.ts';

const simulateOptions = {
  game: { type: 'string', value: 'ID', required: true, help: 'the game to play (tabletop games lists them)' },
  options: { type: 'string', value: 'JSON', help: 'the game\'s options, e.g. \'{"ruleset":"cerke_online"}\'' },
  seed: { type: 'string', value: 'N', default: '1', help: 'seeds the game, the virtual sticks and the simulated faults (default 1)' },
  settle: { type: 'string', value: 'MS', help: `how long the board must be still before a move counts, 10 to 2000 ms (default ${DEFAULT_SETTLE_MS})` },
  script: { type: 'string', value: 'FILE', required: true, help: 'the script: board, position and timed steps (format in README.md)' },
} satisfies CommandOptions;

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'Runs the host against simulated boards in virtual time, deterministically, and prints one JSON event per line.',
  options: simulateOptions,
  notes: ['The same seed and script always print the same bytes.'],
  example: 'npx tabletop simulate --game cetkaik --script bin/fixtures/cetkaik-board.json',
  run: simulate,
};

export async function simulate(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: simulateOptions, allowPositionals: true, strict: true });
  if (!values.game || !values.script || positionals.length > 0) return io.fail(`usage: ${usageLine(simulateCommand)}`);
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
  // Events wait until the whole script is known to fit the boards: a bad step prints nothing.
  const held: string[] = [];
  let checked = false;
  const print = (line: string): void => { if (checked) io.out(line); else held.push(line); };
  const started = await Simulation.start(game, { seed, board: script.value.board, boards: script.value.boards, settleMs, onEvent: (e) => print(JSON.stringify(e)) });
  if (!started.ok) return io.fail(started.error);
  const sim = started.value;
  for (const [i, step] of script.value.steps.entries()) {
    const fits = sim.check(step.action, step.on);
    if (!fits.ok) {
      await sim.stop();
      return io.fail(`${values.script}: step ${i + 1}: ${fits.error}`);
    }
  }
  checked = true;
  for (const line of held) io.out(line);
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
