// The symbols printed on stair tiles, checked against the game's colours.
import { WHITE, type Symbol } from './types.ts';

/** Items an oasis may picture (version 3): `oasis` alone pictures a coin. */
const OASIS_ITEMS = ['gold', 'eye', 'burial'];

export function isSymbol(value: unknown, colours: readonly string[]): value is Symbol {
  if (typeof value !== 'string') return false;
  if (value === 'worker' || value === 'eye' || value === 'oasis' || value === 'burial' || value === 'burial+block') return true;
  if (value.startsWith('block:')) return isBlockColour(value.slice(6), colours);
  if (value.startsWith('oasis:')) {
    const item = value.slice(6);
    return OASIS_ITEMS.includes(item) || (item.startsWith('block:') && isBlockColour(item.slice(6), colours));
  }
  return false;
}

const isBlockColour = (c: string, colours: readonly string[]) => colours.includes(c) || c === WHITE;

export function symbolHelp(colours: readonly string[]): string {
  return `worker, block:<colour> (${[...colours, WHITE].join(', ')}), eye, oasis, oasis:<gold|eye|burial|block:colour>, burial, burial+block`;
}

/** The same tile whatever order its symbols are listed in. */
export function tileKey(symbols: readonly Symbol[]): string {
  return [...symbols].sort().join(',');
}

/** What an oasis on a tile gives besides its track step: the pictured item (a coin when none is named). */
export function oasisItem(symbol: Symbol): Symbol {
  return symbol === 'oasis' ? 'gold' : symbol.slice('oasis:'.length);
}
