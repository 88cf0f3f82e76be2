// Scarabya: listing every legal placement of a mission on a half-full site, and scoring one.
import { LETTERS, legalPlacements, placeTile, scarabyaGame, type ScarabyaState } from '../../rules/scarabya/index.ts';
import { seededRng } from '../../rules/index.ts';
import { percentiles, type Percentiles } from './stats.ts';

/** Solo games from seeded sites, each played by seeded random placements until 9 tiles lie. */
function halfFullSites(count: number): ScarabyaState[] {
  const sites: ScarabyaState[] = [];
  for (let seed = 1; sites.length < count; seed++) {
    const rng = seededRng(seed);
    const options = scarabyaGame.parseOptions({ mode: 'solo', siteSeed: seed });
    if (!options.ok) throw new Error(options.error.message);
    let state = scarabyaGame.setup(options.value, rng);
    while (state.boards[0].tiles.length < 9 && !scarabyaGame.isOver(state)) {
      const moves = scarabyaGame.legalMoves(state);
      if (moves.length === 0) break;
      const played = scarabyaGame.play(state, moves[rng.int(0, moves.length - 1)], rng);
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
    }
    if (state.boards[0].tiles.length === 9) sites.push(state);
  }
  return sites;
}

export function scarabyaFigures(): { listPlacementsUs: Percentiles; placeAndScoreUs: Percentiles; tilesOnSite: number } {
  const sites = halfFullSites(20);
  const listing: number[] = [];
  const scoring: number[] = [];
  for (let round = 0; round < 50; round++) {
    for (const state of sites) {
      const board = state.boards[0];
      for (const letter of LETTERS) {
        const t0 = performance.now();
        const placements = legalPlacements(board, letter, true);
        listing.push((performance.now() - t0) * 1000);
        if (placements.length === 0) continue;
        const t1 = performance.now();
        placeTile(board, placements[round % placements.length], 0, true);
        scoring.push((performance.now() - t1) * 1000);
      }
    }
  }
  return { listPlacementsUs: percentiles(listing), placeAndScoreUs: percentiles(scoring), tilesOnSite: 9 };
}
