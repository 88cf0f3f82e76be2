// Cetkaik's pieces as the dashboard draws them, on the board, in a hand, in the key and the table of
// names: a pointed tile (the point toward the opponent: down for the A-side, which starts at the
// top; up for the IA-side), the kind's glyph in red or black ink, the Tam2 on a gold tile. And the
// view JSON read as the picture needs it.
import { svg } from '../../dom.ts';
import { t, type Key } from '../../i18n.ts';
import { inWords, pageLang, type Lang } from '../../lang.ts';
import { isRecord } from '../types.ts';

export type Side = 'A' | 'IA';
export const SIDES: readonly Side[] = ['A', 'IA'];

/**
 * Kind → glyph, name (the kind's own name, README §2), English name and how it moves off tam2 hue
 * (README §2, a catalogue key: a sentence to translate), and the kanji's everyday Japanese reading
 * (the rulebook names pieces by kanji alone).
 */
export const KINDS: readonly { kind: string; glyph: string; en: string; ja: string; moves: Key }[] = [
  { kind: 'nuak1', glyph: '船', en: 'boat', ja: 'ふね', moves: 'cetkaik.moves.nuak1' },
  { kind: 'kauk2', glyph: '兵', en: 'soldier', ja: 'へい', moves: 'cetkaik.moves.kauk2' },
  { kind: 'gua2', glyph: '弓', en: 'archer', ja: 'ゆみ', moves: 'cetkaik.moves.gua2' },
  { kind: 'kaun1', glyph: '車', en: 'chariot', ja: 'くるま', moves: 'cetkaik.moves.kaun1' },
  { kind: 'dau2', glyph: '虎', en: 'tiger', ja: 'とら', moves: 'cetkaik.moves.dau2' },
  { kind: 'maun1', glyph: '馬', en: 'horse', ja: 'うま', moves: 'cetkaik.moves.maun1' },
  { kind: 'kua2', glyph: '筆', en: 'scribe', ja: 'ふで', moves: 'cetkaik.moves.kua2' },
  { kind: 'tuk2', glyph: '巫', en: 'shaman', ja: 'みこ', moves: 'cetkaik.moves.tuk2' },
  { kind: 'uai1', glyph: '将', en: 'general', ja: 'しょう', moves: 'cetkaik.moves.uai1' },
  { kind: 'io', glyph: '王', en: 'king', ja: 'おう', moves: 'cetkaik.moves.io' },
  { kind: 'tam2', glyph: '皇', en: 'Tam2', ja: 'こう', moves: 'cetkaik.moves.tam2' },
];
const BY_KIND = new Map(KINDS.map((k) => [k.kind, k]));
const BY_GLYPH = new Map(KINDS.map((k) => [k.glyph, k]));

export const glyphOf = (kind: string): string => BY_KIND.get(kind)?.glyph ?? '?';
export const kindOfGlyph = (glyph: string): string | undefined => BY_GLYPH.get(glyph)?.kind;

/** The ink of the glyphs: 赤 red and 黒 black (a piece's colour counts for hands only). */
export const INK: Record<string, string> = { red: '#b8241c', black: '#151515' };
export const TILE = '#efdcb0';
export const TAM_TILE = '#e9c34b';
export const TAM_INK = '#5a3b00';

export interface Piece { kind: string; side?: Side; color?: string }

/** `red 兵 (soldier)`, `皇 (Tam2)`; in Japanese as the rulebook writes them, `赤兵`, `皇` (the kind's data words). */
export function pieceName(piece: Piece): string {
  const k = BY_KIND.get(piece.kind);
  if (!k) return piece.kind;
  if (piece.kind === 'tam2') return inWords({ en: '皇 (Tam2)', ja: '皇' });
  const ink = (lang: Lang) => (piece.color === 'red' || piece.color === 'black' ? inkWord(piece.color, lang) : piece.color ?? '');
  return inWords({ en: `${ink('en') ? `${ink('en')} ` : ''}${k.glyph} (${k.en})`, ja: `${ink('ja')}${k.glyph}` });
}

/** A colour of ink in words: red 赤, black 黒. */
export const inkWord = (color: 'red' | 'black', lang: Lang = pageLang()): string => t(color === 'red' ? 'cetkaik.ink.red' : 'cetkaik.ink.black', {}, lang);

/**
 * One piece, centred on (0, 0), one unit across: a tile pointing up for the IA-side, down for the
 * A-side (the Tam2 and a piece of no side stand upright).
 */
export function tileGroup(piece: Piece, attrs: Record<string, string | number | undefined> = {}): SVGGElement {
  const tam = piece.kind === 'tam2';
  const turn = piece.side === 'A' ? 180 : 0;
  const tile = svg('path', { class: 'tile', d: 'M 0 -0.42 L 0.34 -0.28 L 0.36 0.4 L -0.36 0.4 L -0.34 -0.28 Z', fill: tam ? TAM_TILE : TILE });
  const glyph = svg('text', { class: 'glyph', x: 0, y: 0.03, fill: tam ? TAM_INK : INK[piece.color ?? ''] ?? '#555' }, glyphOf(piece.kind));
  const { transform, ...rest } = attrs;
  return svg('g', { ...rest, transform: `${transform ?? ''} rotate(${turn})`.trim() }, tile, glyph);
}

// --- the view JSON (rules/cetkaik/view.ts), read defensively: a 古机戦 view has fewer fields ---

export interface Cast { purpose: string; heads: number; needed: number }
export interface PlayedMove { side: Side; move: string; failed: boolean; casts: Cast[] }
export interface HandOfSide { pieces: Piece[]; hands: string[]; handPoints: number | null; penalties: string[] }
export interface CetkaikView {
  ruleset: string;
  board: Map<string, Piece>;
  toMove: Side | null;
  over: boolean;
  winner: Side | null;
  season: number | null;
  seasonName: string | null;
  seasons: number | null;
  scores: Record<Side, number> | null;
  rate: number | null;
  hands: Record<Side, HandOfSide>;
  lastMove: PlayedMove | null;
  /** The season's latest move that cast the sticks. */
  lastCast: PlayedMove | null;
  pending: { kind: string; purpose?: string; prompt?: string } | null;
  bot: { side: Side; level: string } | null;
}

const asSide = (v: unknown): Side | null => (v === 'A' || v === 'IA' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function pieceOf(p: unknown): Piece | null {
  if (!isRecord(p) || typeof p.kind !== 'string') return null;
  return { kind: p.kind, side: asSide(p.side) ?? undefined, color: typeof p.color === 'string' ? p.color : undefined };
}

function handOf(v: unknown, captured: unknown): HandOfSide {
  // A 古机戦 view lists captured kinds alone (`captured`); the others give {pieces, hands, handPoints, penalties}.
  const list = isRecord(v) && Array.isArray(v.pieces) ? v.pieces : Array.isArray(captured) ? captured.map((kind) => ({ kind })) : [];
  return {
    pieces: list.map(pieceOf).filter((p): p is Piece => p !== null),
    hands: isRecord(v) && Array.isArray(v.hands) ? v.hands.map(String) : [],
    handPoints: isRecord(v) ? num(v.handPoints) : null,
    penalties: isRecord(v) && Array.isArray(v.penalties) ? v.penalties.map(String) : [],
  };
}

function playedMove(last: unknown): PlayedMove | null {
  if (!isRecord(last) || typeof last.move !== 'string') return null;
  return {
    side: asSide(last.side) ?? 'A',
    move: last.move,
    failed: last.failed === true,
    casts: Array.isArray(last.casts)
      ? last.casts.filter(isRecord).map((c) => ({ purpose: String(c.purpose), heads: num(c.heads) ?? 0, needed: num(c.needed) ?? 0 }))
      : [],
  };
}

export function readView(view: unknown): CetkaikView | null {
  if (!isRecord(view)) return null;
  const board = new Map<string, Piece>();
  const raw = view.board ?? view.pieces;
  if (Array.isArray(raw)) {
    for (const p of raw) if (isRecord(p)) { const piece = pieceOf(p); const at = p.square ?? p.name ?? p.cell; if (piece && typeof at === 'string') board.set(at, piece); }
  } else if (isRecord(raw)) {
    for (const [square, p] of Object.entries(raw)) { const piece = pieceOf(p); if (piece) board.set(square, piece); }
  }
  const hands = isRecord(view.hands) ? view.hands : {};
  const captured = isRecord(view.captured) ? view.captured : {};
  const scores = isRecord(view.scores) && num(view.scores.A) !== null && num(view.scores.IA) !== null ? { A: view.scores.A as number, IA: view.scores.IA as number } : null;
  const pending = isRecord(view.pending) && typeof view.pending.kind === 'string'
    ? { kind: view.pending.kind, purpose: typeof view.pending.purpose === 'string' ? view.pending.purpose : undefined, prompt: typeof view.pending.prompt === 'string' ? view.pending.prompt : undefined }
    : null;
  const bot = isRecord(view.bot) && asSide(view.bot.side) ? { side: asSide(view.bot.side)!, level: String(view.bot.level ?? '') } : null;
  return {
    ruleset: typeof view.ruleset === 'string' ? view.ruleset : 'y1huap1',
    board,
    toMove: asSide(view.toMove),
    over: view.over === true,
    winner: asSide(view.winner),
    season: num(view.season),
    seasonName: typeof view.seasonName === 'string' ? view.seasonName : null,
    seasons: num(view.seasons),
    scores,
    rate: num(view.rate),
    hands: { A: handOf(hands.A, captured.A), IA: handOf(hands.IA, captured.IA) },
    lastMove: playedMove(view.lastMove),
    lastCast: playedMove(view.lastCast),
    pending,
    bot,
  };
}

/** Who plays a side, for a newcomer: "you" facing the computer, "the computer", or a person (in `lang`, the page's by default). */
export function playerOf(v: CetkaikView, side: Side, lang: Lang = pageLang()): { who: 'you' | 'computer' | 'person'; text: string } {
  if (v.bot === null) return { who: 'person', text: t('cetkaik.player.person', {}, lang) };
  if (v.bot.side === side) return { who: 'computer', text: v.bot.level ? t('cetkaik.player.computerLevel', { level: v.bot.level }, lang) : t('cetkaik.player.computer', {}, lang) };
  return { who: 'you', text: t('cetkaik.player.you', {}, lang) };
}

/** Where a side sits (README §1), and the sentence saying where it starts and which way its pieces point. */
export const SEAT: Record<Side, { where: Key; starts: Key }> = {
  A: { where: 'cetkaik.where.top', starts: 'cetkaik.seat.A' },
  IA: { where: 'cetkaik.where.bottom', starts: 'cetkaik.seat.IA' },
};
