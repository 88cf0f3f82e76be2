// A footprint as the host reads it: every set present, and `lift` — every cell the move empties
// (the mover's `from` and the pieces it takes off for good, `remove`). Games write only the
// members a move needs (contract.ts); the host, the detector and the lights read this whole form.
import { CellSet } from './cellset.ts';
import type { AnyGame, Footprint, Sensing, TargetKind } from './contract.ts';

export interface BoardFootprint {
  from: CellSet;
  remove: CellSet;
  /** Occupied before, empty after: `from` ∪ `remove`. */
  lift: CellSet;
  fill: CellSet;
  touch: CellSet;
  via: CellSet;
  kind: TargetKind;
  sensing: Sensing;
  mark?: CellSet;
}

const NONE = CellSet.empty();

/** The footprint with every member filled in. */
export function fullFootprint(fp: Footprint): BoardFootprint {
  const from = fp.from ?? NONE;
  const remove = fp.remove ?? NONE;
  const full: BoardFootprint = {
    from,
    remove,
    lift: remove.isEmpty() ? from : from.union(remove),
    fill: fp.fill ?? NONE,
    touch: fp.touch ?? NONE,
    via: fp.via ?? NONE,
    kind: fp.kind ?? 'plain',
    sensing: fp.sensing ?? 'fully',
  };
  if (fp.mark) full.mark = fp.mark;
  return full;
}

/** A move's footprint in a game, whole. */
export function footprintOf(game: AnyGame, state: unknown, move: unknown): BoardFootprint {
  return fullFootprint(game.footprint(state, move));
}
