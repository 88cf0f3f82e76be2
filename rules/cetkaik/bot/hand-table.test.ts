import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KINDS, SUPPLY, scoreHands } from '../hands.ts';
import type { Color, HandList, HeldPiece } from '../hands.ts';
import { handCounts } from '../state.ts';
import { formsNewHand, handMask, handTable, maskNames, maskPoints } from './hand-table.ts';

/** Any held pieces within the supply of one set (both colours). */
const heldPieces = fc
  .array(fc.tuple(fc.constantFrom<Color>('red', 'black'), fc.constantFrom(...KINDS)), { maxLength: 24 })
  .map((pairs) => {
    const taken = new Map<string, number>();
    const pieces: HeldPiece[] = [];
    for (const [color, kind] of pairs) {
      const key = color + kind;
      if ((taken.get(key) ?? 0) >= SUPPLY[kind]) continue;
      taken.set(key, (taken.get(key) ?? 0) + 1);
      pieces.push({ color, kind });
    }
    return pieces;
  });

describe('the search\'s hand table', () => {
  it.each<HandList>(['official', 'kyouiku'])('scores every hand as the engine does (%s)', (list) => {
    const table = handTable(list);
    fc.assert(
      fc.property(heldPieces, (pieces) => {
        const mask = handMask(handCounts(pieces), table);
        const engine = scoreHands(pieces, list);
        expect(maskNames(mask, table)).toEqual(engine.hands);
        expect(maskPoints(mask, table)).toBe(engine.score);
      }),
      { numRuns: 3000 },
    );
  });

  it('sees the 王 stand in for a missing piece of its colour, and same-colour upgrades as new', () => {
    const table = handTable('official');
    const of = (names: [Color, (typeof KINDS)[number]][]) => handMask(handCounts(names.map(([color, kind]) => ({ color, kind }))), table);
    const withKing = of([['red', 'io'], ['red', 'maun1'], ['red', 'gua2']]);
    expect(maskNames(withKing, table)).toEqual(['同色馬弓兵', '王', '同色獣']);
    const mixed = of([['red', 'maun1'], ['black', 'gua2'], ['red', 'kauk2']]);
    const same = of([['red', 'maun1'], ['black', 'gua2'], ['red', 'kauk2'], ['red', 'gua2']]);
    expect(maskNames(mixed, table)).toEqual(['馬弓兵']);
    expect(formsNewHand(mixed, same)).toBe(true);
    expect(formsNewHand(same, same)).toBe(false);
  });
});
