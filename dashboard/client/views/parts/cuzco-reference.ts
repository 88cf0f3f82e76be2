// The searchable reference under the holdings: god cards, tile abilities, missions, end bonuses
// and icons, in the aid's Japanese and our English; every word of the search must match.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { CuzcoView } from './cuzco-data.ts';

const MAX_FOUND = 20;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export function referencePart(view: CuzcoView, query: { value: string }): HTMLElement {
  const items = view.reference;
  const results = el('ul', { class: 'reference-results' });
  const show = (): void => {
    const words = query.value.trim().toLowerCase().split(/\s+/).filter((w) => w !== '');
    const found = words.length === 0 ? [] : items.filter((i) => {
      const all = [i.id, i.title, i.ja, i.en, ...(Array.isArray(i.notes) ? i.notes : [])].map(text).join(' ').toLowerCase();
      return words.every((w) => all.includes(w));
    }).slice(0, MAX_FOUND);
    results.replaceChildren(...found.map((i) => el('li', { 'data-id': text(i.id), 'data-section': text(i.section) },
      el('strong', {}, text(i.title)), ' ', text(i.en),
      el('small', {}, ` — ${text(i.ja)}${i.fromIcon === true ? t('cuzco.reference.fromIcon') : ''}`))));
  };
  const search = el('input', { type: 'search', name: 'reference', placeholder: t('cuzco.reference.search'), 'aria-label': t('cuzco.reference.searchLabel'), value: query.value });
  search.addEventListener('input', () => { query.value = search.value; show(); });
  show();
  return el('section', { class: 'reference' }, el('h3', { class: 'cuzco-heading' }, t('cuzco.reference.heading')), search, results);
}
