// The guided first game of Cetkaik on a simulated board, followed to its end as newcomers would:
// each step is said (a `lesson` event) and its move lit; the players make it with the real pieces;
// another legal move is refused for the lesson and put back; one step is taken back with the
// board's undo button (the piece put back as the lights ask) and made again; the season is ended
// on the screen (終季), and the lesson says it is done.
import { describe, expect, it } from 'vitest';
import { findLesson } from '../rules/index.ts';
import { lessonEvents, lessonOnBoard, litFor } from './testing/lesson-rig.ts';
import { playOnBoard } from './testing/play-on-board.ts';

describe('the guided first game of Cetkaik on a simulated board', () => {
  it('is followed step by step to the game’s end, with one step refused, one taken back and made again', async () => {
    const lesson = findLesson('cetkaik-first')!;
    const sim = await lessonOnBoard(lesson, '9x9-buttons');
    const id = sim.game.id;
    expect(sim.game.lesson).toMatchObject({ id: 'cetkaik-first', step: 1, steps: lesson.steps.length, move: 'CAI片CO水', done: false });

    for (const [i, step] of lesson.steps.entries()) {
      const said = lessonEvents(sim).at(-1)!;
      expect(said).toMatchObject({ lesson: lesson.id, step: i + 1, steps: lesson.steps.length, say: step.say });
      expect(sim.game.lesson).toMatchObject({ step: i + 1, say: step.say });
      if ('choice' in step) {
        expect(said.move).toBeUndefined();
        expect((sim.game.awaiting as { type: string }).type).toBe('choice');
        // The dashboard offers the lesson's option only.
        expect(sim.game.actions).toEqual([expect.objectContaining({ kind: 'choice', choice: step.choice })]);
        // Another option is refused for the lesson; the scripted one ends the season.
        expect(sim.host.choose(id, 'tymok')).toMatchObject({ ok: false, code: 'conflict' });
        await playOnBoard(sim, [{ choose: step.choice }]);
        continue;
      }
      expect(said.move).toBe(step.move);
      // The board shows the step's move whole: the dashboard offers nothing else to enter.
      expect(sim.game.actions).toEqual([]);
      // The step's move is lit before anyone makes it.
      const lights = sim.host.board('1')!.lights;
      const { from, to } = litFor(sim, step.move);
      for (const cell of from) expect(lights[cell]).toBe('selected');
      for (const cell of to) expect(['target', 'capture']).toContain(lights[cell]);

      if (i === 1) {
        // Another legal move, entered or made on the board, is refused for the lesson and put back.
        expect(sim.host.play(id, 'KI片KU')).toMatchObject({ ok: false, code: 'conflict' });
        sim.apply({ kind: 'lift', cells: ['KI'] });
        await sim.runTo(sim.clock.now() + 400);
        sim.apply({ kind: 'place', cells: ['KU'] });
        await sim.runTo(sim.clock.now() + 400);
        expect(sim.events.filter((e) => e.type === 'rejected').at(-1)).toMatchObject({ code: 'not-the-lesson-step', reason: expect.stringContaining('KI片KU') });
        expect(sim.events.filter((e) => e.type === 'correction').at(-1)).toMatchObject({ clear: ['KU'], fill: ['KI'] });
        expect(sim.game.log).toHaveLength(1);
      }

      await playOnBoard(sim, [{ move: step.move }]);
      expect(sim.game.log.at(-1)).toMatchObject({ move: step.move });
      expect(sim.game.log.at(-1)!.failed).toBeUndefined();

      if (i === 3) {
        // Taken back with the board's undo button: the lesson steps back, the lights ask for the
        // piece back, and the step is lit again once it is.
        sim.apply({ kind: 'press', button: 'undo' });
        await sim.runTo(sim.clock.now() + 400);
        expect(lessonEvents(sim).at(-1)).toMatchObject({ step: 4, move: step.move });
        expect(sim.game.lesson).toMatchObject({ step: 4 });
        expect(sim.events.filter((e) => e.type === 'correction').at(-1)).toMatchObject({ clear: ['CI'], fill: ['CA'] });
        sim.apply({ kind: 'lift', cells: ['CI'] });
        await sim.runTo(sim.clock.now() + 400);
        sim.apply({ kind: 'place', cells: ['CA'] });
        await sim.runTo(sim.clock.now() + 400);
        expect(sim.host.board('1')!.lights).toMatchObject({ CA: 'selected', CI: 'target' });
        await playOnBoard(sim, [{ move: step.move }]);
        expect(sim.game.log.at(-1)).toMatchObject({ move: step.move });
      }
    }

    await sim.runTo(sim.clock.now() + 400);
    expect(sim.game.over).toBe(true);
    const said = lessonEvents(sim);
    expect(said.map((e) => (e.done ? 'done' : e.step))).toEqual([1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 'done']);
    expect(said.at(-1)).toMatchObject({ step: 8, steps: 8, say: lesson.end, done: true });
    expect(sim.game.lesson).toMatchObject({ done: true, say: lesson.end });
    expect(sim.game.log.map((e) => e.move)).toEqual(lesson.steps.flatMap((s) => ('move' in s ? [s.move] : [])));
    expect(sim.events.filter((e) => e.type === 'end')).toEqual([expect.objectContaining({ winner: 'IA' })]);
    // The water entry was cast by the host from the lesson's seed.
    expect(sim.events.find((e) => e.type === 'cast')).toMatchObject({ purpose: 'water', heads: expect.any(Number) });
    await sim.stop();
  }, 60_000);
});
