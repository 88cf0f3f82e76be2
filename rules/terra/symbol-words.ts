// The printed symbols, the tiles and what a player gains, in English and Japanese, for the
// dashboard's words (the notation's `block:red` is "a red block", 「赤の石材」).
import type { Label } from '../contract.ts';
import { ownValue } from '../names.ts';
import type { Holdings, Symbol } from './types.ts';

const COLOURS_JA: Record<string, string> = {
  red: '赤', blue: '青', green: '緑', yellow: '黄', grey: '灰', gray: '灰', brown: '茶', white: '白',
  black: '黒', purple: '紫', orange: '橙', pink: '桃',
};

/** A colour in Japanese; a colour of an owner's data we do not know keeps its own name. */
export const colourJa = (colour: string): string => ownValue(COLOURS_JA, colour) ?? colour;

/** "a red block" / "2 red blocks" and their Japanese. */
export function blocks(colour: string, n: number): Label {
  return { en: n === 1 ? `a ${colour} block` : `${n} ${colour} blocks`, ja: `${colourJa(colour)}の石材 ${n}` };
}

/** English with its count: "a worker", "2 workers". */
const counted = (n: number, one: string, many: string, article = 'a'): string => (n === 1 ? `${article} ${one}` : `${n} ${many}`);

/** What an oasis pictures, besides its step on the oasis track. */
function oasisItemWords(item: string): Label {
  if (item === '' || item === 'gold') return { en: 'a coin', ja: '金' };
  if (item === 'eye') return { en: 'an eye', ja: '目' };
  if (item === 'burial') return { en: 'a burial good', ja: '副葬品' };
  if (item.startsWith('block:')) return { en: `a ${item.slice(6)} block`, ja: `${colourJa(item.slice(6))}の石材` };
  return { en: item, ja: item };
}

/** One kind of symbol, `n` times. */
export function symbolWords(symbol: Symbol, n: number): Label {
  if (symbol === 'worker') return { en: counted(n, 'worker', 'workers'), ja: `労働者 ${n}` };
  if (symbol === 'eye') return { en: counted(n, 'eye', 'eyes', 'an'), ja: `目 ${n}` };
  if (symbol === 'burial') return { en: counted(n, 'burial good', 'burial goods'), ja: `副葬品 ${n}` };
  if (symbol === 'burial+block') return { en: `${counted(n, 'burial good', 'burial goods')} with a white block`, ja: `副葬品＋白の石材 ${n}` };
  if (symbol.startsWith('block:')) return blocks(symbol.slice(6), n);
  if (symbol === 'oasis' || symbol.startsWith('oasis:')) {
    const item = oasisItemWords(symbol === 'oasis' ? 'gold' : symbol.slice(6));
    return { en: `${counted(n, 'oasis', 'oases', 'an')} (${item.en})`, ja: `オアシス（${item.ja}）${n}` };
  }
  return { en: symbol, ja: symbol };
}

/** "x, y and z" / 「x・y・z」. */
export function listed(parts: readonly Label[]): Label {
  const en = parts.map((p) => p.en);
  return {
    en: en.length <= 1 ? (en[0] ?? '') : `${en.slice(0, -1).join(', ')} and ${en[en.length - 1]}`,
    ja: parts.map((p) => p.ja).join('・'),
  };
}

/** A tile's symbols, alike ones counted together, in the order they are first printed. */
export function symbolsWords(symbols: readonly Symbol[]): Label {
  const counts = new Map<Symbol, number>();
  for (const s of symbols) counts.set(s, (counts.get(s) ?? 0) + 1);
  return listed([...counts].map(([s, n]) => symbolWords(s, n)));
}

/** A whole tile: "a tile with 2 workers and a red block" / 「労働者 2・赤の石材 1 のタイル」. */
export function tileWords(symbols: readonly Symbol[]): Label {
  if (symbols.length === 0) return { en: 'a blank tile', ja: '何も描かれていないタイル' };
  const inner = symbolsWords(symbols);
  return { en: `a tile with ${inner.en}`, ja: `${inner.ja} のタイル` };
}

/** Capitalised, for a label that starts with a tile's words. */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What a player's holdings gained (or lost) between two moments, item by item. */
export function gainWords(before: Holdings, after: Holdings): Label[] {
  const parts: Label[] = [];
  const gold = after.gold - before.gold;
  if (gold !== 0) parts.push({ en: `${gold} gold`, ja: `金 ${gold}` });
  for (const c of new Set([...Object.keys(before.blocks), ...Object.keys(after.blocks)])) {
    const n = (after.blocks[c] ?? 0) - (before.blocks[c] ?? 0);
    if (n !== 0) parts.push(blocks(c, n));
  }
  const horus = after.horus - before.horus;
  if (horus !== 0) parts.push({ en: `${horus} step${horus === 1 ? '' : 's'} on the Horus track`, ja: `ホルストラック +${horus}` });
  const burial = after.burial - before.burial;
  if (burial !== 0) parts.push({ en: counted(burial, 'burial good', 'burial goods'), ja: `副葬品 ${burial}` });
  const oasis = after.oasis - before.oasis;
  if (oasis !== 0) parts.push({ en: `${oasis} step${oasis === 1 ? '' : 's'} on the oasis track`, ja: `オアシストラック +${oasis}` });
  const boat = after.boat.space - before.boat.space;
  if (boat !== 0) parts.push({ en: `the boat ${boat} space${boat === 1 ? '' : 's'} along the Nile`, ja: `船 +${boat}` });
  return parts;
}
