// What a player is offered: every button a legal move, a complete move whenever the game waits for
// one, the buttons few enough to read; the forms' every listed value a legal move (the take form:
// any three tokens the supply holds), the takes that bring a tile within reach.
import { describe, expect, it } from 'vitest';
import type { Json, MoveForm } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { ankhorGame as game } from './game.ts';
import { ALL_TAKES, BEST_PLACES, BUY_BUTTONS, SHIFT_BUTTONS } from './move-offer.ts';
import { stateOf, value } from './testing/build.ts';
import { randomStep } from './testing/driver.ts';
import type { AnkhorState } from './types.ts';

const texts = (state: AnkhorState, moves: readonly unknown[]) => moves.map((m) => game.formatMove(m as never, state));

/** The move a form makes with `field` set to `v` (as the dashboard fills it). */
const filled = (form: MoveForm, values: Record<string, string>) => form.move.replace(/\{(\w+)\}/g, (_, k: string) => values[k]);

function fieldValues(form: MoveForm, field: string): string[] {
  const properties = form.schema.properties as Record<string, { oneOf: { const: string }[] }>;
  return properties[field].oneOf.map((o) => o.const);
}

function seededPositions(): AnkhorState[] {
  const out: AnkhorState[] = [];
  for (const [seed, players] of [[1, 2], [2, 2], [3, 3], [4, 4]] as const) {
    const rng = seededRng(seed);
    let state = game.setup(value(game.parseOptions({ players })), rng);
    for (let step = 0; step < 600 && !state.over; step++) {
      if (game.pending(state) === null && step % 3 === 0) out.push(state);
      state = randomStep(state, rng).state;
    }
  }
  return out;
}

describe('the offer', () => {
  const positions = seededPositions();

  it('offers only legal moves, at least one, and few enough buttons to read', () => {
    expect(positions.length).toBeGreaterThan(100);
    let withForms = 0;
    for (const state of positions) {
      const legal = new Set(texts(state, game.legalMoves(state)));
      const offer = game.offer(state);
      const offered = texts(state, offer.moves ?? []);
      expect(offered.length).toBeGreaterThan(0);
      for (const t of offered) expect(legal.has(t)).toBe(true);
      expect(new Set(offered).size).toBe(offered.length);
      expect(offered.length).toBeLessThanOrEqual(ALL_TAKES + BUY_BUTTONS + 2 + SHIFT_BUTTONS + 1);
      if ((offer.forms ?? []).length > 0) withForms++;
    }
    expect(withForms).toBeGreaterThan(0);
  });

  it('lists every legal move, as a button or as a value of a form, except takes the take form covers', () => {
    for (const state of positions) {
      const offer = game.offer(state);
      const reached = new Set(texts(state, offer.moves ?? []));
      for (const form of offer.forms ?? []) {
        const field = Object.keys(form.schema.properties as Record<string, Json>)[0];
        if (field === 'first') continue;
        for (const v of fieldValues(form, field)) reached.add(filled(form, { [field]: v }));
      }
      const hasTakeForm = (offer.forms ?? []).some((f) => f.move.startsWith('take'));
      for (const t of texts(state, game.legalMoves(state))) if (!(hasTakeForm && t.startsWith('take'))) expect(reached).toContain(t);
    }
  });

  it('each place a buy or move form lists is a legal move', () => {
    let forms = 0;
    for (const state of positions) {
      const legal = new Set(texts(state, game.legalMoves(state)));
      for (const form of game.offer(state).forms ?? []) {
        if (form.move.startsWith('take')) continue;
        const field = form.move.startsWith('buy') ? 'place' : 'to';
        for (const v of fieldValues(form, field)) expect(legal.has(filled(form, { [field]: v }))).toBe(true);
        forms++;
      }
    }
    expect(forms).toBeGreaterThan(0);
  });

  it('the take form makes a legal take of any three tokens the supply holds enough of, in any order', () => {
    const state = stateOf({ players: [{ base: { A1: 'red desert' } }, {}] });
    const form = (game.offer(state).forms ?? []).find((f) => f.move.startsWith('take'));
    expect(form).toBeDefined();
    const types = fieldValues(form!, 'first');
    expect(types).toEqual(['ankh', 'black', 'blue', 'green', 'red', 'white']);
    const move = value(game.parseMove(filled(form!, { first: 'red', second: 'ankh', third: 'blue' }), state));
    expect(game.formatMove(move, state)).toBe('take ankh,blue,red');
    expect(game.play(state, move, seededRng(1)).ok).toBe(true);
  });

  it('offers as buttons the takes that bring a tile of the row within reach', () => {
    // Slot 1 costs red, slot 2 blue + blue, slot 3 green + white (DEFAULT_PRICES); one blue held.
    const state = stateOf({ players: [{ base: { A1: 'red desert' }, tokens: { blue: 1 } }, {}], offer: ['red jackal', 'blue jackal', 'green jackal'] });
    const takes = texts(state, (game.offer(state).moves ?? []).filter((m) => m.type === 'take'));
    expect(takes).toEqual(['take ankh,ankh,red', 'take ankh,ankh,blue', 'take ankh,green,white']);
  });

  it('beyond the budget, the likeliest places of each slot are buttons and a form lists them all', () => {
    // The first tile goes anywhere on 8×8: 64 places per slot.
    const rich = { black: 3, blue: 3, green: 3, red: 3, white: 3 };
    const state = stateOf({ players: [{ tokens: rich }, {}], offer: ['red jackal', 'blue jackal', 'green jackal'] });
    const offer = game.offer(state);
    const buys = (offer.moves ?? []).filter((m) => m.type === 'buy');
    expect(buys).toHaveLength(3 * BEST_PLACES);
    const forms = (offer.forms ?? []).filter((f) => f.move.startsWith('buy'));
    expect(forms.map((f) => f.move)).toEqual(['buy 1 {place}', 'buy 2 {place}', 'buy 3 {place}']);
    expect(fieldValues(forms[0], 'place')).toHaveLength(64);
    expect(forms[0].label.en).toBe('Buy the red jackal (slot 1, for red): choose where to put it');
  });
});
