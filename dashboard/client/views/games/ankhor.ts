// Ankh'or: the offer row and the tableaux drawn on the board where the host placed them, every
// tile by its colour and its animal or kind; beside the board, the picture (the offer with its
// prices, every player's tokens, bonus tokens, score and tableau — the ones on no board large,
// since they are played from the buttons), the key, and the facts (whose turn, what each holds,
// groups close to five, the piles; the tile set labelled INVENTED when it is the demo set).
import { isRecord, type Fact, type GameView } from '../types.ts';
import { ankhorPieces } from '../parts/ankhor-board.ts';
import { ankhorLegend } from '../parts/ankhor-legend.ts';
import { ankhorPicture } from '../parts/ankhor-picture.ts';

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const counts = (value: unknown): string => (isRecord(value) ? Object.entries(value).filter(([, n]) => n !== 0).map(([k, n]) => `${k} ${String(n)}`).join(', ') || 'none' : '');

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  if (typeof view.label === 'string') out.push({ label: 'tiles', value: view.label });
  if (typeof view.toMove === 'string') out.push({ label: 'to move', value: view.toMove + (view.lastRound === true ? ' (last round)' : '') });
  for (const player of list(view.players)) {
    const name = String(player.name);
    const score = isRecord(player.score) ? player.score.total : undefined;
    out.push({ label: `${name} score`, value: String(score ?? '') });
    out.push({ label: `${name} tokens`, value: counts(player.tokens) });
    if (Array.isArray(player.bonus) && player.bonus.length > 0) out.push({ label: `${name} bonus`, value: player.bonus.join(', ') });
    const big = list(player.bigGroups).map((g) => `${String(g.key)} ×${String(g.size)}`);
    if (big.length > 0) out.push({ label: `${name} groups`, value: big.join(', ') });
  }
  const offer = list(view.offer).map((o) => `${String(o.slot)}: ${Array.isArray(o.price) ? o.price.join('+') : ''}`);
  if (offer.length > 0) out.push({ label: 'offer prices', value: offer.join(' · ') });
  if (Array.isArray(view.piles)) out.push({ label: 'piles', value: view.piles.join(' / ') });
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
