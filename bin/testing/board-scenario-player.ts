// Plays one board scenario on a simulated board, through the whole host in virtual time: each
// action is followed by ACTION_MS of table time (long enough for the host to settle on what the
// board shows), each `expect` is checked against the table at that moment.
import type { Checked } from '../../host/index.ts';
import { Simulation } from '../simulation.ts';
import type { Action } from '../sim-script.ts';
import { differences, type TableShows } from './board-scenario-expect.ts';
import type { Scenario, ScenarioStep } from './board-scenario.ts';

/** Simulated time after every action of a scenario. */
export const ACTION_MS = 400;

/** Plays the scenario; the error names the step that failed (1-based, as in the file) and why. */
export async function playScenario(game: string, scenario: Scenario): Promise<Checked<null>> {
  const started = await Simulation.start(
    { game, seed: scenario.seed, ...(scenario.options === undefined ? {} : { options: scenario.options }), ...(scenario.position === undefined ? {} : { position: scenario.position }) },
    { seed: scenario.seed, ...(scenario.board === undefined ? {} : { board: scenario.board }) },
  );
  if (!started.ok) return fail(`the game did not start: ${started.error}`);
  const sim = started.value;
  try {
    for (const [i, step] of scenario.steps.entries()) {
      const failed = await playStep(sim, step);
      if (failed !== null) return fail(`step ${i + 1} (${describe(step)}): ${failed}`);
    }
    return { ok: true, value: null };
  } finally {
    await sim.stop();
  }
}

/** Null when the step went as written, else why not. */
async function playStep(sim: Simulation, step: ScenarioStep): Promise<string | null> {
  if ('wait' in step) {
    await sim.runTo(sim.clock.now() + step.wait);
    return null;
  }
  if ('expect' in step) {
    const found = differences(step.expect, tableShows(sim));
    return found.length === 0 ? null : found.join('; ');
  }
  // Cells are checked first, so a misnamed cell says so rather than what the host made of it.
  const checked = sim.check(step.action);
  const applied = checked.ok ? sim.apply(step.action) : checked;
  if (!applied.ok) return applied.error;
  await sim.runTo(sim.clock.now() + ACTION_MS);
  return null;
}

function tableShows(sim: Simulation): TableShows {
  const moves = sim.events.flatMap((e) => (e.type === 'move' ? [e.move] : []));
  return { moves, lights: sim.host.board('1')?.lights ?? {}, view: sim.game.view, toMove: sim.game.toMove };
}

/** A step as it is written in the file, shortened. */
function describe(step: ScenarioStep): string {
  const text = JSON.stringify('action' in step ? asWritten(step.action) : step);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function asWritten(action: Action): Record<string, unknown> {
  switch (action.kind) {
    case 'lift':
    case 'place': return { [action.kind]: action.cells };
    case 'tap':
    case 'bounce': return { [action.kind]: action.cell };
    case 'press': return { press: action.button };
    case 'move': return { move: action.move };
    case 'entry': return { entry: action.value };
    case 'choose': return { choose: action.value };
    case 'sticks': return { sticks: action.heads };
    default: return { [action.kind]: true };
  }
}

function fail(error: string): { ok: false; error: string } { return { ok: false, error }; }
