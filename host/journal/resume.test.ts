// Resuming games after the host stopped (killed, or closed): from whole journals, a journal
// whose last line was cut short, a corrupt one, a newer one; games on several boards found
// again by path; games over, abandoned, or waiting for their board.
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScarabyaMove } from '../../rules/index.ts';
import type { NewGame } from '../host.ts';
import { Rig } from '../testing/journal-rig.ts';
import { forge, recordsOf } from '../testing/journal-text.ts';

const free = (extra: object = {}): NewGame => ({ game: 'free', seed: 5, options: { cast: 5, ...extra }, position: { occupied: ['A1', 'B1', 'C1'] } });

function started(game: NewGame, boards = Rig.boards(1)) {
  const rig = new Rig(mkdtempSync(join(tmpdir(), 'journal-resume-')), boards);
  rig.boot({ setUp: true });
  const result = rig.host.startGame(boards.map((b) => b.id), game);
  if (!result.ok) throw new Error(result.error);
  rig.reportAll();
  return rig;
}

const cell = (name: string) => { const [c, r] = [name.charCodeAt(0) - 65, Number(name.slice(1)) - 1]; return r * 9 + c; };

/** Lifts one cell and places another, then waits past the settle window. */
async function move(rig: Rig, from: string, to: string, board = 0) {
  rig.lift(board, [cell(from)]);
  await rig.clock.advanceBy(30);
  rig.place(board, [cell(to)]);
  await rig.clock.advanceBy(200);
}

const journalFile = (rig: Rig) => join(rig.dir, readdirSync(rig.dir).filter((n) => n.endsWith('.jsonl')).sort()[0]);
const moves = (rig: Rig) => rig.events.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move);

function resumed(rig: Rig, mode: 'resume' | 'abandon' = 'resume') {
  const report = rig.resume(mode);
  if (!report.ok) throw new Error(report.error);
  return report.value;
}

describe('resuming games from their journals', () => {
  it('puts a killed game back on its board with every move, cast and the same rng', async () => {
    const rig = started(free());
    await move(rig, 'A1', 'D4');
    await move(rig, 'B1', 'E5');
    const before = rig.host.games()[0];
    rig.kill();
    const report = resumed(rig);
    expect(report.resumed.map((r) => r.file)).toEqual([journalFile(rig)]);
    expect(report.warnings).toEqual([]);
    const after = rig.host.games()[0];
    expect(after).toMatchObject({ id: before.id, log: before.log, view: before.view, boards: ['b1'] });
    await move(rig, 'C1', 'F6');
    expect(moves(rig)).toEqual(['A1-D4', 'B1-E5', 'C1-F6']);
    expect(rig.events.filter((e) => e.type === 'correction')).toEqual([]);
  });

  it('resumes a game closed gracefully: closing leaves it unfinished', async () => {
    const rig = started(free());
    await move(rig, 'A1', 'D4');
    rig.host.close();
    expect(recordsOf(journalFile(rig)).at(-1)).toMatchObject({ type: 'cast', virtual: true });
    expect(resumed(rig).resumed).toHaveLength(1);
    expect(rig.host.games()[0].log.map((l: { move: string }) => l.move)).toEqual(['A1-D4']);
  });

  it('drops a last line cut short with a warning, repairs the file and plays on', async () => {
    const rig = started(free({ cast: 0 }));
    await move(rig, 'A1', 'D4');
    rig.kill();
    const path = journalFile(rig);
    appendFileSync(path, '{"type":"move","move":"B1-');
    const report = resumed(rig);
    expect(report.warnings).toEqual([`${path}: line 4 was cut short (the host stopped mid-write): dropped`]);
    expect(rig.host.games()[0].log.map((l: { move: string }) => l.move)).toEqual(['A1-D4']);
    await move(rig, 'B1', 'E5');
    expect(recordsOf(path).slice(2).map((r) => r.move)).toEqual(['A1-D4', 'B1-E5']); // whole lines only
  });

  it('stops at a corrupt journal, naming the file and the line', async () => {
    const rig = started(free({ cast: 0 }));
    await move(rig, 'A1', 'D4');
    await move(rig, 'B1', 'E5');
    rig.kill();
    const path = journalFile(rig);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[2] = lines[2].slice(0, 12);
    writeFileSync(path, lines.join('\n'));
    expect(rig.resume()).toEqual({ ok: false, error: `${path}: line 3 has no checksum: it is not read as a record (restore the journal from a copy, or move it out of the folder to go on without its game)` });
    expect(rig.host.games()).toEqual([]);
  });

  it('stops at a journal the rules no longer agree with, naming the line', async () => {
    const rig = started(free());
    await move(rig, 'A1', 'D4');
    rig.kill();
    const path = journalFile(rig);
    const text = readFileSync(path, 'utf8');
    const heads = (recordsOf(path)[3] as { heads: number }).heads;
    // Summed again, so the edit gets past the checksum to the rules.
    forge(path, text.replace(`"heads":${heads}`, `"heads":${heads === 5 ? 0 : heads + 1}`));
    const report = rig.resume();
    expect(report.ok).toBe(false);
    expect(!report.ok && report.error).toBe(`${path}: line 4: the journal has a cast of ${heads === 5 ? 0 : heads + 1} heads drawn by the host where replaying the rules gives a cast of ${heads} heads drawn by the host`);
  });

  it('refuses a journal from a newer format version', async () => {
    const rig = started(free());
    rig.kill();
    const path = journalFile(rig);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/"version":\d+/, '"version":7'));
    const report = rig.resume();
    expect(report).toEqual({ ok: false, error: `${path}: line 1 says journal format version 7, written by a newer tabletop; this one reads versions up to 3: update tabletop to read it` });
  });

  it('writes a virtual cast the host drew but did not record before it died', async () => {
    const rig = started(free());
    await move(rig, 'A1', 'D4');
    rig.kill();
    const path = journalFile(rig);
    const whole = readFileSync(path, 'utf8').split('\n').filter(Boolean);
    const cast = whole.pop()!;
    forge(path, `${whole.join('\n')}\n`); // as the host left it when it died
    resumed(rig);
    const { at: _a, ...written } = recordsOf(path).at(-1)!;
    const { at: _b, sum: _s, ...drawn } = JSON.parse(cast) as Record<string, unknown>;
    expect(written).toEqual(drawn);
  });

  it('leaves a game whose board is not connected for later, then resumes it when it is', async () => {
    const rig = started(free());
    await move(rig, 'A1', 'D4');
    rig.kill();
    const path = journalFile(rig);
    rig.boards[0].path = '/dev/elsewhere';
    const report = resumed(rig);
    expect(report.resumed).toEqual([]);
    expect(report.warnings).toEqual([`${path}: game b1.1 (free) waits for board /dev/fake1, not connected: not resumed`]);
    rig.kill();
    rig.boards[0].path = '/dev/fake1';
    expect(resumed(rig).resumed).toHaveLength(1);
  });

  it('closes unfinished games as abandoned when asked to start afresh', async () => {
    const rig = started(free());
    await move(rig, 'A1', 'D4');
    rig.kill();
    const report = resumed(rig, 'abandon');
    expect(report.abandoned).toEqual([journalFile(rig)]);
    expect(recordsOf(journalFile(rig)).at(-1)).toMatchObject({ type: 'end', reason: 'abandoned' });
    rig.kill();
    expect(resumed(rig).resumed).toEqual([]);
  });

  it('marks a game abandoned when a new game takes its board, and ended when it is over', async () => {
    const rig = started(free({ cast: 0, limit: 1 }));
    await move(rig, 'A1', 'D4');
    const first = journalFile(rig);
    expect(recordsOf(first).at(-1)).toMatchObject({ type: 'end', reason: 'move limit', winner: null });
    const next = rig.host.startGame('b1', free());
    expect(next.ok).toBe(true);
    expect(recordsOf(first).filter((r) => r.type === 'end')).toHaveLength(1); // over: not abandoned on top
    rig.reportAll();
    await move(rig, 'A1', 'D4');
    const third = rig.host.startGame('b1', free());
    expect(third.ok).toBe(true);
    const second = readdirSync(rig.dir).filter((n) => n.endsWith('.jsonl')).sort()[1];
    expect(recordsOf(join(rig.dir, second)).at(-1)).toMatchObject({ type: 'end', reason: 'abandoned' });
  });

  it('writes the end of a game over but killed before its end was written, and resumes nothing', async () => {
    const rig = started(free({ cast: 0, limit: 1 }));
    await move(rig, 'A1', 'D4');
    rig.kill();
    const path = journalFile(rig);
    const whole = readFileSync(path, 'utf8').split('\n').filter(Boolean);
    forge(path, `${whole.slice(0, -1).join('\n')}\n`); // the end record never made it
    expect(resumed(rig).resumed).toEqual([]);
    expect(recordsOf(path).at(-1)).toMatchObject({ type: 'end', reason: 'move limit' });
  });

  it('puts a game on two boards back on its boards by path, each at its seat, whatever their order and ids now', async () => {
    const options = { mode: 'standard', players: 2, siteSeed: 11 };
    const boards = Rig.boards(2, '10x10');
    const rig = started({ game: 'scarabya', seed: 4, options }, boards);
    // Two placements, one per seat, each made on its own board.
    for (let i = 0; i < 2; i++) {
      const { game, state } = rig.host.gameState(rig.host.games()[0].id)!;
      const next = (game.legalMoves(state) as ScarabyaMove[])[0];
      rig.place(next.seat, next.cells);
      await rig.clock.advanceBy(300);
      expect(moves(rig)).toHaveLength(i + 1);
    }
    const before = rig.host.games()[0];
    rig.kill();
    // The boards come back in the other order, under other ids.
    rig.boards.reverse();
    rig.boot({ ids: ['x', 'y'] });
    const report = rig.host.resume();
    if (!report.ok) throw new Error(report.error);
    rig.reportAll();
    const after = rig.host.games()[0];
    expect(after).toMatchObject({ log: before.log, view: before.view, boards: ['y', 'x'] });
    await rig.clock.advanceBy(300);
    expect(rig.events.slice(-20).filter((e) => e.type === 'correction')).toEqual([]);
    // Play goes on from the physical board of the seat to move.
    const { game, state } = rig.host.gameState(after.id)!;
    const next = (game.legalMoves(state) as ScarabyaMove[])[0];
    const physical = rig.boards.findIndex((b) => b.path === `/dev/fake${next.seat + 1}`);
    rig.place(physical, next.cells);
    await rig.clock.advanceBy(300);
    expect(rig.host.games()[0].log).toHaveLength(3);
  });
});
