// The board as SVG: its cells (named as the game names them), what each LED shows now, what
// each lit cell means, the game's pieces and what the board senses. Pieces the game has where
// the board senses nothing are drawn faded (lifted); things the board senses where the game
// has nothing are grey discs.
import { svg } from '../dom.ts';
import { t } from '../i18n.ts';
import { displayColour, displayOpacity } from './led-look.ts';
import type { BoardDetail, GameDetail } from '../types.ts';
import type { DrawContext, GameView } from '../views/types.ts';

export interface BoardModel {
  detail: BoardDetail;
  game: GameDetail | null;
  view: GameView;
  /** What the board senses, with the operator's clicks not yet reported applied. */
  occupied: ReadonlySet<string>;
}

/** The board's place among the game's boards (a game played on several boards at once), else 0. */
function seatOf(game: GameDetail | null, boardId: string): number {
  const boards = (game as { boards?: unknown } | null)?.boards;
  const seat = Array.isArray(boards) ? boards.indexOf(boardId) : -1;
  return seat < 0 ? 0 : seat;
}

export function drawBoard(model: BoardModel): SVGSVGElement {
  const { detail } = model;
  const { rows, cols } = detail.profile;
  const where = new Map<string, { x: number; y: number }>();
  detail.cells.forEach((name, i) => where.set(name, { x: i % cols, y: Math.floor(i / cols) }));

  const root = svg('svg', {
    viewBox: `-0.05 -0.05 ${cols + 0.1} ${rows + 0.1}`,
    role: 'img',
    'aria-label': t('board.picture', { board: detail.id, rows, cols }),
    'data-board': detail.id,
    'data-sim': detail.simulated,
  });
  const cells = svg('g', { class: 'cells' });
  const ground = svg('g', { class: 'ground' });
  const leds = svg('g', { class: 'leds' });
  const rings = svg('g', { class: 'rings' });
  const pieces = svg('g', { class: 'pieces' });
  const strays = svg('g', { class: 'strays' });
  const labels = svg('g', { class: 'labels' });
  const hits = svg('g', { class: 'hits' });
  root.append(cells, ground, leds, labels, rings, pieces, strays, hits);

  detail.cells.forEach((name, i) => {
    const x = i % cols;
    const y = Math.floor(i / cols);
    cells.append(svg('rect', { class: (x + y) % 2 ? 'cell-base odd' : 'cell-base', x, y, width: 1, height: 1 }));
    labels.append(svg('text', { class: 'cell-label', x: x + 0.06, y: y + 0.2 }, name));
    const led = detail.leds[name];
    if (led) {
      leds.append(svg('rect', {
        class: led.blink ? 'led blink' : 'led', 'data-led-cell': name, x: x + 0.04, y: y + 0.04, width: 0.92, height: 0.92, rx: 0.12,
        fill: displayColour(led), 'fill-opacity': displayOpacity(led),
      }));
    }
    const role = detail.lights[name];
    if (role) rings.append(svg('rect', { class: 'role-ring', 'data-role': role, 'data-ring-cell': name, x: x + 0.1, y: y + 0.1, width: 0.8, height: 0.8, rx: 0.1 }));
    hits.append(svg('rect', {
      class: 'hit', 'data-cell': name, 'data-occupied': model.occupied.has(name), 'data-role': role, x, y, width: 1, height: 1,
    }, svg('title', {}, name)));
  });

  const ctx: DrawContext = { rows, cols, seat: seatOf(model.game, detail.id), at: (name) => where.get(name) ?? null, ground, pieces };
  const view = model.game?.view ?? null;
  if (model.game) {
    model.view.ground?.(view, ctx);
    model.view.pieces?.(view, ctx);
  }
  const drawn = new Set<string>();
  for (const piece of pieces.querySelectorAll<SVGGElement>('[data-piece-cell]')) {
    const cell = piece.dataset.pieceCell ?? piece.getAttribute('data-piece-cell') ?? '';
    drawn.add(cell);
    if (!model.occupied.has(cell)) piece.classList.add('lifted');
  }
  for (const name of model.occupied) {
    const at = where.get(name);
    if (at && !drawn.has(name)) strays.append(svg('circle', { class: 'stray', 'data-stray-cell': name, cx: at.x + 0.5, cy: at.y + 0.5, r: 0.3 }));
  }
  return root;
}
