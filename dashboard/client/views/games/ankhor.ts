// Ankh'or: the offer row and the tableaux drawn on the board where the host placed them, every
// tile by its colour and its animal or kind; beside the board, the picture (the offer with its
// prices, every player's tokens, bonus tokens, score and tableau — the ones on no board large,
// since they are played from the buttons), the key, and the facts (whose turn, what each holds,
// groups close to five, the piles; the tile set labelled INVENTED when it is the demo set).
import { t } from '../../i18n.ts';
import { isRecord, type Fact, type GameView } from '../types.ts';
import { ankhorPieces } from '../parts/ankhor-board.ts';
import { ankhorLegend } from '../parts/ankhor-legend.ts';
import { ankhorPicture, invented } from '../parts/ankhor-picture.ts';
import { keyWords, listed } from '../parts/ankhor-words.ts';

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const counts = (value: unknown): string => (isRecord(value) ? listed(Object.entries(value).filter(([, n]) => n !== 0).map(([k, n]) => `${keyWords(k)} ${String(n)}`)) || t('ankhor.none') : '');

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  if (typeof view.label === 'string') out.push({ label: t('ankhor.fact.tiles'), value: invented(view.label) });
  if (typeof view.toMove === 'string') out.push({ label: t('ankhor.fact.toMove'), value: view.toMove + (view.lastRound === true ? t('ankhor.lastRound') : '') });
  for (const player of list(view.players)) {
    const name = String(player.name);
    const score = isRecord(player.score) ? player.score.total : undefined;
    out.push({ label: t('ankhor.fact.score', { name }), value: String(score ?? '') });
    out.push({ label: t('ankhor.fact.tokens', { name }), value: counts(player.tokens) });
    if (Array.isArray(player.bonus) && player.bonus.length > 0) out.push({ label: t('ankhor.fact.bonus', { name }), value: listed(player.bonus.map(String)) });
    const big = list(player.bigGroups).map((g) => `${keyWords(String(g.key))} ×${String(g.size)}`);
    if (big.length > 0) out.push({ label: t('ankhor.fact.groups', { name }), value: listed(big) });
  }
  const offer = list(view.offer).map((o) => `${String(o.slot)}: ${Array.isArray(o.price) ? o.price.map((c) => keyWords(String(c))).join('+') : ''}`);
  if (offer.length > 0) out.push({ label: t('ankhor.fact.prices'), value: offer.join(' · ') });
  if (Array.isArray(view.piles)) out.push({ label: t('ankhor.fact.piles'), value: view.piles.join(' / ') });
  return out;
}

export const view: GameView = {
  pieces: ankhorPieces,
  facts,
  picture: ankhorPicture,
  legend: ankhorLegend,
  // What Ankh'or lights: where a tile the player can pay for may go, where it would make a group
  // of five or more (a bonus token), and a purchase the board sees only in part, to confirm.
  roles: ['hint', 'gold', 'pick'],
};
