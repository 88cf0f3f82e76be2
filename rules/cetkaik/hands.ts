// Cetkaik hands (役) and their scores: the official table (rules/cetkaik/README.md §5) and the
// book's school list (§6 `kyouiku`), the piece supply check, and the kind/colour glyph maps the
// engine and the record parser share. Pure: no I/O.

export type Kind =
  | 'nuak1'
  | 'kauk2'
  | 'gua2'
  | 'kaun1'
  | 'dau2'
  | 'maun1'
  | 'kua2'
  | 'tuk2'
  | 'uai1'
  | 'io';

export type Color = 'red' | 'black';

/** A piece that can be held in hand (every kind but the Tam2). */
export interface HeldPiece {
  color: Color;
  kind: Kind;
}

export type HandList = 'official' | 'kyouiku';

export interface HandScore {
  score: number;
  hands: string[];
}

export type SupplyCheck = { ok: true } | { ok: false; tooMany: string[] };

/** In the table order of the glyphs 船兵弓車虎馬筆巫将王. */
export const KINDS: readonly Kind[] = [
  'nuak1',
  'kauk2',
  'gua2',
  'kaun1',
  'dau2',
  'maun1',
  'kua2',
  'tuk2',
  'uai1',
  'io',
];

export const COLORS: readonly Color[] = ['red', 'black'];

export const GLYPH_OF_KIND: Readonly<Record<Kind, string>> = {
  nuak1: '船',
  kauk2: '兵',
  gua2: '弓',
  kaun1: '車',
  dau2: '虎',
  maun1: '馬',
  kua2: '筆',
  tuk2: '巫',
  uai1: '将',
  io: '王',
};

export const GLYPH_OF_COLOR: Readonly<Record<Color, string>> = { red: '赤', black: '黒' };

export const KIND_OF_GLYPH: Readonly<Record<string, Kind>> = Object.fromEntries(
  KINDS.map((kind) => [GLYPH_OF_KIND[kind], kind]),
);

export const COLOR_OF_GLYPH: Readonly<Record<string, Color>> = { 赤: 'red', 黒: 'black' };

export function kindOfGlyph(glyph: string): Kind | undefined {
  return Object.hasOwn(KIND_OF_GLYPH, glyph) ? KIND_OF_GLYPH[glyph] : undefined;
}

export function colorOfGlyph(glyph: string): Color | undefined {
  return Object.hasOwn(COLOR_OF_GLYPH, glyph) ? COLOR_OF_GLYPH[glyph] : undefined;
}

/** `赤王`, `黒兵`: the notation of hands.json, records and drops. */
export function pieceName(piece: HeldPiece): string {
  return GLYPH_OF_COLOR[piece.color] + GLYPH_OF_KIND[piece.kind];
}

export function parsePieceName(name: string): HeldPiece | undefined {
  const chars = [...name];
  if (chars.length !== 2) return undefined;
  const color = colorOfGlyph(chars[0]);
  const kind = kindOfGlyph(chars[1]);
  return color === undefined || kind === undefined ? undefined : { color, kind };
}

/** Pieces of one colour and kind in a full set. */
export const SUPPLY: Readonly<Record<Kind, number>> = {
  nuak1: 1,
  kauk2: 8,
  gua2: 2,
  kaun1: 2,
  dau2: 2,
  maun1: 2,
  kua2: 2,
  tuk2: 2,
  uai1: 2,
  io: 1,
};

// The reference calculator lists excess pieces black first, then in this kind order.
const SUPPLY_REPORT_COLORS: readonly Color[] = ['black', 'red'];
/** The reference reports kinds in table order with the boat (船, first in KINDS) last. */
const SUPPLY_REPORT_KINDS: readonly Kind[] = [...KINDS.slice(1), KINDS[0]];

/** Which colour+kind pieces exceed the per-colour supply (兵 8; 王 and 船 1; others 2). */
export function checkSupply(pieces: readonly HeldPiece[]): SupplyCheck {
  const counts = countPieces(pieces);
  const tooMany: string[] = [];
  for (const color of SUPPLY_REPORT_COLORS) {
    for (const kind of SUPPLY_REPORT_KINDS) {
      if (counts[color][kind] > SUPPLY[kind]) tooMany.push(pieceName({ color, kind }));
    }
  }
  return tooMany.length === 0 ? { ok: true } : { ok: false, tooMany };
}

// ---- hand tables -------------------------------------------------------------------------

/** A hand made of pieces: how many of each kind it needs, its value, its same-colour value. */
interface HandRule {
  name: string;
  needs: Partial<Record<Kind, number>>;
  value: number;
  /** Value of the same-colour version `同色<name>`; absent when the hand has none. */
  flashValue?: number;
}

const FLASH = '同色';

// Official table, in its own order (rules/cetkaik/README.md §5). 王 has no same-colour version:
// it always counts 5 (3 + the 2 it would gain, as the reference calculator scores it; §10.7).
const OFFICIAL_RULES: readonly HandRule[] = [
  {
    name: '無抗行処',
    needs: { nuak1: 1, kauk2: 1, gua2: 1, kaun1: 1, dau2: 1, maun1: 1, kua2: 1, tuk2: 1, uai1: 1, io: 1 },
    value: 50,
    flashValue: 52,
  },
  { name: '筆兵無傾', needs: { kauk2: 1, gua2: 1, uai1: 1, kua2: 1, tuk2: 1 }, value: 10, flashValue: 12 },
  { name: '地心', needs: { kua2: 1, tuk2: 1, uai1: 1 }, value: 7, flashValue: 9 },
  { name: '馬弓兵', needs: { maun1: 1, gua2: 1, kauk2: 1 }, value: 5, flashValue: 7 },
  { name: '行行', needs: { nuak1: 1, kaun1: 1, maun1: 1 }, value: 5, flashValue: 7 },
  { name: '王', needs: { io: 1 }, value: 5 },
  { name: '獣', needs: { dau2: 1, maun1: 1 }, value: 3, flashValue: 5 },
  { name: '戦集', needs: { uai1: 1, kauk2: 2 }, value: 3, flashValue: 5 },
  { name: '助友', needs: { kaun1: 1, kauk2: 2 }, value: 3, flashValue: 5 },
  { name: '闇戦之集', needs: { kauk2: 5 }, value: 3, flashValue: 5 },
];

// The book's 教育机戦 list (rules/cetkaik/README.md §6). The book says nothing of same-colour
// versions or of 王 as a wildcard, so neither applies here (§10.9).
const KYOUIKU_RULES: readonly HandRule[] = [
  { name: '将巫兵', needs: { uai1: 1, tuk2: 1, kauk2: 1 }, value: 5 },
  { name: '車弓兵', needs: { kaun1: 1, gua2: 1, kauk2: 1 }, value: 5 },
  { name: '王', needs: { io: 1 }, value: 3 },
  { name: '船兵兵', needs: { nuak1: 1, kauk2: 2 }, value: 3 },
];

/** Penalties (y1huap1): names used in declarations and records, not made of pieces. */
export const PENALTIES: Readonly<Record<string, number>> = { 撃皇: -5, 皇再来: -3 };

function valueTable(rules: readonly HandRule[]): Map<string, number> {
  const table = new Map<string, number>();
  for (const rule of rules) {
    table.set(rule.name, rule.value);
    if (rule.flashValue !== undefined) table.set(FLASH + rule.name, rule.flashValue);
  }
  for (const [name, value] of Object.entries(PENALTIES)) table.set(name, value);
  return table;
}

const VALUES: Readonly<Record<HandList, Map<string, number>>> = {
  official: valueTable(OFFICIAL_RULES),
  kyouiku: valueTable(KYOUIKU_RULES),
};

/** Every name `handValue` knows in a list: hands, their same-colour versions, penalties. */
export function handNames(list: HandList = 'official'): string[] {
  return [...VALUES[list].keys()];
}

/** Points of a hand or penalty by name (`同色馬弓兵` 7, `王` 5, `撃皇` −5); undefined if unknown. */
export function handValue(name: string, list: HandList = 'official'): number | undefined {
  return VALUES[list].get(name);
}

// ---- scoring -----------------------------------------------------------------------------

type Counts = Record<Color, Record<Kind, number>>;

function emptyCounts(): Counts {
  const zero = (): Record<Kind, number> =>
    Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  return { red: zero(), black: zero() };
}

function countPieces(pieces: readonly HeldPiece[]): Counts {
  const counts = emptyCounts();
  for (const piece of pieces) counts[piece.color][piece.kind] += 1;
  return counts;
}

function needsMet(needs: HandRule['needs'], have: (kind: Kind) => number): boolean {
  return Object.entries(needs).every(([kind, n]) => have(kind as Kind) >= (n ?? 0));
}

/** The hands these exact pieces form, wildcards aside: same-colour version where it exists. */
function plainHands(rules: readonly HandRule[], counts: Counts): Set<string> {
  const found = new Set<string>();
  for (const rule of rules) {
    const sameColour =
      rule.flashValue !== undefined &&
      COLORS.some((color) => needsMet(rule.needs, (kind) => counts[color][kind]));
    if (sameColour) found.add(FLASH + rule.name);
    else if (needsMet(rule.needs, (kind) => counts.red[kind] + counts.black[kind])) found.add(rule.name);
  }
  return found;
}

/**
 * Hands with each 王 standing in for one other kind of its own colour: every substitution is
 * tried and the hands are united (the 王 itself, unsubstituted, still makes the 王 hand and
 * counts towards 無抗行処). Each colour's 王 is substituted at most once.
 */
function handsWithWildcards(rules: readonly HandRule[], counts: Counts, substituted: readonly Color[]): Set<string> {
  const found = plainHands(rules, counts);
  for (const color of COLORS) {
    if (substituted.includes(color) || counts[color].io === 0) continue;
    for (const kind of KINDS) {
      if (kind === 'io') continue;
      const swapped: Counts = { red: { ...counts.red }, black: { ...counts.black } };
      swapped[color].io -= 1;
      swapped[color][kind] += 1;
      for (const hand of handsWithWildcards(rules, swapped, [...substituted, color])) found.add(hand);
    }
  }
  return found;
}

/**
 * The hands a set of held pieces forms and their total (no penalties, no rate). Each hand
 * counts once; a same-colour version replaces the plain one. Does not check the supply
 * (see checkSupply).
 */
export function scoreHands(pieces: readonly HeldPiece[], list: HandList): HandScore {
  const counts = countPieces(pieces);
  const rules = list === 'official' ? OFFICIAL_RULES : KYOUIKU_RULES;
  const found =
    list === 'official' ? handsWithWildcards(rules, counts, []) : plainHands(rules, counts);
  const hands: string[] = [];
  let score = 0;
  for (const rule of rules) {
    // Union over substitutions may hold both versions: the same-colour one wins.
    const name = found.has(FLASH + rule.name) ? FLASH + rule.name : found.has(rule.name) ? rule.name : null;
    if (name === null) continue;
    hands.push(name);
    score += handValue(name, list) ?? 0;
  }
  return { score, hands };
}
