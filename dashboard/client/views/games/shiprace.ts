// 連船之遊: the track on the board's cells (points, harbours, the way ships sail), the ships on it,
// and beside the board what it cannot show — the cast and what it reaches, each ship's cargo, each
// player's start and goal (parts/shiprace-*.ts).
import { svg } from '../../dom.ts';
import { playerColour } from '../parts/race-colours.ts';
import { t } from '../../i18n.ts';
import { placeWords, readRace } from '../parts/shiprace-model.ts';
import { racePicture } from '../parts/shiprace-picture.ts';
import { shipAt, shipGlyph } from '../parts/shiprace-ship.ts';
import { arrowMark, drawTrack, flag } from '../parts/shiprace-track.ts';
import type { DrawContext, Fact, GameView, LegendMark } from '../types.ts';

function ground(view: unknown, ctx: DrawContext): void {
  const race = readRace(view);
  if (race) drawTrack(race, ctx);
}

function pieces(view: unknown, ctx: DrawContext): void {
  for (const ship of readRace(view)?.ships ?? []) {
    const at = ctx.at(ship.cell);
    if (!at) continue;
    const g = svg('g', { class: 'piece sr-piece', 'data-piece-cell': ship.cell, 'data-ship': ship.id, 'data-player': ship.player, 'data-cargo': ship.cargo },
      shipAt(at.x, at.y, ship.player, ship.letter, ship.cargo));
    ctx.pieces.append(g);
  }
}

function facts(view: unknown): Fact[] {
  const race = readRace(view);
  if (!race) return [];
  const out: Fact[] = [];
  if (race.toMove) out.push({ label: t('shiprace.fact.toMove'), value: t('shiprace.fact.toMoveRound', { player: race.toMove, round: race.round }) });
  if (race.cast !== null) out.push({ label: t('shiprace.fact.cast'), value: t('shiprace.heads', { heads: race.cast }) });
  for (const p of race.players) out.push({ label: t('shiprace.fact.goalStart', { player: p }), value: t('shiprace.fact.goalStartOf', { goal: race.goal[p] ?? 0, target: race.goalTarget, start: race.start[p] ?? 0 }) });
  for (const ship of race.ships) out.push({ label: t('shiprace.ship', { ship: ship.id }), value: t('shiprace.aboard', { cargo: ship.cargo, max: race.maxCargo, where: placeWords(ship.place) }) });
  if (race.last) out.push({ label: t('shiprace.fact.last'), value: t('shiprace.fact.lastOf', { player: race.last.player, heads: race.last.heads, action: race.last.action }) });
  return out;
}

function legend(view: unknown): LegendMark[] {
  const race = readRace(view);
  const marks: LegendMark[] = [
    {
      key: 'point',
      text: { en: 'a point of the track (1–19), three berths', ja: '地点（1〜19）、各 3 マス' },
      draw: (g) => g.append(svg('g', { class: 'sr-point odd' }, svg('rect', { class: 'sr-point-box', x: 0.05, y: 0.05, width: 0.9, height: 0.9, rx: 0.14 }),
        svg('text', { class: 'sr-point-number', x: 0.5, y: 0.52 }, '7'))),
    },
    {
      key: 'direction',
      text: { en: 'the way ships sail: start → 1 → … → 19 → goal', ja: '進む向き：スタート → 1 → … → 19 → ゴール' },
      draw: (g) => g.append(svg('g', { class: 'sr-arrows' }, arrowMark(0.5, 0.5, 1, 0))),
    },
    {
      key: 'start',
      text: { en: 'a start berth (each ship has its own)', ja: 'スタートの泊地（船ごとに 1 マス）' },
      draw: (g) => g.append(svg('g', { class: 'sr-harbour sr-start' }, svg('rect', { class: 'sr-harbour-box', x: 0.05, y: 0.05, width: 0.9, height: 0.9, rx: 0.12 }))),
    },
    {
      key: 'goal',
      text: { en: 'a goal berth: a ship there unloads all it carries', ja: 'ゴールの泊地：着いた船は積荷をすべて降ろす' },
      draw: (g) => g.append(svg('g', { class: 'sr-harbour sr-goal' }, svg('rect', { class: 'sr-harbour-box', x: 0.05, y: 0.05, width: 0.9, height: 0.9, rx: 0.12 }), flag(0.6, 0.1))),
    },
  ];
  for (const player of race?.players ?? []) {
    marks.push({
      key: `ships-${player}`,
      text: { en: `${player}'s ships a, b, c (the number: cargo aboard)`, ja: `${player} の船 a・b・c（数字は積荷）` },
      draw: (g) => {
        const ship = shipGlyph(player, 'a', 5);
        ship.setAttribute('data-colour', playerColour(player));
        g.append(ship);
      },
    });
  }
  return marks;
}

function picture(view: unknown, target: HTMLElement): void {
  const race = readRace(view);
  if (race) racePicture(race, target);
  else target.replaceChildren();
}

export const view: GameView = { ground, pieces, facts, legend, picture, roles: ['target', 'capture'] };
