import { describe, expect, it } from 'vitest';
import type { MoveForm } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { scarabyaGame as game } from './game.ts';
import { MOST_BUTTONS } from './offer.ts';
import { optionsOf, value } from './testing/support.ts';
import type { ScarabyaMove, ScarabyaState } from './types.ts';

const start = (json: Record<string, unknown>) => game.setup(optionsOf({ siteSeed: 3, missions: ['L', 'X', 'I'], ...json } as never), seededRng(1));
const notations = (state: ScarabyaState, moves: ScarabyaMove[]) => moves.map((m) => game.formatMove(m, state));
const firstCell = (m: ScarabyaMove) => Math.min(...m.cells);

interface AtSchema { properties: { at: { oneOf: { const: string; label: { en: string; ja: string } }[]; default: string } } }
const choicesOf = (form: MoveForm) => (form.schema as unknown as AtSchema).properties.at.oneOf;

describe('the offer', () => {
  it('lists every placement of one or two sites, in reading order of the top-left square', () => {
    for (const json of [{ mode: 'solo' }, { mode: 'one-to-one' }, { mode: 'standard', players: 2 }]) {
      const state = start(json);
      const offer = game.offer!(state);
      expect(offer.forms ?? []).toEqual([]);
      expect(notations(state, offer.moves!).sort()).toEqual(notations(state, game.legalMoves(state)).sort());
      const order = offer.moves!.map((m) => m.seat * 100 + firstCell(m));
      expect(order).toEqual(order.slice().sort((a, b) => a - b));
    }
  });

  it('with four sites on no board: a fair share of buttons each, and a form with every placement', () => {
    const state = start({ mode: 'standard', players: 4 });
    const legal = game.legalMoves(state);
    expect(legal.length).toBeGreaterThan(MOST_BUTTONS);
    const offer = game.offer!(state);
    expect(offer.moves!.length).toBeLessThanOrEqual(MOST_BUTTONS);
    const legalText = new Set(notations(state, legal));
    for (const text of notations(state, offer.moves!)) expect(legalText.has(text)).toBe(true);
    for (const seat of [0, 1, 2, 3]) expect(offer.moves!.filter((m) => m.seat === seat).length).toBe(MOST_BUTTONS / 4);

    expect(offer.forms!.map((f) => f.move)).toEqual(['1 {L}:{at}', '2 {L}:{at}', '3 {L}:{at}', '4 {L}:{at}'].map((t) => t.replace('{L}', legal[0].letter)));
    offer.forms!.forEach((form, seat) => {
      expect(form.label.en).toBe(`P${seat + 1}: the ${legal[0].letter} anywhere (every placement)`);
      const choices = choicesOf(form);
      // Every choice filled into the form is a legal move of that seat, and every legal move is a choice.
      const filled = choices.map((c) => form.move.replace('{at}', c.const));
      const made = filled.map((text) => value(game.parseMove(text, state)));
      expect(made.every((m) => m.seat === seat)).toBe(true);
      expect(new Set(notations(state, made))).toEqual(new Set(notations(state, legal.filter((m) => m.seat === seat))));
      for (const c of choices) expect(c.label.en).toMatch(/^The [A-Z] on /);
      expect((form.schema as unknown as AtSchema).properties.at.default).toBe(choices[0].const);
    });
  });

  it('the cut keeps the placements that cover a scarab or close an area first', () => {
    const state = start({ mode: 'standard', players: 4 });
    const offer = game.offer!(state);
    const offered = new Set(notations(state, offer.moves!));
    const doing = game.legalMoves(state).filter((m) => m.seat === 0 && game.describeMove!(state, m).en.includes(' — '));
    expect(doing.length).toBeGreaterThan(0);
    const kept = doing.filter((m) => offered.has(game.formatMove(m, state))).length;
    expect(kept).toBe(Math.min(doing.length, MOST_BUTTONS / 4));
  });

  it('offers the whole list again once some players have placed', () => {
    let state = start({ mode: 'standard', players: 4 });
    for (const seat of [0, 1, 2]) {
      const move = game.legalMoves(state).find((m) => m.seat === seat)!;
      state = value(game.play(state, move, seededRng(1))).state;
    }
    const offer = game.offer!(state);
    expect(offer.forms ?? []).toEqual([]);
    expect(offer.moves!.length).toBe(game.legalMoves(state).length);
    expect(offer.moves!.every((m) => m.seat === 3)).toBe(true);
  });
});

describe('the view', () => {
  it('gives the mission as squares of its textbook picture, and none once over', () => {
    const state = game.setup(optionsOf({ mode: 'solo', missions: ['L', 'N'] }), seededRng(1));
    expect(game.view(state)).toMatchObject({ mission: 'L', missionShape: [[0, 0], [1, 0], [2, 0], [3, 0], [3, 1]] });
    const n = game.setup(optionsOf({ mode: 'solo', missions: ['N'] }), seededRng(1));
    expect(game.view(n)).toMatchObject({ missionShape: [[0, 1], [1, 1], [2, 0], [2, 1], [3, 0]] });
    let over = n;
    while (!game.isOver(over)) over = value(game.play(over, game.legalMoves(over)[0], seededRng(1))).state;
    expect(game.view(over)).toMatchObject({ mission: null, missionShape: null });
  });

  it('says whether the site is invented (generated) or given, so the picture can say so', () => {
    const invented = game.setup(optionsOf({ mode: 'solo', siteSeed: 3 }), seededRng(1));
    expect(game.view(invented)).toMatchObject({ siteOrigin: 'invented' });
    const given = game.setup(optionsOf({ mode: 'solo', site: { rocks: ['A1'], scarabs: ['B2'] } }), seededRng(1));
    expect(game.view(given)).toMatchObject({ siteOrigin: 'given' });
  });
});
