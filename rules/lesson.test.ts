// The guided first games: each script replayed through its game's rules, step by step, as the
// host plays it (the seed's casts), must be legal at every step and end the game at its last.
import { describe, expect, it } from 'vitest';
import { lessonProgress, replayLesson, type Lesson, type LessonInput } from './lesson.ts';
import { findLesson, lessons } from './lessons.ts';
import { findGame } from './registry.ts';

describe.each(lessons.map((l) => [l.id, l] as [string, Lesson]))('lesson %s', (_, lesson) => {
  const game = findGame(lesson.game)!;

  it('is a legal game from its start to the game\'s end', () => {
    const replayed = replayLesson(game, lesson);
    expect(replayed).toMatchObject({ ok: true });
    const states = replayed.ok ? replayed.value : [];
    expect(states).toHaveLength(lesson.steps.length + 1);
    // Not over before its last step.
    expect(states.slice(0, -1).map((s) => game.isOver(s))).toEqual(states.slice(0, -1).map(() => false));
    expect(game.isOver(states.at(-1))).toBe(true);
  });

  it('says every step in both languages', () => {
    for (const step of [...lesson.steps, { say: lesson.end }]) {
      expect(step.say.en.length).toBeGreaterThan(10);
      expect(step.say.ja).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
    expect(findLesson(lesson.id)).toBe(lesson);
  });
});

describe('the Cetkaik lesson', () => {
  const lesson = findLesson('cetkaik-first')!;
  const game = findGame('cetkaik')!;

  it('is short, crosses the water with a cast and ends on 終季 after a hand', () => {
    expect(lesson.steps.length).toBeGreaterThanOrEqual(8);
    expect(lesson.steps.length).toBeLessThanOrEqual(20);
    const states = replayLesson(game, lesson);
    if (!states.ok) throw new Error(states.error.message);
    const [, afterFirst] = states.value as { lastMove: { casts?: { purpose: string; heads: number }[] } }[];
    expect(afterFirst.lastMove.casts?.[0]).toMatchObject({ purpose: 'water' });
    expect(lesson.steps.at(-1)).toMatchObject({ choice: 'taxot' });
    const beforeLast = states.value.at(-2);
    expect(game.pending(beforeLast)).toMatchObject({ kind: 'choice', options: expect.arrayContaining(['taxot', 'tymok']) });
    // The hand the step names is the one formed.
    expect(JSON.stringify(game.pending(beforeLast))).toContain('助友');
    expect(JSON.stringify(lesson.steps[6].say)).toContain('助友');
  });

  it('is refused where a step is changed', () => {
    const changed: Lesson = { ...lesson, steps: lesson.steps.map((s, i) => (i === 2 ? { ...s, move: 'CO片ZO' } : s)) };
    expect(replayLesson(game, changed)).toMatchObject({ ok: false });
    const short: Lesson = { ...lesson, steps: lesson.steps.slice(0, -1) };
    expect(replayLesson(game, short)).toMatchObject({ ok: false, error: { code: 'lesson-short' } });
  });
});

describe('lessonProgress', () => {
  const lesson = findLesson('cetkaik-first')!;
  const moves: LessonInput[] = lesson.steps.map((s) => ('move' in s ? { move: s.move } : { choice: s.choice }));

  it('counts the steps the inputs follow', () => {
    expect(lessonProgress(lesson, [])).toEqual({ step: 0, off: false });
    expect(lessonProgress(lesson, moves.slice(0, 3))).toEqual({ step: 3, off: false });
    expect(lessonProgress(lesson, moves)).toEqual({ step: moves.length, off: false });
  });

  it('is off at a failed cast or another move', () => {
    expect(lessonProgress(lesson, [{ move: 'CAI片CO水', failed: true }])).toEqual({ step: 0, off: true });
    expect(lessonProgress(lesson, [moves[0], { move: 'KI片KU' }])).toEqual({ step: 1, off: true });
  });
});
