// A player's card in the picture: name, turn, score, tokens, bonus tokens, and their tableau — small
// when it lies on a board (the board shows it big), large when it lies on none (then its tiles
// are placed from the buttons below, and this is the only place it is seen).
import { el, svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { LABEL } from './ankhor-glyphs.ts';
import { cellName, cellXY, type Player } from './ankhor-model.ts';
import { drawTableau } from './ankhor-tableau.ts';
import { bonusPicture, handPicture } from './ankhor-tokens.ts';

export interface Where {
  /** The board the tableau lies on (null: on none). */
  board: string | null;
  /** The board shown beside the picture. */
  shown: string | null;
}

/** The tableau's grid with its column letters and row numbers (the buttons name cells so). */
function tableauPicture(player: Player, grid: { rows: number; cols: number }, large: boolean): SVGSVGElement {
  const root = svg('svg', {
    class: `ankhor-grid ${large ? 'large' : 'small'}`, viewBox: `-0.55 -0.55 ${grid.cols + 0.6} ${grid.rows + 0.6}`,
    role: 'img', 'aria-label': t('ankhor.tableau.label', { name: player.name, rows: grid.rows, cols: grid.cols }),
  });
  const cells = svg('g', { class: 'ankhor-cells' });
  for (let y = 0; y < grid.rows; y++) {
    for (let x = 0; x < grid.cols; x++) {
      cells.append(svg('rect', { class: (x + y) % 2 ? 'ankhor-cell odd' : 'ankhor-cell', x, y, width: 1, height: 1, 'data-cell': cellName(x, y) }));
    }
  }
  const labels = svg('g', { class: 'ankhor-coords', fill: '#93a1a9' });
  for (let x = 0; x < grid.cols; x++) labels.append(svg('text', { x: x + 0.5, y: -0.27, ...LABEL, 'font-size': 0.32, 'font-weight': 600 }, cellName(x, 0).replace(/\d+$/, '')));
  for (let y = 0; y < grid.rows; y++) labels.append(svg('text', { x: -0.27, y: y + 0.5, ...LABEL, 'font-size': 0.32, 'font-weight': 600 }, String(y + 1)));
  const tiles = svg('g', { class: 'ankhor-tiles' });
  drawTableau(tiles, player, { at: cellXY });
  root.append(cells, labels, tiles);
  return root;
}

function whereText(player: Player, where: Where): string {
  if (where.board === null) return t('ankhor.tableau.noBoard', { name: player.name });
  if (where.board === where.shown) return t('ankhor.tableau.above', { name: player.name });
  return t('ankhor.tableau.board', { name: player.name, board: where.board });
}

export function playerCard(player: Player, grid: { rows: number; cols: number }, where: Where): HTMLElement {
  const large = where.board === null;
  const head = el('header', { class: 'ankhor-player-head' },
    el('strong', { class: 'ankhor-name' }, player.name),
    ...(player.toMove ? [el('span', { class: 'ankhor-turn' }, t('ankhor.toPlay'))] : []),
    el('span', { class: 'ankhor-score', 'data-score': player.score ?? '' }, t('ankhor.points', { n: player.score ?? 0 })),
    el('span', { class: 'ankhor-count', 'data-tiles': player.tileCount }, t(player.tileCount === 1 ? 'ankhor.tiles.one' : 'ankhor.tiles.many', { n: player.tileCount })));
  const hand = el('div', { class: 'ankhor-row' }, el('span', { class: 'ankhor-row-label' }, t('ankhor.tokens')),
    Object.values(player.tokens).some((n) => n > 0) ? handPicture(player.tokens, player.name) : el('span', { class: 'ankhor-none', 'data-player': player.name, 'data-tokens': 'none' }, t('ankhor.none')));
  const bonus = player.bonus.length > 0
    ? [el('div', { class: 'ankhor-row' }, el('span', { class: 'ankhor-row-label' }, t('ankhor.bonus')), bonusPicture(player.bonus, t('ankhor.bonus.label', { name: player.name })))]
    : [];
  const tableau = el('figure', { class: `ankhor-tableau ${large ? 'large' : 'small'}`, 'data-player': player.name, 'data-on-board': where.board ?? '', 'data-tiles': player.tiles.length },
    tableauPicture(player, grid, large),
    el('figcaption', {}, whereText(player, where)));
  return el('section', {
    class: `ankhor-player${large ? ' off-board' : ''}`, 'data-player': player.name, 'data-to-move': player.toMove ? 'true' : 'false',
    'aria-label': t('ankhor.player.label', { name: player.name }),
  }, head, hand, ...bonus, tableau);
}
