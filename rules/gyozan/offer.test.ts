// What 行山 offers as buttons and forms when its legal moves are too many: exchanges of every amount
// and discards of a big hand.
import { describe, expect, it } from 'vitest';
import type { MoveForm } from '../contract.ts';
import { castSticks, seededRng } from '../rng.ts';
import { at, game, value } from './testing/positions.ts';
import type { GyozanMove, GyozanState } from './types.ts';

const offer = (state: GyozanState) => (game.offer as NonNullable<typeof game.offer>)(state);
const notation = (state: GyozanState, moves: readonly GyozanMove[]) => moves.map((m) => game.formatMove(m, state));
const legal = (state: GyozanState) => notation(state, game.legalMoves(state));

/** The move a form makes with `value` filled in (the dashboard's rule: `{name}` → the value's property). */
const filled = (form: MoveForm, fields: Record<string, string | number>) => form.move.replace(/\{(\w+)\}/g, (_, name: string) => String(fields[name]));

describe('the offer', () => {
  it('is every legal move while they are few', () => {
    const state = at([{ hand: ['黒兵', '赤車', '黒弓'], rice: 17 }, {}]);
    expect(offer(state)).toEqual({});
    expect(game.legalMoves(state).length).toBeLessThan(20);
  });

  it('keeps 1, 2, 3 coins and all the rice buys as buttons, and a form for any amount', () => {
    const state = at([{ rice: 62 }, {}]);
    const { moves = [], forms = [] } = offer(state);
    expect(notation(state, moves).filter((m) => m.startsWith('exchange'))).toEqual(['exchange 1', 'exchange 2', 'exchange 3', 'exchange 12']);
    expect(notation(state, moves)).toEqual(expect.arrayContaining(['move rice LA', 'end']));
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      move: 'exchange {coins}',
      group: { en: 'Exchange rice for coins (5 rice a coin)' },
      schema: { type: 'object', properties: { coins: { type: 'integer', minimum: 1, maximum: 12, default: 1 } } },
    });
    expect(legal(state)).toContain(filled(forms[0], { coins: 7 }));
  });

  it('keeps each card alone and the whole hand as buttons for a big hand, and a form to pick any cards', () => {
    const state = at([{ hand: ['黒兵', '黒兵', '黒兵', '赤車', '赤弓', '黒弓'], installed: [{ card: '赤兵' }, { card: '赤兵' }, { card: '赤兵' }] }, {}]);
    const { moves = [], forms = [] } = offer(state);
    expect(game.legalMoves(state).filter((m) => m.type === 'discard')).toHaveLength(31);
    expect(notation(state, moves).filter((m) => m.startsWith('discard')).sort()).toEqual(
      ['discard 黒兵', 'discard 赤車', 'discard 赤弓', 'discard 黒弓', 'discard 黒兵 黒兵 黒兵 赤車 赤弓 黒弓'].sort(),
    );
    expect(forms).toHaveLength(1);
    const [form] = forms;
    expect(form.move).toBe('discard {card1} {card2} {card3} {card4}');
    const properties = form.schema.properties as Record<string, { label: unknown; default: string; oneOf: { const: string; label: unknown }[] }>;
    expect(properties.card1.label).toEqual({ en: 'black 兵 (soldier)', ja: '黒兵' });
    expect(properties.card1.oneOf.map((o) => o.const)).toEqual(['', '黒兵', '黒兵 黒兵', '黒兵 黒兵 黒兵']);
    expect(properties.card1.oneOf[2].label).toEqual({ en: 'discard 2', ja: '2 枚捨てる' });
    const two = filled(form, { card1: '黒兵 黒兵', card2: '', card3: '', card4: '黒弓' });
    const move = value(game.parseMove(two, state));
    expect(game.formatMove(move, state)).toBe('discard 黒兵 黒兵 黒弓');
    expect(legal(state)).toContain('discard 黒兵 黒兵 黒弓');
  });

  it('offers only legal moves, and always a complete one, through random games rich in rice', () => {
    for (const seed of [1, 2, 3]) {
      const rng = seededRng(seed);
      let state = game.setup(value(game.parseOptions({ players: 2, rice: 80 })), rng);
      let formsSeen = 0;
      for (let step = 0; step < 400 && !game.isOver(state); step++) {
        const asked = game.pending(state);
        if (asked?.kind === 'cast') state = value(game.resolve(state, { cast: castSticks(rng, 5) }, rng)).state;
        else if (asked?.kind === 'choice') state = value(game.resolve(state, { choice: asked.options[0] }, rng)).state;
        if (asked !== null) continue;
        const { moves = game.legalMoves(state), forms = [] } = offer(state);
        expect(moves.length).toBeGreaterThan(0);
        for (const text of notation(state, moves)) expect(legal(state)).toContain(text);
        for (const form of forms) {
          formsSeen++;
          const props = form.schema.properties as Record<string, { maximum?: number; oneOf?: { const: string }[] }>;
          // The most a form allows is a legal move.
          const most = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, p.maximum ?? (p.oneOf as { const: string }[]).at(-1)!.const]));
          expect(game.play(state, value(game.parseMove(filled(form, most), state)), rng).ok).toBe(true);
        }
        const choices = game.legalMoves(state);
        state = value(game.play(state, choices[rng.int(0, choices.length - 1)], rng)).state;
      }
      expect(formsSeen).toBeGreaterThan(0);
    }
  });
});
