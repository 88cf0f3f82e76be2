// The players' colours of the race games of 我々の遊戯 (連船之遊, 行山): P1 red, P2 blue, P3 green,
// P4 yellow, the same on the board, in the picture and in the key; each with an ink that reads on it.
export const PLAYER_COLOURS = ['#d64545', '#3d7be0', '#3fae5a', '#f0c93b'] as const;
const INKS = ['#fff', '#fff', '#10210f', '#2b2100'] as const;

/** P1 → 0, P2 → 1… (−1 for a name that is not a player's). */
export function seatOf(player: string): number {
  const m = /^P([1-9])$/.exec(player);
  return m ? Number(m[1]) - 1 : -1;
}

export function playerColour(player: string): string {
  return PLAYER_COLOURS[seatOf(player)] ?? '#8a5a33';
}

/** Text drawn on the player's colour. */
export function playerInk(player: string): string {
  return INKS[seatOf(player)] ?? '#fff';
}
