// The score sheet, round by round, and the final ranking. The players' score markers are read
// off the real score track at the end of each round (they include everything scored in play,
// missions too); at the end the assistant adds what it knows and the track does not yet hold:
// missions completed at the game end with card 04, the end bonuses, the villages' VP.
import type { ScoreSheet } from '../contract.ts';
import { BONUS_KEYS, type BonusKey } from './data/bonuses.ts';
import { endBonuses, villagesVp } from './end-bonuses.ts';
import { ROUNDS, type CuzcoState, type Via } from './types.ts';

export interface RoundRow {
  round: number;
  /** The markers at the end of the round; null while the round is open (or to come). */
  markers: Record<string, number | null>;
  /** VP scored in the round (marker minus the previous one); null while open. */
  gained: Record<string, number | null>;
  /** Missions completed in the round (their VP are on the track already). */
  missions: Record<string, { id: string; vp: number; via: Via }[]>;
}

export interface FinalRows {
  /** The last marker entered (0 before any). */
  track: Record<string, number>;
  /** Missions completed at the game end with card 04 (not on the track). */
  missionsAtEnd: Record<string, number>;
  bonuses: Record<string, Record<BonusKey, number>>;
  villages: Record<string, number>;
  total: Record<string, number>;
  /** Best first; tied players in seat order. */
  ranking: string[];
  /** 1 for the best; tied players share a place. */
  places: Record<string, number>;
}

const perSeat = <T>(state: CuzcoState, f: (seat: string) => T): Record<string, T> =>
  Object.fromEntries(state.seats.map((seat) => [seat, f(seat)]));

export function roundRows(state: CuzcoState): RoundRow[] {
  const rows: RoundRow[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const closed = state.sheet[round - 1];
    const before = state.sheet[round - 2];
    rows.push({
      round,
      markers: perSeat(state, (seat) => closed?.[seat] ?? null),
      gained: perSeat(state, (seat) => (closed === undefined ? null : closed[seat] - (before?.[seat] ?? 0))),
      missions: perSeat(state, (seat) => state.completions
        .filter((c) => c.player === seat && c.round === round)
        .map((c) => ({ id: c.mission, vp: c.vp, via: c.via }))),
    });
  }
  return rows;
}

export function finalRows(state: CuzcoState): FinalRows {
  const last = state.sheet[state.sheet.length - 1];
  const track = perSeat(state, (seat) => last?.[seat] ?? 0);
  const missionsAtEnd = perSeat(state, (seat) => state.completions
    .filter((c) => c.player === seat && c.round === 'end').reduce((a, c) => a + c.vp, 0));
  const bonuses = perSeat(state, (seat) => endBonuses(state.players[seat]));
  const villages = perSeat(state, (seat) => villagesVp(state.players[seat]));
  const total = perSeat(state, (seat) => track[seat] + missionsAtEnd[seat] + villages[seat]
    + BONUS_KEYS.reduce((a, k) => a + bonuses[seat][k], 0));
  // Array.prototype.sort is stable: tied players keep seat order.
  const ranking = [...state.seats].sort((a, b) => total[b] - total[a]);
  const places = perSeat(state, (seat) => 1 + state.seats.filter((other) => total[other] > total[seat]).length);
  return { track, missionsAtEnd, bonuses, villages, total, ranking, places };
}

/** The winner, or null when the best total is shared. */
export function winnerOf(final: FinalRows): string | null {
  const best = final.ranking[0];
  return final.ranking.filter((seat) => final.places[seat] === 1).length === 1 ? best : null;
}

/**
 * The score as if the game ended now (the contract's `score`, the host's running score and
 * `tabletop score cuzco`): each player's total — the last score marker entered, the missions
 * completed at the end with card 04, the end bonuses and the villages' VP — with those parts
 * (the six bonuses first, in the pinned order) and the ranking by total.
 */
export function runningScore(state: CuzcoState): ScoreSheet {
  const final = finalRows(state);
  const breakdown = perSeat(state, (seat) => ({
    ...Object.fromEntries(BONUS_KEYS.map((k) => [k, final.bonuses[seat][k]])),
    villages: final.villages[seat],
    track: final.track[seat],
    missionsAtEnd: final.missionsAtEnd[seat],
  }));
  return { scores: final.total, breakdown, ranking: final.ranking };
}
