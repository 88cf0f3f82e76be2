// The villages a player delivered quipu to, picked from the twelve villages (no JSON): a tap on a
// village adds or removes it; each village delivered to asks for what is printed there — its
// feather (colour swatches), its VP (a stepper) and its circle — filled in already when another
// player entered that village, since the board is the same for everyone.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import type { CuzcoView, Quipu } from './cuzco-data.ts';
import { countFields } from './cuzco-counts.ts';

const VILLAGES = Array.from({ length: 12 }, (_, i) => i + 1);
const MAX_QUIPU = 10;

/** What the other players' entries say is printed at each village. */
function printed(view: CuzcoView, seat: string): Map<number, Omit<Quipu, 'village' | 'covered'>> {
  const known = new Map<number, Omit<Quipu, 'village' | 'covered'>>();
  for (const p of view.players) {
    if (p.seat === seat) continue;
    for (const q of p.holdings.quipu) if (!known.has(q.village)) known.set(q.village, { feather: q.feather, vp: q.vp, circle: q.circle });
  }
  return known;
}

function swatch(colour: string | undefined): HTMLElement {
  const s = el('span', { class: 'swatch', 'aria-hidden': 'true' });
  if (colour !== undefined) s.style.backgroundColor = colour;
  else s.classList.add('unknown');
  return s;
}

/** Toggle buttons of which one is pressed (a radio group a thumb can hit). */
function pick(name: string, label: string, options: { value: string; text: string; colour?: string }[], chosen: string, onPick: (value: string) => void): HTMLElement {
  const buttons = options.map((o) => {
    const b = el('button', { type: 'button', class: o.colour === undefined ? 'cuzco-pick' : 'cuzco-pick cuzco-colour', 'data-value': o.value, 'aria-pressed': String(o.value === chosen), title: o.text },
      ...(o.colour === undefined ? [] : [swatch(o.colour)]), el('span', { class: 'pick-text' }, o.text));
    b.addEventListener('click', () => {
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === b));
      onPick(o.value);
    });
    return b;
  });
  return el('div', { class: 'cuzco-picks', role: 'group', 'aria-label': label, 'data-pick': name }, ...buttons);
}

export function quipuPart(view: CuzcoView, seat: string, quipu: Quipu[], onChange: (quipu: Quipu[]) => void): HTMLElement {
  const known = printed(view, seat);
  let list = quipu.map((q) => ({ ...q }));
  const chips = el('div', { class: 'cuzco-villages', role: 'group', 'aria-label': t('cuzco.quipu.villages') });
  const rows = el('ul', { class: 'cuzco-quipu' });
  const note = el('p', { class: 'cuzco-hint' });
  const changed = () => { onChange(list.map((q) => ({ ...q }))); draw(); };

  const row = (q: Quipu): HTMLElement => {
    const feathers = pick(`village ${q.village}'s feather`, t('cuzco.quipu.featherOf', { village: q.village }), Object.entries(view.colours.feathers).map(([c, colour]) => ({ value: c, text: inWords(view.words.feathers[c], c), colour })), q.feather,
      (v) => { q.feather = v; onChange(list.map((x) => ({ ...x }))); paintChip(q); });
    const vp = countFields([{ key: 'vp', label: { en: 'VP printed', ja: '勝利点' }, minimum: 1, maximum: 12 }], q.vp >= 1 ? { vp: q.vp } : {}, `quipu.${q.village}`,
      (v) => { q.vp = v.vp; onChange(list.map((x) => ({ ...x }))); });
    const circle = pick(`village ${q.village}'s circle`, t('cuzco.quipu.circleOf', { village: q.village }), ['inner', 'outer'].map((c) => ({ value: c, text: inWords(view.words.circles[c], c) })), q.circle,
      (v) => { q.circle = v; onChange(list.map((x) => ({ ...x }))); });
    const covered = el('input', { type: 'checkbox', 'data-field': `quipu.${q.village}.covered`, checked: q.covered === true });
    covered.addEventListener('change', () => { if (covered.checked) q.covered = true; else delete q.covered; onChange(list.map((x) => ({ ...x }))); });
    const remove = el('button', { type: 'button', class: 'cuzco-remove', 'aria-label': t('cuzco.quipu.remove', { village: q.village }) }, '✕');
    remove.addEventListener('click', () => { list = list.filter((x) => x !== q); changed(); });
    return el('li', { 'data-village': String(q.village) },
      el('div', { class: 'cuzco-row-head' }, el('strong', {}, t('cuzco.quipu.village', { village: q.village })), remove),
      el('div', { class: 'cuzco-row-part' }, el('span', { class: 'cuzco-row-label' }, t('cuzco.quipu.feather')), feathers),
      vp,
      el('div', { class: 'cuzco-row-part' }, el('span', { class: 'cuzco-row-label' }, t('cuzco.quipu.circle')), circle),
      el('label', { class: 'inline' }, covered, t('cuzco.quipu.covered')));
  };

  const chipOf = new Map<number, HTMLButtonElement>();
  const paintChip = (q: Quipu) => {
    const chip = chipOf.get(q.village);
    const s = chip?.querySelector<HTMLElement>('.swatch');
    const colour = view.colours.feathers[q.feather];
    if (s && colour !== undefined) { s.style.backgroundColor = colour; s.classList.remove('unknown'); }
  };

  function draw(): void {
    chipOf.clear();
    chips.replaceChildren(...VILLAGES.map((v) => {
      const mine = list.find((q) => q.village === v);
      const other = known.get(v);
      const colour = view.colours.feathers[mine?.feather ?? other?.feather ?? ''];
      const full = mine === undefined && list.length >= MAX_QUIPU;
      const chip = el('button', { type: 'button', class: 'cuzco-village', 'data-village': String(v), 'aria-pressed': String(mine !== undefined), disabled: full,
        title: other === undefined ? t('cuzco.quipu.chip', { village: v })
          : t('cuzco.quipu.chipPrinted', { village: v, feather: inWords(view.words.feathers[other.feather], other.feather), vp: other.vp, circle: inWords(view.words.circles[other.circle], `${other.circle} circle`) }) },
      swatch(colour), el('span', {}, String(v)));
      chip.addEventListener('click', () => {
        if (mine !== undefined) list = list.filter((q) => q !== mine);
        else list = [...list, { village: v, feather: other?.feather ?? '', vp: other?.vp ?? 0, circle: other?.circle ?? '' }];
        changed();
        chipOf.get(v)?.focus();
      });
      chipOf.set(v, chip);
      return chip;
    }));
    rows.replaceChildren(...list.map(row));
    note.textContent = list.length === 0 ? t('cuzco.quipu.tap') : t('cuzco.quipu.delivered', { n: list.length, max: MAX_QUIPU });
  }
  draw();
  return el('div', { class: 'cuzco-quipu-part' }, note, chips, rows);
}
