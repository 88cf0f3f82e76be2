// A guided first game: a game's options and seed for a short whole game, and its steps, each a
// move or a choice in the game's notation with what it teaches in both languages. The host lights
// each step for the players to make with the real pieces (host/lessons/). Pure data and pure
// checks: the script must be a legal game from the lesson's start to the game's end.
import { err, ok, type AnyGame, type Json, type Label, type Result } from './contract.ts';
import { fail } from './fail.ts';
import { castSticks, seededRng } from './rng.ts';

/** One step: a move made on the board, or the option of a choice made on the screen. */
export type LessonStep = { say: Label } & ({ move: string } | { choice: string });

export interface Lesson {
  /** Stable: `cetkaik-first`. */
  id: string;
  /** The game's id in the registry. */
  game: string;
  title: Label;
  /** The game's options (as JSON, parsed by the game) and the seed that fixes its casts. */
  options: Json;
  seed: number;
  steps: readonly LessonStep[];
  /** Said once the game is over. */
  end: Label;
}

/** An input the game took, in order: a move (`failed` when a cast undid it) or a choice. */
export type LessonInput = { move: string; failed?: boolean } | { choice: string };

/**
 * How far the inputs follow the script: `step` inputs match its first steps; `off` when the next
 * input is not the script's (a failed cast, a move the lesson did not ask for).
 */
export function lessonProgress(lesson: Lesson, inputs: readonly LessonInput[]): { step: number; off: boolean } {
  let step = 0;
  for (const input of inputs) {
    const want = lesson.steps[step];
    const same = want !== undefined && ('move' in input ? 'move' in want && want.move === input.move && input.failed !== true : 'choice' in want && want.choice === input.choice);
    if (!same) return { step, off: true };
    step++;
  }
  return { step, off: false };
}

/**
 * Plays the script through the rules as the host does with virtual sticks (the session's seeded
 * Rng: after a move, each awaited cast is `castSticks(rng, n)` then resolved): every step must be
 * legal, take no failed cast, and the last must end the game. The states passed through, first
 * to last.
 */
export function replayLesson(game: AnyGame, lesson: Lesson): Result<unknown[]> {
  const options = game.parseOptions(lesson.options);
  if (!options.ok) return options;
  let state: unknown = game.setup(options.value, seededRng(lesson.seed));
  const rng = seededRng(lesson.seed);
  const states = [state];
  for (const [i, step] of lesson.steps.entries()) {
    const at = `step ${i + 1} (${'move' in step ? step.move : step.choice})`;
    if (game.isOver(state)) return fail('lesson-over', `${at}: the game is over already`);
    let outcome;
    if ('move' in step) {
      const move = game.parseMove(step.move, state);
      if (!move.ok) return err({ code: move.error.code, message: `${at}: ${move.error.message}` });
      if (game.formatMove(move.value, state) !== step.move) return fail('lesson-notation', `${at}: written ${game.formatMove(move.value, state)} by the game`);
      outcome = game.play(state, move.value, rng);
    } else {
      outcome = game.resolve(state, { choice: step.choice }, rng);
    }
    if (!outcome.ok) return err({ code: outcome.error.code, message: `${at}: ${outcome.error.message}` });
    state = outcome.value.state;
    let failed = outcome.value.failed === true;
    for (let pending = game.pending(state); pending?.kind === 'cast'; pending = game.pending(state)) {
      const cast = game.resolve(state, { cast: castSticks(rng, pending.sticks) }, rng);
      if (!cast.ok) return err({ code: cast.error.code, message: `${at}: ${cast.error.message}` });
      state = cast.value.state;
      failed ||= cast.value.failed === true;
    }
    if (failed) return fail('lesson-failed', `${at}: the seed's cast fails it`);
    states.push(state);
  }
  if (!game.isOver(state)) return fail('lesson-short', `the game is not over after the last step (${lesson.steps.length})`);
  return ok(states);
}
