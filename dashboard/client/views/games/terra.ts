// Terra Pyramides: the layout under the LEDs (sites, start squares, oases, the Nile, unused cells),
// the stair tiles, foundations, pyramids and workers over them, and beside the board a picture of
// what no board shows (the hand tile, the supplies, the stacks, the lines, the score), labelled
// INVENTED while the demo layout and tiles are in use. The facts stay as short text. Lights: the
// squares the hand tile may go on (`hint`), sites ready to build (`gold`), the tile placed (`last`).
import { isRecord, type Fact, type GameView } from '../types.ts';
import { drawGround, drawPieces } from '../parts/terra-board.ts';
import { terraLegend } from '../parts/terra-legend.ts';
import { drawPicture } from '../parts/terra-picture.ts';
import { readTerra } from '../parts/terra-read.ts';

const counts = (value: unknown): string => (isRecord(value) ? Object.entries(value).filter(([, n]) => n !== 0).map(([k, n]) => `${k} ${String(n)}`).join(', ') || 'none' : String(value));

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  if (isRecord(view.data) && view.data.invented === true) out.push({ label: 'data', value: String(view.data.note) });
  out.push({ label: 'version', value: String(view.version) + (typeof view.mission === 'number' ? `, mission ${view.mission}` : '') });
  if (view.over !== true) out.push({ label: 'to move', value: `${String(view.toMove)} (${String(view.phase)})` });
  if (isRecord(view.hand) && Array.isArray(view.hand.symbols)) out.push({ label: 'hand tile', value: view.hand.symbols.join(', ') });
  const scores = isRecord(view.scores) ? view.scores : {};
  const supply = isRecord(view.supply) ? view.supply : {};
  for (const [player, held] of Object.entries(supply)) {
    if (!isRecord(held)) continue;
    out.push({ label: `${player}`, value: `score ${String(scores[player] ?? 0)}; workers ${String(held.workers)}, gold ${String(held.gold)}, blocks ${counts(held.blocks)}, burial ${String(held.burial ?? 0)}` });
  }
  if (isRecord(view.lines)) out.push({ label: 'lines', value: Object.keys(view.lines).join(' · ') });
  if (Array.isArray(view.ranking) && view.over === true) out.push({ label: 'ranking', value: view.ranking.join(', ') });
  return out;
}

export const view: GameView = {
  facts,
  roles: ['hint', 'gold', 'last'],
  ground(json, ctx) {
    const v = readTerra(json);
    if (v) drawGround(v, ctx);
  },
  pieces(json, ctx) {
    const v = readTerra(json);
    if (v) drawPieces(v, ctx);
  },
  picture(json, target) {
    const v = readTerra(json);
    if (v) drawPicture(v, target);
    else target.replaceChildren();
  },
  legend(json) {
    const v = readTerra(json);
    return v ? terraLegend(v) : [];
  },
};
