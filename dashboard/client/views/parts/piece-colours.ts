// Pieces painted by colour name: the free game's, and any game drawn by the plain view.
const COLOURS: Record<string, string> = {
  red: '#d64545', black: '#1d1d1d', white: '#f2f2f2', blue: '#3d7be0', green: '#3fae5a', yellow: '#f0c93b',
  orange: '#ee8a2f', purple: '#8d5bd1', brown: '#8a5a33', grey: '#9aa3a8', gray: '#9aa3a8', pink: '#ea79b4',
};
const WOOD = '#d9c08c';

/** A piece's paint: its colour's, or wood for a colour we have none for (own entries only: a colour may be called "constructor"). */
export const pieceFill = (color: unknown): string => (typeof color === 'string' && Object.hasOwn(COLOURS, color) ? COLOURS[color] : WOOD);
