// Terra Pyramides beside its board: the INVENTED-data label, whose turn and what to do now, the
// hand tile (its symbols; its stairs are turned when it is put down), the lines while one is
// chosen (numbered as on the board), each player's supply as small pictures (workers, gold,
// blocks by colour, burial goods, Horus, oases, boat, cards, their tile), the stacks (tiles left,
// the face-up tops in that variant, the foundations left) and the running score.
import { el, svg } from '../../dom.ts';
import { t, type Key } from '../../i18n.ts';
import { inWords, type Words } from '../../lang.ts';
import { lineFill } from './terra-board.ts';
import { blockIcon, burialIcon, coinIcon, eyeIcon, iconSvg, ownerFill, palmIcon, scarabIcon, sphinxIcon, structureDrawing, tileDrawing, workerIcon } from './terra-icons.ts';
import { squareAt, type Holdings, type TerraView } from './terra-read.ts';
import { cardName, colourWords, dataNote, lineName } from './terra-words.ts';

/** What the player to move does now, by the phase. */
const DOING: Record<string, Key> = { place: 'terra.doing.place', line: 'terra.doing.line', workers: 'terra.doing.workers', draw: 'terra.doing.draw' };

/** The score's parts each version counts, in the order of the rules' breakdown. */
const SCORED: Record<number, string[]> = {
  1: ['structures', 'blocks', 'gold'],
  2: ['structures', 'blocks', 'gold', 'burial', 'horus'],
  3: ['structures', 'blocks', 'gold', 'burial', 'horus', 'oasis', 'nile', 'cards'],
};

const who = (owner: string): string => (owner === 'team' ? t('terra.theTeam') : owner);

/** A tile drawn on its own (in hand, on a stack's top), named by its symbols (in Japanese by the view's words for it). */
function tileSvg(symbols: readonly string[], className: string, said: Words | null = null): SVGSVGElement {
  const codes = symbols.join(', ') || t('terra.tile.blank');
  const name = inWords({ en: codes, ja: said?.ja ?? codes });
  return svg('svg', { viewBox: '-0.04 -0.04 1.08 1.08', class: className, role: 'img', 'aria-label': t('terra.tile.aria', { symbols: name }) }, tileDrawing(symbols, null));
}

function invented(v: TerraView): HTMLElement | null {
  if (!v.invented) return null;
  return el('p', { class: 'terra-invented', 'data-invented': 'true', title: dataNote(v.note) },
    el('strong', {}, 'INVENTED'), t('terra.invented.text'));
}

function turn(v: TerraView): HTMLElement {
  if (v.over) return el('p', { class: 'terra-turn', 'data-phase': 'over' }, t('terra.over'));
  const dot = el('span', { class: 'terra-dot' });
  dot.style.background = ownerFill(v.mission !== null ? 'team' : v.toMove, v.players);
  const doing = DOING[v.phase];
  return el('p', { class: 'terra-turn', 'data-phase': v.phase, 'data-to-move': v.toMove }, dot, el('strong', {}, v.toMove), doing ? t('terra.turn.doing', { doing: t(doing) }) : t('terra.turn.toPlay'));
}

function handTile(v: TerraView): HTMLElement | null {
  if (v.over) return null;
  const placed = v.placed ? v.tiles.find((t) => t.square === v.placed) : undefined;
  if (placed && v.phase !== 'place') {
    // After the placement: the tile as it lies, its stairs turned.
    const drawn = svg('svg', { viewBox: '-0.04 -0.04 1.08 1.08', class: 'terra-hand-tile', role: 'img', 'aria-label': t('terra.placed.aria', { square: placed.square }) }, tileDrawing(placed.symbols, placed.stairs));
    return el('figure', { class: 'terra-hand terra-placed', 'data-placed': placed.square, 'data-stairs': placed.stairs },
      drawn, el('figcaption', {}, el('strong', {}, t('terra.placed', { square: placed.square })), t(`terra.placed.stairs.${placed.stairs}`)));
  }
  if (v.hand === null) {
    return el('div', { class: 'terra-hand', 'data-hand': '' }, el('p', {}, t('terra.hand.none')));
  }
  const words = v.handWords ? inWords(v.handWords) : v.hand.join(', ');
  return el('figure', { class: 'terra-hand', 'data-hand': v.hand.join(' ') },
    tileSvg(v.hand, 'terra-hand-tile', v.handWords),
    el('figcaption', {}, el('strong', {}, t('terra.hand', { seat: v.toMove })), words + t('terra.hand.end'),
      el('span', { class: 'terra-aside' }, t('terra.hand.aside'))));
}

/** A line from end to end, the placed tile included ("A1–J1"), or "A1 alone". */
function lineSpan(name: string, squares: readonly string[], placed: string | null): string {
  const all = [...new Set([...squares, ...(placed ? [placed] : [])])]
    .map((s) => ({ s, at: squareAt(s) })).filter((p) => p.at !== null)
    .sort((a, b) => (name === 'diagonal up' ? a.at!.col - b.at!.col : a.at!.row - b.at!.row || a.at!.col - b.at!.col));
  if (all.length <= 1) return t('terra.line.alone', { square: all[0]?.s ?? squares[0] ?? '' });
  return `${all[0].s}–${all[all.length - 1].s}`;
}

function lines(v: TerraView): HTMLElement | null {
  if (!v.lines) return null;
  const items = Object.entries(v.lines).map(([name, squares], i) => {
    const swatch = el('span', { class: 'terra-line-swatch' }, String(i + 1));
    swatch.style.background = lineFill(name);
    const span = lineSpan(name, squares, v.placed);
    return el('li', { 'data-line': name, 'data-cells': squares.join(' ') }, swatch, t('terra.lines.item', { line: lineName(name), span }));
  });
  return el('section', { class: 'terra-lines' }, el('h4', {}, t('terra.lines')), el('ol', {}, ...items));
}

/** One holding: a small picture and its count. */
function item(kind: string, icon: SVGGElement, count: number | string, title: string, extra: Record<string, string | number> = {}): HTMLElement {
  return el('li', { 'data-item': kind, 'data-count': count, title, ...extra }, iconSvg(icon), el('span', {}, typeof count === 'number' ? `×${count}` : count));
}

function supplyItems(v: TerraView, owner: string, h: Holdings): HTMLElement[] {
  const items = [
    item('workers', workerIcon(ownerFill(owner, v.players)), h.workers, t('terra.supply.workers')),
    item('gold', coinIcon(), t('terra.supply.goldCount', { n: h.gold }), t('terra.supply.gold')),
  ];
  const blocks = Object.entries(h.blocks).filter(([, n]) => n > 0);
  for (const [colour, n] of blocks) items.push(item('block', blockIcon(colour), n, t('terra.supply.blocks', { colour: colourWords(colour) }), { 'data-color': colour }));
  if (blocks.length === 0) items.push(el('li', { 'data-item': 'block', 'data-count': 0, class: 'terra-none' }, t('terra.supply.noBlocks')));
  if (v.version >= 2) {
    items.push(item('burial', burialIcon(), h.burial, t('terra.supply.burial')));
    items.push(item('horus', eyeIcon(), t('terra.supply.horusCount', { n: h.horus }), t('terra.supply.horus')));
  }
  if (v.version >= 3) {
    items.push(item('oasis', palmIcon(), t('terra.supply.oasisCount', { n: h.oasis }), t('terra.supply.oasis')));
    items.push(item('boat', svg('g', {}, svg('path', { d: 'M-.95 .1 H.95 Q.6 .75 0 .75 Q-.6 .75 -.95 .1 Z', fill: '#b07f3c', stroke: '#3d2a10', 'stroke-width': 0.1 }), svg('path', { d: 'M0 .1 V-.9 L.6 -.1 Z', fill: '#f4f1ea', stroke: '#3d2a10', 'stroke-width': 0.08 })), t('terra.supply.boatCount', { space: h.boat, length: v.boatLength }), t('terra.supply.boat')));
  }
  items.push(item('tops', svg('g', {}, svg('path', { d: 'M0 -.85 L.85 .8 H-.85 Z', fill: '#f4c542', stroke: '#5a3b00', 'stroke-width': 0.12 })), t('terra.supply.topsCount', { n: h.tops }), t('terra.supply.tops')));
  return items;
}

function players(v: TerraView): HTMLElement {
  const cards = v.owners.map((owner) => {
    const h = v.supply[owner];
    const dot = el('span', { class: 'terra-dot' });
    dot.style.background = ownerFill(owner, v.players);
    const moving = !v.over && (owner === v.toMove || owner === 'team');
    const head = el('header', {}, dot, el('strong', {}, owner === 'team' ? t('terra.teamName') : owner), moving ? el('span', { class: 'terra-moving' }, t('terra.toPlay')) : '',
      el('span', { class: 'terra-score', 'data-score': v.scores[owner] ?? 0 }, t('terra.points', { n: v.scores[owner] ?? 0 })));
    const parts: HTMLElement[] = [head, el('ul', { class: 'terra-items' }, ...supplyItems(v, owner, h))];
    if (h.cards.length > 0) parts.push(el('p', { class: 'terra-cards', 'data-cards': h.cards.join(' ') }, t('terra.cards', { cards: h.cards.map(cardName).join(t('terra.sep')) })));
    // The other seats' tiles, waiting for their turn.
    const theirs = v.hands[owner];
    if (owner !== v.toMove && theirs !== undefined) {
      const said = v.handsWords[owner];
      parts.push(theirs === null
        ? el('p', { class: 'terra-their-tile', 'data-hand': '' }, t('terra.their.none'))
        : el('p', { class: 'terra-their-tile', 'data-hand': theirs.join(' ') }, tileSvg(theirs, 'terra-small-tile', said ?? null), t('terra.their.next', { tile: said ? inWords(said) : theirs.join(', ') })));
    }
    return el('article', {
      class: 'terra-player', 'data-owner': owner, 'data-to-move': moving, 'data-workers': h.workers, 'data-gold': h.gold,
    }, ...parts);
  });
  return el('section', { class: 'terra-players' }, el('h4', {}, t('terra.supplies')), ...cards);
}

/** A pile of tiles: as many edges as tiles (up to 4), the count, the face-up top in that variant. */
function stackPicture(index: number, left: number, top: string[] | null, v: TerraView): HTMLElement {
  const pile = svg('svg', { viewBox: '0 0 1.3 1.3', class: 'terra-pile', 'aria-hidden': 'true' });
  if (left === 0) {
    pile.append(svg('rect', { x: 0.05, y: 0.25, width: 1, height: 1, rx: 0.08, fill: 'none', stroke: '#93a1a9', 'stroke-width': 0.04, 'stroke-dasharray': '.1 .07' }));
  } else {
    for (let i = Math.min(left, 4) - 1; i >= 0; i--) {
      pile.append(svg('rect', { x: 0.05 + i * 0.06, y: 0.25 - i * 0.06, width: 1, height: 1, rx: 0.08, fill: i === 0 ? '#e2c48a' : '#b89862', stroke: '#6b4a1c', 'stroke-width': 0.04 }));
    }
    if (top) pile.append(svg('g', { transform: 'translate(.05 .25)' }, tileDrawing(top, null)));
    else pile.append(svg('text', { x: 0.55, y: 0.78, class: 'terra-count', 'font-size': 0.5, fill: '#4a3210' }, '?'));
  }
  const holder = v.symbolsVariant ? (index < 4 ? sphinxIcon() : scarabIcon()) : null;
  return el('li', { 'data-stack': index + 1, 'data-left': left, 'data-top': top ? top.join(' ') : undefined, title: t(left === 1 ? 'terra.stack.title.one' : 'terra.stack.title.many', { stack: index + 1, n: left }) },
    pile, el('span', {}, holder ? iconSvg(holder, 'terra-mini-icon') : '', left === 0 ? t('terra.stack.gone', { stack: index + 1 }) : t('terra.stack.left', { stack: index + 1, n: left })));
}

function stacks(v: TerraView): HTMLElement {
  const piles = v.stacks.map((left, i) => stackPicture(i, left, v.faceUpTops?.[i] ?? null, v));
  const foundation = svg('svg', { viewBox: '0 0 1.3 1.3', class: 'terra-pile', 'aria-hidden': 'true' },
    svg('g', { transform: 'translate(.15 .15)' }, structureDrawing(v.foundationsLeft, 0, null)));
  piles.push(el('li', { 'data-stack': 'foundations', 'data-left': v.foundationsLeft, title: t('terra.foundations.title') }, foundation, el('span', {}, t('terra.foundations.left', { n: v.foundationsLeft }))));
  const note = v.faceUp ? t('terra.stacks.faceUp') : t('terra.stacks.faceDown');
  return el('section', { class: 'terra-stacks' }, el('h4', {}, t('terra.stacks', { note })), el('ul', {}, ...piles));
}

function scoreTable(v: TerraView): HTMLElement {
  const parts = SCORED[v.version] ?? SCORED[1];
  const head = el('tr', {}, el('th', {}, ''), ...parts.map((p) => el('th', { scope: 'col' }, t(`terra.score.${p}` as Key))), el('th', { scope: 'col' }, t('terra.score.total')));
  const rows = v.owners.map((owner) => {
    const b = v.breakdown[owner] ?? {};
    return el('tr', { 'data-owner': owner }, el('th', { scope: 'row' }, who(owner)), ...parts.map((p) => el('td', { 'data-part': p }, String(b[p] ?? 0))),
      el('td', { 'data-part': 'total' }, el('strong', {}, String(v.scores[owner] ?? 0))));
  });
  return el('section', { class: 'terra-score-sheet' }, el('h4', {}, v.over ? t('terra.score.final') : t('terra.score.now')),
    el('div', { class: 'terra-scroll' }, el('table', {}, el('thead', {}, head), el('tbody', {}, ...rows))));
}

export function drawPicture(v: TerraView, target: HTMLElement): void {
  const nodes = [invented(v), turn(v), handTile(v), lines(v), players(v), stacks(v), scoreTable(v)].filter((n): n is HTMLElement => n !== null);
  target.replaceChildren(el('div', { class: 'terra-picture', 'data-game': 'terra', 'data-phase': v.phase, 'data-version': v.version }, ...nodes));
}
