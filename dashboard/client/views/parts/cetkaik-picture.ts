// Cetkaik's picture beside the board: whose turn and what the computer does; the season, the rate
// and the scores; each side (where it sits, who plays it, the pieces it holds in hand drawn as
// tiles, the hands 役 and penalties it made this season); the last cast as the sticks fell and what
// it decided; and the pieces' names for a newcomer.
import { el, svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { PictureContext } from '../types.ts';
import { sticksPicture } from './sticks.ts';
import { computerLine } from './cetkaik-computer.ts';
import { readMove } from './cetkaik-notation.ts';
import { KINDS, SEAT, SIDES, pieceName, playerOf, readView, tileGroup, type CetkaikView, type Piece, type Side } from './cetkaik-pieces.ts';

const STICKS = 5;

export function picture(view: unknown, target: HTMLElement, ctx: PictureContext): void {
  const v = readView(view);
  if (!v) { target.replaceChildren(); return; }
  // The table of names stays folded once a player folded it.
  const namesOpen = target.querySelector<HTMLDetailsElement>('details.ck-names')?.open ?? true;
  target.replaceChildren(el('div', { class: 'ck-picture', 'data-to-move': v.toMove ?? '', 'data-over': String(v.over) },
    computerLine(v, ctx),
    status(v),
    el('div', { class: 'ck-sides' }, ...SIDES.map((side) => sideCard(v, side))),
    ...lastCast(v),
    names(namesOpen)));
}

/** One small tile, as an inline SVG. */
function tileIcon(piece: Piece, attrs: Record<string, string | number | undefined> = {}): SVGSVGElement {
  return svg('svg', { viewBox: '0 0 1 1', class: 'ck-tile', role: 'img', 'aria-label': pieceName(piece), ...attrs }, tileGroup(piece, { transform: 'translate(0.5 0.5)' }));
}

/** Season, rate and scores on one line. */
function status(v: CetkaikView): HTMLElement {
  const items: HTMLElement[] = [];
  if (v.season !== null) {
    items.push(el('span', { class: 'ck-season', 'data-season': v.season }, `${t('cetkaik.status.season')} `, el('strong', {}, `${v.seasonName ?? v.season + 1}`), v.seasons !== null ? ` ${t('cetkaik.status.seasonOf', { number: v.season + 1, seasons: v.seasons })}` : ''));
  }
  if (v.rate !== null) items.push(el('span', { class: 'ck-rate', 'data-rate': v.rate }, `${t('cetkaik.status.stake')} `, el('strong', {}, `×${v.rate}`)));
  if (v.scores !== null) {
    const scores = v.scores;
    items.push(el('span', { class: 'ck-scores' }, `${t('cetkaik.status.scores')} `, ...SIDES.flatMap((side, i) => [
      i > 0 ? ' · ' : '',
      el('span', { class: 'ck-score', 'data-side': side, 'data-score': scores[side] }, `${side} `, el('strong', {}, String(scores[side]))),
    ])));
  }
  return el('p', { class: 'ck-status' }, ...items);
}

function sideCard(v: CetkaikView, side: Side): HTMLElement {
  const who = playerOf(v, side);
  const hand = v.hands[side];
  const seat = SEAT[side];
  const toMove = v.toMove === side && !v.over;
  const pieces = hand.pieces.length === 0
    ? [el('span', { class: 'ck-none' }, t('cetkaik.hand.none'))]
    : hand.pieces.map((p) => tileIcon({ ...p, side }, { 'data-kind': p.kind, 'data-color': p.color }));
  const made = [...hand.hands.map((h) => el('span', { class: 'ck-yaku', 'data-hand': h }, h)), ...hand.penalties.map((h) => el('span', { class: 'ck-yaku penalty', 'data-penalty': h }, h))];
  return el('section', { class: 'ck-side', 'data-side': side, 'data-player': who.who, 'data-turn': String(toMove) },
    el('h4', {}, tileIcon({ kind: 'kauk2', side, color: 'black' }, { 'aria-hidden': 'true' }), ` ${t('cetkaik.side', { side })} · ${who.text}`, toMove ? el('span', { class: 'ck-to-move' }, ` ${t('cetkaik.hand.toMove')}`) : ''),
    el('p', { class: 'ck-seat' }, t(seat.starts)),
    el('div', { class: 'ck-hand', 'data-side': side, 'data-count': hand.pieces.length, 'aria-label': t('cetkaik.hand.label', { side }) }, el('span', { class: 'ck-label' }, t('cetkaik.hand.inHand')), ...pieces),
    v.ruleset === 'old' ? '' : el('p', { class: 'ck-made', 'data-points': hand.handPoints ?? 0 },
      el('span', { class: 'ck-label' }, t('cetkaik.hand.made')),
      ...(made.length === 0 ? [el('span', { class: 'ck-none' }, t('cetkaik.hand.noneYet'))] : made),
      made.length === 0 ? '' : el('span', { class: 'ck-points' }, ` ${t('cetkaik.hand.points', { points: hand.handPoints ?? 0 })}`)));
}

/** The sticks of the season's latest move that cast, and what they decided. */
function lastCast(v: CetkaikView): HTMLElement[] {
  const last = v.lastCast;
  if (last === null || last.casts.length === 0) return [];
  // Just played, the piece stands where the cast left it; after other moves, only the move is said.
  const latest = v.lastMove !== null && JSON.stringify(v.lastMove) === JSON.stringify(last);
  const move = readMove(last.move);
  const src = move?.type === 'piece' ? move.src : '?';
  const dest = move?.dest ?? '?';
  const piece = v.board.get(last.failed ? src : dest);
  const name = latest && piece ? t('cetkaik.cast.thePiece', { piece: pieceName(piece) }) : t('cetkaik.cast.aPiece');
  const figures = last.casts.map((c) => {
    const water = c.purpose === 'water';
    const what = t(water ? 'cetkaik.cast.waterNeeds' : 'cetkaik.cast.rayNeeds', { needed: c.needed });
    const cast = sticksPicture({ heads: c.heads, sticks: STICKS, caption: t(water ? 'cetkaik.cast.waterCaption' : 'cetkaik.cast.steppingCaption', { side: last.side, what }) });
    return el('div', { class: 'ck-cast-one', 'data-purpose': c.purpose, 'data-enough': String(c.heads >= c.needed) }, cast);
  });
  const short = last.casts.some((c) => c.heads < c.needed);
  const decided = last.failed
    ? t(latest ? 'cetkaik.cast.failed' : 'cetkaik.cast.failedEarlier', { src, dest, piece: name })
    : short
      ? t('cetkaik.cast.short', { piece: name, dest })
      : t('cetkaik.cast.enough', { piece: name, src, dest });
  return [el('section', { class: 'ck-cast', 'data-decided': last.failed ? 'failed' : 'made', 'data-latest': String(latest), 'data-heads': last.casts[last.casts.length - 1].heads },
    el('h4', {}, t(latest ? 'cetkaik.cast.headingNow' : 'cetkaik.cast.headingEarlier', { side: last.side })),
    el('div', { class: 'ck-cast-sticks' }, ...figures),
    el('p', { class: 'ck-decided' }, decided))];
}

/** Glyph → name, for a newcomer: folded away once known. */
function names(open: boolean): HTMLElement {
  const items = KINDS.map((k) => el('li', { 'data-kind': k.kind },
    tileIcon({ kind: k.kind, color: k.kind === 'tam2' ? undefined : 'black' }),
    el('span', {}, el('span', { class: 'ck-name' }, `${k.glyph} ${k.kind}`), ` · ${k.en} · ${k.ja}`, el('small', {}, t(k.moves)))));
  const box = el('details', { class: 'ck-names' },
    el('summary', {}, t('cetkaik.names.summary')),
    el('ul', { class: 'ck-name-list' }, ...items),
    el('p', { class: 'ck-note' }, t('cetkaik.names.note')));
  box.open = open;
  return box;
}
