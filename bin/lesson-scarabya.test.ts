// The guided first game of Scarabya on a simulated board: each mission's placement said and lit,
// the tile put down as lit, one placement taken back with the undo (the tile lifted off as the
// lights ask) and put down again, to the game's end.
import { describe, expect, it } from 'vitest';
import { findLesson } from '../rules/index.ts';
import { lessonEvents, lessonOnBoard, litFor } from './testing/lesson-rig.ts';
import { playOnBoard } from './testing/play-on-board.ts';

describe('the guided first game of Scarabya on a simulated board', () => {
  it('is followed placement by placement to the end, one taken back and made again', async () => {
    const lesson = findLesson('scarabya-first')!;
    const sim = await lessonOnBoard(lesson, '10x10');
    for (const [i, step] of lesson.steps.entries()) {
      if (!('move' in step)) throw new Error('Scarabya has no choices');
      expect(lessonEvents(sim).at(-1)).toMatchObject({ step: i + 1, steps: 4, move: step.move, say: step.say });
      const lights = sim.host.board('1')!.lights;
      for (const cell of litFor(sim, step.move).to) expect(lights[cell]).toBe('target');
      await playOnBoard(sim, [{ move: step.move }]);
      expect(sim.game.log.at(-1)).toMatchObject({ move: step.move });
      if (i === 1) {
        sim.apply({ kind: 'press', button: 'undo' });
        await sim.runTo(sim.clock.now() + 400);
        expect(sim.game.lesson).toMatchObject({ step: 2, move: step.move });
        const cells = step.move.slice(2).split(',');
        expect(sim.events.filter((e) => e.type === 'correction').at(-1)).toMatchObject({ clear: cells, fill: [] });
        sim.apply({ kind: 'lift', cells });
        await sim.runTo(sim.clock.now() + 400);
        for (const cell of cells) expect(sim.host.board('1')!.lights[cell]).toBe('target');
        await playOnBoard(sim, [{ move: step.move }]);
        expect(sim.game.log.at(-1)).toMatchObject({ move: step.move });
      }
    }
    await sim.runTo(sim.clock.now() + 400);
    expect(sim.game.over).toBe(true);
    expect(lessonEvents(sim).map((e) => (e.done ? 'done' : e.step))).toEqual([1, 2, 3, 2, 3, 4, 'done']);
    expect(sim.events.filter((e) => e.type === 'end')).toEqual([expect.objectContaining({ scores: { P1: 4 } })]);
    await sim.stop();
  }, 60_000);
});
