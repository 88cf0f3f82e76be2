// An immutable set of board cells (cell = row * cols + col) for boards up to 32×32, in the
// spirit of chessops' SquareSet but spread over several 32-bit words.
//
// Representation: an array of int32 words, word i holding cells 32i..32i+31, trimmed so that
// the last word is never zero. A set therefore has exactly one representation, which makes
// `equals` a plain word comparison and `key` a stable string, and keeps sets on small boards
// (81–256 cells) down to 3–8 words whatever the largest board the product supports.
// Plain arrays, not Uint32Array: every operation allocates, and small typed arrays cost several
// times more to allocate.

/** Cells are 0..MAX_CELLS-1: a 32×32 board. */
export const MAX_CELLS = 1024;

function checkCell(cell: number): void {
  // `>>> 0 !== cell` rejects negatives, fractions, NaN and non-numbers in one test.
  if (cell >>> 0 !== cell || cell >= MAX_CELLS) {
    throw new RangeError(`cell ${String(cell)} is outside 0..${MAX_CELLS - 1}`);
  }
}

function popcount(word: number): number {
  let w = word >>> 0;
  w -= (w >>> 1) & 0x55555555;
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** Index of the lowest set bit of a non-zero word. */
function lowestBit(w: number): number {
  return 31 - Math.clz32(w & -w);
}

const NO_WORDS: readonly number[] = Object.freeze([]);

type Words = readonly number[];

export class CellSet implements Iterable<number> {
  /** Int32 words, trimmed (empty, or the last word non-zero). Never mutated once built. */
  private readonly words: Words;

  private constructor(words: Words) {
    this.words = words;
  }

  private static readonly EMPTY = new CellSet(NO_WORDS);

  static empty(): CellSet {
    return CellSet.EMPTY;
  }

  static of(...cells: number[]): CellSet {
    return CellSet.from(cells);
  }

  static from(cells: Iterable<number>): CellSet {
    const words: number[] = [];
    for (const cell of cells) {
      checkCell(cell);
      const i = cell >>> 5;
      while (words.length <= i) words.push(0);
      words[i] |= 1 << (cell & 31);
    }
    return words.length === 0 ? CellSet.EMPTY : new CellSet(words);
  }

  has(cell: number): boolean {
    checkCell(cell);
    const i = cell >>> 5;
    return i < this.words.length && (this.words[i] & (1 << (cell & 31))) !== 0;
  }

  with(cell: number): CellSet {
    if (this.has(cell)) return this;
    const i = cell >>> 5;
    const words = this.words.slice();
    while (words.length <= i) words.push(0);
    words[i] |= 1 << (cell & 31);
    return new CellSet(words);
  }

  without(cell: number): CellSet {
    if (!this.has(cell)) return this;
    const i = cell >>> 5;
    const a = this.words;
    const bit = 1 << (cell & 31);
    let length = a.length;
    // Removing a bit from the last word may leave trailing zero words to trim.
    if (i === length - 1) {
      if ((a[i] & ~bit) === 0) {
        length--;
        while (length > 0 && a[length - 1] === 0) length--;
        return length === 0 ? CellSet.EMPTY : new CellSet(a.slice(0, length));
      }
    }
    const words = a.slice();
    words[i] &= ~bit;
    return new CellSet(words);
  }

  union(other: CellSet): CellSet {
    const a = this.words;
    const b = other.words;
    if (b.length === 0) return this;
    if (a.length === 0) return other;
    const long = a.length >= b.length ? a : b;
    const short = long === a ? b : a;
    const words = long.slice();
    for (let i = 0; i < short.length; i++) words[i] |= short[i];
    return new CellSet(words);
  }

  intersect(other: CellSet): CellSet {
    const a = this.words;
    const b = other.words;
    let length = Math.min(a.length, b.length);
    while (length > 0 && (a[length - 1] & b[length - 1]) === 0) length--;
    if (length === 0) return CellSet.EMPTY;
    const words = new Array<number>(length);
    for (let i = 0; i < length; i++) words[i] = a[i] & b[i];
    return new CellSet(words);
  }

  minus(other: CellSet): CellSet {
    const a = this.words;
    const b = other.words;
    if (a.length === 0 || b.length === 0) return this;
    let length = a.length;
    while (length > 0 && (a[length - 1] & ~(length - 1 < b.length ? b[length - 1] : 0)) === 0) {
      length--;
    }
    if (length === 0) return CellSet.EMPTY;
    const words = a.slice(0, length);
    const common = Math.min(length, b.length);
    for (let i = 0; i < common; i++) words[i] &= ~b[i];
    return new CellSet(words);
  }

  xor(other: CellSet): CellSet {
    const a = this.words;
    const b = other.words;
    if (b.length === 0) return this;
    if (a.length === 0) return other;
    let length = Math.max(a.length, b.length);
    // Only equal lengths can cancel out the top word.
    if (a.length === b.length) {
      while (length > 0 && a[length - 1] === b[length - 1]) length--;
      if (length === 0) return CellSet.EMPTY;
    }
    const words = new Array<number>(length);
    for (let i = 0; i < length; i++) {
      words[i] = (i < a.length ? a[i] : 0) ^ (i < b.length ? b[i] : 0);
    }
    return new CellSet(words);
  }

  equals(other: CellSet): boolean {
    if (this === other) return true;
    const a = this.words;
    const b = other.words;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  isSubsetOf(other: CellSet): boolean {
    const a = this.words;
    const b = other.words;
    // Trimmed words: a longer set has a cell beyond the other's last word.
    if (a.length > b.length) return false;
    for (let i = 0; i < a.length; i++) if ((a[i] & ~b[i]) !== 0) return false;
    return true;
  }

  intersects(other: CellSet): boolean {
    const a = this.words;
    const b = other.words;
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i++) if ((a[i] & b[i]) !== 0) return true;
    return false;
  }

  isEmpty(): boolean {
    return this.words.length === 0;
  }

  get size(): number {
    let n = 0;
    for (let i = 0; i < this.words.length; i++) n += popcount(this.words[i]);
    return n;
  }

  /** The lowest cell, or undefined when empty. */
  first(): number | undefined {
    const a = this.words;
    for (let i = 0; i < a.length; i++) if (a[i] !== 0) return (i << 5) + lowestBit(a[i]);
    return undefined;
  }

  /** Cells in ascending order. */
  toArray(): number[] {
    const cells: number[] = [];
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let w = a[i];
      while (w !== 0) {
        cells.push((i << 5) + lowestBit(w));
        w &= w - 1;
      }
    }
    return cells;
  }

  *[Symbol.iterator](): Iterator<number> {
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let w = a[i];
      while (w !== 0) {
        yield (i << 5) + lowestBit(w);
        w &= w - 1;
      }
    }
  }

  /** A stable string, equal for equal sets: usable as a Map key. Empty set → ''. */
  key(): string {
    let key = '';
    for (let i = 0; i < this.words.length; i++) {
      key += (i === 0 ? '' : '.') + (this.words[i] >>> 0).toString(16);
    }
    return key;
  }

  /** JSON shows the cells, not the words. */
  toJSON(): number[] {
    return this.toArray();
  }

  toString(): string {
    return `CellSet(${this.toArray().join(',')})`;
  }
}
