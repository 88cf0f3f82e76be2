// Scarabya's picture beside the board: what the site does not show. The mission card (its
// pentomino drawn square by square from the view's `missionShape`, its letter, whether it may be
// turned over, who places it and where), the missions still face down, each player's score and
// tiles (solo: the scarabs covered), the scarab tokens left, and, with a site per player, every
// site small with whose it is and where it lies — a site on no board is seen only here.
import { el, svg } from '../../dom.ts';
import { t, type Key, type Params } from '../../i18n.ts';
import type { DrawContext, PictureContext } from '../types.ts';
import { beetle, coloursOf, token } from './scarabya-marks.ts';
import { drawSite, insetRect, outerSides } from './scarabya-site.ts';
import { counts, missionShape, record, seatsOf, strings, type SeatView } from './scarabya-view.ts';

/** Pixels per square of the mission's pentomino. */
const UNIT = 30;

/** A count in words: the key for one, or the key for many with the count. */
const plural = (n: number, one: Key, many: Key, params: Params = {}) => (n === 1 ? t(one, params) : t(many, { ...params, count: n }));

/** A small square in a player's tile colour, to tie a name to its tiles on the board. */
function swatch(player: string | null): SVGSVGElement {
  const colours = coloursOf(player);
  return svg('svg', { viewBox: '0 0 1 1', class: 'scarabya-swatch', 'aria-hidden': 'true' },
    svg('rect', { x: 0.04, y: 0.04, width: 0.92, height: 0.92, rx: 0.08, fill: colours.edge }),
    svg('rect', { x: 0.14, y: 0.14, width: 0.72, height: 0.72, rx: 0.04, fill: colours.face }));
}

/** The pentomino as its squares, joined into one tile as the board draws tiles. */
function pentomino(letter: string, squares: [number, number][], player: string | null): SVGSVGElement {
  const rows = Math.max(...squares.map(([r]) => r)) + 1;
  const cols = Math.max(...squares.map(([, c]) => c)) + 1;
  const colours = coloursOf(player);
  const names = squares.map(([r, c]) => `${r},${c}`);
  const at = (name: string) => {
    const [r, c] = name.split(',').map(Number);
    return { x: c, y: r };
  };
  const root = svg('svg', {
    class: 'scarabya-shape', viewBox: `-0.06 -0.06 ${cols + 0.12} ${rows + 0.12}`, width: cols * UNIT, height: rows * UNIT,
    role: 'img', 'aria-label': t('scarabya.pentomino', { letter }), 'data-rows': rows, 'data-cols': cols,
  });
  const seam = { stroke: colours.edge, 'stroke-width': 0.04, 'stroke-opacity': 0.45 };
  for (const { cell, x, y, out } of outerSides(names, { at })) {
    root.append(svg('g', { class: 'square', 'data-square': cell },
      insetRect(x, y, out, 0.04, { fill: colours.edge }),
      insetRect(x, y, out, 0.1, { fill: colours.face }),
      // A faint seam between squares shows the five the board senses.
      ...(out.has('right') ? [] : [svg('line', { x1: x + 1, y1: y + 0.12, x2: x + 1, y2: y + 0.88, ...seam })]),
      ...(out.has('bottom') ? [] : [svg('line', { x1: x + 0.12, y1: y + 1, x2: x + 0.88, y2: y + 1, ...seam })])));
  }
  return root;
}

/** Which board each seat's site lies on (standard mode: one area per player). */
function boardOfSeat(seat: string, ctx: PictureContext): string | null {
  return ctx.areas.find((a) => a.seat === seat)?.board ?? ctx.areas.find((a) => a.seat === null)?.board ?? null;
}

/** The seat the shown board plays, else the first. */
function shownSeat(seats: SeatView[], ctx: PictureContext): SeatView | undefined {
  const area = ctx.areas.find((a) => a.board !== null && a.board === ctx.board);
  return seats.find((s) => s.seat === area?.seat) ?? seats[0];
}

/** Where a seat's tiles are laid: on the shown board, on another, or from the buttons (no board). */
function whereOf(seat: string, ctx: PictureContext): string {
  const board = boardOfSeat(seat, ctx);
  return board === null ? t('scarabya.where.buttons') : board === ctx.board ? t('scarabya.where.here') : t('scarabya.where.board', { board });
}

/** Who places the mission and how, in words. */
function placing(v: Record<string, unknown>, seats: SeatView[], ctx: PictureContext): { who: string | null; how: string } {
  const seat = shownSeat(seats, ctx);
  const rule = seat !== undefined && seat.tiles.length === 0
    ? t('scarabya.rule.first')
    : t('scarabya.rule.next');
  if (v.mode === 'standard' && seats.length > 1) {
    const waiting = seats.filter((s) => s.waiting).map((s) => t('scarabya.placing.seat', { seat: s.seat, where: whereOf(s.seat, ctx) }));
    return { who: waiting.length > 0 ? t('scarabya.placing.waiting', { players: waiting.join(', ') }) : null, how: rule };
  }
  // One site: its squares go on the lit cells of the board, or are picked from the buttons.
  const board = seat === undefined ? null : boardOfSeat(seat.seat, ctx);
  const where = board !== null && board === ctx.board
    ? t('scarabya.placing.onBoard')
    : t('scarabya.placing.buttons');
  return { who: v.mode === 'one-to-one' && typeof v.turn === 'string' ? t('scarabya.placing.who', { player: v.turn }) : null, how: t('scarabya.sentences', { first: rule, second: where }) };
}

function missionCard(v: Record<string, unknown>, seats: SeatView[], ctx: PictureContext): HTMLElement {
  const letter = typeof v.mission === 'string' ? v.mission : null;
  const squares = missionShape(v);
  if (letter === null || squares.length === 0) {
    const winners = strings(v.winners);
    const outcome = v.mode === 'solo'
      ? (winners.length > 0 ? t('scarabya.outcome.won') : t('scarabya.outcome.lost'))
      : winners.length > 1 ? t('scarabya.outcome.tie', { players: winners.join(', ') }) : winners.length === 1 ? t('scarabya.outcome.wins', { player: winners[0] }) : '';
    return el('figure', { class: 'scarabya-mission', 'data-mission': '' },
      el('figcaption', {}, el('p', { class: 'mission-count' }, t('scarabya.mission.none')), el('p', { class: 'mission-result' }, outcome)));
  }
  // The tile in the colour of who places it: the player to move, or the shown site's owner.
  const placer = typeof v.turn === 'string' ? v.turn : v.mode === 'standard' ? shownSeat(seats, ctx)?.seat ?? null : strings(v.players)[0] ?? null;
  const flip = v.allowFlip !== false;
  const { who, how } = placing(v, seats, ctx);
  return el('figure', { class: 'scarabya-mission', 'data-mission': letter, 'data-mission-number': String(v.missionNumber), 'data-flip': String(flip), 'data-placer': placer ?? undefined },
    pentomino(letter, squares, placer),
    el('figcaption', {},
      el('p', { class: 'mission-count' }, t('scarabya.mission.count', { number: String(v.missionNumber), missions: String(v.missions) })),
      el('p', { class: 'mission-name' }, el('strong', { class: 'mission-letter' }, letter), ` ${t('scarabya.pentomino', { letter })}`),
      el('p', { class: 'mission-flip' }, flip ? t('scarabya.mission.flip') : t('scarabya.mission.noFlip')),
      ...(who === null ? [] : [el('p', { class: 'mission-who' }, who)]),
      el('p', { class: 'mission-how' }, how)));
}

/** The missions still face down: one card back each. */
function deck(v: Record<string, unknown>): HTMLElement {
  const left = Math.max(0, Number(v.missionsLeft) || 0);
  const backs = svg('svg', { class: 'scarabya-deck-cards', viewBox: `0 0 ${Math.max(1, left) * 0.5 + 0.5} 1.2`, 'aria-hidden': 'true' },
    ...Array.from({ length: left }, (_, i) => svg('rect', { x: i * 0.5 + 0.05, y: 0.05, width: 0.8, height: 1.1, rx: 0.1 })));
  const discards = (Array.isArray(v.discards) ? v.discards : []).map(record).map((d) => `${String(d.mission)} (${String(d.by)})`);
  return el('div', { class: 'scarabya-deck', 'data-missions-left': left },
    ...(left > 0 ? [backs] : []),
    el('p', {}, left === 0 ? (typeof v.mission === 'string' ? t('scarabya.deck.last') : t('scarabya.deck.done')) : plural(left, 'scarabya.deck.leftOne', 'scarabya.deck.left')),
    ...(discards.length > 0 ? [el('p', { class: 'scarabya-discards' }, t('scarabya.deck.discarded', { missions: discards.join(', ') }))] : []));
}

function players(v: Record<string, unknown>, seats: SeatView[], ctx: PictureContext): HTMLElement {
  const solo = v.mode === 'solo';
  const scores = new Map(counts(v.scores));
  const placed = new Map(counts(v.placed));
  const sitePerPlayer = v.mode === 'standard' && seats.length > 1;
  const items = strings(v.players).map((p) => {
    const seat = sitePerPlayer ? seats.find((s) => s.seat === p) : seats[0];
    const covered = seat?.scarabs.filter((s) => s.state === 'covered').length ?? 0;
    const total = seat?.scarabs.length ?? 0;
    const score = scores.get(p) ?? 0;
    const toPlace = typeof v.turn === 'string' ? v.turn === p : sitePerPlayer ? seat?.waiting === true : false;
    const parts: (string | Node)[] = [swatch(p), el('strong', {}, p)];
    parts.push(el('span', { class: 'score' }, solo ? t('scarabya.player.covered', { covered, total }) : plural(score, 'scarabya.player.pointOne', 'scarabya.player.points')));
    parts.push(el('span', { class: 'placed' }, plural(placed.get(p) ?? 0, 'scarabya.player.tileOne', 'scarabya.player.tiles')));
    if (sitePerPlayer) {
      const board = boardOfSeat(p, ctx);
      parts.push(el('span', { class: 'where' }, board === null ? t('scarabya.player.siteNoBoard') : board === ctx.board ? t('scarabya.player.siteShown', { board }) : t('scarabya.player.siteOn', { board })));
    }
    return el('li', {
      class: toPlace ? 'scarabya-player to-place' : 'scarabya-player', 'data-player': p, 'data-score': solo ? covered : score,
      'data-placed': placed.get(p) ?? 0, 'data-to-place': toPlace,
    }, ...parts);
  });
  return el('ul', { class: 'scarabya-players' }, ...items);
}

/** The scarab tokens left in the supply, by value (what closing an area pays out). */
function supply(v: Record<string, unknown>): HTMLElement {
  const values = counts(v.supply).filter(([value]) => /^[1-4]$/.test(value));
  return el('div', { class: 'scarabya-supply' },
    el('p', {}, t('scarabya.supply')),
    el('ul', {}, ...values.map(([value, n]) => el('li', { 'data-token-value': value, 'data-count': n },
      svg('svg', { viewBox: '0 0 1 1', class: 'scarabya-token', 'aria-hidden': 'true' }, token(Number(value), 0.5, 0.5, 0.44)),
      `×${n}`))));
}

/** Solo: what is left to cover, as beetles. */
function soloGoal(seats: SeatView[]): HTMLElement {
  const scarabs = seats[0]?.scarabs ?? [];
  const covered = scarabs.filter((s) => s.state === 'covered').length;
  const shutIn = (seats[0]?.areas ?? []).reduce((n, a) => n + a.scarabs.length, 0);
  return el('div', { class: 'scarabya-goal', 'data-covered': covered, 'data-scarabs': scarabs.length, 'data-shut-in': shutIn },
    // Framed close around the beetle, which fills only the middle of its cell.
    svg('svg', { viewBox: '0.2 0.22 0.6 0.6', class: 'scarabya-token', 'aria-hidden': 'true' }, beetle('', 0, 0, 'visible')),
    el('p', {}, t('scarabya.sentences', {
      first: t('scarabya.solo.goal', { total: scarabs.length, left: scarabs.length - covered }),
      second: shutIn > 0 ? plural(shutIn, 'scarabya.solo.shutInOne', 'scarabya.solo.shutIn') : t('scarabya.solo.noTokens'),
    })));
}

/**
 * Sites drawn in the picture: with a site per player every site, small, saying whose it is and
 * where it lies; otherwise the one site when no board shows it. Large when the game has no board.
 */
function sites(view: unknown, v: Record<string, unknown>, seats: SeatView[], ctx: PictureContext): HTMLElement | null {
  const perPlayer = v.mode === 'standard' && seats.length > 1;
  const offBoard = (seat: SeatView) => { const board = boardOfSeat(seat.seat, ctx); return board === null || board !== ctx.board; };
  const drawn = seats.map((seat, index) => ({ seat, index })).filter(({ seat }) => perPlayer || offBoard(seat));
  if (drawn.length === 0) return null;
  const at = (name: string) => {
    const m = /^([A-J])(10|[1-9])$/.exec(name);
    return m === null ? null : { x: m[1].charCodeAt(0) - 65, y: Number(m[2]) - 1 };
  };
  const size = ctx.board === null ? (drawn.length === 1 ? ' large single' : ' large') : '';
  return el('div', { class: `scarabya-sites${size}` }, ...drawn.map(({ seat, index }) => {
    const board = boardOfSeat(seat.seat, ctx);
    const whose = perPlayer ? t('scarabya.site.whose', { seat: seat.seat }) : v.mode === 'one-to-one' ? t('scarabya.site.shared') : t('scarabya.site.one');
    const root = svg('svg', { viewBox: '-0.05 -0.05 10.1 10.1', class: 'scarabya-site', role: 'img', 'aria-label': whose });
    const ground = svg('g', {});
    const pieces = svg('g', {});
    const labels = svg('g', {});
    for (let y = 0; y < 10; y++) {
      for (let x = 0; x < 10; x++) {
        root.append(svg('rect', { class: (x + y) % 2 ? 'cell-base odd' : 'cell-base', x, y, width: 1, height: 1 }));
        // Large, the site names its cells as the buttons do (A1 top left); small, it stays a glance.
        if (size !== '') labels.append(svg('text', { class: 'cell-label', x: x + 0.06, y: y + 0.2 }, `${String.fromCharCode(65 + x)}${y + 1}`));
      }
    }
    root.append(ground, labels, pieces);
    const draw: DrawContext = { rows: 10, cols: 10, seat: index, at, ground, pieces };
    drawSite(view, draw);
    const shown = board !== null && board === ctx.board;
    return el('figure', { class: shown ? 'scarabya-site-card shown' : 'scarabya-site-card', 'data-site': seat.seat, 'data-board': board ?? '' },
      root,
      el('figcaption', {}, ...(perPlayer ? [swatch(seat.seat)] : []), ` ${t('scarabya.site.caption', { whose, where: board === null ? t('scarabya.site.noBoard') : shown ? t('scarabya.site.above', { board }) : board })}`));
  }));
}

export function scarabyaPicture(view: unknown, target: HTMLElement, ctx: PictureContext): void {
  const v = record(view);
  const seats = seatsOf(view);
  const solo = v.mode === 'solo';
  const parts: HTMLElement[] = [missionCard(v, seats, ctx), deck(v), players(v, seats, ctx), solo ? soloGoal(seats) : supply(v)];
  // With no board the sites take the board's place, first.
  const drawnSites = sites(view, v, seats, ctx);
  if (drawnSites !== null) {
    if (ctx.board === null) parts.unshift(drawnSites);
    else parts.push(drawnSites);
  }
  if (v.siteOrigin === 'invented') {
    parts.push(el('p', { class: 'scarabya-invented', 'data-site-origin': 'invented' },
      t('scarabya.invented')));
  }
  target.replaceChildren(el('div', { class: 'scarabya-picture', 'data-mode': String(v.mode) }, ...parts));
}
