// A board's STATE report in the game's (players' view) cells, through the profile's orientation.
// A board with the corner layer reports its corners after the cells; they are view cells too,
// numbered after the cells as the rules number them (rules/cells.ts).
import { cornerCount, toViewCell, type BoardProfile, type State } from '../../hardware/index.ts';
import { CellSet } from '../../rules/index.ts';

export function occupancyReader(profile: BoardProfile): (state: State) => CellSet {
  const cells = profile.rows * profile.cols;
  const viewOf = Array.from({ length: cells + cornerCount(profile) }, (_, boardCell) => toViewCell(profile, boardCell));
  return (state) => {
    const occupied: number[] = [];
    const n = Math.min(state.occupied.length, cells);
    for (let boardCell = 0; boardCell < n; boardCell++) if (state.occupied[boardCell]) occupied.push(viewOf[boardCell]);
    // A board whose HELLO has no corner layer sends none, whatever its profile says.
    const corners = state.corners ?? [];
    const m = Math.min(corners.length, viewOf.length - cells);
    for (let corner = 0; corner < m; corner++) if (corners[corner]) occupied.push(viewOf[cells + corner]);
    return CellSet.from(occupied);
  };
}
