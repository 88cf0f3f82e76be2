// A computer opponent on this host's side of a remote match: Host.remoteSide refuses a remote side
// that is the computer's own; otherwise the computer acts only while the driver releases the table
// (an answer that comes while the remote side holds it is kept), its move lit again at every
// release, the boards held while it thinks; on no board its move is played at once and its choice
// made by itself. The remote side's own turns are not the computer's: it neither thinks nor lights.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import { footprintOf, cetkaikGame, cetkaikSquareName, seededRng, type CetkaikState } from '../../rules/index.ts';
import type { BotDecided, DecideBot } from '../bots/bot-runner.ts';
import type { HostEvent } from '../events.ts';
import { Host } from '../host.ts';
import { fakeBoard } from '../testing/fake-board.ts';

const names = (cells: Iterable<number>): string[] => [...cells].map(cetkaikSquareName);

/** The first legal move that waits on nothing after it (no cast deciding it, no choice), told apart on a board from every other. */
function plain(s: CetkaikState): string {
  const moves = cetkaikGame.legalMoves(s);
  const keyOf = (m: (typeof moves)[number]) => { const fp = footprintOf(cetkaikGame, s, m); return [fp.lift, fp.fill, fp.touch].map((c) => names(c).sort().join(',')).join('|'); };
  const keys = moves.map(keyOf);
  const move = moves.find((m, i) => {
    const p = cetkaikGame.play(s, m, seededRng(0));
    return p.ok && cetkaikGame.pending(p.value.state) === null && footprintOf(cetkaikGame, s, m).lift.toArray().length > 0 && keys.indexOf(keys[i]) === keys.lastIndexOf(keys[i]);
  });
  return cetkaikGame.formatMove(move!, s);
}

/** A stand-in for the computer that answers when the test says, with a plain move (or its choice). */
function standIn(choice = 'tymok') {
  const asked: { state: CetkaikState; answer: () => BotDecided; resolve: (d: BotDecided) => void }[] = [];
  const decide: DecideBot = ({ state }) => new Promise((resolve) => {
    const s = state as CetkaikState;
    const answer = (): BotDecided => (cetkaikGame.pending(s) !== null
      ? { ok: true, kind: 'choice', text: choice, reason: 'stand-in' }
      : { ok: true, kind: 'move', text: plain(s), reason: 'stand-in' });
    asked.push({ state: s, answer, resolve });
  });
  /** The latest question answered; the answer handed over once the promise settles. */
  const answer = async (): Promise<BotDecided> => {
    const q = asked.at(-1)!;
    const a = q.answer();
    q.resolve(a);
    await new Promise((r) => setImmediate(r));
    return a;
  };
  return { decide, asked, answer };
}

function host(decide: DecideBot) {
  const clock = new VirtualClock(0);
  const h = new Host({ clock, settleMs: 100, defaultSeed: () => 1, decideBot: decide });
  const events: HostEvent[] = [];
  h.events$.subscribe((e) => events.push(e));
  return { h, clock, events };
}

describe('a computer opponent beside a remote side', () => {
  it('refuses a remote side that is the computer\'s own; takes the other', () => {
    const bot = standIn();
    const { h } = host(bot.decide);
    const started = h.startGame([], { game: 'cetkaik', options: { bot: { side: 'IA', level: 'easy' } }, seed: 1 });
    if (!started.ok) throw new Error(started.error);
    expect(h.remoteSide(started.value.id, 'IA')).toMatchObject({ ok: false, code: 'conflict', error: expect.stringContaining('computer opponent of game') });
    expect(h.remoteSide(started.value.id, 'A')).toMatchObject({ ok: true, value: { side: 'A' } });
  });

  it('on a board: lights its move only while the table is released (kept while held, lit again at each release), holds the boards while it thinks; the remote side\'s turn is the driver\'s alone', async () => {
    const bot = standIn();
    const { h, clock, events } = host(bot.decide);
    const board = fakeBoard('a', '9x9', { sim: true });
    h.addBoard(board.connection);
    const started = h.startGame('a', { game: 'cetkaik', options: { seasons: 1, bot: { side: 'IA', level: 'easy' }, firstMovers: ['IA'], sticks: 'physical' }, seed: 1 });
    if (!started.ok) throw new Error(started.error);
    const id = started.value.id;
    board.report();
    const rules = () => h.gameState(id)!;
    const lights = () => h.board('a')!.lights;
    const moves = () => h.game(id)!.log.map((e) => e.move);
    /** A person makes `move` with the pieces (the captured one lifted first). */
    const make = async (move: string) => {
      const { state } = rules();
      const parsed = cetkaikGame.parseMove(move, state as CetkaikState);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const fp = footprintOf(cetkaikGame, state as CetkaikState, parsed.value);
      for (const cells of [names(fp.touch), names(fp.lift)]) {
        if (cells.length === 0) continue;
        expect(h.simulate('a', 'lift', cells).ok).toBe(true);
        await clock.advanceBy(150);
      }
      expect(h.simulate('a', 'place', [...names(fp.fill), ...names(fp.touch)]).ok).toBe(true);
      await clock.advanceBy(150);
    };
    const remote = h.remoteSide(id, 'A');
    if (!remote.ok) throw new Error(remote.error);
    const side = remote.value;
    expect(bot.asked).toHaveLength(1);

    // Released while it thinks: the boards are held, a move of its side made on the board is not taken.
    side.release();
    await clock.advanceBy(0);
    expect(h.game(id)!.computer).toMatchObject({ side: 'IA', thinking: true });
    const other = plain(rules().state as CetkaikState);
    await make(other);
    expect(moves()).toEqual([]);
    // Put back.
    const { state } = rules();
    const want = new Set(names(cetkaikGame.occupancy(state as CetkaikState)));
    const have = new Set(h.board('a')!.occupancy);
    h.simulate('a', 'lift', [...have].filter((c) => !want.has(c)));
    h.simulate('a', 'place', [...want].filter((c) => !have.has(c)));
    await clock.advanceBy(150);

    // Held (the match paused, say) when it answers: its move is kept, not lit.
    side.hold();
    const answer = await bot.answer();
    const move = (answer as { text: string }).text;
    await clock.advanceBy(0);
    expect(h.game(id)!.computer?.move).toBeUndefined();
    expect(Object.values(lights())).not.toContain('selected');
    expect(events.filter((e) => e.type === 'bot')).toEqual([]);
    // Released: lit, and said once.
    side.release();
    await clock.advanceBy(0);
    expect(h.game(id)!.computer).toMatchObject({ move, thinking: false });
    expect(Object.values(lights())).toContain('selected');
    expect(events.filter((e) => e.type === 'bot')).toMatchObject([{ side: 'IA', move }]);
    // Held and released again: the driver's release does not undo its guide.
    side.hold();
    await clock.advanceBy(0);
    expect(Object.values(lights())).not.toContain('selected');
    side.release();
    await clock.advanceBy(0);
    expect(Object.values(lights())).toContain('selected');
    expect(events.filter((e) => e.type === 'bot')).toHaveLength(1);

    await make(move);
    expect(moves()).toEqual([move]);
    expect(side.mode()).toBe('held');
    // A's turn, the remote side's: the computer is not asked; the driver's move is lit, its release lets every move through.
    expect(bot.asked).toHaveLength(1);
    expect(h.game(id)!.computer).toMatchObject({ thinking: false });
    const s = rules().state as CetkaikState;
    const theirs = plain(s);
    const guided = side.guide(theirs);
    expect(guided, JSON.stringify(guided)).toMatchObject({ ok: true });
    await make(theirs);
    expect(moves()).toEqual([move, theirs]);
    // IA's again: asked once more, lit on release.
    expect(bot.asked).toHaveLength(2);
    const next = (await bot.answer()) as { text: string };
    side.release();
    await clock.advanceBy(0);
    expect(h.game(id)!.computer).toMatchObject({ move: next.text });
    expect(events.filter((e) => e.type === 'rejected')).toEqual([]);
  });

  it('on no board: its move played at once and its choice made by itself, each once the driver releases the table', async () => {
    const bot = standIn('tymok');
    const { h, events } = host(bot.decide);
    // A's king takes IA's: the hand 王 is formed, and A must choose 再行 (tymok) or 終季 (taxot).
    const black = { color: 'black', kind: 'io' };
    const position = {
      ruleset: 'y1huap1', toMove: 'A', tamMovedBy: null, hands: { A: [], IA: [] },
      board: { ZO: { kind: 'tam2' }, LU: { side: 'A', ...black }, NU: { side: 'IA', color: 'red', kind: 'io' } },
    };
    const started = h.startGame([], { game: 'cetkaik', options: { seasons: 4, bot: { side: 'A', level: 'easy' }, sticks: 'physical' }, position, seed: 5 });
    if (!started.ok) throw new Error(started.error);
    const id = started.value.id;
    const remote = h.remoteSide(id, 'IA');
    if (!remote.ok) throw new Error(remote.error);
    const side = remote.value;
    expect(side.boardless).toBe(true);
    bot.asked.at(-1)!.answer = () => ({ ok: true, kind: 'move', text: 'LU片NU', reason: 'takes the king' });
    // Answered while held: nothing is played.
    await bot.answer();
    expect(h.game(id)!.log).toEqual([]);
    side.release();
    expect(h.game(id)!.log.map((e) => e.move)).toEqual(['LU片NU']);
    expect(side.mode()).toBe('held');
    // Its choice, asked at once; made only once released.
    expect(bot.asked).toHaveLength(2);
    await bot.answer();
    expect(side.choicesTaken()).toBe(0);
    side.release();
    expect(side.choicesTaken()).toBe(1);
    expect(side.lastChoice()).toBe('tymok');
    expect(events.filter((e) => e.type === 'bot')).toMatchObject([{ side: 'A', move: 'LU片NU' }, { side: 'A', choice: 'tymok' }]);
    // IA's turn: the driver's; the computer is not asked.
    expect(side.toMove()).toBe('IA');
    expect(bot.asked).toHaveLength(2);
    expect(events.filter((e) => e.type === 'rejected')).toEqual([]);
  });
});
