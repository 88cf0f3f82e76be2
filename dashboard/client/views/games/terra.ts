// Terra Pyramides: the layout under the LEDs (sites, start squares, oases, the Nile, unused cells),
// the stair tiles, foundations, pyramids and workers over them, and beside the board a picture of
// what no board shows (the hand tile, the supplies, the stacks, the lines, the score), labelled
// INVENTED while the demo layout and tiles are in use. The facts stay as short text. Lights: the
// squares the hand tile may go on (`hint`), sites ready to build (`gold`), the tile placed (`last`).
import { t, type Key } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import { isRecord, type Fact, type GameView } from '../types.ts';
import { drawGround, drawPieces } from '../parts/terra-board.ts';
import { terraLegend } from '../parts/terra-legend.ts';
import { drawPicture } from '../parts/terra-picture.ts';
import { readTerra } from '../parts/terra-read.ts';
import { colourWords, dataNote, lineName, ownerName } from '../parts/terra-words.ts';

const counts = (value: unknown): string => (isRecord(value) ? Object.entries(value).filter(([, n]) => n !== 0).map(([k, n]) => `${colourWords(k)} ${String(n)}`).join(t('terra.sep')) || t('terra.none') : String(value));
const PHASES = ['place', 'line', 'workers', 'draw', 'over'];
const phaseWords = (phase: unknown): string => (PHASES.includes(String(phase)) ? t(`terra.phase.${String(phase)}` as Key) : String(phase));

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  if (isRecord(view.data) && view.data.invented === true) out.push({ label: t('terra.fact.data'), value: dataNote(String(view.data.note)) });
  out.push({ label: t('terra.fact.version'), value: typeof view.mission === 'number' ? t('terra.fact.mission', { version: String(view.version), mission: view.mission }) : String(view.version) });
  if (view.over !== true) out.push({ label: t('terra.fact.toMove'), value: t('terra.fact.toMoveValue', { seat: String(view.toMove), phase: phaseWords(view.phase) }) });
  if (isRecord(view.hand) && Array.isArray(view.hand.symbols)) {
    // The symbols as the notation writes them; in Japanese the tile in words.
    const said = isRecord(view.words) && isRecord(view.words.hand) && typeof view.words.hand.ja === 'string' ? view.words.hand.ja : null;
    out.push({ label: t('terra.fact.hand'), value: inWords({ en: view.hand.symbols.join(', '), ja: said ?? view.hand.symbols.join(', ') }) });
  }
  const scores = isRecord(view.scores) ? view.scores : {};
  const supply = isRecord(view.supply) ? view.supply : {};
  for (const [player, held] of Object.entries(supply)) {
    if (!isRecord(held)) continue;
    out.push({ label: ownerName(player), value: t('terra.fact.holdings', { score: String(scores[player] ?? 0), workers: String(held.workers), gold: String(held.gold), blocks: counts(held.blocks), burial: String(held.burial ?? 0) }) });
  }
  if (isRecord(view.lines)) out.push({ label: t('terra.fact.lines'), value: Object.keys(view.lines).map(lineName).join(' · ') });
  if (Array.isArray(view.ranking) && view.over === true) out.push({ label: t('terra.fact.ranking'), value: view.ranking.map((o) => ownerName(String(o))).join(t('terra.sep')) });
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
