import { describe, expect, it } from 'vitest';
import type { Json, MoveForm, Result } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { freeGame as game } from './game.ts';
import { ALL_AS_BUTTONS } from './offer.ts';
import type { FreeState } from './types.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const start = (options: Json = {}): FreeState => game.setup(value(game.parseOptions(options)), seededRng(1));
const texts = (s: FreeState, moves: readonly unknown[]) => moves.map((m) => game.formatMove(m as never, s));
/** A form's move with its `{name}` placeholders filled, as the dashboard fills them. */
const fillMove = (template: string, value: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => value[k]);
const enumOf = (form: MoveForm, key: string) => ((form.schema.properties as Record<string, { enum?: string[]; oneOf?: { const: string }[] }>)[key]);

describe('what the free game offers', () => {
  it('offers every move of a small game as a button', () => {
    const s = start({ rows: 4, cols: 4, add: true, colors: ['red', 'black'] });
    expect(game.legalMoves(s).length).toBeLessThanOrEqual(ALL_AS_BUTTONS);
    expect(game.offer!(s)).toEqual({});
  });

  it('offers each piece’s steps on a big board, and forms that reach every other move', () => {
    const s = start({ add: true, colors: ['red', 'black'] });
    const offer = game.offer!(s);
    // The top row steps down (diagonally too), the bottom row up: 9 pieces × 2 or 3 cells, twice.
    expect(offer.moves).toHaveLength(2 * (2 + 7 * 3 + 2));
    expect(texts(s, offer.moves!).slice(0, 5)).toEqual(['A1-A2', 'A1-B2', 'B1-A2', 'B1-B2', 'B1-C2']);
    const [moveForm, addForm] = offer.forms!;
    expect(moveForm.move).toBe('{from}-{to}');
    expect(enumOf(moveForm, 'from').enum).toHaveLength(18);
    expect(enumOf(moveForm, 'to').enum).toHaveLength(63);
    expect(addForm.move).toBe('+{to}:{color}');
    expect(enumOf(addForm, 'color').oneOf).toEqual([
      { const: 'red', title: 'red', label: { en: 'red', ja: '赤' }, color: 'red' },
      { const: 'black', title: 'black', label: { en: 'black', ja: '黒' }, color: 'black' },
    ]);
    // Every value the forms allow is a legal move, and together they make every legal move.
    const legal = new Set(texts(s, game.legalMoves(s)));
    const made = new Set<string>();
    for (const from of enumOf(moveForm, 'from').enum!) for (const to of enumOf(moveForm, 'to').enum!) made.add(fillMove(moveForm.move, { from, to }));
    for (const to of enumOf(addForm, 'to').enum!) for (const { const: color } of enumOf(addForm, 'color').oneOf!) made.add(fillMove(addForm.move, { to, color }));
    expect(made).toEqual(legal);
  });

  it('offers a new piece with no colour by its cell alone, and no forms for a game with nothing to move', () => {
    const s = start({ add: true });
    expect(game.offer!(s).forms!.map((f) => f.move)).toEqual(['{from}-{to}', '+{to}']);
    const full = value(game.parsePosition({ occupied: ['A1', 'B1', 'A2', 'B2'] }, value(game.parseOptions({ rows: 2, cols: 2 }))));
    expect(game.offer!(full)).toEqual({});
  });

  it('offers the steps into the last empty cell of a full board', () => {
    // 12×12 full but for L12: most pieces are boxed in; only the three around L12 can step.
    const occupied: string[] = [];
    for (let r = 1; r <= 12; r++) for (const c of 'ABCDEFGHIJKL') if (!(r === 12 && c === 'L')) occupied.push(`${c}${r}`);
    const s = value(game.parsePosition({ occupied }, value(game.parseOptions({ rows: 12, cols: 12, add: true }))));
    // 143 pieces, one empty cell: 144 legal moves, above the all-buttons limit; three pieces step there.
    expect(game.legalMoves(s).length).toBeGreaterThan(ALL_AS_BUTTONS);
    expect(texts(s, game.offer!(s).moves!)).toEqual(['K11-L12', 'L11-L12', 'K12-L12']);
  });

  it('offers the first new pieces on an empty board too big for a button each', () => {
    const s = value(game.parsePosition({ occupied: [] }, value(game.parseOptions({ rows: 12, cols: 12, add: true }))));
    const offer = game.offer!(s);
    expect(texts(s, offer.moves!).slice(0, 2)).toEqual(['+A1', '+B1']);
    expect(offer.moves).toHaveLength(ALL_AS_BUTTONS);
    expect(offer.forms!.map((f) => f.move)).toEqual(['+{to}']);
  });
});
