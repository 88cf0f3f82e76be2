// The smart board's view of Cetkaik (rules/cetkaik/README.md §8): what stands where, what a move
// lifts and fills, and which move a player means when several look the same on the board.
import { CELLS, distance, squareName } from './board.ts';
import { CellSet } from '../cellset.ts';
import type { Disambiguation, Footprint } from '../contract.ts';
import { needsWaterCast } from './moves.ts';
import { COLOR_GLYPHS, KIND_GLYPHS, TAM, colorIndex, kindIndex, otherSide } from './pieces.ts';
import type { CetkaikMove, CetkaikState } from './types.ts';

const occupancyCache = new WeakMap<CetkaikState, CellSet>();

/**
 * Every square with something on it, the Tam2 included. While the sticks for a declared move
 * are awaited (or, online, the square after a short stepping cast), the player has already put
 * the piece down on the square declared: the board shows it there, though the move is not done.
 */
export function occupancy(state: CetkaikState): CellSet {
  let cells = occupancyCache.get(state);
  if (cells === undefined) {
    const occupied: number[] = [];
    for (let cell = 0; cell < CELLS; cell++) if (state.board[cell] !== 0) occupied.push(cell);
    cells = CellSet.from(occupied);
    const waiting = state.waiting;
    if (waiting !== null && waiting.kind !== 'declare') cells = cells.minus(CellSet.of(waiting.move.src)).union(CellSet.of(waiting.move.dest));
    occupancyCache.set(state, cells);
  }
  return cells;
}

export function footprint(state: CetkaikState, move: CetkaikMove): Footprint {
  if (move.type === 'drop') return { fill: CellSet.of(move.dest) };
  // A stepping square is shown; a route with none has no `via`.
  const stepped = move.via === null ? {} : { via: CellSet.of(move.via) };
  if (move.dest === move.src) return returnFootprint(state, move.src, stepped);
  const from = CellSet.of(move.src);
  if (move.type === 'tam2') return { from, fill: CellSet.of(move.dest), ...stepped };
  const capture = state.board[move.dest] !== 0;
  const cast = move.ray || needsWaterCast(state.board, move);
  const dest = CellSet.of(move.dest);
  if (cast) return { from, ...(capture ? { touch: dest } : { fill: dest }), ...stepped, kind: 'cast' };
  if (capture) return { from, touch: dest, ...stepped, kind: 'capture' };
  return { from, fill: dest, ...stepped };
}

/**
 * A move back to its own square (a step-and-return, the Tam2 back to its start): lift and fill
 * cancel out, so the board cannot see it (README.md §8). When the computer has chosen it, the
 * person making it is shown the piece and its stepping square (`mark`) and confirms it with a tap
 * there or the `next` button. On a person's own turn it is entered (the dashboard): marks there
 * would light every piece that could go out and back on every still board, and a lift put back
 * within a tap's time would pass the turn instead of cancelling.
 */
function returnFootprint(state: CetkaikState, src: number, stepped: { via?: CellSet }): Footprint {
  const guided = state.options.bot !== undefined && state.options.bot.side === state.toMove;
  if (!guided) return { ...stepped, sensing: 'not' };
  return { ...stepped, sensing: 'partly', mark: stepped.via ? CellSet.of(src).union(stepped.via) : CellSet.of(src) };
}

/** What a route risks: the heads its stepping cast needs, a water cast, a penalty. */
export interface Cost {
  stepping: number;
  water: number;
  penalty: number;
}

export function costOf(state: CetkaikState, move: CetkaikMove): Cost {
  if (move.type === 'drop') return { stepping: 0, water: 0, penalty: 0 };
  if (move.type === 'tam2') {
    const online = state.options.ruleset === 'cerke_online';
    const futile = !online && (move.dest === move.src || state.tamMovedBy === otherSide(state.toMove));
    return { stepping: 0, water: 0, penalty: futile ? 1 : 0 };
  }
  return {
    stepping: move.ray && move.via !== null ? distance(move.via, move.dest) : 0,
    water: needsWaterCast(state.board, move) ? 1 : 0,
    penalty: move.via !== null && state.board[move.via] === TAM ? 1 : 0,
  };
}

const sameCost = (a: Cost, b: Cost) => a.stepping === b.stepping && a.water === b.water && a.penalty === b.penalty;
const free = (c: Cost) => c.stepping === 0 && c.water === 0 && c.penalty === 0;

/** Direct routes before stepping ones, then by via, mid and destination: a stable pick. */
function routeOrder(a: CetkaikMove, b: CetkaikMove): number {
  const key = (m: CetkaikMove) =>
    m.type === 'drop'
      ? [0, 0, 0, colorIndex(m.color) * 10 + kindIndex(m.kind)]
      : [m.via === null ? 0 : 1 + m.via, m.type === 'tam2' ? m.mid : 0, m.type === 'piece' && m.ray ? 1 : 0, m.dest];
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
  return 0;
}

function sameMove(a: CetkaikMove, b: CetkaikMove): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `moves` (not empty) look the same on the board. A drop of one kind and colour is certain;
 * drops of several ask which piece. Otherwise the route with no cast and no penalty wins; among
 * the others, routes that risk exactly the same are equivalent and the first is taken, and
 * routes that risk different things become a choice.
 */
export function disambiguate(state: CetkaikState, moves: CetkaikMove[]): Disambiguation<CetkaikMove> {
  if (moves.length === 0) throw new RangeError('disambiguate needs at least one move');
  const distinct: CetkaikMove[] = [];
  for (const move of moves) if (!distinct.some((m) => sameMove(m, move))) distinct.push(move);
  distinct.sort(routeOrder);
  if (distinct.length === 1) return { move: distinct[0] };

  const drops = distinct.filter((m) => m.type === 'drop');
  if (drops.length === distinct.length) {
    const square = squareName(drops[0].dest);
    const names = drops.map((m) => (m.type === 'drop' ? COLOR_GLYPHS[colorIndex(m.color)] + KIND_GLYPHS[kindIndex(m.kind)] : ''));
    const pieces = names.join(', ');
    return { choice: { prompt: `Which piece was put on ${square}? (${pieces})`, options: drops, words: { en: `Which piece was put on ${square}? (${pieces})`, ja: `${square} に打ったのはどの駒ですか？（${pieces}）` } } };
  }

  const costs = distinct.map((m) => costOf(state, m));
  const freeAt = costs.findIndex(free);
  if (freeAt >= 0) return { move: distinct[freeAt] };
  if (costs.every((c) => sameCost(c, costs[0]))) return { move: distinct[0] };
  const ranked = distinct
    .map((move, i) => ({ move, cost: costs[i] }))
    .sort((a, b) => a.cost.penalty - b.cost.penalty || a.cost.stepping + a.cost.water - (b.cost.stepping + b.cost.water));
  return {
    choice: {
      prompt: 'Which route did the piece take? They risk different casts or penalties.', options: ranked.map((r) => r.move),
      words: { en: 'Which route did the piece take? They risk different casts or penalties.', ja: '駒はどの経路を通りましたか？経路によって投棒や罰が違います。' },
    },
  };
}
