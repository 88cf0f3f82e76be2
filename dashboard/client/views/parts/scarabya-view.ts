// Reads the Scarabya view (rules/scarabya/view.ts) into typed records for the board, the picture
// and the legend; anything missing or malformed reads as empty, so a drawing never throws.
import { isRecord } from '../types.ts';

export interface Scarab { cell: string; state: string }
export interface TileView { letter: string; cells: string[]; by: string }
export interface AreaView { cells: string[]; scarabs: string[]; points: number; by: string | null }
export interface SeatView { seat: string; rocks: string[]; scarabs: Scarab[]; tiles: TileView[]; areas: AreaView[]; waiting: boolean; legalPlacements: number }

export const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function record(value: unknown): Record<string, unknown> { return isRecord(value) ? value : {}; }

function seatOf(value: unknown): SeatView | null {
  if (!isRecord(value)) return null;
  return {
    seat: typeof value.seat === 'string' ? value.seat : '',
    rocks: strings(value.rocks),
    scarabs: (Array.isArray(value.scarabs) ? value.scarabs : []).filter(isRecord)
      .map((s) => ({ cell: String(s.cell), state: String(s.state) })),
    tiles: (Array.isArray(value.tiles) ? value.tiles : []).filter(isRecord)
      .map((t) => ({ letter: String(t.letter), cells: strings(t.cells), by: String(t.by) })),
    areas: (Array.isArray(value.areas) ? value.areas : []).filter(isRecord)
      .map((a) => ({ cells: strings(a.cells), scarabs: strings(a.scarabs), points: Number(a.points) || 0, by: typeof a.by === 'string' ? a.by : null })),
    waiting: value.waiting === true,
    legalPlacements: Number(value.legalPlacements) || 0,
  };
}

export function seatsOf(view: unknown): SeatView[] {
  if (!isRecord(view) || !Array.isArray(view.seats)) return [];
  return view.seats.map(seatOf).filter((s): s is SeatView => s !== null);
}

/** The mission's squares as [row, col] pairs (the view's `missionShape`), [] when there is none. */
export function missionShape(view: Record<string, unknown>): [number, number][] {
  if (!Array.isArray(view.missionShape)) return [];
  return view.missionShape.filter((s): s is [number, number] =>
    Array.isArray(s) && s.length === 2 && Number.isInteger(s[0]) && Number.isInteger(s[1]) && s[0] >= 0 && s[1] >= 0 && s[0] < 10 && s[1] < 10);
}

/** Numbers by name (scores, tiles placed, the supply by value). */
export function counts(value: unknown): [string, number][] {
  return Object.entries(record(value)).map(([k, v]): [string, number] => [k, Number(v) || 0]);
}
