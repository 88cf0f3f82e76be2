// The view shared by the three stick games: their picture, facts and key. Played on no board they
// light nothing, so the light roles are named for the key only while the picture is drawn beside a
// board (the page draws the picture before the key, each time the game's view changes).
import type { GameView, PictureContext } from '../types.ts';
import { sticksFacts } from '../sticks-facts.ts';
import { sticksLegend } from './sticks-legend.ts';

/** What a stick game lights on a board (rules/sticks/lights.ts). */
export const STICKS_ROLES: readonly string[] = Object.freeze(['heads', 'selected', 'gold', 'score', 'target', 'error']);

let besideBoard = false;

export function sticksGameView(picture: (view: unknown, target: HTMLElement, ctx: PictureContext) => void): GameView {
  return {
    facts: sticksFacts,
    get roles() { return besideBoard ? STICKS_ROLES : []; },
    legend: sticksLegend,
    picture(view, target, ctx) {
      besideBoard = ctx.board !== null;
      picture(view, target, ctx);
    },
  };
}
