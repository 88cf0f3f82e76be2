// What a board's lights say when a stick game is played on one (rules/sticks/lights.ts), in the
// game's own terms: the legend names each light's colour in words every game shares ("a bonus"),
// this says which row is whose and what a lit cell counts.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';

export function boardKey(board: string, players: readonly string[], kind: 'contest' | 'bank'): HTMLElement {
  const rows = players.map((player, i) => t('sticks.key.row', { row: i + 2, player })).join(t('sticks.names.comma'));
  const lines = [
    t('sticks.key.cast'),
    t('sticks.key.rows', { rows }),
    t(kind === 'contest' ? 'sticks.key.contest' : 'sticks.key.bank'),
  ];
  return el('section', { class: 'sticks-board-key', 'aria-label': t('sticks.key.label'), 'data-board': board },
    el('h4', {}, t('sticks.key.board', { board })),
    el('ul', {}, ...lines.map((line) => el('li', {}, line))));
}
