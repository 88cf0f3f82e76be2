// The legend beside the board: every light role the game's board shows (its colour as the LEDs
// show it, and what it means) and the marks of the game's picture. Roles are those every board
// game lights, those the game's view names, and any seen lit during the game.
import { el, svg } from '../dom.ts';
import { t } from '../i18n.ts';
import { inWords } from '../lang.ts';
import { displayColour, displayOpacity } from './led-look.ts';
import type { GameDetail } from '../types.ts';
import type { GameView } from '../views/types.ts';

export interface RoleInfo { role: string; r: number; g: number; b: number; blink: boolean; label: { en: string; ja: string } }

/** What every game with a board lights: a lifted piece, its targets, guidance back to the position. */
const COMMON = ['selected', 'target', 'last', 'confirm', 'clear', 'fill', 'error'];

/** The roles seen lit for each game, so the legend keeps what it has shown once. */
const seen = new Map<string, Set<string>>();

export function renderLegend(target: HTMLElement, game: GameDetail | null, view: GameView, roles: readonly RoleInfo[], lit: readonly string[]): void {
  if (!game) { target.replaceChildren(); delete target.dataset.shown; return; }
  const mine = seen.get(game.id) ?? new Set<string>();
  seen.set(game.id, mine);
  for (const role of lit) mine.add(role);
  const onBoard = game.boards.length > 0;
  // A game on no board lights nothing: its roles are named only when a board shows them.
  const wanted = new Set([...(onBoard ? [...COMMON, ...(view.roles ?? [])] : []), ...mine]);
  const marks = view.legend?.(game.view) ?? [];
  const key = JSON.stringify([game.id, [...wanted].sort(), marks.map((m) => m.key), roles.length]);
  if (target.dataset.shown === key) return;
  target.dataset.shown = key;
  const items: HTMLElement[] = [];
  for (const info of roles) {
    if (!wanted.has(info.role)) continue;
    const swatch = svg('svg', { viewBox: '0 0 1 1', class: 'legend-swatch', 'aria-hidden': 'true' },
      svg('rect', { x: 0.06, y: 0.06, width: 0.88, height: 0.88, rx: 0.15, class: info.blink ? 'led blink' : 'led', fill: displayColour(info), 'fill-opacity': displayOpacity(info) }));
    items.push(el('li', { 'data-role': info.role }, swatch, info.blink ? t('legend.blinking', { role: inWords(info.label) }) : inWords(info.label)));
  }
  for (const mark of marks) {
    const g = svg('g', {});
    mark.draw(g);
    items.push(el('li', { 'data-mark': mark.key }, svg('svg', { viewBox: '0 0 1 1', class: 'legend-swatch', 'aria-hidden': 'true' }, g), inWords(mark.text)));
  }
  target.replaceChildren(...(items.length === 0 ? [] : [el('h3', {}, t('legend.title')), el('ul', {}, ...items)]));
}
