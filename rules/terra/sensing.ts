// Terra Pyramides on the board: one magnet per stair tile (start tiles too); foundations,
// pyramids, workers, blocks and gold are tracked, not sensed. The board is one area, so the host
// may put it on any board at least as big.
import { unsensed } from '../boardless.ts';
import { CellSet } from '../cellset.ts';
import type { Area, Disambiguation, Footprint, LightRole } from '../contract.ts';
import { isOpenSquare, squareName, stairsFaceASite } from './board.ts';
import { workersOn } from './extras.ts';
import { ownerOf } from './holdings.ts';
import { layoutFor } from './data.ts';
import { DIRECTIONS, MAX_WORKERS_ON, type Layout, type TerraMove, type TerraOptions, type TerraState } from './types.ts';
import { legalMoves } from './rules.ts';

export const areas = (state: TerraState): Area[] => areasOf(state.layout);

/** The same from the options: the layout they pick is the one the game is set up on. */
export const startAreas = (options: TerraOptions): Area[] => areasOf(layoutFor(options.data, options.version));

const areasOf = (layout: Layout): Area[] => [{ id: 'board', rows: layout.rows, cols: layout.cols }];

export function occupancy(state: TerraState): CellSet {
  const cells: number[] = [];
  state.tiles.forEach((t, s) => { if (t) cells.push(s); });
  return CellSet.from(cells);
}

/**
 * Placing the hand tile is seen whole (one magnet fills the square; its stairs' direction is not
 * seen: `disambiguate` asks). A worker's move is seen not at all: it waits for a confirmation, lit
 * on the worker's tile and the foundation (a tap on the tile, the next button or the dashboard).
 * Everything else is entered.
 */
export function footprint(_state: TerraState, move: TerraMove): Footprint {
  switch (move.type) {
    case 'place': return { fill: CellSet.of(move.square) };
    case 'move': return { sensing: 'partly', mark: CellSet.of(move.from, move.to) };
    default: return unsensed();
  }
}

/** Tiles on one square with their stairs turned different ways look alike: the player says which. */
export function disambiguate(_state: TerraState, moves: TerraMove[]): Disambiguation<TerraMove> {
  if (moves.length === 1) return { move: moves[0] };
  const words = moves.every((m) => m.type === 'place') ? { en: 'Which way do the stairs point?', ja: '階段はどちら向きですか？' }
    : moves.every((m) => m.type === 'move') ? { en: 'Where does the worker go?', ja: '労働者はどこへ行きますか？' } : { en: 'Which one?', ja: 'どれですか？' };
  return { choice: { prompt: words.en, options: moves, words } };
}

/**
 * While placing: the squares the hand tile may go on ('hint'). While moving workers: nothing extra
 * (the waiting moves are lit by the host). Always: sites ready to build ('gold'), the tile placed
 * this turn ('last').
 */
export function ambientLights(state: TerraState): ReadonlyMap<number, LightRole> {
  const lights = new Map<number, LightRole>();
  if (state.phase === 'over') return lights;
  if (state.phase === 'place' && state.reveals.length === 0) {
    for (const m of legalMoves(state)) if (m.type === 'place') lights.set(m.square, 'hint');
  }
  const owner = ownerOf(state, state.toMove);
  state.structures.forEach((st, s) => {
    if (st && (st.workers[owner] ?? 0) >= MAX_WORKERS_ON && workersOn(st) >= MAX_WORKERS_ON) lights.set(s, 'gold');
  });
  if (state.turn.placed !== null) lights.set(state.turn.placed, 'last');
  return lights;
}

export function explainMismatch(state: TerraState, added: CellSet, lifted: CellSet): string | null {
  const L = state.layout;
  if (!lifted.isEmpty()) return `stair tiles stay where they are: put back ${[...lifted].map((s) => squareName(s, L)).join(', ')}`;
  if (added.size > 1) return 'one tile a turn';
  const s = added.first();
  if (s === undefined) return null;
  if (state.phase !== 'place') return 'the tile is placed at the start of the turn';
  if (!state.hands[state.toMove]) return `${state.toMove} holds no tile`;
  if (!isOpenSquare(state, s)) return `${squareName(s, L)} takes no tile`;
  if (!DIRECTIONS.some((d) => stairsFaceASite(L, s, d))) return `from ${squareName(s, L)} the stairs can face no site`;
  return state.options.symbols ? 'the tile goes on a square of its symbol (1 gold: anywhere)' : null;
}
