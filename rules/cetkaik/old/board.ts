// 古机戦 on the smart board: a piece lifted and put down where it ends. A 車 or 虎 that takes lands
// beyond the piece it took, which is lifted off the board (two cells emptied, one filled); a piece
// that takes by landing replaces the piece taken (the square is seen empty in between). Routes over
// boats look like the direct route: the one with the fewest boats is taken (they do the same).
import { CellSet } from '../../cellset.ts';
import type { Disambiguation, Footprint } from '../../contract.ts';
import { unsensed } from '../../boardless.ts';
import type { CetkaikMove, CetkaikState } from '../types.ts';
import { viaCount } from './movement.ts';
import { oldLegal } from './play.ts';

export function oldFootprint(state: CetkaikState, move: CetkaikMove): Footprint {
  if (move.type !== 'piece') return unsensed();
  const known = oldLegal(state).find(
    (m) => m.move.src === move.src && m.move.dest === move.dest && m.move.via === move.via && (m.move.via2 ?? null) === (move.via2 ?? null),
  );
  const victim = known?.victim ?? (state.board[move.dest] !== 0 ? move.dest : -1);
  const via = CellSet.from([move.via, move.via2 ?? null].filter((v): v is number => v !== null));
  const from = CellSet.of(move.src);
  const stepped = via.isEmpty() ? {} : { via };
  if (victim === move.dest) return { from, touch: CellSet.of(move.dest), ...stepped, kind: 'capture' };
  if (victim < 0) return { from, fill: CellSet.of(move.dest), ...stepped };
  return { from, remove: CellSet.of(victim), fill: CellSet.of(move.dest), ...stepped, kind: 'capture' };
}

export function oldDisambiguate(_state: CetkaikState, moves: CetkaikMove[]): Disambiguation<CetkaikMove> {
  if (moves.length === 0) throw new RangeError('disambiguate needs at least one move');
  const vias = (m: CetkaikMove) => (m.type === 'piece' ? viaCount(m) : 0);
  return { move: [...moves].sort((a, b) => vias(a) - vias(b))[0] };
}
