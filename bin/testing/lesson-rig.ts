// A guided first game on a simulated board, for the lesson tests: started, its `lesson` events,
// and the cells lit for a step's move.
import { footprintOf } from '../../rules/index.ts';
import type { HostEvent } from '../../host/index.ts';
import type { Lesson } from '../../rules/index.ts';
import { Simulation } from '../simulation.ts';

type LessonEvent = Extract<HostEvent, { type: 'lesson' }>;

/** A simulated board with the lesson started on it (replacing the game the simulation opened with). */
export async function lessonOnBoard(lesson: Lesson, board: string): Promise<Simulation> {
  const started = await Simulation.start({ game: lesson.game, options: lesson.options, seed: lesson.seed }, { seed: 1, board });
  if (!started.ok) throw new Error(started.error);
  const sim = started.value;
  const detail = sim.host.startLesson('1', lesson.id);
  if (!detail.ok) throw new Error(detail.error);
  await sim.runTo(sim.clock.now() + 400);
  return sim;
}

export const lessonEvents = (sim: Simulation) => sim.events.filter((e): e is HostEvent & LessonEvent => e.type === 'lesson');

/** The cells the host lights for the move the lesson asks for: its piece selected, where it goes lit. */
export function litFor(sim: Simulation, move: string): { from: string[]; to: string[] } {
  const { game, state } = sim.host.gameState(sim.game.id)!;
  const parsed = game.parseMove(move, state);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const fp = footprintOf(game, state, parsed.value);
  const name = (c: number) => game.cellName(c, { rows: sim.game.areas[0].rows, cols: sim.game.areas[0].cols });
  return { from: [...fp.lift].map(name), to: [...fp.fill, ...fp.touch].map(name) };
}

