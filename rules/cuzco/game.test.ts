import { footprintOf } from '../footprint.ts';
import { describe, expect, it } from 'vitest';
import { cuzcoGame as fromIndex, findGame } from '../index.ts';
import { cuzcoGame as game } from './game.ts';
import { HOLDINGS_SCHEMA } from './holdings.ts';
import { rng, run, table, tryMove, value } from './testing/builders.ts';

describe('the Cuzco assistant on the game contract', () => {
  it('is registered, has no board, and says it is an assistant', () => {
    expect(findGame('cuzco')).toBe(game);
    expect(fromIndex).toBe(game);
    expect(game.geometry(value(game.parseOptions({})))).toBeNull();
    expect(game.about).toMatchObject({ status: 'reconstruction', players: [1, 4] });
    expect(game.about!.notes).toMatch(/assistant beside the real game, not the game/);
  });

  it('sets up empty holdings with turn-order tiles 1…n, round 1, nobody in particular to move', () => {
    const s = game.setup(value(game.parseOptions({ players: 3 })), rng);
    expect(s.seats).toEqual(['P1', 'P2', 'P3']);
    expect(s.seats.map((seat) => s.players[seat].turnOrder)).toEqual([1, 2, 3]);
    expect(game.toMove!(s)).toBeNull();
    expect(game.pending(s)).toBeNull();
    expect(game.isOver(s)).toBe(false);
  });

  it('sees nothing of any move: every move is entered', () => {
    const s = table({ P1: { feathers: { orange: 3 } } });
    for (const move of game.legalMoves(s)) {
      const f = footprintOf(game, s, move);
      expect(f.sensing).toBe('not');
      expect([f.lift.size, f.fill.size, f.touch.size]).toEqual([0, 0, 0]);
    }
    expect(game.occupancy(s).size).toBe(0);
  });

  it('suggests closing the round and every completion that would succeed', () => {
    const s = table({ P1: { feathers: { orange: 3, purple: 2 }, gods: { 'mama-killa': 1 }, offerings: 1 }, P2: { inti: 1, priests: 2, turnOrder: 2 } });
    // P1: 01 met; 02 and S-04 one short with card 04 in hand (33 would lose the card it counts).
    // P2: 37, S-01, S-02 one short through the Inti medal (40 would spend the medal it counts).
    expect(game.legalMoves(s).map((m) => game.formatMove(m, s))).toEqual([
      'round', 'complete P1 01', 'complete P1 02 mamakilla', 'complete P1 S-04 mamakilla',
      'complete P2 37 inti', 'complete P2 S-01 inti', 'complete P2 S-02 inti',
    ]);
  });

  it('closes a round by asking for every score marker (an entry), refusing bad ones', () => {
    const closed = run(table({ P1: {}, P2: {} }), ['round']).state;
    expect(game.pending(closed)).toEqual({
      kind: 'entry',
      prompt: "Score markers at the end of round 1: each player's position on the score track",
      schema: {
        type: 'object', title: 'Round 1', required: ['P1', 'P2'], additionalProperties: false,
        properties: {
          P1: { type: 'integer', title: "P1's score marker", label: { en: "P1's score marker", ja: 'P1 の得点マーカー' }, minimum: 0, maximum: 999 },
          P2: { type: 'integer', title: "P2's score marker", label: { en: "P2's score marker", ja: 'P2 の得点マーカー' }, minimum: 0, maximum: 999 },
        },
      },
      example: { P1: 0, P2: 0 },
      words: { en: "Round 1 is closed: enter every player's score marker", ja: 'ラウンド 1 が終了: 全員の得点マーカーを入力' },
    });
    expect(game.legalMoves(closed)).toEqual([]);
    expect(tryMove(closed, 'set P1 {"food":1}')).toMatchObject({ ok: false, error: { code: 'awaiting-markers' } });
    expect(game.resolve(closed, { entry: { P1: 3 } }, rng)).toMatchObject({ ok: false, error: { code: 'bad-entry', message: expect.stringMatching(/P2's score marker/) } });
    expect(game.resolve(closed, { entry: { P1: 3, P2: 1, P3: 0 } }, rng)).toMatchObject({ ok: false, error: { code: 'bad-entry' } });
    expect(game.resolve(closed, { choice: 'x' }, rng)).toMatchObject({ ok: false, error: { code: 'bad-entry' } });
    const next = value(game.resolve(closed, { entry: { P1: 12, P2: 9 } }, rng));
    expect(next.state).toMatchObject({ round: 2, stage: 'play', sheet: [{ P1: 12, P2: 9 }] });
    expect(next.events).toContainEqual({ type: 'score', scores: { P1: 12, P2: 9 }, detail: { round: 1, gained: { P1: 12, P2: 9 } } });
    expect(game.resolve(next.state, { entry: {} }, rng)).toMatchObject({ ok: false, error: { code: 'nothing-pending' } });
  });

  it('gives the holdings form its JSON Schema, which the entered holdings are checked against', () => {
    expect(HOLDINGS_SCHEMA).toMatchObject({
      type: 'object', additionalProperties: false,
      properties: {
        feathers: { type: 'object', properties: { orange: { type: 'integer', minimum: 0, maximum: 3 } } },
        quipu: { type: 'array', maxItems: 10, items: { properties: { feather: { type: 'string', enum: ['orange', 'purple', 'pink', 'turquoise'] } } } },
        missions: { type: 'array', items: { type: 'string', enum: expect.arrayContaining(['S-01', '01', '55']) } },
        turnOrder: { type: 'integer', minimum: 1, maximum: 4 },
      },
    });
    const view = game.view(table({ P1: {} })) as { holdingsSchema: unknown };
    expect(view.holdingsSchema).toEqual(HOLDINGS_SCHEMA);
  });

  it('refuses moves for a player not at the table, and moves out of their time', () => {
    const s = table({ P1: {}, P2: {} });
    expect(tryMove(s, 'set P3 {}')).toMatchObject({ ok: false, error: { code: 'no-such-player' } });
    expect(tryMove(s, 'end')).toMatchObject({ ok: false, error: { code: 'not-the-end' } });
    expect(tryMove(s, 'track r1 P1 4')).toMatchObject({ ok: false, error: { code: 'round-open' } });
    expect(tryMove(table({ P1: { missions: ['12'] }, P2: { quipu: [] } }), 'set P2 {"missions":["12"]}')).toMatchObject({ ok: false, error: { code: 'already-completed', message: 'mission 12 is already completed by P1' } });
  });
});
