// A game that opens on a cast (the ship race: the first player throws before anything else) has
// that cast made by the host when the sticks are virtual, as every later one is: kept in the
// journal as a virtual cast, drawn again the same on resume. With physical sticks the players
// count it; a journal written before the host cast it (the count entered) still resumes.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rig } from '../testing/journal-rig.ts';
import { forge, recordsOf } from '../testing/journal-text.ts';

function boardless(sticks: 'virtual' | 'physical') {
  const rig = new Rig(mkdtempSync(join(tmpdir(), 'opening-cast-')), []);
  rig.boot({ setUp: true });
  const result = rig.host.startGame([], { game: 'shiprace', seed: 9, options: { sticks } });
  if (!result.ok) throw new Error(result.error);
  return { rig, id: result.value.id, started: result.value };
}

const journalOf = (rig: Rig) => join(rig.dir, readdirSync(rig.dir).filter((n) => n.endsWith('.jsonl'))[0]);

describe('a game that opens on a cast', () => {
  it('is cast by the host with virtual sticks: nothing asks for heads, the journal keeps it, resume draws it again', () => {
    const { rig, id, started } = boardless('virtual');
    expect(started.awaiting).toBeNull();
    expect(started.actions.some((a) => a.kind === 'sticks')).toBe(false);
    expect(rig.events.filter((e) => e.type === 'cast')).toHaveLength(1);
    expect(recordsOf(journalOf(rig)).filter((r) => r.type === 'cast')).toEqual([expect.objectContaining({ virtual: true, heads: (rig.host.game(id)!.view as { cast: number }).cast })]);
    const view = rig.host.game(id)!.view;
    rig.kill();
    const report = rig.resume('resume');
    expect(report.ok && report.value.warnings).toEqual([]);
    expect(rig.host.game(id)!.view).toEqual(view);
  });

  it('waits for the players’ count with physical sticks', () => {
    const { started } = boardless('physical');
    expect(started.awaiting).toMatchObject({ type: 'pending', for: 'cast', sticks: 5 });
    expect(started.actions.filter((a) => a.kind === 'sticks')).toHaveLength(6);
  });

  it('resumes a journal written before the host cast it: the count the players entered is an input', () => {
    const { rig, id } = boardless('virtual');
    const file = journalOf(rig);
    const heads = (rig.host.game(id)!.view as { cast: number }).cast;
    rig.kill();
    // As an older host wrote it: the opening cast entered by hand, not a virtual one.
    const written = readFileSync(file, 'utf8');
    const edited = written.replace(/,"virtual":true/, '');
    expect(edited).not.toBe(written);
    forge(file, edited);
    const report = rig.resume('resume');
    expect(report.ok, report.ok ? '' : report.error).toBe(true);
    expect((rig.host.game(id)!.view as { cast: number }).cast).toBe(heads);
  });
});
