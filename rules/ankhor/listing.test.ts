// `tabletop moves ankhor FILE` prints formatMove of every legal move, sorted: these are its lines
// for hand-made positions, worked out by hand.
import { describe, expect, it } from 'vitest';
import { listing, stateOf } from './testing/build.ts';

const small = { rows: 3, cols: 3 };

describe('the moves listing', () => {
  it('before the main action: tokens the supply can give, purchases the player can pay', () => {
    // Two players: four tokens of each type. P2 holds all but two whites, so a take gives those
    // two. Slot 1 (a red marker) is payable; slot 2 (blue, blue) and slot 4 (black, red, red) not.
    // P1's one tile on B2 leaves B1, A2, C2, B3 open; one base tile makes no block to stack on.
    const state = stateOf({
      grid: small,
      players: [
        { base: { B2: 'green jackal' }, tokens: { red: 2, blue: 1 } },
        { tokens: { ankh: 4, black: 4, blue: 3, green: 4, red: 2, white: 2 } },
      ],
      offer: ['green desert', 'red jackal', null, 'blue vp 1'],
    });
    expect(listing(state)).toEqual(['buy 1 A2', 'buy 1 B1', 'buy 1 B3', 'buy 1 C2', 'take white,white']);
  });

  it('stacking spots for the tiles whose colour the block shows', () => {
    // Block A1 (green), B1, A2, B2 (red): both the red tile of slot 1 (1 marker, free when
    // stacked) and the green tile of slot 3 (white + green) may go on top. The supply is empty.
    const state = stateOf({
      grid: small,
      players: [
        { base: { A1: 'green desert', B1: 'red desert', A2: 'red desert', B2: 'red desert' }, tokens: { white: 1, green: 1, red: 1 } },
        { tokens: { ankh: 4, black: 4, blue: 4, green: 3, red: 3, white: 3 } },
      ],
      offer: ['red desert', null, 'green jackal'],
    });
    expect(listing(state)).toEqual([
      'buy 1 A3', 'buy 1 B3', 'buy 1 C1', 'buy 1 C2', 'buy 1 ^A1',
      'buy 3 A3', 'buy 3 B3', 'buy 3 C1', 'buy 3 C2', 'buy 3 ^A1',
    ]);
  });

  it('after the main action, with an ankh: end, tile moves and a refresh', () => {
    // The upper tile on ^A1 holds A1, B1, A2, B2 in place; C1 and C2 may move next to other base
    // tiles (C3 is next to C2 only, so not for C2); the upper tile may move to ^B1. With two
    // players a refresh discards the one tile of the offer and draws nothing (piles empty).
    const state = stateOf({
      grid: small,
      players: [
        { base: { A1: 'red desert', B1: 'red desert', C1: 'blue desert', A2: 'red desert', B2: 'blue desert', C2: 'blue desert' }, upper: { A1: 'red desert' }, tokens: { ankh: 1 } },
        {},
      ],
      offer: ['green desert'],
      extra: { turn: { main: true, ankhs: 0, extra: 0 } },
    });
    expect(listing(state)).toEqual(['end', 'move C1 A3', 'move C1 B3', 'move C1 C3', 'move C2 A3', 'move C2 B3', 'move ^A1 ^B1', 'refresh']);
  });

  it('nothing while the game waits for a choice, nothing once it is over', () => {
    const waiting = stateOf({ players: [{ tokens: { red: 6 } }, {}, {}, {}], extra: { waiting: { kind: 'excess' } } });
    expect(listing(waiting)).toEqual([]);
    const over = stateOf({ players: [{}, {}], extra: { over: true, toMove: null } });
    expect(listing(over)).toEqual([]);
  });
});
