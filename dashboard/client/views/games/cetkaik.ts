// Cetkaik 机戦: glyphs on tiles pointing at the opponent (the A-side plays from the top, so its
// pieces face down), red or black ink, the Tam2 in gold; water 皇水 and tam2 hue 皇処 marked.
// Reads the game's view JSON: `board` as square → piece (the position format) or a list of
// pieces with their square; hands, side to move, scores, season and rate when present. The key
// (parts/cetkaik-legend.ts) says which side is which and what the marks mean; the picture
// (parts/cetkaik-picture.ts) shows the hands, the season, the last cast and the computer's move.
import { svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { ROLES, WATER_FILL, legend } from '../parts/cetkaik-legend.ts';
import { glyphOf, tileGroup, type Side } from '../parts/cetkaik-pieces.ts';
import { picture } from '../parts/cetkaik-picture.ts';
import { isRecord, type DrawContext, type Fact, type GameView } from '../types.ts';

const WATER = ['ZI', 'ZU', 'ZO', 'ZY', 'ZAI', 'NO', 'TO', 'XO', 'CO'];
const HUE = ['NI', 'CI', 'TU', 'XU', 'ZO', 'TY', 'XY', 'NAI', 'CAI'];
const COLUMNS = ['K', 'L', 'N', 'T', 'Z', 'X', 'C', 'M', 'P'];
const ROWS = ['A', 'E', 'I', 'U', 'O', 'Y', 'AI', 'AU', 'IA'];

interface Piece { square: string; kind: string; side?: string; color?: string }

function piecesOf(view: unknown): Piece[] {
  if (!isRecord(view)) return [];
  const board = view.board ?? view.pieces;
  const out: Piece[] = [];
  const take = (square: unknown, p: unknown): void => {
    if (typeof square !== 'string' || !isRecord(p) || typeof p.kind !== 'string') return;
    out.push({ square, kind: p.kind, side: typeof p.side === 'string' ? p.side : undefined, color: typeof p.color === 'string' ? p.color : undefined });
  };
  if (Array.isArray(board)) {
    for (const p of board) if (isRecord(p)) take(p.square ?? p.name ?? p.cell, p);
  } else if (isRecord(board)) {
    for (const [square, p] of Object.entries(board)) take(square, p);
  }
  return out;
}

/** The 8 squares around the Tam2 are tam2 hue too, wherever it stands. */
function aroundTam(square: string): string[] {
  const m = /^([KLNTZXCMP])(A|E|I|U|O|Y|AI|AU|IA)$/.exec(square);
  if (!m) return [];
  const col = COLUMNS.indexOf(m[1]);
  const row = ROWS.indexOf(m[2]);
  const out: string[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const r = row + dr;
      const c = col + dc;
      if ((dr || dc) && r >= 0 && r < 9 && c >= 0 && c < 9) out.push(COLUMNS[c] + ROWS[r]);
    }
  }
  return out;
}

function ground(view: unknown, ctx: DrawContext): void {
  for (const square of WATER) {
    const at = ctx.at(square);
    if (at) ctx.ground.append(svg('rect', { class: 'water-mark', 'data-water': square, x: at.x, y: at.y, width: 1, height: 1, fill: WATER_FILL, 'fill-opacity': 0.45 }));
  }
  // 古机戦 has no Tam2 and no tam2 hue (OLD.md).
  if (isRecord(view) && view.ruleset === 'old') return;
  const tam = piecesOf(view).find((p) => p.kind === 'tam2');
  const hue = new Set([...HUE, ...(tam ? aroundTam(tam.square) : [])]);
  for (const square of hue) {
    const at = ctx.at(square);
    if (at) ctx.ground.append(svg('rect', { class: 'cell-hue', 'data-hue': square, x: at.x + 0.06, y: at.y + 0.06, width: 0.88, height: 0.88, rx: 0.08 }));
  }
}

function pieces(view: unknown, ctx: DrawContext): void {
  for (const piece of piecesOf(view)) {
    const at = ctx.at(piece.square);
    if (!at) continue;
    const side = piece.side === 'A' || piece.side === 'IA' ? (piece.side as Side) : undefined;
    ctx.pieces.append(tileGroup({ kind: piece.kind, side, color: piece.color }, {
      class: 'piece', 'data-piece-cell': piece.square, 'data-kind': piece.kind, 'data-side': piece.side, 'data-color': piece.color,
      transform: `translate(${at.x + 0.5} ${at.y + 0.5})`,
    }));
  }
}

function handText(hand: unknown): string {
  // The game's view gives each side {pieces, hands, handPoints, penalties}; a bare list is taken too.
  const pieces = isRecord(hand) ? hand.pieces : hand;
  if (!Array.isArray(pieces) || pieces.length === 0) return '—';
  const text = pieces.map((p) => (isRecord(p) ? `${p.color === 'red' ? '赤' : p.color === 'black' ? '黒' : ''}${glyphOf(String(p.kind))}` : String(p))).join(' ');
  const formed = isRecord(hand) && Array.isArray(hand.hands) && hand.hands.length > 0 ? ` · ${t('cetkaik.fact.handsMade', { hands: hand.hands.join(', '), points: String(hand.handPoints ?? '') })}` : '';
  return text + formed;
}

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  if (isRecord(view.scores)) out.push({ label: t('cetkaik.fact.scores'), value: Object.entries(view.scores).map(([side, n]) => `${side} ${String(n)}`).join(' · ') });
  if (typeof view.toMove === 'string' && view.over !== true) out.push({ label: t('cetkaik.fact.toMove'), value: t('cetkaik.side', { side: view.toMove }) });
  if (view.season !== undefined) {
    const name = typeof view.seasonName === 'string' ? ` ${view.seasonName}` : '';
    const number = Number(view.season) + 1;
    out.push({ label: t('cetkaik.fact.season'), value: `${view.seasons !== undefined ? t('cetkaik.fact.seasonOf', { number, seasons: String(view.seasons) }) : number}${name}` });
  }
  if (view.rate !== undefined) out.push({ label: t('cetkaik.fact.rate'), value: `×${String(view.rate)}` });
  if (isRecord(view.hands)) for (const [side, hand] of Object.entries(view.hands)) out.push({ label: t('cetkaik.fact.hand', { side }), value: handText(hand) });
  if (isRecord(view.lastMove) && typeof view.lastMove.move === 'string') {
    out.push({ label: t('cetkaik.fact.lastMove'), value: `${String(view.lastMove.side)}: ${view.lastMove.move}${view.lastMove.failed ? ` ${t('cetkaik.fact.failed')}` : ''}` });
  }
  return out;
}

export const view: GameView = { ground, pieces, facts, roles: ROLES, legend, picture, sides: ['A', 'IA'] };
