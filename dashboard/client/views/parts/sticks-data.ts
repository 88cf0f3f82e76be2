// The view JSON of the stick games (rules/sticks/view.ts) read into typed records, so the pictures
// and facts need no casts. A field the page does not find reads as empty: the picture draws less,
// it never throws.
import { t } from '../../i18n.ts';
import { isRecord } from '../types.ts';

export interface LastCastData { player: string; heads: number }

/** One finished contest of 獣裁 or 連撃獣裁 (winners empty: a tie, thrown again). */
export interface ContestRecordData { round: number; tie: number; totals: Record<string, number>; winners: string[]; pot: number }

export interface ContestData {
  game: 'jusai' | 'rengeki-jusai';
  players: string[];
  balances: Record<string, number>;
  out: string[];
  round: number;
  tie: number;
  phase: string;
  contenders: string[];
  ante: number | null;
  staked: string[];
  waitingToStake: string[];
  pot: number;
  totals: Record<string, number>;
  thrower: string | null;
  streak: number;
  throws: number;
  lastCast: LastCastData | null;
  history: ContestRecordData[];
  over: boolean;
  winner: string | null;
}

export interface BetData { heads: number; amount: number }

/** One settled round of 新遊: what each child got back (0: lost), the banker's gain. */
export interface BankRecordData { round: number; heads: number; bets: Record<string, BetData>; paid: Record<string, number>; banker: number }

export interface BankData {
  game: 'shinyu';
  players: string[];
  banker: string;
  children: string[];
  balances: Record<string, number>;
  out: string[];
  round: number;
  phase: string;
  payouts: number[];
  bets: Record<string, BetData>;
  waitingToBet: string[];
  lastCast: LastCastData | null;
  history: BankRecordData[];
  over: boolean;
  winner: string | null;
}

const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const numbers = (v: unknown): Record<string, number> =>
  isRecord(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => typeof e[1] === 'number')) : {};

function lastCastOf(v: unknown): LastCastData | null {
  return isRecord(v) && typeof v.player === 'string' && typeof v.heads === 'number' ? { player: v.player, heads: v.heads } : null;
}

function betsOf(v: unknown): Record<string, BetData> {
  if (!isRecord(v)) return {};
  const out: Record<string, BetData> = {};
  for (const [player, bet] of Object.entries(v)) if (isRecord(bet)) out[player] = { heads: num(bet.heads), amount: num(bet.amount) };
  return out;
}

const records = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

export function readContest(view: unknown): ContestData | null {
  if (!isRecord(view) || (view.game !== 'jusai' && view.game !== 'rengeki-jusai')) return null;
  return {
    game: view.game,
    players: strings(view.players),
    balances: numbers(view.balances),
    out: strings(view.out),
    round: num(view.round, 1),
    tie: num(view.tie),
    phase: str(view.phase) ?? '',
    contenders: strings(view.contenders),
    ante: typeof view.ante === 'number' ? view.ante : null,
    staked: strings(view.staked),
    waitingToStake: strings(view.waitingToStake),
    pot: num(view.pot),
    totals: numbers(view.totals),
    thrower: str(view.thrower),
    streak: num(view.streak),
    throws: num(view.throws),
    lastCast: lastCastOf(view.lastCast),
    history: records(view.history).map((r) => ({ round: num(r.round), tie: num(r.tie), totals: numbers(r.totals), winners: strings(r.winners), pot: num(r.pot) })),
    over: view.over === true,
    winner: str(view.winner),
  };
}

export function readBank(view: unknown): BankData | null {
  if (!isRecord(view) || view.game !== 'shinyu') return null;
  return {
    game: 'shinyu',
    players: strings(view.players),
    banker: str(view.banker) ?? '',
    children: strings(view.children),
    balances: numbers(view.balances),
    out: strings(view.out),
    round: num(view.round, 1),
    phase: str(view.phase) ?? '',
    payouts: Array.isArray(view.payouts) ? view.payouts.map((p) => num(p)) : [],
    bets: betsOf(view.bets),
    waitingToBet: strings(view.waitingToBet),
    lastCast: lastCastOf(view.lastCast),
    history: records(view.history).map((r) => ({ round: num(r.round), heads: num(r.heads), bets: betsOf(r.bets), paid: numbers(r.paid), banker: num(r.banker) })),
    over: view.over === true,
    winner: str(view.winner),
  };
}

/** The last entry of a list, or null. */
export const lastOf = <T>(list: readonly T[]): T | null => (list.length === 0 ? null : list[list.length - 1]);

/** "3 heads", "1 head". */
export const headsText = (heads: number): string => (heads === 1 ? t('sticks.headOne') : t('sticks.heads', { count: heads }));

/** "P1", "P1 and P2", "P1, P2 and P3". */
export function names(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return t('sticks.names.two', { first: list.slice(0, -1).join(t('sticks.names.comma')), last: list[list.length - 1] });
}
