// Terra Pyramides beside its board: the version, whose turn and in which phase, the hand tile,
// each player's holdings (workers, gold, blocks, burial goods) and running score, the candidate
// lines while one is chosen; the INVENTED label when the demo layout and tiles are in use.
import { isRecord, type Fact, type GameView } from '../types.ts';

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

export const view: GameView = { facts };
