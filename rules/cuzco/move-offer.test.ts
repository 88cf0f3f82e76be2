// What the dashboard offers: the moves worth suggesting as buttons, and the forms to correct a
// player's holdings and score marker, only while the game takes them; a filled form is a move
// the game plays.
import { describe, expect, it } from 'vitest';
import { fillMove } from '../../dashboard/client/move-form.ts';
import type { MoveForm } from '../contract.ts';
import { cuzcoGame as game } from './game.ts';
import { rng, run, table, value } from './testing/builders.ts';
import type { CuzcoState } from './types.ts';

const formMove = (state: CuzcoState, form: MoveForm, filled: unknown) => {
  const text = fillMove(form.move, filled);
  return { text, outcome: game.play(state, value(game.parseMove(text, state)), rng) };
};
const defaultsOf = (form: MoveForm) => Object.fromEntries(Object.entries(form.schema.properties as Record<string, { default: unknown }>).map(([k, p]) => [k, p.default]));

describe('the offer', () => {
  const start = table({ P1: { feathers: { orange: 3 } }, P2: { turnOrder: 2 } });

  it('lists the legal moves as buttons and a holdings form per player; no marker form before a round is closed', () => {
    const offer = game.offer!(start);
    expect(offer.moves).toEqual(game.legalMoves(start));
    expect(offer.moves!.map((m) => game.formatMove(m, start))).toEqual(['round', 'complete P1 01']);
    expect(offer.forms!.map((f) => [f.label.en, f.label.ja, f.move])).toEqual([
      ["Correct P1's holdings", 'P1 の持ち物を修正', 'set P1 {holdings}'],
      ["Correct P2's holdings", 'P2 の持ち物を修正', 'set P2 {holdings}'],
    ]);
  });

  it('opens the holdings form on what is held, nothing required, every field labelled in both languages', () => {
    const form = game.offer!(start).forms![0];
    const holdings = (form.schema.properties as Record<string, Record<string, unknown>>).holdings;
    expect(holdings.required).toBeUndefined();
    const fields = holdings.properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(fields)).toEqual(['feathers', 'quipu', 'research', 'farm', 'goods', 'gods', 'offerings', 'food', 'priests', 'circlets', 'inti', 'turnOrder', 'missions']);
    for (const field of Object.values(fields)) {
      expect(field.label).toEqual({ en: expect.any(String), ja: expect.any(String) });
      expect(field.required).toBeUndefined();
    }
    expect(fields.feathers.default).toEqual({ orange: 3, purple: 0, pink: 0, turquoise: 0 });
    expect((fields.feathers.properties as Record<string, unknown>).orange).toMatchObject({ default: 3, label: { en: 'orange', ja: 'オレンジ' }, maximum: 3 });
    expect(fields.turnOrder).toMatchObject({ default: 1, minimum: 1, maximum: 4 });
  });

  it('plays a filled holdings form as a merge patch: a few fields change those only; the form as it opens changes nothing', () => {
    const form = game.offer!(start).forms![0];
    const few = formMove(start, form, { holdings: { feathers: { purple: 2 }, food: 2 } });
    expect(few.text).toBe('set P1 {"feathers":{"purple":2},"food":2}');
    const after = value(few.outcome).state.players.P1;
    expect(after.feathers).toEqual({ orange: 3, purple: 2, pink: 0, turquoise: 0 });
    expect(after.food).toBe(2);
    const unchanged = formMove(start, form, defaultsOf(form));
    expect(value(unchanged.outcome).state).toEqual(start);
    expect(game.describeMove!(start, value(game.parseMove(unchanged.text, start))).en).toBe("P1's holdings: no change");
  });

  it('offers the marker forms once a round is closed, from the last closed round; a filled one corrects the sheet', () => {
    const round2 = run(start, ['round', { entry: { P1: 10, P2: 12 } }]).state;
    const forms = game.offer!(round2).forms!;
    const marker = forms.find((f) => f.label.en === "Correct P2's score marker")!;
    expect(marker.move).toBe('track r{round} P2 {marker}');
    expect(marker.schema.properties).toMatchObject({ round: { minimum: 1, maximum: 1, default: 1 }, marker: { minimum: 0, maximum: 999, default: 12 } });
    const filled = formMove(round2, marker, { round: 1, marker: 15 });
    expect(filled.text).toBe('track r1 P2 15');
    expect(value(filled.outcome).state.sheet).toEqual([{ P1: 10, P2: 15 }]);
  });

  it('offers nothing while the markers are awaited or after the end; at the end, the end and the marker forms', () => {
    const closed = run(start, ['round']).state;
    expect(game.offer!(closed)).toEqual({ moves: [], forms: [] });
    let s = start;
    for (let r = 1; r <= 6; r++) s = run(s, ['round', { entry: { P1: r, P2: r } }]).state;
    expect(s.stage).toBe('end');
    const atEnd = game.offer!(s);
    expect(atEnd.moves!.map((m) => game.formatMove(m, s))).toEqual(['end']);
    expect(atEnd.forms!.map((f) => f.move)).toEqual(['set P1 {holdings}', 'set P2 {holdings}', 'track r{round} P1 {marker}', 'track r{round} P2 {marker}']);
    const over = run(s, ['end']).state;
    expect(game.offer!(over)).toEqual({ moves: [], forms: [] });
  });
});
