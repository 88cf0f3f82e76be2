// The free game: round pieces, coloured when the game gives them colours.
import { svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { pieceFill } from '../parts/piece-colours.ts';
import { sticksPicture } from '../parts/sticks.ts';
import { isRecord, type DrawContext, type Fact, type GameView } from '../types.ts';

export { pieceFill };

function pieces(view: unknown, ctx: DrawContext): void {
  if (!isRecord(view) || !Array.isArray(view.pieces)) return;
  for (const piece of view.pieces) {
    if (!isRecord(piece) || typeof piece.name !== 'string') continue;
    const at = ctx.at(piece.name);
    if (!at) continue;
    const colour = pieceFill(piece.color);
    ctx.pieces.append(svg('g', { class: 'piece', 'data-piece-cell': piece.name },
      svg('circle', { class: 'disc', cx: at.x + 0.5, cy: at.y + 0.5, r: 0.34, fill: colour }),
      svg('circle', { cx: at.x + 0.5, cy: at.y + 0.5, r: 0.22, fill: 'none', stroke: '#000', 'stroke-opacity': 0.2, 'stroke-width': 0.03 })));
  }
}

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  if (Array.isArray(view.pieces)) out.push({ label: t('free.fact.pieces'), value: String(view.pieces.length) });
  if (typeof view.movesMade === 'number') out.push({ label: t('free.fact.moves'), value: String(view.movesMade) });
  if (typeof view.movesLeft === 'number') out.push({ label: t('free.fact.movesLeft'), value: String(view.movesLeft) });
  if (typeof view.lastCast === 'number') out.push({ label: t('free.fact.lastCast'), value: t('free.fact.heads', { count: view.lastCast }) });
  // Older views list every cast.
  if (Array.isArray(view.casts) && view.casts.length > 0) out.push({ label: t('free.fact.lastCasts'), value: view.casts.slice(-5).join(' ') });
  return out;
}

/** The last cast as it fell, when the game casts sticks after each move. */
function picture(view: unknown, target: HTMLElement): void {
  const cast = isRecord(view) && typeof view.lastCast === 'number' && typeof view.sticks === 'number' && view.sticks > 0
    ? sticksPicture({ heads: view.lastCast, sticks: view.sticks, caption: t('free.lastCast') })
    : null;
  target.replaceChildren(...(cast ? [cast] : []));
}

export const view: GameView = { pieces, facts, picture };
