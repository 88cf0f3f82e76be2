// 古机戦 (old Cetkaik): the ruleset `old` of the Cetkaik game, and its listing.
export { withOldRuleset } from './ruleset.ts';
export { oldCetkaikListing } from './listing.ts';
export { oldMoves } from './movement.ts';
