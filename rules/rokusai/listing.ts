// 六裁 is not playable: the book knows it only from an old tale and scholars' guesses, and its board
// is lost (README.md). This listing puts it in `tabletop games` all the same.
export const rokusaiListing = Object.freeze({
  id: 'rokusai',
  title: '六裁 (a sake-drinking race of the old tales; not playable)',
  game: null,
  status: 'not playable' as const,
  players: null,
  source: 'the book 我々の遊戯 (Japanese translation by the Japan Cetkaik Federation), chapter on race games',
  notes:
    'known from one old tale and two scholars\' guesses; the board, the route, the lined squares, the number of pieces and ' +
    'the randomiser are unknown: see rules/rokusai/README.md for what is missing and the smallest reading that would make it playable',
});
