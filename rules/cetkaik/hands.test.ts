import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkSupply,
  COLOR_OF_GLYPH,
  GLYPH_OF_COLOR,
  GLYPH_OF_KIND,
  handNames,
  handValue,
  KIND_OF_GLYPH,
  KINDS,
  parsePieceName,
  pieceName,
  scoreHands,
} from './hands.ts';
import type { HeldPiece } from './hands.ts';

// The reference calculator's cases (provenance: vectors/README.md).
const vectorsUrl = new URL('./vectors/hands.json', import.meta.url);

type Answer = { error: false; score: number; hands: string[] } | { error: true; too_many: string[] };
const cases = JSON.parse(readFileSync(vectorsUrl, 'utf8')) as [string[], Answer][];

function pieces(names: readonly string[]): HeldPiece[] {
  return names.map((name) => {
    const piece = parsePieceName(name);
    if (piece === undefined) throw new Error(`bad piece name in vectors: ${name}`);
    return piece;
  });
}

describe('glyph maps', () => {
  it('map every kind to its glyph and back, in the order 船兵弓車虎馬筆巫将王', () => {
    expect(KINDS.map((kind) => GLYPH_OF_KIND[kind]).join('')).toBe('船兵弓車虎馬筆巫将王');
    for (const kind of KINDS) expect(KIND_OF_GLYPH[GLYPH_OF_KIND[kind]]).toBe(kind);
    expect(GLYPH_OF_COLOR).toEqual({ red: '赤', black: '黒' });
    expect(COLOR_OF_GLYPH).toEqual({ 赤: 'red', 黒: 'black' });
  });

  it('round-trip piece names and refuse others', () => {
    expect(parsePieceName('黒王')).toEqual({ color: 'black', kind: 'io' });
    expect(pieceName({ color: 'red', kind: 'kauk2' })).toBe('赤兵');
    for (const bad of ['黒', '黒皇', '青兵', '赤兵兵', '', 'toString']) expect(parsePieceName(bad)).toBeUndefined();
  });
});

describe('hands.json (reference calculator vectors)', () => {
  it('has the 126 recorded cases', () => {
    expect(cases).toHaveLength(126);
  });

  it.each(cases.map(([names, answer], i) => [i, names.join(''), names, answer] as const))(
    'case %i: %s',
    (_i, _label, names, answer) => {
      const held = pieces(names);
      const supply = checkSupply(held);
      if (answer.error) {
        expect(supply).toEqual({ ok: false, tooMany: answer.too_many });
        return;
      }
      expect(supply).toEqual({ ok: true });
      const result = scoreHands(held, 'official');
      expect(new Set(result.hands)).toEqual(new Set(answer.hands));
      expect(result.hands).toHaveLength(answer.hands.length);
      expect(result.score).toBe(answer.score);
    },
  );
});

describe('scoreHands official', () => {
  it('a 王 is a wildcard for its own colour only', () => {
    // 黒王 can be a black 馬 (same-colour 獣 with 黒虎) but never a red one.
    expect(scoreHands(pieces(['赤虎', '黒王']), 'official')).toEqual({ score: 8, hands: ['王', '獣'] });
    expect(scoreHands(pieces(['黒虎', '黒王']), 'official')).toEqual({ score: 10, hands: ['王', '同色獣'] });
    expect(scoreHands(pieces(['赤虎', '黒王']), 'official').hands).not.toContain('同色獣');
  });

  it('counts each hand once and lists hands in table order', () => {
    const result = scoreHands(pieces(['赤兵', '赤兵', '赤兵', '赤兵', '赤兵', '赤兵', '赤兵', '赤兵']), 'official');
    expect(result).toEqual({ score: 5, hands: ['同色闇戦之集'] });
  });

  it('scores nothing for an empty hand', () => {
    expect(scoreHands([], 'official')).toEqual({ score: 0, hands: [] });
  });
});

describe('scoreHands kyouiku (the seed school list)', () => {
  it('scores 将巫兵 5, 車弓兵 5, 王 3, 船兵兵 3', () => {
    expect(scoreHands(pieces(['赤将', '黒巫', '赤兵']), 'kyouiku')).toEqual({ score: 5, hands: ['将巫兵'] });
    expect(scoreHands(pieces(['黒車', '黒弓', '赤兵']), 'kyouiku')).toEqual({ score: 5, hands: ['車弓兵'] });
    expect(scoreHands(pieces(['黒王']), 'kyouiku')).toEqual({ score: 3, hands: ['王'] });
    expect(scoreHands(pieces(['赤船', '黒兵', '赤兵']), 'kyouiku')).toEqual({ score: 3, hands: ['船兵兵'] });
    expect(scoreHands(pieces(['赤船', '黒兵']), 'kyouiku')).toEqual({ score: 0, hands: [] });
  });

  it('has no wildcard and no same-colour bonus, and ignores official hands', () => {
    expect(scoreHands(pieces(['赤将', '赤巫', '赤王']), 'kyouiku')).toEqual({ score: 3, hands: ['王'] });
    expect(scoreHands(pieces(['黒虎', '黒馬']), 'kyouiku')).toEqual({ score: 0, hands: [] });
    const all = pieces(['赤将', '赤巫', '赤兵', '赤兵', '赤車', '赤弓', '赤王', '赤船']);
    expect(scoreHands(all, 'kyouiku')).toEqual({ score: 16, hands: ['将巫兵', '車弓兵', '王', '船兵兵'] });
  });
});

describe('checkSupply', () => {
  it('allows a full set of one colour', () => {
    const full = KINDS.flatMap((kind) =>
      Array.from({ length: kind === 'kauk2' ? 8 : kind === 'io' || kind === 'nuak1' ? 1 : 2 }, () => ({
        color: 'red' as const,
        kind,
      })),
    );
    expect(checkSupply(full)).toEqual({ ok: true });
  });

  it('lists the excess black first, then by kind 兵弓車虎馬筆巫将王船', () => {
    const held = pieces(['赤船', '赤船', '黒兵', ...Array.from({ length: 9 }, () => '赤兵'), '黒王', '黒王', '赤筆', '赤筆', '赤筆']);
    expect(checkSupply(held)).toEqual({ ok: false, tooMany: ['黒王', '赤兵', '赤筆', '赤船'] });
  });
});

describe('handValue', () => {
  it('knows the penalties, plain and same-colour values', () => {
    expect(handValue('撃皇')).toBe(-5);
    expect(handValue('皇再来')).toBe(-3);
    expect(handValue('王')).toBe(5);
    expect(handValue('同色無抗行処')).toBe(52);
    expect(handValue('無抗行処')).toBe(50);
    expect(handValue('同色王')).toBeUndefined();
    expect(handValue('nonsense')).toBeUndefined();
    expect(handValue('王', 'kyouiku')).toBe(3);
    expect(handValue('同色地心', 'kyouiku')).toBeUndefined();
  });

  it('lists 19 official hand names and the two penalties', () => {
    expect(handNames('official')).toHaveLength(21);
    expect(handNames('kyouiku')).toEqual(['将巫兵', '車弓兵', '王', '船兵兵', '撃皇', '皇再来']);
  });
});
