// What a lit cell means. Light plans name roles; the theme turns them into colours.
export const ROLES = [
  'selected', // the lifted piece's square
  'target', // a plain legal destination
  'capture', // a destination that captures
  'cast', // a destination that needs a cast
  'step', // a square a piece may step over
  'error', // something wrong stands here
  'clear', // guidance: take the piece off this cell
  'fill', // guidance: put a piece on this cell
  'last', // the last move
  'hint', // a cell that is part of some legal move (placement games)
  'centre', // a strongly marked start area
  'heads', // a stick that fell heads
  'score', // a scored area
  'gold', // a scored bonus
  'site', // fixed features of the site drawn by the LEDs
] as const;
export type Role = (typeof ROLES)[number];

/** cell (in the game's own, view orientation) → role */
export type LightPlan = ReadonlyMap<number, Role>;
