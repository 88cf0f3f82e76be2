// Things that cannot be true at one table but are allowed for a while, since each player's
// holdings are entered apart (swapping turn-order tiles takes two entries): the dashboard shows
// them until they are set right.
import type { CuzcoState } from './types.ts';

export function tableWarnings(state: CuzcoState): string[] {
  const warnings: string[] = [];
  const { seats, players } = state;

  const byTurn = new Map<number, string[]>();
  for (const seat of seats) byTurn.set(players[seat].turnOrder, [...(byTurn.get(players[seat].turnOrder) ?? []), seat]);
  for (const [tile, holders] of byTurn) if (holders.length > 1) warnings.push(`turn-order tile ${tile} is held by ${holders.join(' and ')}`);
  for (const seat of seats) if (players[seat].turnOrder > seats.length) warnings.push(`${seat} holds turn-order tile ${players[seat].turnOrder}, but there are ${seats.length} players`);

  const villages = new Map<number, { seat: string; printed: string; covered: boolean }[]>();
  for (const seat of seats) {
    for (const q of players[seat].quipu) {
      villages.set(q.village, [...(villages.get(q.village) ?? []), { seat, printed: `${q.feather} feather, ${q.vp} VP, ${q.circle} circle`, covered: q.covered }]);
    }
  }
  for (const [village, entries] of [...villages].sort((a, b) => a[0] - b[0])) {
    const printed = new Set(entries.map((e) => e.printed));
    if (printed.size > 1) warnings.push(`village ${village} is entered differently: ${entries.map((e) => `${e.seat} ${e.printed}`).join('; ')}`);
    const onTop = entries.filter((e) => !e.covered);
    if (onTop.length > 1) warnings.push(`village ${village}: the quipu of ${onTop.map((e) => e.seat).join(' and ')} are all marked on top; mark the lower ones covered`);
    if (onTop.length === 0) warnings.push(`village ${village}: every quipu there is marked covered; one lies on top`);
  }

  for (const kind of ['research', 'farm'] as const) {
    for (let ability = 1; ability <= 12; ability++) {
      const n = seats.reduce((a, seat) => a + players[seat][kind].filter((t) => t.ability === ability).length, 0);
      if (n > 3) warnings.push(`${n} ${kind} tiles with ability ${ability} are entered, but only 3 exist`);
    }
  }
  return warnings;
}
