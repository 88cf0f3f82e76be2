// Messages a side received and dropped, counted by reason. Pure: a reducer over a plain record,
// so the service that holds it decides when and where to show it.
import { FLEET_ERROR_CODES, type FleetErrorCode } from './errors.ts';

export type DropReason = FleetErrorCode;
export type DropCounts = Readonly<Record<DropReason, number>>;

export function noDrops(): DropCounts {
  return Object.fromEntries(FLEET_ERROR_CODES.map((code) => [code, 0])) as Record<DropReason, number>;
}

export function countDrop(counts: DropCounts, reason: DropReason): DropCounts {
  return { ...counts, [reason]: counts[reason] + 1 };
}

export function totalDrops(counts: DropCounts): number {
  return FLEET_ERROR_CODES.reduce((sum, code) => sum + counts[code], 0);
}
