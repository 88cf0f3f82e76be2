// Scarabya: the 10×10 excavation site of the seat this board plays (parts/scarabya-site.ts), the
// mission's pentomino, the missions to come, the players, their sites and the token supply beside
// it (parts/scarabya-picture.ts), the key to both (parts/scarabya-legend.ts) and short facts.
// Reads `rules/scarabya/view.ts`.
import { isRecord, type Fact, type GameView } from '../types.ts';
import { scarabyaLegend, SCARABYA_ROLES } from '../parts/scarabya-legend.ts';
import { scarabyaPicture } from '../parts/scarabya-picture.ts';
import { drawSite } from '../parts/scarabya-site.ts';
import { record, seatsOf, strings } from '../parts/scarabya-view.ts';

// --- facts ---------------------------------------------------------------------------------

function modeText(view: Record<string, unknown>): string {
  const players = strings(view.players);
  if (view.mode === 'standard') return `standard, ${players.length} player${players.length === 1 ? '' : 's'}`;
  return String(view.mode);
}

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [{ label: 'mode', value: modeText(view) + (view.allowFlip === false ? ', no flipping' : '') }];
  const seats = seatsOf(view);
  const solo = view.mode === 'solo';

  if (typeof view.mission === 'string') {
    out.push({ label: 'mission', value: `${view.mission} (${String(view.missionNumber)} of ${String(view.missions)})` });
    out.push({ label: 'missions left', value: String(view.missionsLeft) });
    if (typeof view.turn === 'string') out.push({ label: 'to place', value: view.turn });
    const waiting = seats.filter((s) => s.waiting);
    if (view.mode === 'standard' && seats.length > 1) out.push({ label: 'to place', value: waiting.map((s) => s.seat).join(', ') || 'nobody' });
    for (const s of waiting) out.push({ label: seats.length > 1 ? `legal placements ${s.seat}` : 'legal placements', value: String(s.legalPlacements) });
  } else {
    out.push({ label: 'mission', value: 'none left' });
  }

  if (solo) {
    const scarabs = seats[0]?.scarabs ?? [];
    const covered = scarabs.filter((s) => s.state === 'covered').length;
    out.push({ label: 'scarabs covered', value: `${covered} of ${scarabs.length}` });
    // A scarab shut in an area can never be covered: the solo game is lost with it.
    const shutIn = (seats[0]?.areas ?? []).reduce((n, a) => n + a.scarabs.length, 0);
    if (shutIn > 0) out.push({ label: 'scarabs shut in', value: String(shutIn) });
  } else {
    out.push({ label: 'scores', value: Object.entries(record(view.scores)).map(([p, n]) => `${p} ${String(n)}`).join(' · ') });
  }
  out.push({ label: 'tiles placed', value: Object.entries(record(view.placed)).map(([p, n]) => `${p} ${String(n)}`).join(' · ') });
  if (!solo) out.push({ label: 'tokens left', value: Object.entries(record(view.supply)).map(([v, n]) => `${String(n)} of ${v}`).join(', ') });
  if (Array.isArray(view.discards) && view.discards.length > 0) {
    out.push({ label: 'discarded', value: view.discards.filter(isRecord).map((d) => `${String(d.mission)} (${String(d.by)})`).join(', ') });
  }

  if (view.over === true) {
    const winners = strings(view.winners);
    const outcome = solo ? (winners.length > 0 ? 'won: every scarab covered' : 'lost: scarabs left uncovered')
      : winners.length > 1 ? `tie: ${winners.join(', ')}` : winners.length === 1 ? `${winners[0]} wins` : 'no winner';
    out.push({ label: 'result', value: outcome + (typeof view.reason === 'string' ? ` (${view.reason})` : '') });
    if (isRecord(view.rematch)) {
      const first = view.mode === 'one-to-one' ? `, P${String(view.rematch.firstPlayer)} first` : '';
      // Spaced JSON wraps on a phone and still pastes into the new-game form as it is.
      out.push({ label: solo ? 'retry' : 'rematch', value: `same site and missions${first}; options ${JSON.stringify(view.rematch).replace(/,/g, ', ')}` });
    }
  }
  return out;
}

export const view: GameView = { pieces: drawSite, facts, picture: scarabyaPicture, legend: scarabyaLegend, roles: SCARABYA_ROLES };
