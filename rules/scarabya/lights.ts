// What the sites show under everything else: the site drawn by the LEDs (rocks, visible
// scarabs), scored areas and their gold scarabs, and where the mission may go (dim 'hint'
// cells; for the first tile, the centre cells strongly).
import type { LightRole } from '../contract.ts';
import { legalPlacements } from './board.ts';
import { CENTRE_CELLS, maskHas } from './mask.ts';
import { siteOffsets } from './seat-areas.ts';
import { missionOf, seatWaits } from './state.ts';
import type { ScarabyaState } from './types.ts';

/** Every site's lights, in global cells. */
export function scarabyaAmbientLights(state: ScarabyaState): Map<number, LightRole> {
  const offsets = siteOffsets(state);
  const lights = new Map<number, LightRole>();
  state.boards.forEach((_, seat) => {
    for (const [cell, role] of ambientLightsOf(state, seat)) lights.set(cell + offsets[seat], role);
  });
  return lights;
}

/** One site's lights, in its own cells. */
export function ambientLightsOf(state: ScarabyaState, seat: number): Map<number, LightRole> {
  const lights = new Map<number, LightRole>();
  const board = state.boards[seat];
  const mission = missionOf(state);
  if (mission !== null && seatWaits(state, seat)) {
    for (const p of legalPlacements(board, mission, state.options.allowFlip)) {
      for (const cell of p.cells) lights.set(cell, 'hint');
    }
    if (board.tiles.length === 0) {
      for (const cell of CENTRE_CELLS) if (!maskHas(board.blocked, cell)) lights.set(cell, 'centre');
    }
  }
  const scoring = state.options.mode !== 'solo';
  const scored = new Set<number>();
  for (const area of board.areas) {
    if (!scoring || area.player === null) continue;
    for (const cell of area.cells) {
      lights.set(cell, 'score');
      scored.add(cell);
    }
  }
  for (const cell of board.site.scarabs) {
    // Covered scarabs stay dark; the site drawing wins over a hint, not over the centre mark.
    if (maskHas(board.covered, cell)) continue;
    if (scored.has(cell)) lights.set(cell, 'gold');
    else if (lights.get(cell) !== 'centre') lights.set(cell, 'site');
  }
  for (const cell of board.site.rocks) lights.set(cell, 'site');
  return lights;
}
