// Public surface of Ankh'or: the game, its types, and the pieces the bench and the dashboard use.
export { ankhorGame } from './game.ts';
export type { AnkhorGame } from './game.ts';
export type { AnkhorMove, AnkhorOptions, AnkhorState, Colour, Tile, TileSet, TokenType } from './types.ts';
export { DEMO_SET, parseTileSet, formatTileSet } from './tileset.ts';
export { scoreSheet } from './scoring.ts';
export { INVENTED_LABEL } from './view.ts';
