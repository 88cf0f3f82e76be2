// Scarabya: the 10×10 excavation site of the seat this board plays (parts/scarabya-site.ts), the
// mission's pentomino, the missions to come, the players, their sites and the token supply beside
// it (parts/scarabya-picture.ts), the key to both (parts/scarabya-legend.ts) and short facts.
// Reads `rules/scarabya/view.ts`.
import { t } from '../../i18n.ts';
import { isRecord, type Fact, type GameView } from '../types.ts';
import { scarabyaLegend, SCARABYA_ROLES } from '../parts/scarabya-legend.ts';
import { scarabyaPicture } from '../parts/scarabya-picture.ts';
import { drawSite } from '../parts/scarabya-site.ts';
import { record, seatsOf, strings } from '../parts/scarabya-view.ts';

// --- facts ---------------------------------------------------------------------------------

function modeText(view: Record<string, unknown>): string {
  const players = strings(view.players);
  if (view.mode === 'standard') return players.length === 1 ? t('scarabya.mode.standardOne') : t('scarabya.mode.standard', { count: players.length });
  if (view.mode === 'solo') return t('scarabya.mode.solo');
  if (view.mode === 'one-to-one') return t('scarabya.mode.oneToOne');
  return String(view.mode);
}

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const mode = modeText(view);
  const out: Fact[] = [{ label: t('scarabya.fact.mode'), value: view.allowFlip === false ? t('scarabya.mode.noFlip', { mode }) : mode }];
  const seats = seatsOf(view);
  const solo = view.mode === 'solo';

  if (typeof view.mission === 'string') {
    out.push({ label: t('scarabya.fact.mission'), value: t('scarabya.fact.missionOf', { mission: view.mission, number: String(view.missionNumber), missions: String(view.missions) }) });
    out.push({ label: t('scarabya.fact.missionsLeft'), value: String(view.missionsLeft) });
    if (typeof view.turn === 'string') out.push({ label: t('scarabya.fact.toPlace'), value: view.turn });
    const waiting = seats.filter((s) => s.waiting);
    if (view.mode === 'standard' && seats.length > 1) out.push({ label: t('scarabya.fact.toPlace'), value: waiting.map((s) => s.seat).join(', ') || t('scarabya.fact.nobody') });
    for (const s of waiting) out.push({ label: seats.length > 1 ? t('scarabya.fact.legalOf', { seat: s.seat }) : t('scarabya.fact.legal'), value: String(s.legalPlacements) });
  } else {
    out.push({ label: t('scarabya.fact.mission'), value: t('scarabya.fact.missionNone') });
  }

  if (solo) {
    const scarabs = seats[0]?.scarabs ?? [];
    const covered = scarabs.filter((s) => s.state === 'covered').length;
    out.push({ label: t('scarabya.fact.covered'), value: t('scarabya.fact.coveredOf', { covered, total: scarabs.length }) });
    // A scarab shut in an area can never be covered: the solo game is lost with it.
    const shutIn = (seats[0]?.areas ?? []).reduce((n, a) => n + a.scarabs.length, 0);
    if (shutIn > 0) out.push({ label: t('scarabya.fact.shutIn'), value: String(shutIn) });
  } else {
    out.push({ label: t('scarabya.fact.scores'), value: Object.entries(record(view.scores)).map(([p, n]) => `${p} ${String(n)}`).join(' · ') });
  }
  out.push({ label: t('scarabya.fact.placed'), value: Object.entries(record(view.placed)).map(([p, n]) => `${p} ${String(n)}`).join(' · ') });
  if (!solo) out.push({ label: t('scarabya.fact.tokens'), value: Object.entries(record(view.supply)).map(([v, n]) => t('scarabya.fact.tokensOf', { count: String(n), value: v })).join(', ') });
  if (Array.isArray(view.discards) && view.discards.length > 0) {
    out.push({ label: t('scarabya.fact.discarded'), value: view.discards.filter(isRecord).map((d) => `${String(d.mission)} (${String(d.by)})`).join(', ') });
  }

  if (view.over === true) {
    const winners = strings(view.winners);
    const outcome = solo ? (winners.length > 0 ? t('scarabya.fact.won') : t('scarabya.fact.lost'))
      : winners.length > 1 ? t('scarabya.fact.tie', { players: winners.join(', ') }) : winners.length === 1 ? t('scarabya.fact.wins', { player: winners[0] }) : t('scarabya.fact.noWinner');
    out.push({ label: t('scarabya.fact.result'), value: outcome + (typeof view.reason === 'string' ? ` (${view.reason})` : '') });
    if (isRecord(view.rematch)) {
      // Spaced JSON wraps on a phone and still pastes into the new-game form as it is.
      const options = JSON.stringify(view.rematch).replace(/,/g, ', ');
      const value = view.mode === 'one-to-one' ? t('scarabya.fact.againFirst', { first: String(view.rematch.firstPlayer), options }) : t('scarabya.fact.again', { options });
      out.push({ label: solo ? t('scarabya.fact.retry') : t('scarabya.fact.rematch'), value });
    }
  }
  return out;
}

export const view: GameView = { pieces: drawSite, facts, picture: scarabyaPicture, legend: scarabyaLegend, roles: SCARABYA_ROLES };
