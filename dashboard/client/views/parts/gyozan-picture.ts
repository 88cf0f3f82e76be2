// 行山's picture beside the board: what the board cannot show. The last cast (筆, 巫, 将), what a
// move costs now, and for each player its rice and coins, its route square by square with the
// piece on it, its installed cards in a row (sticks on the black ones) and its hand; the pile.
import { el } from '../../dom.ts';
import { inWords } from '../../lang.ts';
import { sticksPicture } from './sticks.ts';
import { HUE_SQUARES, SUMMIT, type GyozanModel, type GyozanPlayer, type SlotModel } from './gyozan-model.ts';
import { playerColour } from './race-colours.ts';

/** A card as a small paper tile: its glyph in red or black ink (皇 gold, 無 blank), its name under it. */
export function cardTile(model: GyozanModel, name: string, extra: Record<string, string | number | boolean> = {}): HTMLElement {
  const info = model.cards[name];
  const colour = info?.colour ?? (name === '皇' ? 'tam' : 'blank');
  const kind = info?.kind ?? name.slice(-1);
  return el('span', { class: 'gz-card', 'data-card': name, 'data-colour': colour, ...extra },
    el('span', { class: 'gz-glyph', lang: 'ja' }, kind),
    el('span', { class: 'gz-card-name' }, info ? inWords(info.words, name) : name));
}

function status(model: GyozanModel): HTMLElement {
  if (model.over) return el('p', { class: 'gz-status' }, `Game over: ${model.winner ?? '—'}'s piece reached the 皇山`);
  return el('p', { class: 'gz-status' }, `Round ${model.round} · ${model.toMove ?? ''} to move`);
}

function castPart(model: GyozanModel): HTMLElement | null {
  const cast = model.lastCast;
  if (!cast) return null;
  return el('div', { class: 'gz-cast', 'data-cast-card': cast.card, 'data-cast-player': cast.player },
    sticksPicture({ heads: cast.heads, sticks: model.sticks, caption: `${cast.player}'s ${cast.card}, last cast` }),
    el('p', { class: 'gz-cast-outcome' }, outcome(cast.card, cast.player, cast.heads)));
}

/** What the cast brought (the book's effects of 筆, 巫 and 将, 3 or less and 4 or more). */
function outcome(card: string, player: string, heads: number): string {
  const low = heads <= 3;
  const range = low ? '3 or less' : '4 or more';
  switch (card) {
    case '筆': return `${range}: ${low ? `虎 and 将 cannot touch ${player} until its next turn` : `${player} takes 2 coins`}`;
    case '巫': return `${range}: ${low ? `${player}'s move costs half this turn` : `${player}'s piece advances`}`;
    case '将': return `${range}: ${low ? 'a 20-point stick goes on a card' : 'a card is destroyed'}`;
    default: return range;
  }
}

function movePart(model: GyozanModel): HTMLElement | null {
  const move = model.move;
  if (!move || model.over) return null;
  const squares = `${move.squares} square${move.squares === 1 ? '' : 's'}`;
  return el('p', { class: 'gz-move', 'data-squares': move.squares, 'data-rice': move.rice, 'data-coins': move.coins },
    `${model.toMove ?? ''}'s move now: ${squares} for ${move.rice} rice or ${move.coins} coin${move.coins === 1 ? '' : 's'}${model.halfCost ? ' (half price: 巫)' : ''}`);
}

/** The route as a row of squares, start to 皇山: passed ones dim, the piece's square marked. */
function routePart(route: string[], p: GyozanPlayer): HTMLElement {
  const squares = route.map((sq, i) => {
    const classes = ['gz-square'];
    if (i < p.at) classes.push('passed');
    if (i === p.at) classes.push('here');
    if (HUE_SQUARES.includes(sq)) classes.push('hue');
    if (sq === SUMMIT) classes.push('summit');
    const li = el('li', { class: classes.join(' '), 'data-square': sq, 'data-step': i, ...(i === p.at ? { 'data-piece': p.name } : {}) },
      el('span', { class: 'gz-square-name' }, sq === SUMMIT ? '皇山' : sq));
    if (i === p.at) {
      const dot = el('span', { class: 'gz-dot', 'aria-label': `${p.name}'s piece` });
      dot.style.backgroundColor = playerColour(p.name);
      li.append(dot);
    }
    return li;
  });
  return el('div', { class: 'gz-route-box' },
    el('ol', { class: 'gz-route-row', 'aria-label': `${p.name}'s route` }, ...squares),
    el('span', { class: 'gz-note' }, p.squaresLeft === 0 ? 'on the 皇山' : `${p.squaresLeft} square${p.squaresLeft === 1 ? '' : 's'} to the 皇山 (from ${p.square})`));
}

function slotRow(model: GyozanModel, slot: SlotModel, i: number): HTMLElement {
  const info = model.cards[slot.card];
  const wears = info?.colour === 'black';
  const sticks = el('span', { class: 'gz-sticks', 'aria-label': `${slot.sticks} 20-point sticks` },
    ...Array.from({ length: wears ? model.wear : slot.sticks }, (_, k) => el('span', { class: k < slot.sticks ? 'gz-stick on' : 'gz-stick' })));
  const life = slot.fresh ? 'works from the next turn' : wears ? `${slot.sticks} of ${model.wear} turns used` : slot.sticks > 0 ? `${slot.sticks} stick(s): goes at ${model.wear}` : 'stays until dismantled';
  return el('li', { class: slot.fresh ? 'gz-slot fresh' : 'gz-slot', 'data-slot': i + 1, 'data-card': slot.card, 'data-sticks': slot.sticks, 'data-fresh': slot.fresh },
    cardTile(model, slot.card),
    el('span', { class: 'gz-slot-words' },
      el('span', {}, info ? inWords(info.effect) : ''),
      el('span', { class: 'gz-note' }, sticks, ` ${life}`)));
}

function playerPart(model: GyozanModel, p: GyozanPlayer, seat: number): HTMLElement {
  const swatch = el('span', { class: 'gz-swatch', 'aria-hidden': 'true' });
  swatch.style.backgroundColor = playerColour(p.name);
  const toMove = p.name === model.toMove;
  const part = el('section', { class: toMove ? 'gz-player to-move' : 'gz-player', 'data-player': p.name, 'data-rice': p.rice, 'data-coins': p.coins, 'data-square': p.square },
    el('h4', {}, swatch, p.name, toMove ? ' · to move' : '', p.shielded ? ' · shielded by 筆' : ''),
    el('p', { class: 'gz-purse' },
      el('span', { class: 'gz-rice', 'data-resource': 'rice' }, el('b', { lang: 'ja' }, '米'), ` ${p.rice} rice`),
      el('span', { class: 'gz-coins', 'data-resource': 'coins' }, el('b', { lang: 'ja' }, '銭'), ` ${p.coins} coin${p.coins === 1 ? '' : 's'}`)),
    routePart(model.routes[seat] ?? [], p),
    el('h5', {}, `Installed: ${p.installed.length} of 9`),
    p.installed.length === 0 ? el('p', { class: 'gz-note' }, 'no card installed yet') : el('ol', { class: 'gz-installed' }, ...p.installed.map((s, i) => slotRow(model, s, i))),
    el('h5', {}, `Hand: ${p.hand.length} (draws up to ${p.handLimit})`),
    p.hand.length === 0 ? el('p', { class: 'gz-note' }, 'no card in hand: draws at the start of its turn') : el('div', { class: 'gz-hand' }, ...p.hand.map((c) => cardTile(model, c, { 'data-hand-card': c }))));
  part.style.borderColor = playerColour(p.name);
  return part;
}

export function gyozanPicture(model: GyozanModel, target: HTMLElement): void {
  const common = el('p', { class: 'gz-common', 'data-pile': model.pile, 'data-discards': model.discards },
    `Pile: ${model.pile} card${model.pile === 1 ? '' : 's'} · discards: ${model.discards}`);
  const invented = model.invented.length > 0
    ? el('p', { class: 'gz-note gz-invented', 'data-invented': model.invented.join(',') }, `Invented: ${model.invented.join(' and ')} (the book’s are lost).`)
    : null;
  target.replaceChildren(el('div', { class: 'gz-picture', 'data-game': 'gyozan' },
    status(model), ...[castPart(model), movePart(model)].filter((x): x is HTMLElement => x !== null),
    el('div', { class: 'gz-players' }, ...model.players.map((p, i) => playerPart(model, p, i))),
    common, ...(invented ? [invented] : [])));
}
