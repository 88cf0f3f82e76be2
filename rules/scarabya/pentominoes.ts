// The 12 pentominoes by their usual letters, and their distinct orientations. A tile drawn
// below is the side that counts as "not reflected" when flipping is off (option allowFlip):
// the published rules say nothing about it, so the convention is the textbook picture.
export const LETTERS = ['F', 'I', 'L', 'N', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'] as const;
export type Letter = (typeof LETTERS)[number];

export function isLetter(value: unknown): value is Letter {
  return typeof value === 'string' && (LETTERS as readonly string[]).includes(value);
}

const PICTURES: Record<Letter, string[]> = {
  F: ['.##', '##.', '.#.'],
  I: ['#', '#', '#', '#', '#'],
  L: ['#.', '#.', '#.', '##'],
  N: ['.#', '.#', '##', '#.'],
  P: ['##', '##', '#.'],
  T: ['###', '.#.', '.#.'],
  U: ['#.#', '###'],
  V: ['#..', '#..', '###'],
  W: ['#..', '##.', '.##'],
  X: ['.#.', '###', '.#.'],
  Y: ['.#', '##', '.#', '.#'],
  Z: ['##.', '.#.', '.##'],
};

/** A square of a shape: row and column offsets from the shape's top-left corner. */
export type Square = readonly [number, number];

export interface Orientation {
  readonly letter: Letter;
  /** Offsets sorted row-major, the top row at 0 and the leftmost column at 0. */
  readonly squares: readonly Square[];
  readonly height: number;
  readonly width: number;
  /** Reachable only by turning the tile over (not by rotating it). */
  readonly reflected: boolean;
}

function squaresOf(picture: string[]): Square[] {
  const squares: Square[] = [];
  picture.forEach((line, row) => {
    for (let col = 0; col < line.length; col++) if (line[col] === '#') squares.push([row, col]);
  });
  return squares;
}

/** Moves a shape to the top-left corner and sorts it, so equal shapes compare equal. */
function normalise(squares: readonly Square[]): Square[] {
  const top = Math.min(...squares.map(([r]) => r));
  const left = Math.min(...squares.map(([, c]) => c));
  return squares
    .map(([r, c]): Square => [r - top, c - left])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

const keyOf = (squares: readonly Square[]) => squares.map(([r, c]) => `${r},${c}`).join(';');
/** A quarter turn clockwise: (row, col) → (col, -row). */
const turned = (squares: readonly Square[]) => squares.map(([r, c]): Square => [c, -r]);
const mirrored = (squares: readonly Square[]) => squares.map(([r, c]): Square => [r, -c]);

function build(letter: Letter): Orientation[] {
  const seen = new Set<string>();
  const result: Orientation[] = [];
  const addTurns = (start: readonly Square[], reflected: boolean) => {
    let shape = start;
    for (let turn = 0; turn < 4; turn++) {
      const squares = normalise(shape);
      const key = keyOf(squares);
      if (!seen.has(key)) {
        seen.add(key);
        result.push(
          Object.freeze({
            letter,
            squares: Object.freeze(squares.map((s) => Object.freeze(s) as Square)),
            height: Math.max(...squares.map(([r]) => r)) + 1,
            width: Math.max(...squares.map(([, c]) => c)) + 1,
            reflected,
          }),
        );
      }
      shape = turned(shape);
    }
  };
  const base = squaresOf(PICTURES[letter]);
  addTurns(base, false);
  addTurns(mirrored(base), true);
  return result;
}

interface Built {
  readonly all: readonly Orientation[];
  /** The same objects as `all`'s, the reflected ones left out. */
  readonly turnedOnly: readonly Orientation[];
}

// Built on first use, not at import: most commands never look at a pentomino.
const BUILT = new Map<Letter, Built>();

function builtOf(letter: Letter): Built {
  let built = BUILT.get(letter);
  if (built === undefined) {
    const all = Object.freeze(build(letter));
    built = { all, turnedOnly: Object.freeze(all.filter((o) => !o.reflected)) };
    BUILT.set(letter, built);
  }
  return built;
}

/** The distinct orientations of a pentomino: rotations, and with `allowFlip` reflections too. */
export function orientations(letter: Letter, allowFlip: boolean): readonly Orientation[] {
  const built = builtOf(letter);
  return allowFlip ? built.all : built.turnedOnly;
}

/** The squares of a pentomino as in its textbook picture above (row, col from its top-left). */
export function pictureOf(letter: Letter): readonly Square[] {
  return builtOf(letter).all[0].squares;
}
