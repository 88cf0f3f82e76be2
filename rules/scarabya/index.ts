// Public surface of Scarabya: the game, its types, and the pieces the bench and the dashboard use.
export { scarabyaGame } from './game.ts';
export type { ScarabyaGame } from './game.ts';
export type { Area, Board, Mode, ScarabyaMove, ScarabyaOptions, ScarabyaState, Tile } from './types.ts';
export { LETTERS, orientations } from './pentominoes.ts';
export type { Letter, Orientation } from './pentominoes.ts';
export { listPlacements, placementAt, placementsOf } from './placements.ts';
export type { Placement } from './placements.ts';
export { canPlace, legalPlacements, placeTile, placementError } from './board.ts';
export { areasAround } from './areas.ts';
export { tokensFor } from './tokens.ts';
export type { TokenAdvice } from './tokens.ts';
export { formatSite, generateQuarter, generateQuarters, generateSite, parseQuarter, parseQuarters, parseSite } from './site.ts';
export type { QuarterEntry, QuarterJson, Rotation, Site, SiteJson, Slot } from './site.ts';
export { formatPlacement, parsePlacement } from './notation.ts';
export { rematchOptions } from './rematch.ts';
export { scarabyaLesson } from './lesson.ts';
