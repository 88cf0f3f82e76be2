// Ankh'or's picture beside the board: whose turn and what they may do, the offer row with its
// prices, the piles and what is left in the supply, then every player's card (tokens, bonus
// tokens, score, tableau). The tile set is labelled INVENTED when it is the demo set.
import { el } from '../../dom.ts';
import type { PictureContext } from '../types.ts';
import { rememberAreas } from './ankhor-board.ts';
import { readAnkhor, type Ankhor } from './ankhor-model.ts';
import { offerPicture } from './ankhor-offer.ts';
import { playerCard } from './ankhor-player.ts';
import { bonusPicture, supplyPicture } from './ankhor-tokens.ts';

function statusText(game: Ankhor): string {
  if (game.over) return game.winners.length > 1 ? `Game over: ${game.winners.join(' and ')} share the win` : game.winners.length === 1 ? `Game over: ${game.winners[0]} wins` : 'Game over';
  if (game.toMove === null) return '';
  const now = game.mainDone ? 'may spend ankhs, then ends the turn' : 'takes three tokens or buys a tile';
  return `${game.toMove} to play: ${now}${game.lastRound ? ' (last round)' : ''}`;
}

function piles(game: Ankhor): HTMLElement {
  return el('p', { class: 'ankhor-piles' },
    ...game.piles.map((n, i) => el('span', { class: 'ankhor-pile', 'data-pile': i + 1, 'data-count': n }, `pile ${i + 1}: ${n} tile${n === 1 ? '' : 's'}`)),
    el('span', { class: 'ankhor-pile', 'data-discards': game.discards }, `discarded: ${game.discards}`));
}

export function ankhorPicture(view: unknown, target: HTMLElement, ctx: PictureContext): void {
  const game = readAnkhor(view);
  if (!game) { target.replaceChildren(); return; }
  rememberAreas(ctx.areas);
  const areaOf = (name: string) => ctx.areas.find((a) => a.id === name || a.seat === name);
  const offerArea = areaOf('offer');
  const root = el('div', { class: 'ankhor-picture', 'data-to-move': game.toMove ?? '', 'data-over': game.over ? 'true' : 'false' },
    el('p', { class: 'ankhor-status' }, statusText(game)),
    ...(game.label ? [el('p', { class: 'ankhor-invented', 'data-invented': 'true' }, game.label)] : []),
    el('section', { class: 'ankhor-offer', 'aria-label': 'Offer row' },
      el('h4', {}, 'Offer row', el('small', {}, offerArea?.board ? ` (on ${offerArea.board === ctx.board ? 'the board above' : `board ${offerArea.board}`})` : ' (on no board)')),
      offerPicture(game.offer),
      piles(game),
      el('div', { class: 'ankhor-row' }, el('span', { class: 'ankhor-row-label' }, 'supply'), supplyPicture(game.supply)),
      el('div', { class: 'ankhor-row' }, el('span', { class: 'ankhor-row-label' }, 'bonus left'), bonusPicture(game.bonusSupply, 'bonus tokens left'))),
    el('div', { class: 'ankhor-players' },
      ...game.players.map((p) => playerCard(p, game.grid, { board: areaOf(p.name)?.board ?? null, shown: ctx.board }))));
  target.replaceChildren(root);
}
