// Teaching at the board, through the host on a board fed directly: a lifted piece named once per
// lift; a hint lit in the role `suggest`, said, counted and journalled, and a journal holding a
// hint resumed to the same position; `next` held asks for one.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import type { DecideBot } from '../bots/bot-runner.ts';
import type { HostEvent } from '../events.ts';
import { Host } from '../host.ts';
import { exportLines, readJournal, showLines } from '../journal/index.ts';
import { JournalStore } from '../journal/store.ts';
import { fakeBoard, type FakeBoard } from '../testing/fake-board.ts';

/** The computer's stand-in: the A-side's 兵 on KI one step forward, whatever it is asked. */
const BOT_MOVE = 'KI片KU';
const standIn: DecideBot = async () => ({ ok: true, kind: 'move', text: BOT_MOVE, reason: 'stand-in' });
const CETKAIK = { game: 'cetkaik', options: { seasons: 1, firstMovers: ['A'] }, seed: 3 };

function rig(options: { dir?: string; profile?: string } = {}) {
  const clock = new VirtualClock(0);
  const journal = options.dir === undefined ? undefined : new JournalStore({ dir: options.dir });
  const h = new Host({ clock, settleMs: 100, defaultSeed: () => 1, decideBot: standIn, ...(journal ? { journal } : {}) });
  const board = fakeBoard('a', options.profile ?? '9x9', { sim: true });
  h.addBoard(board.connection);
  const events: HostEvent[] = [];
  h.events$.subscribe((e) => events.push(e));
  return { h, clock, board, events };
}

function started(h: Host, board: FakeBoard, request: Parameters<Host['startGame']>[1]): string {
  const result = h.startGame('a', request);
  if (!result.ok) throw new Error(result.error);
  board.report(); // the board shows the starting position
  return result.value.id;
}

const of = <T extends HostEvent['type']>(events: HostEvent[], type: T) => events.filter((e): e is Extract<HostEvent, { type: T }> => e.type === type);

describe('a lifted piece', () => {
  it('is named once per lift, with how it moves, in both languages', () => {
    const { h, board, events } = rig();
    started(h, board, CETKAIK);
    expect(h.simulate('a', 'lift', ['ZA'])).toEqual({ ok: true, value: null });
    board.report(); // the board repeats its state: no second event
    expect(of(events, 'lifted')).toEqual([expect.objectContaining({
      type: 'lifted', cell: 'ZA', board: 'a',
      piece: { name: { en: 'red 王 (king, io) of the A-side', ja: 'A側の赤王' }, moves: expect.objectContaining({ en: expect.stringMatching(/^One step in all eight directions/) }) },
    })]);
  });

  it('says only where on a game that names no pieces (piece null)', () => {
    const { h, board, events } = rig();
    started(h, board, { game: 'free', position: { occupied: ['A1'] } });
    h.simulate('a', 'lift', ['A1']);
    expect(of(events, 'lifted')).toEqual([expect.objectContaining({ cell: 'A1', piece: null })]);
  });
});

describe('a hint', () => {
  it('on Cetkaik lights the bot\'s move as `suggest`, is said and journalled; the journal resumes to the same position', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'teach-hint-'));
    const first = rig({ dir });
    const id = started(first.h, first.board, CETKAIK);
    const given = await first.h.hint(id);
    expect(given).toMatchObject({ ok: true, value: { hints: 1 } });
    expect(of(first.events, 'hint')).toEqual([expect.objectContaining({
      move: BOT_MOVE, by: 'bot', label: { en: expect.stringContaining('KU'), ja: expect.stringContaining('KU') },
    })]);
    expect(first.h.board('a')!.lights).toMatchObject({ KI: 'suggest', KU: 'suggest' });
    const file = join(dir, readdirSync(dir).find((n) => n.endsWith('.jsonl'))!);
    const records = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type?: string });
    expect(records.at(-1)).toMatchObject({ type: 'hint', move: BOT_MOVE, by: 'bot' });

    // The hinted move made (entered here), then a move of the other side: the hint is out.
    expect(first.h.play(id, BOT_MOVE)).toMatchObject({ ok: true });
    expect(Object.values(first.h.board('a')!.lights)).not.toContain('suggest');
    const before = first.h.gameState(id)!;
    first.h.close();
    // Read for people: the hint is shown where it was given, and the exported game is its moves only.
    const read = readJournal(file);
    if (!read.ok) throw new Error(read.error);
    expect(showLines(read.value.journal, read.value.replayed)).toContain(`        hint ${BOT_MOVE} (the computer's move)`);
    expect(exportLines(read.value.journal, read.value.replayed).filter((l) => !l.startsWith('#'))).toEqual([BOT_MOVE]);

    const second = rig({ dir });
    const report = second.h.resume();
    expect(report).toMatchObject({ ok: true, value: { warnings: [] } });
    const resumed = second.h.game(id)!;
    expect(resumed).toMatchObject({ hints: 1, log: [{ move: BOT_MOVE }] });
    const after = second.h.gameState(id)!;
    expect(after.game.formatPosition(after.state)).toEqual(before.game.formatPosition(before.state));
    second.h.close();
  });

  it('is put out when the board changes, and asked by holding `next` for 800 ms (a short press is no hint)', async () => {
    const { h, board, clock, events } = rig({ profile: '9x9-buttons' });
    const id = started(h, board, CETKAIK);
    await h.hint(id);
    h.simulate('a', 'lift', ['PI']);
    h.simulate('a', 'place', ['PI']);
    expect(Object.values(h.board('a')!.lights)).not.toContain('suggest');
    // A short press, then a long one.
    board.report([true, false]);
    await clock.advanceBy(300);
    board.report([false, false]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(of(events, 'hint')).toHaveLength(1);
    board.report([true, false]);
    await clock.advanceBy(900);
    board.report([false, false]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(of(events, 'hint')).toHaveLength(2);
    expect(h.game(id)!.hints).toBe(2);
    expect(h.board('a')!.lights).toMatchObject({ KI: 'suggest', KU: 'suggest' });
  });

  it('is refused while the game waits for something other than a move, and for an unknown game', async () => {
    const { h } = rig();
    expect(await h.hint('nope')).toMatchObject({ ok: false, code: 'unknown-game' });
    const none = h.startGame([], { game: 'garden' });
    if (!none.ok) throw new Error(none.error);
    h.play(none.value.id, 'plant A1'); // now an entry is awaited
    expect(await h.hint(none.value.id)).toMatchObject({ ok: false, code: 'conflict' });
  });
});
