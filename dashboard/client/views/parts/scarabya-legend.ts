// The key to Scarabya's board: the marks the site drawing uses (rocks, scarabs as they are,
// covered or scored, each player's tiles, closed and scored areas), and the lights the board
// shows for the game (the site, where the mission may go, the centre for the first tile, scored
// areas and their gold scarabs).
import { svg } from '../../dom.ts';
import type { LegendMark } from '../types.ts';
import { AREA_GREY, beetle, coloursOf, GOLD, LABEL, pointsBadge, rock } from './scarabya-marks.ts';
import { record, strings } from './scarabya-view.ts';

/** Light roles of rules/scarabya/lights.ts. */
export const SCARABYA_ROLES = ['site', 'hint', 'centre', 'score', 'gold'] as const;

/** One square of a tile: its edge, its face, a letter. */
function tileSquare(g: SVGGElement, player: string | null, letter: string): void {
  const colours = coloursOf(player);
  g.append(
    svg('rect', { x: 0.04, y: 0.04, width: 0.92, height: 0.92, fill: colours.edge }),
    svg('rect', { x: 0.1, y: 0.1, width: 0.8, height: 0.8, fill: colours.face }),
    svg('text', { x: 0.5, y: 0.52, fill: colours.edge, ...LABEL, 'font-size': 0.55 }, letter),
  );
}

function dashedSquare(g: SVGGElement, colour: string): void {
  g.append(svg('rect', { x: 0.1, y: 0.1, width: 0.8, height: 0.8, fill: 'none', stroke: colour, 'stroke-width': 0.08, 'stroke-dasharray': '.16 .09', 'stroke-linecap': 'round' }));
}

export function scarabyaLegend(view: unknown): LegendMark[] {
  const v = record(view);
  const solo = v.mode === 'solo';
  const players = strings(v.players);
  const marks: LegendMark[] = [
    { key: 'rock', text: { en: 'a rock (a stone on the board)', ja: '岩（盤上の石）' }, draw: (g) => { g.append(rock('', 0, 0)); } },
    { key: 'scarab', text: { en: 'a scarab to cover', ja: '覆うべきスカラベ' }, draw: (g) => { g.append(beetle('', 0, 0, 'visible')); } },
    {
      key: 'scarab-covered', text: { en: 'a scarab under a tile', ja: 'タイルの下のスカラベ' },
      draw: (g) => { tileSquare(g, players.length > 1 ? null : players[0] ?? null, ''); g.append(beetle('', 0, 0, 'covered')); },
    },
  ];
  if (!solo) marks.push({ key: 'scarab-gold', text: { en: 'a gold scarab: it scored in its area', ja: '金のスカラベ（区画で得点）' }, draw: (g) => { g.append(beetle('', 0, 0, 'scored')); } });
  // A tile per player when several place tiles; solo and one player: just "a tile".
  if (players.length > 1) {
    for (const p of players) marks.push({ key: `tile-${p}`, text: { en: `${p}'s tile`, ja: `${p} のタイル` }, draw: (g) => tileSquare(g, p, 'L') });
  } else {
    marks.push({ key: 'tile', text: { en: 'a tile placed, with its letter', ja: '置いたタイル（文字つき）' }, draw: (g) => tileSquare(g, players[0] ?? null, 'L') });
  }
  marks.push(solo
    ? { key: 'area', text: { en: 'a closed area: a scarab in it is lost', ja: '閉じた区画（中のスカラベはもう覆えない）' }, draw: (g) => dashedSquare(g, AREA_GREY) }
    : { key: 'area', text: { en: 'a closed area that scored nothing', ja: '得点のない閉じた区画' }, draw: (g) => dashedSquare(g, AREA_GREY) });
  if (!solo) {
    marks.push({
      key: 'area-scored', text: { en: 'a scored area and its points', ja: '得点した区画とその点数' },
      draw: (g) => { dashedSquare(g, GOLD); g.append(pointsBadge(3, 0.5, 0.5)); },
    });
  }
  return marks;
}
