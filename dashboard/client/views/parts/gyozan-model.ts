// 行山's view JSON (rules/gyozan/view.ts) read into plain typed data, every field checked: the board,
// the picture and the key draw from this, never from the raw JSON.
import type { Words } from '../../lang.ts';
import { isRecord } from '../types.ts';

export interface SlotModel { card: string; sticks: number; fresh: boolean; cost: { amount: number; in: string } | null }
export interface GyozanPlayer {
  name: string; rice: number; coins: number; hand: string[]; handLimit: number; installed: SlotModel[];
  square: string; at: number; squaresLeft: number; shielded: boolean;
}
export interface CardInfo { words: Words; effect: Words; colour: 'red' | 'black' | null; kind: string }

export interface GyozanModel {
  toMove: string | null;
  round: number;
  phase: string;
  halfCost: boolean;
  pile: number;
  discards: number;
  players: GyozanPlayer[];
  move: { squares: number; rice: number; coins: number } | null;
  routes: string[][];
  cards: Record<string, CardInfo>;
  wear: number;
  sticks: number;
  lastCast: { player: string; card: string; heads: number } | null;
  invented: string[];
  over: boolean;
  winner: string | null;
}

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const words = (v: unknown): Words => (isRecord(v) ? { en: str(v.en), ja: str(v.ja) } : { en: '', ja: '' });

function player(p: Record<string, unknown>): GyozanPlayer {
  const installed = (Array.isArray(p.installed) ? p.installed.filter(isRecord) : []).map((s): SlotModel => ({
    card: str(s.card), sticks: num(s.sticks), fresh: s.fresh === true,
    cost: isRecord(s.cost) ? { amount: num(s.cost.amount), in: str(s.cost.in) } : null,
  }));
  return {
    name: str(p.name), rice: num(p.rice), coins: num(p.coins), hand: strings(p.hand), handLimit: num(p.handLimit, 3), installed,
    square: str(p.square), at: num(p.at), squaresLeft: num(p.squaresLeft), shielded: p.shielded === true,
  };
}

export function readGyozan(view: unknown): GyozanModel | null {
  if (!isRecord(view) || view.game !== 'gyozan') return null;
  const cards: Record<string, CardInfo> = {};
  if (isRecord(view.cards)) {
    for (const [name, c] of Object.entries(view.cards)) {
      if (!isRecord(c)) continue;
      cards[name] = { words: words(c.words), effect: words(c.effect), colour: c.colour === 'red' || c.colour === 'black' ? c.colour : null, kind: str(c.kind, name) };
    }
  }
  const move = isRecord(view.move) ? { squares: num(view.move.squares, 1), rice: num(view.move.rice), coins: num(view.move.coins) } : null;
  const last = isRecord(view.lastCast) ? { player: str(view.lastCast.player), card: str(view.lastCast.card), heads: num(view.lastCast.heads) } : null;
  return {
    toMove: typeof view.toMove === 'string' ? view.toMove : null,
    round: num(view.round, 1),
    phase: str(view.phase),
    halfCost: view.halfCost === true,
    pile: num(view.pile),
    discards: Array.isArray(view.discards) ? view.discards.length : 0,
    players: (Array.isArray(view.players) ? view.players.filter(isRecord) : []).map(player),
    move,
    routes: Array.isArray(view.routes) ? view.routes.map(strings) : [],
    cards,
    wear: num(view.wear, 3),
    sticks: num(view.sticks, 5),
    lastCast: last,
    invented: strings(view.invented),
    over: view.over === true,
    winner: typeof view.winner === 'string' ? view.winner : null,
  };
}

/** The 皇処 that never moves (the diagonals of the central 5×5), and the 皇山 at its centre. */
export const HUE_SQUARES = ['NI', 'CI', 'TU', 'XU', 'ZO', 'TY', 'XY', 'NAI', 'CAI'];
export const SUMMIT = 'ZO';
