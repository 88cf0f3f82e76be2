// 連船之遊's view JSON (rules/shiprace/view.ts) read into plain typed data, every field checked: the
// board, the picture and the key draw from this, never from the raw JSON.
import { t } from '../../i18n.ts';
import { isRecord } from '../types.ts';

export interface ShipModel { id: string; player: string; letter: string; at: number; place: string; cell: string; cargo: number }
export interface ReachModel { ship: string; at: number; place: string; home: boolean; cells: string[] }
export interface TrackModel { start: string[]; points: string[][]; goal: string[] }

export interface RaceModel {
  players: string[];
  toMove: string | null;
  round: number;
  cast: number | null;
  sticks: number;
  ships: ShipModel[];
  start: Record<string, number>;
  goal: Record<string, number>;
  maxCargo: number;
  goalTarget: number;
  ending: boolean;
  reach: ReachModel[];
  last: { player: string; heads: number; action: string } | null;
  track: TrackModel | null;
  /** The goal's position (the points then one more: 20). */
  goalAt: number;
  over: boolean;
  winners: string[];
}

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const counts = (v: unknown): Record<string, number> => (isRecord(v) ? Object.fromEntries(Object.entries(v).map(([k, n]) => [k, num(n)])) : {});

function track(v: unknown): TrackModel | null {
  if (!isRecord(v) || !Array.isArray(v.points)) return null;
  return { start: strings(v.start), points: v.points.map(strings), goal: strings(v.goal) };
}

export function readRace(view: unknown): RaceModel | null {
  if (!isRecord(view) || view.game !== 'shiprace') return null;
  const ships = (Array.isArray(view.ships) ? view.ships.filter(isRecord) : []).map((s): ShipModel => {
    const id = str(s.id);
    return { id, player: str(s.player), letter: id.slice(-1), at: num(s.at), place: str(s.place), cell: str(s.cell), cargo: num(s.cargo) };
  });
  const reach = (Array.isArray(view.reach) ? view.reach.filter(isRecord) : []).map((r): ReachModel => ({
    ship: str(r.ship), at: num(r.at), place: str(r.place), home: r.home === true, cells: strings(r.cells),
  }));
  const last = isRecord(view.last) ? { player: str(view.last.player), heads: num(view.last.heads), action: str(view.last.action) } : null;
  return {
    players: strings(view.players),
    toMove: typeof view.toMove === 'string' ? view.toMove : null,
    round: num(view.round, 1),
    cast: typeof view.cast === 'number' ? view.cast : null,
    sticks: num(view.sticks, 5),
    ships,
    start: counts(view.start),
    goal: counts(view.goal),
    maxCargo: num(view.maxCargo, 15),
    goalTarget: num(view.goalTarget, 20),
    ending: view.ending === true,
    reach,
    last,
    track: track(view.track),
    goalAt: (track(view.track)?.points.length ?? 19) + 1,
    over: view.over === true,
    winners: strings(view.winners),
  };
}

/** A place of the track in words: the view names it `start`, `goal` or `point N`. */
export function placeWords(place: string): string {
  const point = /^point (\d+)$/.exec(place);
  if (point) return t('shiprace.place.point', { number: point[1] });
  return place === 'start' ? t('shiprace.place.start') : place === 'goal' ? t('shiprace.place.goal') : place;
}

/** Which player's berths a start or goal cell is (three a player, in seat order), or null. */
export function harbourOwner(cells: readonly string[], cell: string, players: readonly string[]): string | null {
  const i = cells.indexOf(cell);
  return i < 0 ? null : players[Math.floor(i / 3)] ?? null;
}
