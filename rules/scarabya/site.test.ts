import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { allAreas } from './areas.ts';
import { canPlace, emptyBoard } from './board.ts';
import { LETTERS } from './pentominoes.ts';
import { scarabyaGame as game } from './game.ts';
import { CENTRE_CELLS, cellName } from './mask.ts';
import { formatSite, generateQuarter, generateQuarters, generateSite, parseQuarters, parseSite, siteCellOf } from './site.ts';
import { errorCode, optionsOf, value } from './testing/support.ts';

const quarterOf = (cell: number) => (Math.floor(cell / 50) * 2 + (cell % 10 >= 5 ? 1 : 0));

describe('generated sites', () => {
  it('are reproducible from the seed', () => {
    expect(formatSite(generateSite(seededRng(42)))).toEqual(formatSite(generateSite(seededRng(42))));
    expect(formatSite(generateSite(seededRng(42)))).not.toEqual(formatSite(generateSite(seededRng(43))));
    const a = game.setup(optionsOf({ siteSeed: 9 }), seededRng(1));
    const b = game.setup(optionsOf({ siteSeed: 9 }), seededRng(2));
    expect(a.site).toEqual(b.site);
  });

  it('are drawn again when a mission’s tile could not begin on them (the seed that once gave such a site)', () => {
    const site = generateSite(seededRng(-1371304177));
    for (const letter of LETTERS) expect(canPlace(emptyBoard(site), letter, false)).toBe(true);
  });

  it('have 2 rocks and 6 scarabs per quarter, no rock on a centre cell, no scarab on a rock, no area at the start', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const site = generateSite(seededRng(seed));
        for (let q = 0; q < 4; q++) {
          expect(site.rocks.filter((c) => quarterOf(c) === q)).toHaveLength(2);
          expect(site.scarabs.filter((c) => quarterOf(c) === q)).toHaveLength(6);
        }
        expect(site.rocks.some((c) => CENTRE_CELLS.includes(c))).toBe(false);
        expect(site.scarabs.some((c) => site.rocks.includes(c))).toBe(false);
        expect(allAreas(site.rockMask)).toEqual([]);
        // Valid as JSON too, and whichever mission comes first can be placed.
        expect(value(parseSite(formatSite(site)))).toEqual(site);
        for (const letter of LETTERS) expect(canPlace(emptyBoard(site), letter, false)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keep rocks off every corner of a quarter, so any slot and rotation keeps the centre free', () => {
    for (let seed = 0; seed < 50; seed++) {
      const quarter = generateQuarter(seededRng(seed), 'q');
      expect(quarter.rocks.some((name) => ['A1', 'E1', 'A5', 'E5'].includes(name))).toBe(false);
    }
  });
});

describe('sites from quarters', () => {
  const quarter = { name: 'Q', rocks: ['B1', 'C3'], scarabs: ['A1', 'E1', 'A5', 'E5', 'C2', 'D4'] };

  it('turn each quarter clockwise and put it in its slot', () => {
    // A1 of a quarter turned a quarter clockwise ends top-right of the quarter.
    expect(cellName(siteCellOf(0, 'top-left', 90))).toBe('E1');
    expect(cellName(siteCellOf(0, 'top-right', 90))).toBe('J1');
    expect(cellName(siteCellOf(0, 'bottom-left', 180))).toBe('E10');
    expect(cellName(siteCellOf(0, 'bottom-right', 270))).toBe('F10');
    expect(cellName(siteCellOf(1, 'top-left', 0))).toBe('B1');
    expect(cellName(siteCellOf(1, 'top-left', 90))).toBe('E2');
  });

  it('make a site of 8 rocks and 24 scarabs', () => {
    const entries = [
      { slot: 'top-left', rotation: 0, quarter },
      { slot: 'top-right', rotation: 90, quarter },
      { slot: 'bottom-left', rotation: 180, quarter },
      { slot: 'bottom-right', rotation: 270, quarter },
    ];
    const site = value(parseQuarters(entries));
    expect(site.rocks).toHaveLength(8);
    expect(site.scarabs).toHaveLength(24);
    expect(formatSite(site).rocks).toEqual(['B1', 'C3', 'J2', 'H3', 'C8', 'D10', 'H8', 'F9'].sort((a, b) => siteOrder(a) - siteOrder(b)));
    // The same site through the options, kept as cells.
    expect(optionsOf({ site: { quarters: entries } }).site).toEqual(formatSite(site));
    // Generated quarters are entries of the same format.
    expect(parseQuarters(generateQuarters(seededRng(3))).ok).toBe(true);
  });

  it.each([
    [{ quarters: [] }, 'quarters must list 4'],
    [{ quarters: Array(4).fill({ slot: 'top-left', rotation: 0, quarter }) }, 'slot top-left is used twice'],
    [{ quarters: [{ slot: 'middle', rotation: 0, quarter }] }, 'quarters must list 4'],
    [{ rocks: ['A1'], scarabs: ['A1'] }, 'a scarab on the rock at A1'],
    [{ rocks: ['K1'], scarabs: [] }, '"K1" is not a cell'],
    [{ rocks: ['A1', 'a1'], scarabs: [] }, 'listed twice'],
    [{ rocks: [], scarabs: [], extra: 1 }, 'unknown key "extra"'],
    [[], 'a site is an object'],
  ])('refuses %j', (json, message) => {
    const result = parseSite(json);
    expect(errorCode(result)).toBe('bad-site');
    expect(!result.ok && result.error.message).toContain(message);
  });

  it('refuses quarters that are not 2 rocks and 6 scarabs on a 5×5', () => {
    const entries = (q: object) => ['top-left', 'top-right', 'bottom-left', 'bottom-right'].map((slot) => ({ slot, rotation: 0, quarter: q }));
    expect(errorCode(parseQuarters(entries({ ...quarter, rocks: ['B1'] })))).toBe('bad-site');
    expect(errorCode(parseQuarters(entries({ ...quarter, rocks: ['B1', 'F1'] })))).toBe('bad-site');
    expect(errorCode(parseQuarters(entries({ ...quarter, name: '' })))).toBe('bad-site');
    const turned = ['top-left', 'top-right', 'bottom-left', 'bottom-right'].map((slot) => ({ slot, rotation: 45, quarter }));
    expect(errorCode(parseQuarters(turned))).toBe('bad-site');
  });
});

function siteOrder(name: string): number {
  return (Number(name.slice(1)) - 1) * 10 + 'ABCDEFGHIJ'.indexOf(name[0]);
}
