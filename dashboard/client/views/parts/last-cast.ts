// The last cast of a stick game as it fell (the shared picture of a cast), named by its thrower.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { LastCastData } from './sticks-data.ts';
import { sticksPicture } from './sticks.ts';

/** Five sticks are thrown at once in every stick game. */
export const STICKS = 5;

export function lastCastFigure(cast: LastCastData | null, caption: string): HTMLElement {
  if (cast === null) return el('p', { class: 'sticks-no-cast' }, t('sticks.noCast'));
  const figure = sticksPicture({ heads: cast.heads, sticks: STICKS, caption });
  figure.dataset.player = cast.player;
  figure.classList.add('last-cast');
  return figure;
}
