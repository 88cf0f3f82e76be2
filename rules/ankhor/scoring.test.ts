import { describe, expect, it } from 'vitest';
import { ankhorGame as game } from './game.ts';
import { animalGroups, colourGroups, groupChange } from './groups.ts';
import { breakdownOf } from './scoring.ts';
import { playAll, stateOf, value } from './testing/build.ts';
import type { AnkhorState } from './types.ts';

/** Points per colour (animal): the sizes of its groups of two or more, added up. */
function pointsBy(groups: { key: string; ids: readonly string[] }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const g of groups) if (g.ids.length >= 2) out[g.key] = (out[g.key] ?? 0) + g.ids.length;
  return out;
}

const p1 = (state: AnkhorState) => state.players[0];

describe("the rulebook's scoring example", () => {
  // The rulebook's picture is not in the text we have; this tableau is rebuilt to match every
  // figure and remark of the example (the Ankh'or rulebook, page on scoring):
  //   2 VP for the group of white tiles, 5 VP for the group of green tiles (+ a 3 VP bonus
  //   token), 3 VP for the group of red tiles; 3 VP for the group of jackals, 2 VP for the group
  //   of beetles; 6 VP for the values shown on the tiles; 0 VP for leftover tokens. Total = 24.
  //   The green jackal does not score (no other jackal next to it); the two beetles score though
  //   the blue one is a single colour; the 2 VP of a single white tile count; the higher level
  //   tiles do not split the green group, so the bonus token stays.
  //
  //        A              B             C              D              E
  //   1  green jackal   green desert  green scribe   white jackal   white vp 2
  //   2  blue beetle    red beetle    red jackal     red jackal
  //   3  white vp 2
  //   upper ^A1 (on A1 B1 A2 B2): green vp 2;  upper ^C1 (on C1 D1 C2 D2): green desert
  const example = () =>
    stateOf({
      players: [
        {
          base: {
            A1: 'green jackal', B1: 'green desert', C1: 'green scribe', D1: 'white jackal', E1: 'white vp 2',
            A2: 'blue beetle', B2: 'red beetle', C2: 'red jackal', D2: 'red jackal',
            A3: 'white vp 2',
          },
          upper: { A1: 'green vp 2', C1: 'green desert' },
          tokens: { red: 1, ankh: 1 },
          bonus: [3],
        },
        {},
      ],
    });

  it('scores 24: 6 printed, 3 bonus, 5 animals, 10 colours, 0 leftover', () => {
    const state = example();
    expect(breakdownOf(p1(state), state.tiles, state.options.grid)).toEqual({ printed: 6, bonus: 3, animals: 5, colours: 10, leftover: 0 });
    expect(game.score(state).scores.P1).toBe(24);
  });

  it('gives each group the figure the rulebook gives it', () => {
    const state = example();
    const { tiles } = state;
    const { grid } = state.options;
    expect(pointsBy(colourGroups(p1(state), tiles, grid))).toEqual({ white: 2, green: 5, red: 3 });
    expect(pointsBy(animalGroups(p1(state), tiles, grid))).toEqual({ jackal: 3, beetle: 2 });
    // The green jackal is a group of its own; the blue beetle is a single blue tile.
    expect(animalGroups(p1(state), tiles, grid).find((g) => g.ids.includes('P1A1'))?.ids).toEqual(['P1A1']);
    expect(colourGroups(p1(state), tiles, grid).find((g) => g.ids.includes('P1A2'))?.ids).toEqual(['P1A2']);
    // The single white tile's 2 VP count.
    expect(colourGroups(p1(state), tiles, grid).find((g) => g.ids.includes('P1A3'))?.ids).toEqual(['P1A3']);
  });

  it('keeps the green group whole under the higher tiles, so the bonus token stays', () => {
    const state = example();
    const green = colourGroups(p1(state), state.tiles, state.options.grid).find((g) => g.key === 'green');
    expect(green?.ids.slice().sort()).toEqual(['P1A1', 'P1B1', 'P1C1', 'P1uA1', 'P1uC1']);
    // Taking the upper tile off ^C1 would leave 4 greens: stacking it formed the group, and no
    // later stack splits it.
    const withoutC1 = { ...p1(state), upper: p1(state).upper.map((id) => (id === 'P1uC1' ? null : id)) };
    const change = groupChange(withoutC1, p1(state), state.tiles, state.options.grid);
    expect(change.formed.map((g) => `${g.kind} ${g.key}`)).toEqual(['colour green']);
    expect(change.split).toEqual([]);
  });
});

describe('hand-made scores', () => {
  it('an upper tile joins two tiles of its colour that meet only at a corner, and splits nothing below it', () => {
    // Worked by hand:
    //   A1 green jackal, B1 red jackal, C1 red, A2 red beetle, B2 green jackal; ^A1 green falcon.
    //   Green: A1, B2 joined through ^A1 → a group of 3 → 3. Red: B1-C1 (2) → 2, A2 alone → 0.
    //   B1 and A2 meet only diagonally: the green upper tile does not join them.
    //   Jackals: A1-B1 adjacent (2), B2-B1 adjacent → {A1, B1, B2} = 3. Beetle A2 alone, falcon alone.
    //   Printed 0, bonus 0, leftover 0 → 3 + 2 + 3 = 8.
    const state = stateOf({
      players: [
        { base: { A1: 'green jackal', B1: 'red jackal', C1: 'red vp 0', A2: 'red beetle', B2: 'green jackal' }, upper: { A1: 'green falcon' } },
        {},
      ],
    });
    expect(breakdownOf(p1(state), state.tiles, state.options.grid)).toEqual({ printed: 0, bonus: 0, animals: 3, colours: 5, leftover: 0 });
    expect(game.score(state).scores.P1).toBe(8);
  });

  it('an upper tile on a row of three reds keeps the reds together; its own colour joins nothing red', () => {
    // Worked by hand: reds A1-B1-C1 (3) with A2, B2 blue under a blue upper ^A1.
    //   Red: 3. Blue: A2, B2, ^A1 → 3. Total 6. Without the upper: red 3, blue 2 → 5.
    const spec = (upper: boolean) =>
      stateOf({
        players: [{ base: { A1: 'red desert', B1: 'red desert', C1: 'red desert', A2: 'blue desert', B2: 'blue desert' }, upper: upper ? { A1: 'blue desert' } : {} }, {}],
      });
    expect(game.score(spec(true)).scores.P1).toBe(6);
    expect(game.score(spec(false)).scores.P1).toBe(5);
  });

  it('an animal upper tile joins the animals of its supports only', () => {
    // Worked by hand: ^B1, a beetle, sits on B1 (beetle), C1 (falcon), B2 (falcon), C2 (falcon).
    //   Beetles: A1-B1 adjacent, ^B1 touches B1 → 3; D1 touches only C1 (a falcon) → alone.
    //   Falcons: C1-C2 and B2-C2 adjacent → 3 (the beetle upper tile joins no falcon).
    //   No two tiles of one colour touch → colours 0. Animals 6, total 6.
    const state = stateOf({
      players: [
        {
          base: { A1: 'blue beetle', B1: 'red beetle', C1: 'blue falcon', D1: 'red beetle', B2: 'white falcon', C2: 'black falcon' },
          upper: { B1: 'green beetle' },
        },
        {},
      ],
    });
    expect(breakdownOf(p1(state), state.tiles, state.options.grid)).toEqual({ printed: 0, bonus: 0, animals: 6, colours: 0, leftover: 0 });
  });

  it('deserts count in colour groups (and for a bonus) but never as animals', () => {
    // A1..E1 green: jackal, desert, desert, jackal, desert → colour group of 5 → 5 points.
    //   Jackals A1 and D1 are not adjacent → 0. Bonus token 2 held → 2. Total 7.
    const state = stateOf({
      players: [{ base: { A1: 'green jackal', B1: 'green desert', C1: 'green desert', D1: 'green jackal', E1: 'green desert' }, bonus: [2] }, {}],
    });
    expect(breakdownOf(p1(state), state.tiles, state.options.grid)).toEqual({ printed: 0, bonus: 2, animals: 0, colours: 5, leftover: 0 });
  });

  it('forming a group of five with a desert takes a bonus token', () => {
    const state = stateOf({
      players: [{ base: { A1: 'green jackal', B1: 'green desert', C1: 'green desert', D1: 'green jackal' }, tokens: { red: 1 } }, {}],
      offer: ['green desert'],
      bonusSupply: [3, 2],
    });
    const { state: after } = playAll(state, 'buy 1 E1');
    expect(after.players[0].bonus).toEqual([3]);
    expect(after.bonusSupply).toEqual([2]);
  });

  it('leftover tokens: one point per three, ankhs and stored tokens included', () => {
    // 2 ankhs + 4 red + 1 white, 1 of the reds on the red warehouse: 7 tokens → 2 points.
    //   Warehouse alone: no group. Printed 0. Total 2.
    const state = stateOf({
      players: [{ base: { A1: 'red warehouse' }, tokens: { ankh: 2, red: 4, white: 1 }, stored: { A1: 'red' } }, {}],
    });
    expect(breakdownOf(p1(state), state.tiles, state.options.grid)).toEqual({ printed: 0, bonus: 0, animals: 0, colours: 0, leftover: 2 });
  });

  it("bonus tokens add their values; a covered tile's printed VP does not count (reading)", () => {
    // Base A1 red vp 2 (covered), B1, A2, B2 red deserts; ^A1 red vp 1. Bonus 3 + 2.
    //   Printed: 1 (the 2 under the upper tile is not shown). Colours: 5 reds → 5. Bonus 5.
    const state = stateOf({
      players: [{ base: { A1: 'red vp 2', B1: 'red desert', A2: 'red desert', B2: 'red desert' }, upper: { A1: 'red vp 1' }, bonus: [3, 2] }, {}],
    });
    expect(breakdownOf(p1(state), state.tiles, state.options.grid)).toEqual({ printed: 1, bonus: 5, animals: 0, colours: 5, leftover: 0 });
  });
});

describe('ties', () => {
  const score = (state: AnkhorState) => game.score(state);

  it('more points first', () => {
    const state = stateOf({ players: [{ base: { A1: 'red vp 1' } }, { base: { A1: 'red vp 2' } }] });
    expect(score(state)).toEqual({ scores: { P1: 1, P2: 2 }, breakdown: expect.anything(), ranking: ['P2', 'P1'] });
  });

  it('equal points: fewer tiles wins', () => {
    // P1: two 1 VP tiles apart (2 points, 2 tiles); P2: one 2 VP tile (2 points, 1 tile).
    const state = stateOf({ players: [{ base: { A1: 'red vp 1', A2: 'blue vp 1' } }, { base: { A1: 'red vp 2' } }] });
    expect(score(state).scores).toEqual({ P1: 2, P2: 2 });
    expect(score(state).ranking).toEqual(['P2', 'P1']);
  });

  it('equal points and tiles: fewer tokens wins (ankhs and stored ones count, bonus tokens do not)', () => {
    // P1: 1 VP tile + 2 ankhs (no leftover point) = 1; P2: 1 VP tile, 1 red = 1.
    const state = stateOf({ players: [{ base: { A1: 'red vp 1' }, tokens: { ankh: 2 } }, { base: { A1: 'red vp 1' }, tokens: { red: 1 } }] });
    expect(score(state).scores).toEqual({ P1: 1, P2: 1 });
    expect(score(state).ranking).toEqual(['P2', 'P1']);
  });

  it('tied on all three: shared, listed in seat order', () => {
    // P3: 2 points, 1 tile → first. P1 and P2: 1 point, 1 tile, 1 token each → shared, seat order.
    const state = stateOf({
      players: [{ base: { A1: 'red vp 1' }, tokens: { ankh: 1 } }, { base: { A1: 'red vp 1' }, tokens: { blue: 1 } }, { base: { A1: 'red vp 2' } }],
    });
    expect(score(state).scores).toEqual({ P1: 1, P2: 1, P3: 2 });
    expect(score(state).ranking).toEqual(['P3', 'P1', 'P2']);
  });

  it('a game ending tied on all three names no winner', () => {
    // Last round, P2 (last in the round) to move. P1: 1 VP tile and 3 tokens (1 leftover point)
    //   = 2 points, 1 tile, 3 tokens. P2 takes three blacks: 1 VP + 1 leftover = 2, 1 tile, 3 tokens.
    const state = stateOf({
      players: [{ base: { A1: 'red vp 1' }, tokens: { ankh: 1, blue: 2 } }, { base: { A1: 'red vp 1' } }],
      toMove: 'P2',
      extra: { lastRound: true },
    });
    const { state: over, events } = playAll(state, 'take black,black,black');
    expect(game.isOver(over)).toBe(true);
    expect(game.score(over).ranking).toEqual(['P1', 'P2']);
    expect(events.find((e) => e.type === 'end')).toEqual({
      type: 'end',
      scores: { P1: 2, P2: 2 },
      winner: null,
      reason: 'the last round is complete; ranking P1, P2 (P1 and P2 share the win)',
    });
  });
});

describe('the score JSON', () => {
  it('prints scores, breakdown, ranking in that order, each breakdown in the pinned order', () => {
    const state = stateOf({ players: [{ base: { A1: 'red vp 1' } }, {}] });
    expect(JSON.stringify(game.score(state))).toBe(
      '{"scores":{"P1":1,"P2":0},"breakdown":{"P1":{"printed":1,"bonus":0,"animals":0,"colours":0,"leftover":0},"P2":{"printed":0,"bonus":0,"animals":0,"colours":0,"leftover":0}},"ranking":["P1","P2"]}',
    );
  });

  it('a finished game scores the same in its end event and in score(state)', () => {
    const state = stateOf({ players: [{ base: { A1: 'red vp 1' } }, { base: { A1: 'blue vp 1' } }], toMove: 'P2', extra: { lastRound: true } });
    const { state: over, events } = playAll(state, 'take black,blue,green');
    expect(game.isOver(over)).toBe(true);
    const end = events.find((e) => e.type === 'end');
    expect(end).toEqual({ type: 'end', scores: { P1: 1, P2: 2 }, winner: 'P2', reason: expect.stringContaining('ranking P2, P1') });
    expect(value(game.parsePosition(game.formatPosition(over), over.options)).over).toBe(true);
  });
});
