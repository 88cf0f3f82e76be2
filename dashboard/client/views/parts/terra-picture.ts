// Terra Pyramides beside its board: the INVENTED-data label, whose turn and what to do now, the
// hand tile (its symbols; its stairs are turned when it is put down), the lines while one is
// chosen (numbered as on the board), each player's supply as small pictures (workers, gold,
// blocks by colour, burial goods, Horus, oases, boat, cards, their tile), the stacks (tiles left,
// the face-up tops in that variant, the foundations left) and the running score.
import { el, svg } from '../../dom.ts';
import { inWords } from '../../lang.ts';
import { lineFill } from './terra-board.ts';
import { blockIcon, burialIcon, coinIcon, eyeIcon, iconSvg, ownerFill, palmIcon, scarabIcon, sphinxIcon, structureDrawing, tileDrawing, workerIcon } from './terra-icons.ts';
import { squareAt, type Holdings, type TerraView } from './terra-read.ts';

const DOING: Record<string, string> = {
  place: 'put the stair tile on a lit square of the board, then say which way its stairs point',
  line: 'choose a line: the symbols on its tiles are yours (each button says what it brings)',
  workers: 'send each worker on the line to a foundation, or back to the supply',
  draw: 'draw a new stair tile',
};

const CARD_NAMES: Record<string, string> = { burial: 'Burial goods', eyes: 'Eyes', oases: 'Oases', nile: 'Nile', highest: 'Highest pyramid', most: 'Most buildings' };

/** The score's parts each version counts, in the order of the rules' breakdown. */
const SCORED: Record<number, string[]> = {
  1: ['structures', 'blocks', 'gold'],
  2: ['structures', 'blocks', 'gold', 'burial', 'horus'],
  3: ['structures', 'blocks', 'gold', 'burial', 'horus', 'oasis', 'nile', 'cards'],
};

const who = (owner: string): string => (owner === 'team' ? 'the team' : owner);

/** A tile drawn on its own (in hand, on a stack's top). */
function tileSvg(symbols: readonly string[], className: string): SVGSVGElement {
  return svg('svg', { viewBox: '-0.04 -0.04 1.08 1.08', class: className, role: 'img', 'aria-label': `a stair tile: ${symbols.join(', ') || 'blank'}` }, tileDrawing(symbols, null));
}

function invented(v: TerraView): HTMLElement | null {
  if (!v.invented) return null;
  return el('p', { class: 'terra-invented', 'data-invented': 'true', title: v.note },
    el('strong', {}, 'INVENTED'), ' demo layout and tiles: the printed board, tiles and foundations are not public, so these are made up.');
}

function turn(v: TerraView): HTMLElement {
  if (v.over) return el('p', { class: 'terra-turn', 'data-phase': 'over' }, 'The game is over.');
  const dot = el('span', { class: 'terra-dot' });
  dot.style.background = ownerFill(v.mission !== null ? 'team' : v.toMove, v.players);
  const doing = DOING[v.phase];
  return el('p', { class: 'terra-turn', 'data-phase': v.phase, 'data-to-move': v.toMove }, dot, el('strong', {}, v.toMove), doing ? ` to play: ${doing}.` : ' to play.');
}

function handTile(v: TerraView): HTMLElement | null {
  if (v.over) return null;
  const placed = v.placed ? v.tiles.find((t) => t.square === v.placed) : undefined;
  if (placed && v.phase !== 'place') {
    // After the placement: the tile as it lies, its stairs turned.
    const drawn = svg('svg', { viewBox: '-0.04 -0.04 1.08 1.08', class: 'terra-hand-tile', role: 'img', 'aria-label': `the stair tile on ${placed.square}` }, tileDrawing(placed.symbols, placed.stairs));
    return el('figure', { class: 'terra-hand terra-placed', 'data-placed': placed.square, 'data-stairs': placed.stairs },
      drawn, el('figcaption', {}, el('strong', {}, `Placed this turn on ${placed.square}`), `, stairs going ${placed.stairs}.`));
  }
  if (v.hand === null) {
    return el('div', { class: 'terra-hand', 'data-hand': '' }, el('p', {}, 'No stair tile in hand: the player passes.'));
  }
  const words = v.handWords ? inWords(v.handWords) : v.hand.join(', ');
  return el('figure', { class: 'terra-hand', 'data-hand': v.hand.join(' ') },
    tileSvg(v.hand, 'terra-hand-tile'),
    el('figcaption', {}, el('strong', {}, `${v.toMove}’s stair tile: `), words + '. ',
      el('span', { class: 'terra-aside' }, 'Its stairs are turned the way you choose when you put it down.')));
}

/** A line from end to end, the placed tile included ("A1–J1"), or "A1 alone". */
function lineSpan(name: string, squares: readonly string[], placed: string | null): string {
  const all = [...new Set([...squares, ...(placed ? [placed] : [])])]
    .map((s) => ({ s, at: squareAt(s) })).filter((p) => p.at !== null)
    .sort((a, b) => (name === 'diagonal up' ? a.at!.col - b.at!.col : a.at!.row - b.at!.row || a.at!.col - b.at!.col));
  if (all.length <= 1) return `${all[0]?.s ?? squares[0] ?? ''} alone`;
  return `${all[0].s}–${all[all.length - 1].s}`;
}

function lines(v: TerraView): HTMLElement | null {
  if (!v.lines) return null;
  const items = Object.entries(v.lines).map(([name, squares], i) => {
    const swatch = el('span', { class: 'terra-line-swatch' }, String(i + 1));
    swatch.style.background = lineFill(name);
    const span = lineSpan(name, squares, v.placed);
    return el('li', { 'data-line': name, 'data-cells': squares.join(' ') }, swatch, `${name}: ${span}`);
  });
  return el('section', { class: 'terra-lines' }, el('h4', {}, 'Lines to choose from (drawn on the board)'), el('ol', {}, ...items));
}

/** One holding: a small picture and its count. */
function item(kind: string, icon: SVGGElement, count: number | string, title: string, extra: Record<string, string | number> = {}): HTMLElement {
  return el('li', { 'data-item': kind, 'data-count': count, title, ...extra }, iconSvg(icon), el('span', {}, typeof count === 'number' ? `×${count}` : count));
}

function supplyItems(v: TerraView, owner: string, h: Holdings): HTMLElement[] {
  const items = [
    item('workers', workerIcon(ownerFill(owner, v.players)), h.workers, 'workers in the supply'),
    item('gold', coinIcon(), `${h.gold} gold`, 'gold'),
  ];
  const blocks = Object.entries(h.blocks).filter(([, n]) => n > 0);
  for (const [colour, n] of blocks) items.push(item('block', blockIcon(colour), n, `${colour} blocks`, { 'data-color': colour }));
  if (blocks.length === 0) items.push(el('li', { 'data-item': 'block', 'data-count': 0, class: 'terra-none' }, 'no blocks'));
  if (v.version >= 2) {
    items.push(item('burial', burialIcon(), h.burial, 'burial goods'));
    items.push(item('horus', eyeIcon(), `Horus ${h.horus}`, 'steps on the Horus track'));
  }
  if (v.version >= 3) {
    items.push(item('oasis', palmIcon(), `oasis ${h.oasis}`, 'steps on the oasis track'));
    items.push(item('boat', svg('g', {}, svg('path', { d: 'M-.95 .1 H.95 Q.6 .75 0 .75 Q-.6 .75 -.95 .1 Z', fill: '#b07f3c', stroke: '#3d2a10', 'stroke-width': 0.1 }), svg('path', { d: 'M0 .1 V-.9 L.6 -.1 Z', fill: '#f4f1ea', stroke: '#3d2a10', 'stroke-width': 0.08 })), `boat ${h.boat}/${v.boatLength}`, 'the boat’s space on the Nile'));
  }
  items.push(item('tops', svg('g', {}, svg('path', { d: 'M0 -.85 L.85 .8 H-.85 Z', fill: '#f4c542', stroke: '#5a3b00', 'stroke-width': 0.12 })), `${h.tops} tops`, 'pyramid tops left (for level 5)'));
  return items;
}

function players(v: TerraView): HTMLElement {
  const cards = v.owners.map((owner) => {
    const h = v.supply[owner];
    const dot = el('span', { class: 'terra-dot' });
    dot.style.background = ownerFill(owner, v.players);
    const moving = !v.over && (owner === v.toMove || owner === 'team');
    const head = el('header', {}, dot, el('strong', {}, owner === 'team' ? 'Team' : owner), moving ? el('span', { class: 'terra-moving' }, 'to play') : '',
      el('span', { class: 'terra-score', 'data-score': v.scores[owner] ?? 0 }, `${v.scores[owner] ?? 0} points`));
    const parts: HTMLElement[] = [head, el('ul', { class: 'terra-items' }, ...supplyItems(v, owner, h))];
    if (h.cards.length > 0) parts.push(el('p', { class: 'terra-cards', 'data-cards': h.cards.join(' ') }, `Strategy cards: ${h.cards.map((c) => CARD_NAMES[c] ?? c).join(', ')}`));
    // The other seats' tiles, waiting for their turn.
    const theirs = v.hands[owner];
    if (owner !== v.toMove && theirs !== undefined) {
      const said = v.handsWords[owner];
      parts.push(theirs === null
        ? el('p', { class: 'terra-their-tile', 'data-hand': '' }, 'No stair tile in hand.')
        : el('p', { class: 'terra-their-tile', 'data-hand': theirs.join(' ') }, tileSvg(theirs, 'terra-small-tile'), `Next tile: ${said ? inWords(said) : theirs.join(', ')}`));
    }
    return el('article', {
      class: 'terra-player', 'data-owner': owner, 'data-to-move': moving, 'data-workers': h.workers, 'data-gold': h.gold,
    }, ...parts);
  });
  return el('section', { class: 'terra-players' }, el('h4', {}, 'Supplies'), ...cards);
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
  return el('li', { 'data-stack': index + 1, 'data-left': left, 'data-top': top ? top.join(' ') : undefined, title: `stack ${index + 1}: ${left} tile${left === 1 ? '' : 's'} left` },
    pile, el('span', {}, holder ? iconSvg(holder, 'terra-mini-icon') : '', `${index + 1}: ${left === 0 ? 'gone' : `${left} left`}`));
}

function stacks(v: TerraView): HTMLElement {
  const piles = v.stacks.map((left, i) => stackPicture(i, left, v.faceUpTops?.[i] ?? null, v));
  const foundation = svg('svg', { viewBox: '0 0 1.3 1.3', class: 'terra-pile', 'aria-hidden': 'true' },
    svg('g', { transform: 'translate(.15 .15)' }, structureDrawing(v.foundationsLeft, 0, null)));
  piles.push(el('li', { 'data-stack': 'foundations', 'data-left': v.foundationsLeft, title: 'foundations left to lay' }, foundation, el('span', {}, `foundations: ${v.foundationsLeft} left`)));
  const note = v.faceUp ? 'stacks 1–4 show their top tile' : 'face down';
  return el('section', { class: 'terra-stacks' }, el('h4', {}, `Stair tile stacks (${note})`), el('ul', {}, ...piles));
}

function scoreTable(v: TerraView): HTMLElement {
  const parts = SCORED[v.version] ?? SCORED[1];
  const head = el('tr', {}, el('th', {}, ''), ...parts.map((p) => el('th', { scope: 'col' }, p)), el('th', { scope: 'col' }, 'total'));
  const rows = v.owners.map((owner) => {
    const b = v.breakdown[owner] ?? {};
    return el('tr', { 'data-owner': owner }, el('th', { scope: 'row' }, who(owner)), ...parts.map((p) => el('td', { 'data-part': p }, String(b[p] ?? 0))),
      el('td', { 'data-part': 'total' }, el('strong', {}, String(v.scores[owner] ?? 0))));
  });
  return el('section', { class: 'terra-score-sheet' }, el('h4', {}, v.over ? 'Final score' : 'Score so far'),
    el('div', { class: 'terra-scroll' }, el('table', {}, el('thead', {}, head), el('tbody', {}, ...rows))));
}

export function drawPicture(v: TerraView, target: HTMLElement): void {
  const nodes = [invented(v), turn(v), handTile(v), lines(v), players(v), stacks(v), scoreTable(v)].filter((n): n is HTMLElement => n !== null);
  target.replaceChildren(el('div', { class: 'terra-picture', 'data-game': 'terra', 'data-phase': v.phase, 'data-version': v.version }, ...nodes));
}
