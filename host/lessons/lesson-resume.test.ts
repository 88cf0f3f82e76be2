// A guided first game after the host stopped: its journal's `created` record names the lesson, and
// the game resumed from it goes on guided at its step (the number of steps its inputs made).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cetkaikGame } from '../../rules/index.ts';
import { Rig } from '../testing/journal-rig.ts';

const cell = (name: string) => cetkaikGame.parseCell(name, { rows: 9, cols: 9 })!;

async function move(rig: Rig, lifts: string[], place: string) {
  for (const name of lifts) {
    rig.lift(0, [cell(name)]);
    await rig.clock.advanceBy(30);
  }
  rig.place(0, [cell(place)]);
  await rig.clock.advanceBy(300);
}

describe('a lesson resumed from its journal', () => {
  it('goes on guided at the step it had reached', async () => {
    const rig = new Rig(mkdtempSync(join(tmpdir(), 'lesson-resume-')), Rig.boards(1));
    rig.boot({ setUp: true });
    const started = rig.host.startLesson('b1', 'cetkaik-first');
    expect(started).toMatchObject({ ok: true, value: { lesson: { id: 'cetkaik-first', step: 1 } } });
    rig.reportAll();
    await rig.clock.advanceBy(10);
    await move(rig, ['CAI'], 'CO');
    await move(rig, ['CI'], 'CU');
    expect(rig.host.games()[0].log.map((m) => m.move)).toEqual(['CAI片CO水', 'CI片CU']);
    const file = join(rig.dir, readdirSync(rig.dir).find((n) => n.endsWith('.jsonl'))!);
    expect(JSON.parse(readFileSync(file, 'utf8').split('\n')[1])).toMatchObject({ type: 'created', game: 'cetkaik', seed: 3, lesson: 'cetkaik-first' });

    rig.kill();
    rig.events.length = 0;
    const report = rig.resume();
    expect(report).toMatchObject({ ok: true });
    await rig.clock.advanceBy(10);
    const game = rig.host.games()[0];
    expect(game.lesson).toMatchObject({ id: 'cetkaik-first', step: 3, move: 'CO片CU' });
    expect(rig.events.filter((e) => e.type === 'lesson')).toEqual([expect.objectContaining({ step: 3, move: 'CO片CU' })]);
    expect(rig.host.board('b1')!.lights).toMatchObject({ CO: 'selected', CU: 'capture' });
    // Only the step's move is taken: another legal one entered is refused.
    expect(rig.host.play(game.id, 'KI片KU')).toMatchObject({ ok: false, code: 'conflict' });
    await move(rig, ['CU', 'CO'], 'CU');
    expect(rig.host.games()[0].log.map((m) => m.move)).toEqual(['CAI片CO水', 'CI片CU', 'CO片CU']);
    expect(rig.host.games()[0].lesson).toMatchObject({ step: 4, move: 'CA片CI' });
  });
});
