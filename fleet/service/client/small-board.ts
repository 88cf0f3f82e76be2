/// <reference lib="dom" />
// A board drawn small, as it is now: a grid of its cells, each lit in its light's colour
// (blinking ones blink), a dot where a piece is sensed. The colours are set through
// element.style (CSSOM), which the CSP allows; no style attributes in markup.
import { el } from './dom.ts';
import { t } from './i18n.ts';
import type { RowBoard } from './types.ts';

/** What the drawing needs; a detail's board has the same fields, some left out by older tables. */
export type BoardCells = Partial<Pick<RowBoard, 'rows' | 'cols' | 'cells' | 'occupied' | 'leds'>>;

/** The board's grid, or null when the table does not say what it shows (an older publisher). */
export function smallBoard(board: BoardCells): HTMLElement | null {
  const { rows, cols, cells = [], occupied = [], leds = {} } = board;
  if (rows === undefined || rows === null || cols === undefined || cols === null || cells.length !== rows * cols) return null;
  const grid = el('div', undefined, 'small-board');
  grid.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
  grid.setAttribute('role', 'img');
  grid.setAttribute('aria-label', t('board.drawn', { rows, cols, lit: Object.keys(leds).length, occupied: occupied.length }));
  const sensed = new Set(occupied);
  for (const name of cells) {
    const cell = el('div', undefined, 'cell');
    cell.dataset.cell = name;
    cell.title = name;
    const led = Object.hasOwn(leds, name) ? leds[name] : undefined;
    // A light at 0,0,0 is off: drawn as an unlit cell.
    if (led !== undefined && led.r + led.g + led.b > 0) {
      cell.classList.add('lit');
      cell.style.backgroundColor = `rgb(${led.r}, ${led.g}, ${led.b})`;
      if (led.blink) cell.classList.add('blink');
    }
    if (sensed.has(name)) {
      cell.classList.add('occupied');
      cell.append(el('span', undefined, 'dot'));
    }
    grid.append(cell);
  }
  return grid;
}
