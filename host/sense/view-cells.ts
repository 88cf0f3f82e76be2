// A board's STATE report in the game's (players' view) cells, through the profile's orientation.
import { toViewCell, type BoardProfile, type State } from '../../hardware/index.ts';
import { CellSet } from '../../rules/index.ts';

export function occupancyReader(profile: BoardProfile): (state: State) => CellSet {
  const viewOf = Array.from({ length: profile.rows * profile.cols }, (_, boardCell) => toViewCell(profile, boardCell));
  return (state) => {
    const occupied: number[] = [];
    const n = Math.min(state.occupied.length, viewOf.length);
    for (let boardCell = 0; boardCell < n; boardCell++) if (state.occupied[boardCell]) occupied.push(viewOf[boardCell]);
    return CellSet.from(occupied);
  };
}
