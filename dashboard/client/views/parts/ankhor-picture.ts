// Ankh'or's picture beside the board: whose turn and what they may do, the offer row with its
// prices, the piles and what is left in the supply, then every player's card (tokens, bonus
// tokens, score, tableau). The tile set is labelled INVENTED when it is the demo set.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import type { PictureContext } from '../types.ts';
import { rememberAreas } from './ankhor-board.ts';
import { readAnkhor, type Ankhor } from './ankhor-model.ts';
import { offerPicture } from './ankhor-offer.ts';
import { playerCard } from './ankhor-player.ts';
import { bonusPicture, supplyPicture } from './ankhor-tokens.ts';
import { both } from './ankhor-words.ts';

/** The tile set's label (the host's is English): in Japanese the catalogue's account of the invented set. */
export const invented = (label: string): string => inWords({ en: label, ja: t('ankhor.invented', {}, 'ja') });

function statusText(game: Ankhor): string {
  if (game.over) return game.winners.length > 1 ? t('ankhor.status.shared', { winners: both(game.winners) }) : game.winners.length === 1 ? t('ankhor.status.won', { winner: game.winners[0] }) : t('ankhor.status.over');
  if (game.toMove === null) return '';
  return t(game.mainDone ? 'ankhor.status.after' : 'ankhor.status.main', { seat: game.toMove }) + (game.lastRound ? t('ankhor.lastRound') : '');
}

function piles(game: Ankhor): HTMLElement {
  return el('p', { class: 'ankhor-piles' },
    ...game.piles.map((n, i) => el('span', { class: 'ankhor-pile', 'data-pile': i + 1, 'data-count': n }, t(n === 1 ? 'ankhor.pile.one' : 'ankhor.pile.many', { pile: i + 1, n }))),
    el('span', { class: 'ankhor-pile', 'data-discards': game.discards }, t('ankhor.discarded', { n: game.discards })));
}

export function ankhorPicture(view: unknown, target: HTMLElement, ctx: PictureContext): void {
  const game = readAnkhor(view);
  if (!game) { target.replaceChildren(); return; }
  rememberAreas(ctx.areas);
  const areaOf = (name: string) => ctx.areas.find((a) => a.id === name || a.seat === name);
  const offerArea = areaOf('offer');
  const root = el('div', { class: 'ankhor-picture', 'data-to-move': game.toMove ?? '', 'data-over': game.over ? 'true' : 'false' },
    el('p', { class: 'ankhor-status' }, statusText(game)),
    ...(game.label ? [el('p', { class: 'ankhor-invented', 'data-invented': 'true' }, invented(game.label))] : []),
    el('section', { class: 'ankhor-offer', 'aria-label': t('ankhor.offer') },
      el('h4', {}, t('ankhor.offer'), el('small', {}, !offerArea?.board ? t('ankhor.offer.noBoard') : offerArea.board === ctx.board ? t('ankhor.offer.above') : t('ankhor.offer.board', { board: offerArea.board }))),
      offerPicture(game.offer),
      piles(game),
      el('div', { class: 'ankhor-row' }, el('span', { class: 'ankhor-row-label' }, t('ankhor.supply')), supplyPicture(game.supply)),
      el('div', { class: 'ankhor-row' }, el('span', { class: 'ankhor-row-label' }, t('ankhor.bonusLeft')), bonusPicture(game.bonusSupply, t('ankhor.bonusLeft.label')))),
    el('div', { class: 'ankhor-players' },
      ...game.players.map((p) => playerCard(p, game.grid, { board: areaOf(p.name)?.board ?? null, shown: ctx.board }))));
  target.replaceChildren(root);
}
