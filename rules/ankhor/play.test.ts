import { describe, expect, it } from 'vitest';
import { ankhorGame as game } from './game.ts';
import { errorOf, listing, moveOf, notes, playAll, rng, stateOf } from './testing/build.ts';
import type { PositionSpec } from './testing/build.ts';
import type { AnkhorState } from './types.ts';

const at = (spec: PositionSpec) => stateOf(spec);
const tryMove = (state: AnkhorState, text: string) => game.play(state, moveOf(state, text), rng);

describe('taking tokens', () => {
  it('takes three; over five resources at the end of the turn, the player returns tokens of their choice', () => {
    // Four players: six tokens of each type.
    const state = at({ players: [{ base: { A1: 'red desert' }, tokens: { red: 4, blue: 1 } }, {}, {}, {}] });
    const { state: after } = playAll(state, 'take blue,red,white');
    // 8 resources, no ankh: the turn ends at once and waits for returns.
    expect(game.pending(after)).toEqual({ kind: 'choice', prompt: 'P1 holds 8 resources, 5 allowed: return one', options: ['blue', 'red', 'white'], words: { en: 'P1 holds 8 resources, 5 allowed: return one', ja: 'P1 の資源は8個（上限5個）：1つ戻す' } });
    expect(errorOf(game.resolve(after, { choice: 'green' }, rng)).code).toBe('bad-choice');
    const { state: done, events } = playAll(after, { choice: 'red' }, { choice: 'red' }, { choice: 'white' });
    expect(done.players[0].tokens).toEqual({ ankh: 0, black: 0, blue: 2, green: 0, red: 3, white: 0 });
    expect(game.toMove(done)).toBe('P2');
    expect(notes(events)).toContain('P1 returns a white token (limit 5)');
  });

  it('returns excess tokens by itself when only one colour can go', () => {
    const state = at({ players: [{ base: { A1: 'red desert' }, tokens: { red: 3 } }, {}, {}, {}] });
    const { state: after, events } = playAll(state, 'take red,red,red');
    expect(game.pending(after)).toBeNull();
    expect(after.players[0].tokens.red).toBe(5);
    expect(notes(events)).toContain('P1 returns a red token (limit 5)');
    expect(game.toMove(after)).toBe('P2');
  });

  it('keeps at most two ankhs at the end of the turn', () => {
    const state = at({ players: [{ base: { A1: 'red desert' }, tokens: { ankh: 1 } }, {}], offer: ['blue desert'] });
    const { state: taken } = playAll(state, 'take ankh,ankh,ankh');
    // Four ankhs in hand: a refresh may still follow, so the turn waits for "end".
    expect(game.toMove(taken)).toBe('P1');
    expect(listing(taken)).toContain('end');
    const { state: ended, events } = playAll(taken, 'end');
    expect(ended.players[0].tokens.ankh).toBe(2);
    expect(notes(events)).toContain('P1 returns 2 ankhs (limit 2)');
  });

  it('takes exactly three, from what the supply holds', () => {
    const state = at({ players: [{ tokens: { red: 2 } }, { tokens: { red: 1 } }] });
    expect(errorOf(tryMove(state, 'take red')).code).toBe('take-three');
    expect(errorOf(tryMove(state, 'take red,red')).code).toBe('take-three');
    // 4 reds in a 2-player game, 3 owned: one left.
    expect(errorOf(tryMove(state, 'take red,red,blue'))).toEqual({ code: 'supply-short', message: 'the supply has 1 red left' });
  });
});

describe('buying', () => {
  it('places the first tile anywhere, later ones next to a base tile', () => {
    const empty = at({ players: [{ tokens: { red: 1 } }, {}], offer: ['green jackal'] });
    expect(listing(empty).filter((l) => l.startsWith('buy 1 '))).toHaveLength(64);
    const started = at({ players: [{ base: { D4: 'red desert' }, tokens: { red: 1 } }, {}], offer: ['green jackal'] });
    expect(listing(started).filter((l) => l.startsWith('buy '))).toEqual(['buy 1 C4', 'buy 1 D3', 'buy 1 D5', 'buy 1 E4']);
    expect(errorOf(tryMove(started, 'buy 1 F6'))).toEqual({ code: 'bad-cell', message: 'F6 is not next to one of your tiles' });
    expect(errorOf(tryMove(started, 'buy 1 D4'))).toEqual({ code: 'bad-cell', message: 'D4 is taken' });
    expect(errorOf(tryMove(started, 'buy 2 D5'))).toEqual({ code: 'empty-slot', message: 'slot 2 of the offer is empty' });
  });

  it('pays the markers above the slot and leaves a gap in the offer', () => {
    const state = at({ players: [{ base: { D4: 'red desert' }, tokens: { black: 1, red: 3 } }, {}], offer: [null, null, null, 'green jackal'] });
    const { state: after } = playAll(state, 'buy 4 D5');
    expect(after.players[0].tokens).toMatchObject({ black: 0, red: 1 });
    expect(after.players[0].base[4 * 8 + 3]).toBe('o4');
    expect(after.offer).toEqual([null, null, null, null, null, null]);
  });

  it('says what is missing when the player cannot pay', () => {
    const state = at({ players: [{ base: { D4: 'red desert' }, tokens: { red: 1 } }, {}], offer: [null, null, null, 'green jackal'] });
    expect(errorOf(tryMove(state, 'buy 4 D5'))).toEqual({ code: 'cannot-pay', message: 'cannot pay: needs black, red' });
  });
});

describe('stacking', () => {
  const block = { A1: 'green desert', B1: 'red desert', A2: 'red desert', B2: 'red desert', C1: 'blue desert', C2: 'blue desert' };

  it('puts a tile on a 2×2 block with a tile of its colour, one resource cheaper', () => {
    // Slot 3 costs white + green; with only a white the green is spared.
    const state = at({ players: [{ base: block, tokens: { white: 1 } }, {}], offer: [null, null, 'green jackal'] });
    expect(listing(state).filter((l) => l.includes('^'))).toEqual(['buy 3 ^A1']);
    const { state: after } = playAll(state, 'buy 3 ^A1');
    expect(after.players[0].upper[0]).toBe('o3');
    expect(after.players[0].tokens.white).toBe(0);
  });

  it('refuses a block without the colour, and blocks sharing a base tile with another upper tile', () => {
    const blue = at({ players: [{ base: block, tokens: { white: 1, green: 1 } }, {}], offer: [null, null, 'white desert'] });
    expect(errorOf(tryMove(blue, 'buy 3 ^A1'))).toEqual({ code: 'colour-mismatch', message: 'a white tile goes on top only of a block with a white tile' });
    const stacked = at({ players: [{ base: block, upper: { A1: 'red desert' }, tokens: { white: 1, green: 1 } }, {}], offer: [null, null, 'blue desert'] });
    expect(errorOf(tryMove(stacked, 'buy 3 ^B1')).code).toBe('no-stack');
  });

  it('asks which resource is spared when either could be', () => {
    const state = at({ players: [{ base: block, tokens: { white: 1, green: 1 } }, {}], offer: [null, null, 'green jackal'] });
    const { state: waiting } = playAll(state, 'buy 3 ^A1');
    expect(game.pending(waiting)).toEqual({ kind: 'choice', prompt: 'P1 stacks a tile (buy 3 ^A1) for one resource less: which one is not paid?', options: ['green', 'white'],
      words: { en: 'P1 stacks the green jackal on A1–B2 for one resource less: which one is not paid?', ja: 'P1 が緑のジャッカルを A1–B2 の上に重ねる（資源1つ分安い）：払わない資源は？' },
    });
    expect(game.legalMoves(waiting)).toEqual([]);
    const { state: after } = playAll(waiting, { choice: 'white' });
    expect(after.players[0].tokens).toMatchObject({ white: 1, green: 0 });
    expect(after.players[0].upper[0]).toBe('o3');
  });
});

describe('warehouses', () => {
  it('a warehouse bought takes a token of its colour from the supply onto it', () => {
    const state = at({ players: [{ base: { A1: 'red desert' }, tokens: { red: 1 } }, {}], offer: ['red warehouse'] });
    const { state: after, events } = playAll(state, 'buy 1 B1');
    expect(after.players[0].tokens.red).toBe(1);
    expect(after.players[0].stored).toEqual({ o1: 'red' });
    expect(notes(events)).toContain('a red token from the supply goes on the warehouse');
  });

  it('stores a token beyond the limit of five, of its colour only', () => {
    const state = at({ players: [{ base: { A1: 'red warehouse' }, tokens: { red: 3 } }, {}] });
    const { state: after } = playAll(state, 'take blue,blue,blue');
    // 6 resources: one red goes onto the warehouse, five stay loose; nothing returned.
    expect(game.pending(after)).toBeNull();
    expect(after.players[0].stored).toEqual({ P1A1: 'red' });
    expect(after.players[0].tokens).toMatchObject({ red: 3, blue: 3 });
    // A white warehouse stores no red: the player returns one.
    const white = at({ players: [{ base: { A1: 'white warehouse' }, tokens: { red: 3 } }, {}] });
    expect(game.pending(playAll(white, 'take blue,blue,blue').state)?.kind).toBe('choice');
  });

  it('stores nothing while it holds up an upper tile', () => {
    const state = at({ players: [{ base: { A1: 'red warehouse', B1: 'red desert', A2: 'red desert', B2: 'red desert' }, upper: { A1: 'red desert' }, tokens: { red: 3 } }, {}] });
    const { state: after } = playAll(state, 'take blue,blue,blue');
    expect(game.pending(after)).toEqual({ kind: 'choice', prompt: 'P1 holds 6 resources, 5 allowed: return one', options: ['blue', 'red'], words: expect.objectContaining({ en: 'P1 holds 6 resources, 5 allowed: return one' }) });
    expect(after.players[0].stored).toEqual({});
  });

  it('the token on a covered warehouse goes back; paying uses it first', () => {
    const base = { A1: 'red warehouse', B1: 'red desert', A2: 'red desert', B2: 'red desert' };
    // Price white + green, only a white: the stored red is returned when covered.
    const lost = at({ players: [{ base, tokens: { red: 1, white: 1 }, stored: { A1: 'red' } }, {}], offer: [null, null, 'red desert'] });
    const { state: after, events } = playAll(lost, 'buy 3 ^A1');
    expect(after.players[0].tokens).toMatchObject({ red: 0, white: 0 });
    expect(after.players[0].stored).toEqual({});
    expect(notes(events)).toContain('the red token on warehouse P1A1 goes back to the supply');
    // Price red + blue with two reds (one on the warehouse): the covered one pays, the loose one stays.
    const used = at({
      players: [{ base, tokens: { red: 2 }, stored: { A1: 'red' } }, {}],
      offer: ['red desert'],
      prices: [['red', 'blue'], [], [], [], [], []],
    });
    const paid = playAll(used, 'buy 1 ^A1').state;
    expect(paid.players[0].tokens.red).toBe(1);
    expect(paid.players[0].stored).toEqual({});
  });
});

describe('scribes', () => {
  it('a scribe bought gives its buyer a bonus turn at once', () => {
    const state = at({ players: [{ base: { A1: 'red desert' }, tokens: { red: 1 } }, {}], offer: ['blue scribe'] });
    const { state: bonus, events } = playAll(state, 'buy 1 B1');
    expect(game.toMove(bonus)).toBe('P1');
    expect(bonus.turn).toEqual({ main: false, ankhs: 0, extra: 0 });
    expect(notes(events)).toEqual(expect.arrayContaining(['P1 bought a scribe: a bonus turn follows this one', 'P1 takes a bonus turn (scribe)']));
    const { state: next } = playAll(bonus, 'take black,blue,green');
    expect(game.toMove(next)).toBe('P2');
  });
});

describe('bonus tokens', () => {
  const row = { A1: 'green desert', B1: 'green desert', C1: 'green desert', D1: 'green desert', E1: 'green desert' };

  it('a group of five split by a move returns its bonus token', () => {
    const state = at({ players: [{ base: row, tokens: { ankh: 1 }, bonus: [3] }, {}], bonusSupply: [2] });
    const { state: after, events } = playAll(state, 'move C1 B2');
    expect(after.players[0].bonus).toEqual([]);
    expect(after.bonusSupply).toEqual([3, 2]);
    expect(notes(events)).toContain('P1 split a group of green tiles and returns the bonus token 3');
    // The turn goes on: the main action is still to come.
    expect(game.toMove(after)).toBe('P1');
    expect(after.turn).toMatchObject({ main: false, ankhs: 1 });
  });

  it('a split returns the lowest token held (reading); with none held nothing goes back, with none left nothing is taken', () => {
    const held = at({ players: [{ base: row, tokens: { ankh: 1 }, bonus: [3, 2] }, {}], bonusSupply: [3] });
    const split = playAll(held, 'move C1 B2').state;
    expect([split.players[0].bonus, split.bonusSupply]).toEqual([[3], [2, 3]]);
    const none = at({ players: [{ base: row, tokens: { ankh: 2 } }, {}], bonusSupply: [] });
    const { state: after, events } = playAll(none, 'move C1 B2', 'move B2 C1');
    expect([after.players[0].bonus, after.bonusSupply]).toEqual([[], []]);
    expect(notes(events)).toContain('P1 formed a group of 5 green tiles, but no bonus token is left');
  });

  it('moving an end tile keeps the group of five and its token', () => {
    const state = at({ players: [{ base: row, tokens: { ankh: 1 }, bonus: [3] }, {}], bonusSupply: [2] });
    const { state: after } = playAll(state, 'move E1 A2');
    expect(after.players[0].bonus).toEqual([3]);
    expect(after.bonusSupply).toEqual([2]);
  });

  it('an animal group of five formed takes the top token of the supply', () => {
    const state = at({
      players: [{ base: { A1: 'red jackal', B1: 'blue jackal', C1: 'green jackal', D1: 'white jackal' }, tokens: { red: 1 } }, {}],
      offer: ['black jackal'],
      bonusSupply: [3, 2],
    });
    const { state: after, events } = playAll(state, 'buy 1 E1');
    expect(after.players[0].bonus).toEqual([3]);
    expect(notes(events)).toContain('P1 formed a group of 5 jackals and takes the bonus token 3');
  });
});

describe('ankh actions', () => {
  const six = ['red desert', 'blue desert', 'green desert', 'white desert', 'black desert', 'red jackal'];

  it('refresh with 2 players: the leftmost tile is discarded, the rest shift left, the pile chosen fills the row', () => {
    const state = at({ players: [{ base: { A1: 'red desert' }, tokens: { ankh: 1 } }, {}], offer: six, piles: [['blue jackal'], ['white beetle']] });
    expect(listing(state).filter((l) => l.startsWith('refresh'))).toEqual(['refresh 1', 'refresh 2']);
    const { state: after } = playAll(state, 'refresh 2');
    expect(after.offer).toEqual(['o2', 'o3', 'o4', 'o5', 'o6', 'pile2_1']);
    expect(after.discards).toEqual(['o1']);
    expect(after.players[0].tokens.ankh).toBe(0);
    expect(after.piles).toEqual([{ ids: ['pile1_1'] }, { ids: [] }]);
  });

  it('refresh with 3 players: nothing is discarded; a full row cannot be refreshed', () => {
    const full = at({ players: [{ base: { A1: 'red desert' }, tokens: { ankh: 1 } }, {}, {}], offer: six, piles: [['blue jackal'], ['white beetle']] });
    expect(listing(full).filter((l) => l.startsWith('refresh'))).toEqual([]);
    expect(errorOf(tryMove(full, 'refresh 1')).code).toBe('no-refresh');
    const gap = at({ players: [{ base: { A1: 'red desert' }, tokens: { ankh: 1 } }, {}, {}], offer: ['red desert', null, 'green desert'], piles: [['blue jackal', 'blue beetle'], []] });
    expect(listing(gap).filter((l) => l.startsWith('refresh'))).toEqual(['refresh 1']);
    const { state: after } = playAll(gap, 'refresh 1');
    expect(after.offer).toEqual(['o1', 'o3', 'pile1_1', 'pile1_2', null, null]);
    expect(after.discards).toEqual([]);
  });

  it('at most two ankhs a turn', () => {
    const state = at({ players: [{ base: { A1: 'red desert' }, tokens: { ankh: 3 } }, {}], offer: six });
    const { state: twice } = playAll(state, 'refresh', 'refresh');
    expect(listing(twice).some((l) => l.startsWith('refresh') || l.startsWith('move'))).toBe(false);
    expect(errorOf(tryMove(twice, 'refresh'))).toEqual({ code: 'ankh-limit', message: 'at most 2 ankhs a turn' });
  });

  it('moves a base tile that holds nothing up, and an upper tile to another block whatever its colour', () => {
    const base = { A1: 'red desert', B1: 'red desert', A2: 'red desert', B2: 'red desert', C1: 'blue desert', C2: 'blue desert' };
    const state = at({ players: [{ base, upper: { A1: 'red jackal' }, tokens: { ankh: 2 } }, {}] });
    expect(errorOf(tryMove(state, 'move A1 A3'))).toEqual({ code: 'holds-upper', message: 'A1 holds up an upper tile' });
    expect(errorOf(tryMove(state, 'move C1 E5')).code).toBe('bad-cell');
    const { state: moved } = playAll(state, 'move ^A1 ^B1');
    expect(moved.players[0].upper[1]).toBe('P1uA1');
    expect(moved.players[0].upper[0]).toBeNull();
    const { state: again } = playAll(moved, 'move A1 A3');
    expect(again.players[0].base[16]).toBe('P1A1');
  });
});

describe('the end of the game', () => {
  it('a 13th tile makes the round the last; the game ends before the start player plays again', () => {
    const twelve: Record<string, string> = {};
    'ABCDEF'.split('').forEach((c) => {
      twelve[`${c}1`] = 'red desert';
      twelve[`${c}2`] = 'blue desert';
    });
    const state = at({ players: [{ base: twelve, tokens: { red: 1 } }, {}], offer: ['green desert'] });
    const { state: last, events } = playAll(state, 'buy 1 A3');
    expect(last.lastRound).toBe(true);
    expect(notes(events)).toContain('P1 placed a 13th tile: this round is the last');
    expect(game.toMove(last)).toBe('P2');
    const { state: over, events: end } = playAll(last, 'take black,blue,green');
    expect(game.isOver(over)).toBe(true);
    expect(game.toMove(over)).toBeNull();
    expect(end.find((e) => e.type === 'end')).toMatchObject({ type: 'end', winner: 'P1' });
    expect(game.legalMoves(over)).toEqual([]);
  });

  it('the offer and both piles empty also make the round the last (reading)', () => {
    const state = at({ players: [{ base: { A1: 'red desert' }, tokens: { red: 1 } }, {}], offer: ['green desert'] });
    const { state: after, events } = playAll(state, 'buy 1 A2');
    expect(after.lastRound).toBe(true);
    expect(notes(events)).toContain('the offer and both piles are empty: this round is the last');
  });

  it('a player with no main action possible may pass', () => {
    const all = { ankh: 4, black: 4, blue: 4, green: 4, red: 4, white: 4 };
    const state = at({ players: [{ base: { A1: 'red desert' } }, { tokens: all }], offer: ['green desert'] });
    expect(listing(state)).toEqual(['end']);
    const { state: after } = playAll(state, 'end');
    expect(game.toMove(after)).toBe('P2');
    const busy = at({ players: [{ base: { A1: 'red desert' } }, {}] });
    expect(errorOf(tryMove(busy, 'end')).code).toBe('main-first');
  });
});
