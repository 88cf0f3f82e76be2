// The guided first games, by id: a lesson per game that has one.
import { cetkaikLesson } from './cetkaik/index.ts';
import type { Lesson } from './lesson.ts';
import { scarabyaLesson } from './scarabya/index.ts';

export const lessons: readonly Lesson[] = Object.freeze([cetkaikLesson, scarabyaLesson]);

export function findLesson(id: string): Lesson | undefined {
  return lessons.find((l) => l.id === id);
}
