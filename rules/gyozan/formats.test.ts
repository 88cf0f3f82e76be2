import { footprintOf } from '../footprint.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { DEMO_DECK, cardName } from './cards.ts';
import { at, errorCode, game, positionJson, refusal, value } from './testing/positions.ts';
import type { GyozanState } from './types.ts';

/** A random game: each number picks the next move, cast or choice. */
function randomGame(players: number, seed: number, picks: number[]): GyozanState[] {
  const rng = seededRng(seed);
  let state = game.setup(value(game.parseOptions({ players })), rng);
  const states = [state];
  for (const pick of picks) {
    if (game.isOver(state)) break;
    const asked = game.pending(state);
    const result =
      asked === null
        ? game.play(state, game.legalMoves(state)[pick % game.legalMoves(state).length], rng)
        : asked.kind === 'cast'
          ? game.resolve(state, { cast: pick % 6 }, rng)
          : game.resolve(state, { choice: asked.kind === 'choice' ? asked.options[pick % asked.options.length] : '' }, rng);
    state = value(result).state;
    states.push(state);
  }
  return states;
}

describe('行山 options', () => {
  it('2 players, the invented deck and routes, 10 rice each, unless told', () => {
    const options = value(game.parseOptions({}));
    expect(options).toMatchObject({ players: 2, demoDeck: true, demoRoutes: true, startRice: 10, startCoins: 0 });
    expect(options.deck.map(cardName).filter((n) => n === '黒兵')).toHaveLength(8);
    expect(DEMO_DECK).toHaveLength(51);
    expect(game.about?.status).toBe('reconstruction');
    expect(game.about?.notes).toContain('INVENTED');
  });

  it('take the owner\'s deck and routes', () => {
    const deck = ['黒兵', '黒兵', '黒兵', '赤兵', '赤兵', '赤兵', '黒弓', '赤弓', '黒王', '赤王', '皇', '無'];
    const routes = [['KA', 'LE', 'NI', 'TU', 'ZO'], ['PIA', 'MAU', 'CAI', 'XY', 'ZO']];
    const options = value(game.parseOptions({ deck, routes, rice: 20, coins: 1 }));
    expect(options).toMatchObject({ demoDeck: false, demoRoutes: false, startRice: 20, startCoins: 1 });
    expect(game.view(game.setup(options, seededRng(1)))).toMatchObject({ invented: [], routes });
  });

  it.each([
    [{ players: 5 }, 'bad-option'],
    [{ deck: ['黒兵'] }, 'bad-option'],
    [{ deck: Array(12).fill('青兵') }, 'bad-option'],
    [{ routes: [['KA', 'LA']] }, 'bad-option'],
    [{ routes: [['KA', 'LA', 'ZO'], ['LA', 'NA', 'ZO']] }, 'bad-option'],
    [{ routes: [['KA', 'LA'], ['PA', 'ZO']] }, 'bad-option'],
    [{ pieces: 2 }, 'unknown-option'],
  ])('refuse %j', (options, code) => {
    expect(errorCode(game.parseOptions(options))).toBe(code);
  });

  it('need the 9×9 board', () => {
    expect(errorCode(game.parseOptions({}, { rows: 8, cols: 8 }))).toBe('board-size');
  });
});

describe('行山 formats', () => {
  it('moves read back as themselves and positions round trip, over random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), fc.array(fc.nat(), { maxLength: 120 }), (players, seed, picks) => {
        for (const state of randomGame(players, seed, picks)) {
          for (const move of game.legalMoves(state)) expect(value(game.parseMove(game.formatMove(move, state), state))).toEqual(move);
          const json = game.formatPosition(state);
          const back = value(game.parsePosition(JSON.parse(JSON.stringify(json)), state.options));
          expect(game.formatPosition(back)).toEqual(json);
          expect(game.legalMoves(back)).toEqual(game.legalMoves(state));
          expect(game.pending(back)).toEqual(game.pending(state));
        }
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    ['', 'bad-notation'],
    ['install', 'bad-notation'],
    ['install 青兵', 'bad-card'],
    ['exchange 0', 'bad-notation'],
    ['move gold TI', 'bad-notation'],
    ['move rice QQ', 'bad-notation'],
    ['fly', 'bad-notation'],
  ])('refuses %j', (text, code) => {
    expect(errorCode(game.parseMove(text, at([{}, {}])))).toBe(code);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a card the deck does not have so often', { pile: Array(9).fill('黒兵') }],
    ['a piece off its route', { players: positionJson([{ square: 'ZE' }, {}]).players }],
    ['effects that wait for nothing', { phase: { step: 'effects', next: 0 } }],
    ['a cast for a card that casts nothing', { phase: { step: 'effects', next: 1 }, waiting: { kind: 'cast', card: 0 }, players: positionJson([{ installed: [{ card: '赤王' }] }, {}]).players }],
    // The purposes are looked up in a table: "constructor" once read its inherited function and threw.
    ['a choice for the purpose "constructor"', { phase: { step: 'effects', next: 1 }, waiting: { kind: 'choice', card: 0, purpose: 'constructor' }, players: positionJson([{ installed: [{ card: '赤将' }] }, {}]).players }],
    ['a choice for the purpose "__proto__"', { phase: { step: 'effects', next: 1 }, waiting: { kind: 'choice', card: 0, purpose: '__proto__' }, players: positionJson([{ installed: [{ card: '赤将' }] }, {}]).players }],
  ])('refuses a position with %s', (_what, change) => {
    expect(errorCode(game.parsePosition({ ...positionJson([{}, {}]), ...change }, value(game.parseOptions({}))))).toBe('bad-position');
  });
});

describe('行山 on the board', () => {
  const BOARD = { rows: 9, cols: 9 };
  it('the pieces stand on their squares; a move is the piece lifted and put down where it lands', () => {
    const state = at([{ coins: 2 }, {}]);
    expect([...game.occupancy(state)].map((c) => game.cellName(c, BOARD))).toEqual(['KA', 'PA']);
    const fp = footprintOf(game, state, value(game.parseMove('move rice LA', state)));
    expect([[...fp.lift], [...fp.fill], fp.sensing]).toEqual([[game.parseCell('KA', BOARD)], [game.parseCell('LA', BOARD)], 'fully']);
    expect(footprintOf(game, state, value(game.parseMove('discard 黒兵', state))).sensing).toBe('not');
  });

  it('paid in rice or in coins looks the same: the player says', () => {
    const state = at([{ coins: 2 }, {}]);
    const rice = value(game.parseMove('move rice LA', state));
    const coins = value(game.parseMove('move coins LA', state));
    const picked = game.disambiguate(state, [rice, coins]);
    expect('choice' in picked && picked.choice.options).toEqual([rice, coins]);
  });

  it('lights the 皇山 and where the piece may land', () => {
    const lights = game.ambientLights!(at([{}, {}]));
    expect(Object.fromEntries([...lights].map(([c, r]) => [game.cellName(c, BOARD), r]))).toEqual({ ZO: 'centre', LA: 'target' });
    expect(refusal(at([{ rice: 9 }, {}]), 'move rice LA')).toBe('too-poor');
    expect(refusal(at([{}, {}]), 'move rice NA')).toBe('wrong-square');
  });
});
