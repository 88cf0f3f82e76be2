// 行山: the routes to the 皇山 and the pieces on the Cetkaik board, and beside it what the board
// cannot show — the last cast, each player's rice, coins, installed cards and hand, the pile
// (parts/gyozan-*.ts). The deck and the routes are invented (the book's are lost): the picture says so.
import { svg } from '../../dom.ts';
import { drawPieces, drawRoutes, pieceGlyph, stepMark, summitMark } from '../parts/gyozan-board.ts';
import { t } from '../../i18n.ts';
import { readGyozan } from '../parts/gyozan-model.ts';
import { gyozanPicture } from '../parts/gyozan-picture.ts';
import type { DrawContext, Fact, GameView, LegendMark } from '../types.ts';

function ground(view: unknown, ctx: DrawContext): void {
  const model = readGyozan(view);
  if (model) drawRoutes(model, ctx);
}

function pieces(view: unknown, ctx: DrawContext): void {
  const model = readGyozan(view);
  if (model) drawPieces(model, ctx);
}

function facts(view: unknown): Fact[] {
  const model = readGyozan(view);
  if (!model) return [];
  const out: Fact[] = [];
  if (model.toMove) out.push({ label: t('gyozan.fact.toMove'), value: t('gyozan.fact.toMoveRound', { player: model.toMove, round: model.round }) });
  for (const p of model.players) out.push({ label: p.name, value: t('gyozan.fact.player', { rice: p.rice, coins: p.coins, squares: p.squaresLeft }) });
  out.push({ label: t('gyozan.fact.pile'), value: t('gyozan.fact.pileCards', { count: model.pile }) });
  return out;
}

function legend(view: unknown): LegendMark[] {
  const model = readGyozan(view);
  const invented = model && model.invented.includes('the routes') ? ' (invented)' : '';
  const marks: LegendMark[] = [
    { key: 'summit', text: { en: 'the 皇山: the first piece there wins', ja: '皇山：最初に着いた駒が勝ち' }, draw: (g) => g.append(summitMark()) },
    {
      key: 'hue',
      text: { en: '皇処: a move from here goes 1 square further', ja: '皇処：ここからの移動は 1 マス延びる' },
      draw: (g) => g.append(svg('rect', { class: 'cell-hue', x: 0.08, y: 0.08, width: 0.84, height: 0.84, rx: 0.08 })),
    },
  ];
  for (const p of model?.players ?? []) {
    marks.push({ key: `piece-${p.name}`, text: { en: `${p.name}'s piece`, ja: `${p.name} の駒` }, draw: (g) => g.append(pieceGlyph(p.name)) });
    marks.push({
      key: `route-${p.name}`,
      text: { en: `${p.name}'s route, step by step from its start (S)${invented}`, ja: `${p.name} の道筋（S から順に）${invented ? '（創作）' : ''}` },
      draw: (g) => g.append(stepMark(p.name, '1')),
    });
  }
  return marks;
}

function picture(view: unknown, target: HTMLElement): void {
  const model = readGyozan(view);
  if (model) gyozanPicture(model, target);
  else target.replaceChildren();
}

export const view: GameView = { ground, pieces, facts, legend, picture, roles: ['target'] };
