// A game with no view of its own (no games/<id>.ts) is drawn from what its view holds by
// convention: `pieces` as `{cell: colour}` (a position JSON's usual form) or `[{name, color}]`,
// painted by colour name, and facts from `toMove`, `result` and `scores`. So a new game is drawn
// on the dashboard with nothing outside its folder.
import { svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { pieceFill } from './piece-colours.ts';
import { isRecord, type DrawContext, type Fact, type GameView } from '../types.ts';

/** The pieces a view lists, as cell name and colour, in either form. */
export function listedPieces(view: unknown): { cell: string; colour: unknown }[] {
  if (!isRecord(view)) return [];
  const { pieces } = view;
  if (Array.isArray(pieces)) return pieces.filter((p) => isRecord(p) && typeof p.name === 'string').map((p) => ({ cell: (p as { name: string }).name, colour: (p as { color?: unknown }).color }));
  if (isRecord(pieces)) return Object.entries(pieces).map(([cell, colour]) => ({ cell, colour }));
  return [];
}

function pieces(view: unknown, ctx: DrawContext): void {
  for (const { cell, colour } of listedPieces(view)) {
    const at = ctx.at(cell);
    if (!at) continue;
    ctx.pieces.append(svg('g', { class: 'piece', 'data-piece-cell': cell },
      svg('circle', { class: 'disc', cx: at.x + 0.5, cy: at.y + 0.5, r: 0.38, fill: pieceFill(colour), stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 0.04 })));
  }
}

const scoreLine = (scores: Record<string, unknown>): string =>
  Object.entries(scores).filter(([, v]) => typeof v === 'number').map(([k, v]) => `${k} ${v}`).join(' · ');

export function plainFacts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  const over = isRecord(view.result);
  if (!over && typeof view.toMove === 'string') out.push({ label: t('plain.fact.toMove'), value: view.toMove });
  if (isRecord(view.scores)) out.push({ label: t('plain.fact.scores'), value: scoreLine(view.scores) });
  if (isRecord(view.result)) {
    const { winner } = view.result;
    out.push({ label: t('plain.fact.result'), value: typeof winner === 'string' ? t('plain.fact.wins', { winner }) : t('plain.fact.noWinner') });
  }
  return out;
}

export const plainView: GameView = { pieces, facts: plainFacts };
