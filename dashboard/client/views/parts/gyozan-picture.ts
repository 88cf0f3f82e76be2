// 行山's picture beside the board: what the board cannot show. The last cast (筆, 巫, 将), what a
// move costs now, and for each player its rice and coins, its route square by square with the
// piece on it, its installed cards in a row (sticks on the black ones) and its hand; the pile.
import { el } from '../../dom.ts';
import { t, type Key } from '../../i18n.ts';
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

/** What the view says is invented ('the deck', 'the routes'), in words. */
const inventedWords = (what: string): string => (what === 'the deck' ? t('gyozan.invented.deck') : what === 'the routes' ? t('gyozan.invented.routes') : what);

function status(model: GyozanModel): HTMLElement {
  if (model.over) return el('p', { class: 'gz-status' }, t('gyozan.status.over', { player: model.winner ?? '—' }));
  return el('p', { class: 'gz-status' }, t('gyozan.status.turn', { round: model.round, player: model.toMove ?? '' }));
}

function castPart(model: GyozanModel): HTMLElement | null {
  const cast = model.lastCast;
  if (!cast) return null;
  return el('div', { class: 'gz-cast', 'data-cast-card': cast.card, 'data-cast-player': cast.player },
    sticksPicture({ heads: cast.heads, sticks: model.sticks, caption: t('gyozan.cast.caption', { player: cast.player, card: cast.card }) }),
    el('p', { class: 'gz-cast-outcome' }, outcome(cast.card, cast.player, cast.heads)));
}

/** What the cast brought (the book's effects of 筆, 巫 and 将, 3 or less and 4 or more). */
function outcome(card: string, player: string, heads: number): string {
  const low = heads <= 3;
  const range = t(low ? 'gyozan.cast.low' : 'gyozan.cast.high');
  const say = (lowKey: Key, highKey: Key) => t(low ? lowKey : highKey, { range, player });
  switch (card) {
    case '筆': return say('gyozan.cast.shield', 'gyozan.cast.coins');
    case '巫': return say('gyozan.cast.half', 'gyozan.cast.advance');
    case '将': return say('gyozan.cast.stick', 'gyozan.cast.destroy');
    default: return range;
  }
}

function movePart(model: GyozanModel): HTMLElement | null {
  const move = model.move;
  if (!move || model.over) return null;
  const squares = move.squares === 1 ? t('gyozan.squareOne') : t('gyozan.squares', { count: move.squares });
  const coins = move.coins === 1 ? t('gyozan.coinOne') : t('gyozan.coins', { count: move.coins });
  const now = t('gyozan.move.now', { player: model.toMove ?? '', squares, rice: move.rice, coins });
  return el('p', { class: 'gz-move', 'data-squares': move.squares, 'data-rice': move.rice, 'data-coins': move.coins },
    model.halfCost ? t('gyozan.move.half', { move: now }) : now);
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
      const dot = el('span', { class: 'gz-dot', 'aria-label': t('gyozan.route.piece', { player: p.name }) });
      dot.style.backgroundColor = playerColour(p.name);
      li.append(dot);
    }
    return li;
  });
  return el('div', { class: 'gz-route-box' },
    el('ol', { class: 'gz-route-row', 'aria-label': t('gyozan.route.label', { player: p.name }) }, ...squares),
    el('span', { class: 'gz-note' }, p.squaresLeft === 0 ? t('gyozan.route.summit') : p.squaresLeft === 1 ? t('gyozan.route.leftOne', { square: p.square }) : t('gyozan.route.left', { count: p.squaresLeft, square: p.square })));
}

function slotRow(model: GyozanModel, slot: SlotModel, i: number): HTMLElement {
  const info = model.cards[slot.card];
  const wears = info?.colour === 'black';
  const sticks = el('span', { class: 'gz-sticks', 'aria-label': t('gyozan.slot.sticks', { count: slot.sticks }) },
    ...Array.from({ length: wears ? model.wear : slot.sticks }, (_, k) => el('span', { class: k < slot.sticks ? 'gz-stick on' : 'gz-stick' })));
  const life = slot.fresh ? t('gyozan.slot.fresh') : wears ? t('gyozan.slot.used', { used: slot.sticks, wear: model.wear }) : slot.sticks > 0 ? t('gyozan.slot.stuck', { sticks: slot.sticks, wear: model.wear }) : t('gyozan.slot.stays');
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
    el('h4', {}, swatch, p.name, toMove ? ` · ${t('gyozan.player.toMove')}` : '', p.shielded ? ` · ${t('gyozan.player.shielded')}` : ''),
    el('p', { class: 'gz-purse' },
      el('span', { class: 'gz-rice', 'data-resource': 'rice' }, el('b', { lang: 'ja' }, '米'), ` ${t('gyozan.player.rice', { count: p.rice })}`),
      el('span', { class: 'gz-coins', 'data-resource': 'coins' }, el('b', { lang: 'ja' }, '銭'), ` ${p.coins === 1 ? t('gyozan.player.coinOne') : t('gyozan.player.coins', { count: p.coins })}`)),
    routePart(model.routes[seat] ?? [], p),
    el('h5', {}, t('gyozan.player.installed', { count: p.installed.length })),
    p.installed.length === 0 ? el('p', { class: 'gz-note' }, t('gyozan.player.noneInstalled')) : el('ol', { class: 'gz-installed' }, ...p.installed.map((s, i) => slotRow(model, s, i))),
    el('h5', {}, t('gyozan.player.hand', { count: p.hand.length, limit: p.handLimit })),
    p.hand.length === 0 ? el('p', { class: 'gz-note' }, t('gyozan.player.noHand')) : el('div', { class: 'gz-hand' }, ...p.hand.map((c) => cardTile(model, c, { 'data-hand-card': c }))));
  part.style.borderColor = playerColour(p.name);
  return part;
}

export function gyozanPicture(model: GyozanModel, target: HTMLElement): void {
  const common = el('p', { class: 'gz-common', 'data-pile': model.pile, 'data-discards': model.discards },
    model.pile === 1 ? t('gyozan.pileOne', { discards: model.discards }) : t('gyozan.pile', { count: model.pile, discards: model.discards }));
  const invented = model.invented.length > 0
    ? el('p', { class: 'gz-note gz-invented', 'data-invented': model.invented.join(',') }, t('gyozan.invented', { what: model.invented.map(inventedWords).join(t('gyozan.and')) }))
    : null;
  target.replaceChildren(el('div', { class: 'gz-picture', 'data-game': 'gyozan' },
    status(model), ...[castPart(model), movePart(model)].filter((x): x is HTMLElement => x !== null),
    el('div', { class: 'gz-players' }, ...model.players.map((p, i) => playerPart(model, p, i))),
    common, ...(invented ? [invented] : [])));
}
