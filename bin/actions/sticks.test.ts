// The three throwing-stick games (獣裁, 連撃獣裁, 新遊) played through the API by their actions
// alone, as a newcomer who reads no notation: buttons of the usual stakes and bets, throw and stop,
// the sticks cast by the host. Small purses so that someone goes broke soon.
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, gameDetail, requestOf, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { post } from '../../dashboard/testing/inject.ts';
import { LARGEST_SHINYU } from '../bench/sticks.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';
import { countLooks, type CountingGame } from '../testing/counting-game.ts';

let running: ActionsApp | null = null;
let counting: CountingGame | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
  counting?.restore();
  counting = null;
});

/** Few enough to read at a café table. */
const MOST_ACTIONS = 40;

function checkStep(game: FollowedGame): void {
  if (game.over) return;
  expect(game.actions.length).toBeGreaterThan(0);
  expect(game.actions.length).toBeLessThanOrEqual(MOST_ACTIONS);
  // Some complete move is offered, never forms alone.
  expect(game.actions.some((a) => a.kind !== 'form' && a.kind !== 'entry')).toBe(true);
  for (const a of game.actions) {
    expect(a.label.en.length).toBeGreaterThan(0);
    expect(a.label.ja.length).toBeGreaterThan(0);
    if (a.kind === 'move') expect(a.label.en).not.toBe(a.move);
  }
}

/** Game, options, seeds: two or three players with small purses end within a few dozen steps. */
const CASES: [string, Record<string, unknown>, number[]][] = [
  ['jusai', { players: ['P1', 'P2'], balance: 10 }, [1, 2, 3]],
  ['jusai', { players: ['P1', 'P2', 'P3'], balance: 10 }, [1, 2]],
  ['rengeki-jusai', { players: ['P1', 'P2'], balance: 10 }, [1, 2, 3]],
  ['rengeki-jusai', { players: ['P1', 'P2', 'P3'], balance: 10 }, [1, 2]],
  ['shinyu', { players: ['P1', 'P2', 'P3'], balance: 10 }, [1, 2, 3]],
  ['shinyu', { players: ['P1', 'P2'], banker: 'P2', balance: 20 }, [1, 2]],
  // Real sticks: the heads are counted and entered by buttons.
  ['jusai', { players: ['P1', 'P2'], balance: 10, sticks: 'physical' }, [1]],
  ['rengeki-jusai', { players: ['P1', 'P2'], balance: 10, sticks: 'physical' }, [1]],
  ['shinyu', { players: ['P1', 'P2', 'P3'], balance: 10, sticks: 'physical' }, [1]],
];

describe('the stick games followed by their actions alone', () => {
  for (const [id, options, seeds] of CASES) {
    for (const seed of seeds) {
      it(`${id} ${JSON.stringify(options)}, seed ${seed}: played to its end, a few buttons at every step`, async () => {
        running = await startActionsApp({ game: id, options, seed });
        const first = await gameDetail(running.app, running.id);
        checkStep(first);
        const taken: Action[] = [];
        const { game, steps } = await followActions(running.app, running.id, {
          maxSteps: 400,
          seed,
          after: (g, action) => { taken.push(action); checkStep(g); },
        });
        expect(game.over).toBe(true);
        expect(game.result?.reason).toEqual(expect.any(String));
        expect(steps).toBeGreaterThan(2);
        // Every purse the game began with is still there: money moves, it is never made.
        const view = game.view as { balances: Record<string, number> };
        const players = options.players as string[];
        expect(Object.values(view.balances).reduce((a, b) => a + b, 0)).toBe(players.length * (options.balance as number));
        // The log names the moves in words.
        const casts = taken.filter((a) => a.kind === 'sticks').length;
        expect(casts > 0).toBe(options.sticks === 'physical');
        expect(game.log.length).toBe(steps - casts);
        for (const entry of game.log) expect(entry.label.en).not.toBe(entry.move);
      });
    }
  }
});

describe('the stick games by their forms', () => {
  it('獣裁: a stake of another amount from its form, then the other stake offered alone', async () => {
    running = await startActionsApp({ game: 'jusai', options: { balance: 30 } });
    const start = await gameDetail(running.app, running.id);
    const form = start.actions.find((a) => a.kind === 'form' && a.label.en === 'P2 stakes another amount');
    expect(form).toMatchObject({ kind: 'form', form: { move: 'stake P2 {amount}' } });
    const { route, body } = requestOf(form as Action, { amount: 13 });
    expect(body).toEqual({ move: 'stake P2 13' });
    const res = await post(running.app, `/api/games/${running.id}/${route}`, { body });
    expect(res.statusCode).toBe(200);
    const after = (res.json() as { game: FollowedGame }).game;
    expect(after.actions).toEqual([{ kind: 'move', label: { en: 'P1 stakes 13', ja: 'P1 が 13 を賭け金に出す' }, move: 'stake P1 13' }]);
  });

  it('新遊: a bet from its form, and the banker’s throw named as the banker’s', async () => {
    running = await startActionsApp({ game: 'shinyu', options: { players: ['P1', 'P2'], balance: 100 } });
    const start = await gameDetail(running.app, running.id);
    const forms = start.actions.filter((a) => a.kind === 'form');
    expect(forms.map((a) => a.label.en)).toEqual(['P2 bets another amount']);
    const { route, body } = requestOf(forms[0], { heads: 4, amount: 25 });
    expect(body).toEqual({ move: 'bet P2 4 25' });
    const bet = await post(running.app, `/api/games/${running.id}/${route}`, { body });
    expect(bet.statusCode).toBe(200);
    const after = (bet.json() as { game: FollowedGame }).game;
    expect(after.actions).toEqual([{ kind: 'move', label: { en: 'P1 (the banker) throws the sticks', ja: '親の P1 が棒を投げる' }, move: 'throw' }]);
    expect(after.log.at(-1)?.label).toMatchObject({ en: 'P2 bets 25 on 4 heads (pays ×4)', ja: 'P2 が表 4 本に 25 賭ける（×4）' });
  });
});

describe('新遊 at its largest: 8 players, purses of 1 000 000', () => {
  // Listing a bet of every amount was some 20 million moves: seconds per answer and gigabytes.
  // The host is handed each stake and bet as a range (the ends, README of rules/sticks): 7
  // children × 6 numbers × 2 ends at most, looked at a few times per answer.
  const FEW = 500;

  it('starting it and placing a bet each look at a few moves, as few with purses of 1 000 000 as of 1 000', async () => {
    // Purses of 1 000 first: a host handed one move per amount (some 20 000 here) fails at once,
    // before it is handed millions.
    for (const balance of [1000, LARGEST_SHINYU.options.balance]) {
      counting = countLooks('shinyu');
      running = await startActionsApp({ ...LARGEST_SHINYU, options: { ...LARGEST_SHINYU.options, balance } });
      expect(counting.looked.moves, `moves looked at with purses of ${balance}`).toBeGreaterThan(0);
      expect(counting.looked.moves, `moves looked at with purses of ${balance}`).toBeLessThanOrEqual(FEW);
      expect(counting.looked.footprints, `footprints asked for with purses of ${balance}`).toBeLessThanOrEqual(FEW);
      await running.close();
      running = null;
      counting.restore();
    }
    counting = countLooks('shinyu');
    running = await startActionsApp(LARGEST_SHINYU);
    const start = await gameDetail(running.app, running.id);
    // The moves to type are suggested by the ends of each range.
    const enterable = (start as FollowedGame & { enterable: string[] }).enterable;
    expect(enterable).toContain('bet b 0 1');
    expect(enterable).toContain('bet b 0 142857');
    expect(enterable).toHaveLength(84);
    counting.reset();
    const bet = await post(running.app, `/api/games/${running.id}/moves`, { body: { move: 'bet b 3 123457' } });
    expect(bet.statusCode).toBe(200);
    expect(counting.looked.moves).toBeLessThanOrEqual(FEW);
    expect(counting.looked.footprints).toBeLessThanOrEqual(FEW);
    const after = (bet.json() as { game: FollowedGame }).game;
    expect(after.log.at(-1)?.label.en).toBe('b bets 123457 on 3 heads (pays ×2)');
    // An amount out of range is refused with the reason: should 0 come up, b's bet is the bank's,
    // so it could pay (1 000 000 + 123 457) / 7 on 0.
    const over = await post(running.app, `/api/games/${running.id}/moves`, { body: { move: 'bet c 0 160494' } });
    expect(over.statusCode).toBe(409);
    expect(over.body).toContain('the banker could not pay more than a bet of 160493 on 0');
    const most = await post(running.app, `/api/games/${running.id}/moves`, { body: { move: 'bet c 0 160493' } });
    expect(most.statusCode).toBe(200);
  });

  it('the dashboard offers each child a button per number and a form with the range, never a button per amount', async () => {
    running = await startActionsApp(LARGEST_SHINYU);
    const { actions } = await gameDetail(running.app, running.id);
    const children = LARGEST_SHINYU.options.players.slice(1);
    const buttons = actions.filter((a): a is Extract<Action, { kind: 'move' }> => a.kind === 'move');
    // A bet of 10 on each of the 6 numbers, for each of the 7 children.
    expect(buttons).toHaveLength(children.length * 6);
    expect(new Set(buttons.map((a) => a.move.replace(/ \d+$/, ''))).size).toBe(buttons.length);
    expect(buttons.every((a) => a.move.endsWith(' 10'))).toBe(true);
    const forms = actions.filter((a): a is Extract<Action, { kind: 'form' }> => a.kind === 'form');
    expect(forms.map((a) => a.form.move)).toEqual(children.map((p) => `bet ${p} {heads} {amount}`));
    for (const form of forms) {
      const props = form.form.schema.properties as { heads: { oneOf: { const: number }[] }; amount: { type: string; minimum: number; maximum: number } };
      expect(props.amount).toMatchObject({ type: 'integer', minimum: 1, maximum: 1_000_000 });
      expect(props.heads.oneOf.map((o) => o.const)).toEqual([0, 1, 2, 3, 4, 5]);
    }
    // Any amount of the range typed in the form is played.
    const { route, body } = requestOf(forms[0], { heads: 2, amount: 987_654 });
    expect(body).toEqual({ move: 'bet b 2 987654' });
    const res = await post(running.app, `/api/games/${running.id}/${route}`, { body });
    expect(res.statusCode).toBe(200);
  });
});
