// The book's games through the host, as `simulate` plays them: the stick games with the players'
// own casts counted in (獣裁's tie re-thrown, 連撃獣裁's streak lost, 新遊's banker keeping every
// stake), played with no board; and whole games of 連船之遊 for 2 and for 4 players on a
// simulated 9×9 board, every sailing made with the ship on the board, the rest entered, the
// casts counted in. Figures as in the rules' worked examples (rules/sticks, rules/shiprace).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playOnBoard, turnsOfCastAndMove, type Turn } from './testing/play-on-board.ts';
import { bufferIo, main } from './cli.ts';
import { Simulation } from './simulation.ts';

async function start(game: string, options: object, board?: string) {
  const started = await Simulation.start({ game, options: { ...options, sticks: 'physical' }, seed: 16 }, { seed: 16, ...(board ? { board } : {}) });
  if (!started.ok) throw new Error(started.error);
  return started.value;
}

/** `stake P1 10`, `throw`, `cast 4` written as the stick tests write them. */
const steps = (...lines: string[]): Turn[] => lines.map((l) => (l.startsWith('cast ') ? { sticks: Number(l.slice(5)) } : { move: l }));
const balances = (sim: Simulation) => (sim.game.view as { balances: Record<string, number> }).balances;
const notes = (sim: Simulation) => sim.events.filter((e) => e.type === 'note').map((e) => (e as { text: string }).text);

describe('the stick games through the host, casts counted by the players', () => {
  it('獣裁: P1 and P3 tie with 4, re-stake alone, and P1 takes the pot of 40', async () => {
    const sim = await start('jusai', { players: ['P1', 'P2', 'P3'], balance: 100 });
    expect(sim.game.boards).toEqual([]);
    await playOnBoard(sim, steps('stake P1 10', 'stake P2 10', 'stake P3 10', 'throw', 'cast 4', 'throw', 'cast 2', 'throw', 'cast 4',
      'stake P3 5', 'stake P1 5', 'throw', 'cast 3', 'throw', 'cast 1'));
    expect(notes(sim)).toEqual(expect.arrayContaining(['P1, P3 tie with 4', 'P1 takes the pot of 40']));
    expect(balances(sim)).toEqual({ P1: 125, P2: 90, P3: 85 });
    expect(sim.game.scores).toEqual({ P1: 125, P2: 90, P3: 85 });
    await sim.stop();
  });

  it('獣裁 through `tabletop simulate` with a script (bin/fixtures/jusai-tie.json): the same round, as JSON events', async () => {
    const io = bufferIo();
    const script = new URL('./fixtures/jusai-tie.json', import.meta.url).pathname;
    const code = await main(['simulate', '--game', 'jusai', '--options', '{"players":["P1","P2","P3"],"balance":100,"sticks":"physical"}', '--script', script], io);
    expect(io.stderr).toEqual([]);
    expect(code).toBe(0);
    const events = io.stdout.map((l) => JSON.parse(l) as { type: string; text?: string; scores?: Record<string, number> });
    expect(events.filter((e) => e.type === 'note').map((e) => e.text)).toEqual(expect.arrayContaining(['P1, P3 tie with 4', 'P1 takes the pot of 40']));
    expect(events.filter((e) => e.type === 'score').at(-1)?.scores).toEqual({ P1: 125, P2: 90, P3: 85 });
  });

  it('連撃獣裁: P1 runs 3 + 4, throws 1 and loses the streak; P2 stops at 2 and takes 40', async () => {
    const sim = await start('rengeki-jusai', { players: ['P1', 'P2'], balance: 50 });
    await playOnBoard(sim, steps('stake P2 20', 'stake P1 20', 'throw', 'cast 3', 'throw', 'cast 4', 'throw', 'cast 1', 'throw', 'cast 2', 'stop'));
    expect(notes(sim)).toEqual(expect.arrayContaining(['P1 throws 1: the running total 7 is lost', 'P2 stops at 2', 'P2 takes the pot of 40']));
    expect(balances(sim)).toEqual({ P1: 30, P2: 70 });
    await sim.stop();
  });

  it('新遊: six children on six numbers, 2 heads: ×2 to C2, the banker keeps 40; then bets on 0 and 5 and 3 heads: the banker takes every stake', async () => {
    const sim = await start('shinyu', { players: ['B', 'C0', 'C1', 'C2', 'C3', 'C4', 'C5'], banker: 'B', balance: 100 });
    await playOnBoard(sim, steps('bet C0 0 10', 'bet C1 1 10', 'bet C2 2 10', 'bet C3 3 10', 'bet C4 4 10', 'bet C5 5 10', 'throw', 'cast 2'));
    expect(balances(sim)).toEqual({ B: 140, C0: 90, C1: 90, C2: 110, C3: 90, C4: 90, C5: 90 });
    await sim.stop();
    const take = await start('shinyu', { players: ['P1', 'P2', 'P3'], banker: 'P1', balance: 100 });
    await playOnBoard(take, steps('bet P2 0 7', 'bet P3 5 12', 'throw', 'cast 3'));
    expect(notes(take)).toContain('3 heads: no bet wins; the banker takes 19');
    expect(balances(take)).toEqual({ P1: 119, P2: 93, P3: 88 });
    await take.stop();
  });
});

const recorded = (name: string) => readFileSync(new URL(`../rules/shiprace/testing/games/${name}.txt`, import.meta.url), 'utf8');

describe('連船之遊 on a simulated board, whole games', () => {
  it.each([
    ['two-players', 2],
    ['four-players', 4],
  ])('%s: every turn taken, ships sailed on the board, the game ends after equal turns', async (name, players) => {
    const sim = await start('shiprace', { players }, '9x9');
    const played = await playOnBoard(sim, turnsOfCastAndMove(recorded(name)));
    expect(sim.game.over).toBe(true);
    expect(sim.game.log.length).toBe(played.physical + played.entered);
    expect(played.physical).toBeGreaterThan(20);
    expect(played.entered).toBeGreaterThan(10);
    expect(sim.game.log.length % players).toBe(0); // equal turns
    const goal = Object.values((sim.game.view as { goal: Record<string, number> }).goal);
    expect(goal).toHaveLength(players);
    expect(Math.max(...goal)).toBeGreaterThanOrEqual(20);
    expect(sim.events.filter((e) => e.type === 'end')).toHaveLength(1);
    await sim.stop();
  }, 60_000);
});
