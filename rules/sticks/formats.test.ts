import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Json } from '../contract.ts';
import { jusaiGame, rengekiJusaiGame, shinyuGame } from './game.ts';
import { errorCode, playSteps, startGame, value } from './testing/play.ts';
import type { StickGame } from './testing/play.ts';
import { playPicks } from './testing/random.ts';
import type { SticksState } from './types.ts';

const GAMES: [string, StickGame<SticksState>][] = [
  ['獣裁', jusaiGame as StickGame<SticksState>],
  ['連撃獣裁', rengekiJusaiGame as StickGame<SticksState>],
  ['新遊', shinyuGame as StickGame<SticksState>],
];

describe('options', () => {
  it('take players, banker (新遊 only) and balance, with defaults', () => {
    expect(value(jusaiGame.parseOptions({}))).toEqual({ players: ['P1', 'P2'], banker: null, balance: 100, board: null });
    expect(value(shinyuGame.parseOptions({ players: ['A', 'B'], balance: 5 }))).toEqual({ players: ['A', 'B'], banker: 'A', balance: 5, board: null });
    expect(value(shinyuGame.parseOptions({ players: ['P1', 'P2', 'P3'], banker: 'P2', balance: 100 })).banker).toBe('P2');
  });

  it.each([
    [jusaiGame, { banker: 'P1' }, 'unknown-option'],
    [jusaiGame, { players: ['P1'] }, 'bad-option'],
    [jusaiGame, { players: ['P1', 'P1'] }, 'bad-option'],
    [jusaiGame, { players: ['P 1', 'P2'] }, 'bad-option'],
    [jusaiGame, { balance: 0 }, 'bad-option'],
    [jusaiGame, { balance: 2.5 }, 'bad-option'],
    [shinyuGame, { banker: 'P9' }, 'bad-option'],
    [shinyuGame, 'P1', 'bad-option'],
  ])('refuses %#', (game, options, code) => {
    expect(errorCode((game as StickGame<SticksState>).parseOptions(options))).toBe(code);
  });

  it('refuses player names that are no plain names, saying the rule: purses, bets and totals are keyed by them', () => {
    // "__proto__" lost its purse when a position was read; "toString" counted as thrown a total.
    for (const game of [jusaiGame, rengekiJusaiGame, shinyuGame] as StickGame<SticksState>[]) {
      expect(game.parseOptions({ players: ['__proto__', 'B'] })).toEqual({
        ok: false, error: { code: 'bad-option', message: 'player name "__proto__" must be 1–16 letters, digits, - or _, beginning with a letter or a digit' },
      });
      expect(game.parseOptions({ players: ['A', 'toString'] })).toEqual({
        ok: false, error: { code: 'bad-option', message: 'player name "toString" is reserved (every object in the program already has a member of that name): choose another' },
      });
      expect(errorCode(game.parseOptions({ players: ['-A', 'B'] }))).toBe('bad-option');
      expect(value(game.parseOptions({ players: ['A-1', 'b_2'] })).players).toEqual(['A-1', 'b_2']);
    }
  });

  it('need no board; started on one, it is their geometry, if it can show a row per player', () => {
    expect(jusaiGame.geometry(value(jusaiGame.parseOptions({})))).toBeNull();
    expect(jusaiGame.geometry(value(jusaiGame.parseOptions({}, { rows: 9, cols: 9 })))).toEqual({ rows: 9, cols: 9 });
    expect(errorCode(jusaiGame.parseOptions({ players: ['A', 'B', 'C'] }, { rows: 3, cols: 9 }))).toBe('board-too-small');
    expect(errorCode(shinyuGame.parseOptions({}, { rows: 9, cols: 6 }))).toBe('board-too-small');
  });
});

describe('move notation', () => {
  it('reads stake, bet, throw and stop, keywords in any case', () => {
    const state = startGame(shinyuGame, { players: ['P1', 'Bo'] });
    expect(value(shinyuGame.parseMove(' BET bo 3 10 ', state))).toEqual({ type: 'bet', player: 'Bo', heads: 3, amount: 10 });
    expect(value(shinyuGame.parseMove('Throw', state))).toEqual({ type: 'throw' });
    expect(value(shinyuGame.parseMove('stake P1 4', state))).toEqual({ type: 'stake', player: 'P1', amount: 4 });
    expect(value(shinyuGame.parseMove('stop', state))).toEqual({ type: 'stop' });
  });

  it.each(['', 'stake', 'stake P1', 'stake P1 x', 'stake P1 -3', 'bet P1 3', 'throw 3', 'roll', 'stake P1 1.5'])('refuses %j', (text) => {
    expect(errorCode(jusaiGame.parseMove(text, startGame(jusaiGame)))).toBe('bad-notation');
  });

  it('refuses players who are not playing', () => {
    expect(errorCode(jusaiGame.parseMove('stake P7 3', startGame(jusaiGame)))).toBe('no-such-player');
  });

  it.each(GAMES)('%s: every legal move reads back as itself, in random games', (_name, game) => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), (picks) => {
        for (const state of playPicks(game, startGame(game, { players: ['P1', 'P2', 'P3'], balance: 12 }), picks)) {
          for (const move of game.legalMoves(state)) {
            expect(value(game.parseMove(game.formatMove(move, state), state))).toEqual(move);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('position JSON', () => {
  it.each(GAMES)('%s: round trips in random games (format ∘ parse ∘ format = format), moves and pending alike', (_name, game) => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 80 }), (picks) => {
        const start = startGame(game, { players: ['P1', 'P2', 'P3'], balance: 9 });
        for (const state of playPicks(game, start, picks)) {
          const json = game.formatPosition(state);
          const back = value(game.parsePosition(JSON.parse(JSON.stringify(json)), state.options));
          expect(game.formatPosition(back)).toEqual(json);
          expect(game.legalMoves(back)).toEqual(game.legalMoves(state));
          expect(game.pending(back)).toEqual(game.pending(state));
          expect(game.isOver(back)).toBe(game.isOver(state));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reads a hand-made 獣裁 position: P2 staked 10, P1 to match', () => {
    const options = value(jusaiGame.parseOptions({ players: ['P1', 'P2'] }));
    const json = {
      round: 2, tie: 0, balances: { P1: 90, P2: 100 }, out: [], contenders: ['P1', 'P2'], ante: 10, staked: ['P2'], pot: 10,
      totals: {}, streak: 0, throws: 0, casting: false, lastCast: { player: 'P2', heads: 3 },
    };
    const state = value(jusaiGame.parsePosition(json, options));
    expect(jusaiGame.legalMoves(state).map((m) => jusaiGame.formatMove(m, state))).toEqual(['stake P1 10']);
  });

  it.each<[string, Record<string, Json>, string | null]>([
    ['the base position', {}, null],
    ['P1 throwing after both staked', { staked: ['P2', 'P1'], pot: 20, casting: true }, null],
    ['P2 throwing after P1 threw 3', { staked: ['P2', 'P1'], pot: 20, totals: { P1: 3 } }, null],
    ['an unknown key', { colour: 'red' }, 'bad-position'],
    ['a missing purse', { balances: { P1: 90 } }, 'bad-position'],
    ['a stake that is not the ante', { pot: 11 }, 'bad-position'],
    ['a rich player out', { out: ['P1'] }, 'bad-position'],
    ['totals before every stake', { totals: { P1: 3 } }, 'bad-position'],
    ['a total of 6 in 獣裁', { staked: ['P2', 'P1'], pot: 20, totals: { P1: 6 } }, 'bad-position'],
    ['totals out of seat order', { staked: ['P2', 'P1'], pot: 20, totals: { P2: 3 } }, 'bad-position'],
    ['a streak in 獣裁', { staked: ['P2', 'P1'], pot: 20, streak: 3, throws: 1 }, 'bad-position'],
    ['a cast awaited before the stakes', { casting: true }, 'bad-position'],
  ])('%s', (_what, change, code) => {
    const options = value(jusaiGame.parseOptions({ players: ['P1', 'P2'] }));
    const json = {
      round: 2, tie: 0, balances: { P1: 90, P2: 90 }, out: [], contenders: ['P1', 'P2'], ante: 10, staked: ['P2'], pot: 10,
      totals: {}, streak: 0, throws: 0, casting: false, lastCast: null, ...change,
    };
    const parsed = jusaiGame.parsePosition(json, options);
    if (code === null) expect(parsed.ok).toBe(true);
    else expect(errorCode(parsed)).toBe(code);
  });

  it('refuses 新遊 bets the banker could not pay and bets by the banker', () => {
    const options = value(shinyuGame.parseOptions({ players: ['B', 'C'], balance: 10 }));
    const json = { round: 1, balances: { B: 10, C: 8 }, out: [], bets: { C: { heads: 0, amount: 2 } }, casting: false, lastCast: null };
    expect(errorCode(shinyuGame.parsePosition(json, options))).toBe('bad-position');
    expect(errorCode(shinyuGame.parsePosition({ ...json, bets: { B: { heads: 2, amount: 1 } } }, options))).toBe('bad-position');
    expect(value(shinyuGame.parsePosition({ ...json, bets: { C: { heads: 2, amount: 2 } }, casting: true }, options)).casting).toBe(true);
  });
});

describe('on a board', () => {
  const names = (game: StickGame<SticksState>, state: SticksState) => {
    const board = state.options.board!;
    return Object.fromEntries([...(game.ambientLights!(state) ?? new Map())].map(([cell, role]) => [game.cellName(cell, board), role]));
  };

  it('獣裁/連撃獣裁: the heads on row 1, the running totals as gold fives and score ones on the players rows', () => {
    const game = rengekiJusaiGame as StickGame<SticksState>;
    const start = startGame(game, { players: ['P1', 'P2'] }, { rows: 9, cols: 9 });
    const running = playSteps(game, start, ['stake P1 5', 'stake P2 5', 'throw', 'cast 4', 'throw', 'cast 3']).state;
    // P1 (row 2) throws, running total 7: A2 selected, B2 gold, C2 D2 score; 3 heads on A1 B1 C1.
    expect(names(game, running)).toEqual({ A1: 'heads', B1: 'heads', C1: 'heads', A2: 'selected', B2: 'gold', C2: 'score', D2: 'score' });
    const done = playSteps(game, running, ['stop', 'throw', 'cast 2', 'stop']).state;
    // Between rounds: the last contest, P1 the winner.
    expect(names(game, done)).toEqual({ A1: 'heads', B1: 'heads', A2: 'gold', B2: 'gold', C2: 'score', D2: 'score', B3: 'score', C3: 'score' });
    expect(game.occupancy(done).isEmpty()).toBe(true);
    expect(game.footprint(done, { type: 'throw' }).sensing).toBe('not');
  });

  it('新遊: each child\'s bet on its number, then gold for a win and error for a loss', () => {
    const game = shinyuGame as StickGame<SticksState>;
    const start = startGame(game, { players: ['B', 'C1', 'C2'] }, { rows: 9, cols: 9 });
    const bet = playSteps(game, start, ['bet C1 0 1', 'bet C2 3 1']).state;
    expect(names(game, bet)).toEqual({ A2: 'selected', B3: 'target', E4: 'target' });
    const thrown = playSteps(game, bet, ['throw', 'cast 3']).state;
    expect(names(game, thrown)).toEqual({ A1: 'heads', B1: 'heads', C1: 'heads', B3: 'error', A4: 'gold', E4: 'gold' });
  });

  it('no board: no lights, no cells', () => {
    const state = startGame(jusaiGame);
    expect(jusaiGame.ambientLights!(state).size).toBe(0);
  });
});

describe('score and view', () => {
  it('score the purses, best first', () => {
    const state = playSteps(jusaiGame, startGame(jusaiGame, { players: ['P1', 'P2', 'P3'] }), [
      'stake P1 10', 'stake P2 10', 'stake P3 10', 'throw', 'cast 1', 'throw', 'cast 2', 'throw', 'cast 0',
    ]).state;
    expect(jusaiGame.score!(state)).toEqual({
      scores: { P1: 90, P2: 120, P3: 90 },
      breakdown: { P1: { purse: 90 }, P2: { purse: 120 }, P3: { purse: 90 } },
      ranking: ['P2', 'P1', 'P3'],
    });
  });

  it('shows the phase, the pot and who must act', () => {
    const state = playSteps(jusaiGame, startGame(jusaiGame), ['stake P2 4']).state;
    expect(jusaiGame.view(state)).toMatchObject({ game: 'jusai', phase: 'stake', pot: 4, ante: 4, waitingToStake: ['P1'], over: false });
    const bank = startGame(shinyuGame);
    expect(shinyuGame.view(bank)).toMatchObject({ game: 'shinyu', banker: 'P1', children: ['P2', 'P3'], phase: 'bet', payouts: [8, 4, 2, 2, 4, 8] });
  });
});
