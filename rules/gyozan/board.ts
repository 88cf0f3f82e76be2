// 行山 on the Cetkaik board: each player's piece stands on its route; a paid move or an effect's
// advance is the piece lifted and put down where it lands. Cards, resources and the rest are on the
// dashboard (entered).
import { CellSet } from '../cellset.ts';
import type { Disambiguation, Footprint, LightRole } from '../contract.ts';
import { unsensed } from '../boardless.ts';
import { legalMoves } from './play.ts';
import { CENTRE } from './route.ts';
import { current } from './turn.ts';
import type { GyozanMove, GyozanState } from './types.ts';

export function occupancy(state: GyozanState): CellSet {
  return CellSet.from(state.players.map((pl, p) => state.options.routes[p][pl.at]));
}

export function footprint(state: GyozanState, move: GyozanMove): Footprint {
  if (move.type !== 'move' && move.type !== 'advance') return unsensed();
  const p = current(state);
  const from = state.options.routes[p][state.players[p].at];
  return { from: CellSet.of(from), fill: CellSet.of(move.to) };
}

/** A move paid in rice and one paid in coins look the same: the player says which. */
export function disambiguate(_state: GyozanState, moves: GyozanMove[]): Disambiguation<GyozanMove> {
  if (moves.length === 0) throw new RangeError('disambiguate needs at least one move');
  const distinct = moves.filter((m, i) => moves.findIndex((n) => JSON.stringify(n) === JSON.stringify(m)) === i);
  return distinct.length === 1 ? { move: distinct[0] } : { choice: { prompt: 'Paid in rice or in coins?', options: distinct, words: { en: 'Paid in rice or in coins?', ja: '米で払いましたか、銭で払いましたか？' } } };
}

/** The 皇山 ('centre'), and where the piece may land now ('target'). */
export function ambientLights(state: GyozanState): Map<number, LightRole> {
  const lights = new Map<number, LightRole>([[CENTRE, 'centre']]);
  for (const move of legalMoves(state)) if (move.type === 'move' || move.type === 'advance') lights.set(move.to, 'target');
  return lights;
}
