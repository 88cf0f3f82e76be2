// Tokens as counters: a player's hand (one disc per token, grouped by colour, the ankh gold with
// its sign), the supply (one disc per type with the count on it), and bonus tokens (square
// medallions with their value).
import { svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import { LABEL } from './ankhor-glyphs.ts';
import { COLOUR_WORDS, PAINT, TOKENS, type Token } from './ankhor-model.ts';
import { counter } from './ankhor-tile.ts';

/** The ankh sign ☥ drawn as lines, centred on (0, 0), about 0.5 tall. */
export function ankhSign(ink: string, width = 0.06): SVGGElement {
  const line = { stroke: ink, 'stroke-width': width, 'stroke-linecap': 'round', fill: 'none' };
  return svg('g', { class: 'ankh-sign' },
    svg('ellipse', { cx: 0, cy: -0.13, rx: 0.085, ry: 0.11, ...line }),
    svg('line', { x1: -0.17, y1: 0.0, x2: 0.17, y2: 0.0, ...line }),
    svg('line', { x1: 0, y1: 0.0, x2: 0, y2: 0.27, ...line }));
}

/** One token as a disc of radius 0.32 at (cx, cy). */
export function tokenDisc(type: Token, cx: number, cy: number): SVGGElement {
  const g = svg('g', { class: 'ankhor-disc', 'data-disc': type }, counter(type, cx, cy, 0.32));
  if (type === 'ankh') g.append(svg('g', { transform: `translate(${cx} ${cy + 0.02}) scale(.85)` }, ankhSign(PAINT.ankh.ink)));
  return g;
}

/** A player's tokens, one disc each; `data-token`/`data-count` per colour. */
export function handPicture(tokens: Record<Token, number>, player: string): SVGSVGElement {
  const groups: SVGGElement[] = [];
  let x = 0.4;
  for (const type of TOKENS) {
    const n = tokens[type];
    if (n <= 0) continue;
    const g = svg('g', { class: 'ankhor-token', 'data-player': player, 'data-token': type, 'data-count': n },
      svg('title', {}, t('ankhor.tokens.count', { n, name: inWords(COLOUR_WORDS[type]) })));
    for (let i = 0; i < n; i++) g.append(tokenDisc(type, x + i * 0.72, 0.42));
    groups.push(g);
    x += n * 0.72 + 0.25;
  }
  const width = Math.max(x, 1);
  return svg('svg', { class: 'ankhor-hand', viewBox: `0 0 ${width} 0.84`, role: 'img', 'aria-label': t('ankhor.tokens.label', { name: player }), 'data-player': player, 'data-tokens': groups.length === 0 ? 'none' : 'some' }, ...groups);
}

/** What the supply holds: one disc per type with its count. */
export function supplyPicture(supply: Record<Token, number>): SVGSVGElement {
  const parts = TOKENS.map((type, i) => {
    const cx = 0.45 + i * 0.85;
    const g = svg('g', { class: 'ankhor-supply-token', 'data-token': type, 'data-count': supply[type], opacity: supply[type] === 0 ? 0.35 : 1 }, counter(type, cx, 0.45, 0.36));
    g.append(svg('text', { x: cx, y: 0.47, fill: PAINT[type].ink, ...LABEL, 'font-size': 0.36 }, String(supply[type])));
    return g;
  });
  return svg('svg', { class: 'ankhor-supply', viewBox: `0 0 ${0.1 + TOKENS.length * 0.85} 0.9`, role: 'img', 'aria-label': t('ankhor.supply.label') }, ...parts);
}

/** A bonus token: a gold-edged square with its value. */
export function bonusMedal(value: number, x: number, y: number): SVGGElement {
  return svg('g', { class: 'ankhor-bonus-token', 'data-bonus': value },
    svg('rect', { x: x - 0.3, y: y - 0.3, width: 0.6, height: 0.6, rx: 0.1, fill: '#efe2b8', stroke: '#8a6a12', 'stroke-width': 0.07 }),
    svg('text', { x, y: y + 0.02, fill: '#3b2a00', ...LABEL, 'font-size': 0.38 }, String(value)));
}

export function bonusPicture(values: readonly number[], label: string): SVGSVGElement {
  const width = Math.max(1, values.length * 0.72 + 0.1);
  return svg('svg', { class: 'ankhor-bonus', viewBox: `0 0 ${width} 0.8`, role: 'img', 'aria-label': label, 'data-bonus-count': values.length },
    ...values.map((v, i) => bonusMedal(v, 0.41 + i * 0.72, 0.4)));
}
