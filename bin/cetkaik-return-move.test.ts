// A Cetkaik move that ends where it started (a piece stepping out and back, `KIA片LIAKIA`; the Tam2
// back to its square, `ZO皇[XY]ZO`) leaves the board as it was: the board cannot see it
// (rules/cetkaik/README.md §8). On a simulated board through the whole host:
// - the computer's such move is lit (the piece to tap, its stepping square) and committed by a tap
//   on the piece or the `next` button; the game's actions offer it as the one move to confirm;
// - a person's own such move is a button on the dashboard (in words), and committed when sent;
//   on the board a lift put back stays a cancel and `next` finds nothing waiting.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../hardware/index.ts';
import { Host, type HostEvent } from '../host/index.ts';
import type { DecideBot } from '../host/bots/bot-runner.ts';
import { fakeBoard } from '../host/testing/fake-board.ts';
import { cetkaikGame, type CetkaikState } from '../rules/cetkaik/index.ts';

const SETTLE_MS = 100;

/**
 * A host with one simulated 9×9 board and Cetkaik on it; the computer (if seated) answers with
 * `botMoves` in turn, and 終季 to any choice.
 */
async function table(options: Record<string, unknown>, botMoves: string[] = []) {
  const clock = new VirtualClock(0);
  const asked: string[] = [];
  const decideBot: DecideBot = async ({ state }) => {
    if (cetkaikGame.pending(state as CetkaikState) !== null) return { ok: true, kind: 'choice', text: 'taxot', reason: 'stand-in: ends the season' };
    const move = botMoves[asked.length] ?? botMoves.at(-1)!;
    asked.push(move);
    return { ok: true, kind: 'move', text: move, reason: 'stand-in: a move back to its own square' };
  };
  const host = new Host({ clock, settleMs: SETTLE_MS, defaultSeed: () => 1, decideBot });
  const board = fakeBoard('a', '9x9', { sim: true });
  host.addBoard(board.connection);
  const events: HostEvent[] = [];
  host.events$.subscribe((e) => events.push(e));
  const started = host.startGame('a', { game: 'cetkaik', options: { seasons: 1, ...options }, seed: 1 });
  if (!started.ok) throw new Error(started.error);
  const id = started.value.id;
  board.report();
  const run = async (ms: number) => { await clock.advanceBy(ms); };
  await run(500);
  const detail = () => host.game(id)!;
  const lights = () => host.board('a')!.lights;
  const sim = (action: 'lift' | 'place', square: string) => {
    const done = host.simulate('a', action, [square]);
    if (!done.ok) throw new Error(done.error);
  };
  /** A piece lifted and put back within a tap's time. */
  const tap = async (square: string) => {
    sim('lift', square);
    await run(200);
    sim('place', square);
    await run(500);
  };
  const of = <T extends HostEvent['type']>(type: T) => events.filter((e): e is Extract<HostEvent, { type: T }> => e.type === type);
  /** Whether the board was left right: a piece held past the settle window asks to be put back, and is. */
  const boardRight = () => events.filter((e) => e.type === 'correction' || e.type === 'corrected').at(-1)?.type !== 'correction';
  return { host, id, run, detail, lights, tap, sim, of, asked, boardRight };
}

describe('the computer’s move back to its own square', () => {
  it('is lit — the piece to tap, its stepping square — offered as the one move to confirm, and a tap on the piece commits it', async () => {
    const t = await table({ bot: { side: 'IA', level: 'easy' }, firstMovers: ['IA'] }, ['KIA片LIAKIA']);
    expect(t.of('bot')).toEqual([expect.objectContaining({ side: 'IA', move: 'KIA片LIAKIA' })]);
    expect(t.lights()).toEqual({ KIA: 'pick', LIA: 'step' });
    expect(t.of('confirm').at(-1)).toMatchObject({ moves: ['KIA片LIAKIA'] });
    expect(t.detail().actions).toEqual([{
      kind: 'move',
      confirm: true,
      move: 'KIA片LIAKIA',
      label: {
        en: 'The computer’s move: IA-side: red 筆 (scribe) from KIA steps on the red 馬 (horse) on LIA, then comes back to KIA',
        ja: 'コンピューターの手: IA側: KIAの赤筆がLIAの赤馬を踏み、KIAに戻る',
      },
    }]);
    await t.tap('KIA');
    expect(t.of('tap')).toEqual([expect.objectContaining({ cell: 'KIA' })]);
    expect(t.detail().log.map((e) => e.move)).toEqual(['KIA片LIAKIA']);
    expect(t.detail().log[0].label.en).toBe('IA-side: red 筆 (scribe) from KIA steps on the red 馬 (horse) on LIA, then comes back to KIA');
    expect(t.detail().toMove).toBe('A');
    expect(t.boardRight()).toBe(true);
    // A's turn: nothing of the computer's move is lit any more.
    expect(Object.values(t.lights())).not.toContain('pick');
  });

  it('a tap on its stepping square, or the `next` button, commits it too', async () => {
    const tapped = await table({ bot: { side: 'IA', level: 'easy' }, firstMovers: ['IA'] }, ['XAU片ZAIXAU']);
    expect(tapped.lights()).toEqual({ XAU: 'pick', ZAI: 'step' });
    await tapped.tap('ZAI');
    expect(tapped.detail().log.map((e) => e.move)).toEqual(['XAU片ZAIXAU']);

    const pressed = await table({ bot: { side: 'IA', level: 'easy' }, firstMovers: ['IA'] }, ['XAU片ZAIXAU']);
    expect(pressed.host.press(pressed.id, 'next').ok).toBe(true);
    await pressed.run(200);
    expect(pressed.detail().log.map((e) => e.move)).toEqual(['XAU片ZAIXAU']);
    expect(pressed.of('correction')).toEqual([]);
    expect(tapped.boardRight()).toBe(true);
  });

  it('the Tam2 back to its square (皇再来): the Tam2 is lit, a tap makes it, and the computer then ends the season', async () => {
    const t = await table({ bot: { side: 'IA', level: 'easy' }, firstMovers: ['IA'] }, ['ZO皇[XY]ZO']);
    expect(t.lights()).toEqual({ ZO: 'pick' });
    expect(t.detail().actions).toMatchObject([{ kind: 'move', confirm: true, move: 'ZO皇[XY]ZO', label: { en: expect.stringContaining('皇 (Tam2) from ZO through XY back to ZO — 皇再来: a −3 penalty hand') } }]);
    await t.tap('ZO');
    await t.run(500);
    expect(t.detail().log.map((e) => e.move)).toEqual(['ZO皇[XY]ZO']);
    // 皇再来 brings the declaration; the stand-in answers 終季 and the one season is over.
    expect(t.of('bot').map((b) => b.choice ?? b.move)).toEqual(['ZO皇[XY]ZO', 'taxot']);
    expect(t.detail().over).toBe(true);
  });

  it('lifted and put back slowly it is not made: a tap is quick', async () => {
    const t = await table({ bot: { side: 'IA', level: 'easy' }, firstMovers: ['IA'] }, ['KIA片LIAKIA']);
    t.sim('lift', 'KIA');
    await t.run(1500);
    t.sim('place', 'KIA');
    await t.run(500);
    expect(t.detail().log).toEqual([]);
    expect(t.lights()).toEqual({ KIA: 'pick', LIA: 'step' });
  });
});

describe('a person’s own move back to its square', () => {
  it('is a button on the dashboard in words, and committed when sent; on the board a lift put back is a cancel and `next` finds nothing', async () => {
    const t = await table({ firstMovers: ['IA'] });
    // Nothing is lit on a still board: no piece is offered for a tap.
    expect(t.lights()).toEqual({});
    await t.tap('KIA');
    expect(t.detail().log).toEqual([]);
    expect(t.host.press(t.id, 'next').ok).toBe(true);
    await t.run(200);
    expect(t.detail().log).toEqual([]);
    expect(t.of('rejected').at(-1)).toMatchObject({ code: 'nothing-to-confirm' });
    const offered = t.detail().actions.find((a) => a.kind === 'move' && a.move === 'KIA片LIAKIA');
    expect(offered).toEqual({
      kind: 'move',
      move: 'KIA片LIAKIA',
      label: {
        en: 'IA-side: red 筆 (scribe) from KIA steps on the red 馬 (horse) on LIA, then comes back to KIA',
        ja: 'IA側: KIAの赤筆がLIAの赤馬を踏み、KIAに戻る',
      },
      group: { en: 'Red 筆 (scribe) on KIA', ja: 'KIAの赤筆' },
    });
    // The board makes nothing else of the start: every offered move is one it cannot see.
    expect(t.detail().actions.every((a) => a.kind === 'move' && / comes back to | back to ZO/.test(a.label.en))).toBe(true);
    expect(t.host.play(t.id, 'KIA片LIAKIA').ok).toBe(true);
    await t.run(500);
    expect(t.detail().log.map((e) => e.move)).toEqual(['KIA片LIAKIA']);
    expect(t.detail().toMove).toBe('A');
    expect(t.boardRight()).toBe(true);
  });
});

describe('while the computer decides', () => {
  it('the boards read nothing of its side: nothing is lit for it, a touch makes no move; its decision then lights its move', async () => {
    const clock = new VirtualClock(0);
    let decide: (() => void) | null = null;
    const decideBot: DecideBot = ({ state }) => new Promise((resolve) => {
      // Decides only when the test says so: a computer still thinking.
      decide = () => resolve(cetkaikGame.pending(state as CetkaikState) !== null
        ? { ok: true, kind: 'choice', text: 'taxot', reason: 'stand-in' }
        : { ok: true, kind: 'move', text: 'KIA片LIAKIA', reason: 'stand-in' });
    });
    const host = new Host({ clock, settleMs: SETTLE_MS, defaultSeed: () => 1, decideBot });
    const board = fakeBoard('a', '9x9', { sim: true });
    host.addBoard(board.connection);
    const started = host.startGame('a', { game: 'cetkaik', options: { seasons: 1, bot: { side: 'IA', level: 'easy' }, firstMovers: ['IA'] }, seed: 1 });
    if (!started.ok) throw new Error(started.error);
    board.report();
    await clock.advanceBy(500);
    expect(decide).not.toBeNull();
    expect(host.game(started.value.id)!.computer).toEqual({ side: 'IA', level: 'easy', thinking: true });
    expect(Object.values(host.board('a')!.lights)).not.toContain('pick');
    expect(host.game(started.value.id)!.actions).toEqual([]);
    // A quick touch of one of its pieces is not its move.
    host.simulate('a', 'lift', ['KIA']);
    await clock.advanceBy(200);
    host.simulate('a', 'place', ['KIA']);
    await clock.advanceBy(500);
    expect(host.game(started.value.id)!.log).toEqual([]);
    decide!();
    await clock.advanceBy(100);
    expect(host.board('a')!.lights).toEqual({ KIA: 'pick', LIA: 'step' });
    expect(host.game(started.value.id)!.computer).toEqual({ side: 'IA', level: 'easy', thinking: false, move: 'KIA片LIAKIA', reason: 'stand-in' });
    host.close();
  });
});
