// The sticks of a cast as they fell: one flat stick per stick cast, those that fell heads up
// marked (a bright face with a ring), the others plain (the bare back). Shared by every game
// with casts, beside its board or in its panel.
import { el, svg } from '../../dom.ts';
import type { Words } from '../../lang.ts';
import { inWords } from '../../lang.ts';
import { t } from '../../i18n.ts';

export interface Cast {
  heads: number;
  sticks: number;
  /** What the cast was for, or who cast it, in words. */
  caption?: string | Words;
}

/** The sticks side by side, each a rounded bar; heads first, as a player lines them up to count. */
export function sticksPicture(cast: Cast): HTMLElement {
  const { heads, sticks } = cast;
  const width = Math.max(1, sticks) * 0.7;
  const picture = svg('svg', { viewBox: `0 0 ${width} 2.2`, class: 'sticks-picture', role: 'img', 'aria-label': t('sticks.picture.label', { heads, sticks }) });
  for (let i = 0; i < sticks; i++) {
    const up = i < heads;
    const x = i * 0.7 + 0.1;
    picture.append(svg('g', { class: up ? 'stick heads' : 'stick tails', 'data-stick': i, 'data-heads': up },
      svg('rect', { x, y: 0.1, width: 0.5, height: 2, rx: 0.2 }),
      ...(up ? [svg('circle', { cx: x + 0.25, cy: 1.1, r: 0.14 })] : [])));
  }
  const caption = typeof cast.caption === 'string' ? cast.caption : inWords(cast.caption);
  const count = t('sticks.picture.count', { heads, sticks });
  return el('figure', { class: 'sticks-cast', 'data-heads': heads, 'data-sticks': sticks }, picture, el('figcaption', {}, caption === '' ? count : t('sticks.picture.caption', { caption, count })));
}
