// Terra Pyramides: listing the hand tile's placements and scoring, on boards filled by seeded games
// (versions 1–3, 2 players) late in play, when the most tiles lie on the (invented demo) board.
import { placements, scoreSheet, terraGame, type TerraState } from '../../rules/terra/index.ts';
import { seededRng } from '../../rules/index.ts';
import { percentiles, type Percentiles } from './stats.ts';

/** Positions to place a tile in, each with at least `tiles` stair tiles on the board, from seeded random games. */
function fullBoards(count: number, tiles: number): TerraState[] {
  const boards: TerraState[] = [];
  for (let seed = 1; boards.length < count; seed++) {
    const rng = seededRng(seed);
    const options = terraGame.parseOptions({ version: 1 + (seed % 3) });
    if (!options.ok) throw new Error(options.error.message);
    let state = terraGame.setup(options.value, rng);
    while (!terraGame.isOver(state)) {
      const asked = terraGame.pending(state);
      const placed = state.tiles.filter((t) => t !== null).length;
      if (!asked && state.phase === 'place' && placed >= tiles) boards.push(state);
      let next;
      if (asked?.kind === 'choice') next = terraGame.resolve(state, { choice: asked.options[rng.int(0, asked.options.length - 1)] }, rng);
      else if (asked?.kind === 'entry') next = terraGame.resolve(state, { entry: asked.example! }, rng);
      else if (asked) throw new Error('Terra never asks for a cast');
      else {
        const moves = terraGame.legalMoves(state);
        const core = moves.filter((m) => ['place', 'pass', 'move', 'return', 'draw', 'end', 'build'].includes(m.type));
        const pool = core.length > 0 ? core : moves;
        next = terraGame.play(state, pool[rng.int(0, pool.length - 1)], rng);
      }
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
  }
  return boards.slice(0, count);
}

export function terraFigures(): { listPlacementsUs: Percentiles; scoreUs: Percentiles; positions: number; minTilesOnBoard: number; board: string } {
  const tiles = 26;
  const boards = fullBoards(60, tiles);
  const listing: number[] = [];
  const scoring: number[] = [];
  for (let round = 0; round < 50; round++) {
    for (const state of boards) {
      const t0 = performance.now();
      placements(state);
      listing.push((performance.now() - t0) * 1000);
      const t1 = performance.now();
      scoreSheet(state);
      scoring.push((performance.now() - t1) * 1000);
    }
  }
  return { listPlacementsUs: percentiles(listing), scoreUs: percentiles(scoring), positions: boards.length, minTilesOnBoard: tiles, board: 'invented demo layout, 8×10' };
}
