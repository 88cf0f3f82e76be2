// The view shared by the three stick games: their picture, facts and key (the light roles count
// only for a game on a board: played on no board they light nothing).
import type { GameView, PictureContext } from '../types.ts';
import { sticksFacts } from '../sticks-facts.ts';
import { sticksLegend } from './sticks-legend.ts';

/** What a stick game lights on a board (rules/sticks/lights.ts). */
export const STICKS_ROLES: readonly string[] = Object.freeze(['heads', 'selected', 'gold', 'score', 'target', 'error']);

export function sticksGameView(picture: (view: unknown, target: HTMLElement, ctx: PictureContext) => void): GameView {
  return {
    facts: sticksFacts,
    roles: STICKS_ROLES,
    legend: sticksLegend,
    picture,
  };
}
