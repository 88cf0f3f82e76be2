// How 古机戦 is listed (for `tabletop games` and the catalogue): it is the Cetkaik game started with
// {"ruleset": "old"}, a reconstruction.
export const OLD_ABOUT_NOTE =
  'ruleset "old" is 古机戦 (old Cetkaik), a reconstruction: the book gives its rules only in part; our readings are in rules/cetkaik/OLD.md';

export const oldCetkaikListing = Object.freeze({
  title: '古机戦 (old Cetkaik: no hand, no sticks, win by taking the king)',
  game: 'cetkaik',
  options: Object.freeze({ ruleset: 'old' }),
  status: 'reconstruction' as const,
  players: Object.freeze([2, 2]) as readonly [number, number],
  source: 'the book 我々の遊戯 (Japanese translation by the Japan Cetkaik Federation), section on 古机戦',
  notes:
    'the book gives the back row, the pawns, boats kept to the water and never taken, 車 and 獣 taking by jumping, stepping on boats only, ' +
    'and the win by taking the 王; the rest (where the pawns and boats stand, how the pieces move, who starts, a side that cannot move) ' +
    'is read from the modern game: rules/cetkaik/OLD.md',
});
