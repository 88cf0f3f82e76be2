// What a board's lights say when a stick game is played on one (rules/sticks/lights.ts), in the
// game's own terms: the legend names each light's colour in words every game shares ("a bonus"),
// this says which row is whose and what a lit cell counts.
import { el } from '../../dom.ts';

export function boardKey(board: string, players: readonly string[], kind: 'contest' | 'bank'): HTMLElement {
  const rows = players.map((p, i) => `row ${i + 2} ${p}`).join(', ');
  const lines = [
    'Row 1, columns A–E: the last cast, a lit cell per stick heads up.',
    `One row per player (${rows}): column A white while the player acts, gold for the last winner.`,
    kind === 'contest'
      ? 'From column B: the player’s total, a gold cell per 5 and a green cell per 1.'
      : 'Columns B–G: the child’s bet on 0…5 heads, blue while it lies, gold if it won, red if it lost.',
  ];
  return el('section', { class: 'sticks-board-key', 'aria-label': 'The board’s lights', 'data-board': board },
    el('h4', {}, `On board ${board}`),
    el('ul', {}, ...lines.map((line) => el('li', {}, line))));
}
