// The guided first games the host can start, as the dashboard lists them.
import { lessons, type Label } from '../../rules/index.ts';

export interface LessonInfo {
  id: string;
  /** The game it teaches (its id in the catalogue). */
  game: string;
  title: Label;
  /** How many steps it has. */
  steps: number;
}

export function lessonList(): LessonInfo[] {
  return lessons.map((l) => ({ id: l.id, game: l.game, title: l.title, steps: l.steps.length }));
}
