// One player's holdings as a phone form of Cuzco's own: each part folded under a line saying
// what is held (feathers with their colours, villages picked, tiles by ability, goods, god cards,
// the single counts, the missions), and a bar kept at the bottom of the screen with the player's
// summary — score now, missions met — and Enter, which sends only what changed.
import { el } from '../../dom.ts';
import { t, type Key } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import { abilityName, type CuzcoView, type Holdings, type PlayerView } from './cuzco-data.ts';
import { bounds, countFields } from './cuzco-counts.ts';
import { missionsPart } from './cuzco-missions.ts';
import { patchOf, SINGLE_COUNTS, type Draft } from './cuzco-patch.ts';
import { quipuPart } from './cuzco-quipu.ts';
import { tilesPart } from './cuzco-tiles.ts';
import { listed } from './cuzco-words.ts';

export interface FormOptions {
  enabled: boolean;
  /** Why nothing can be entered now (the markers are awaited, the game is over), or ''. */
  closed: string;
  /** The parts left open, kept across drawings. */
  open: Set<string>;
  missionQuery: { value: string };
  /** The line under the summary: what was last entered, or why not. */
  status: string;
}

export interface FormHandlers {
  enter(patch: Record<string, unknown>): void;
  complete(id: string, via: 'met' | 'mamakilla' | 'inti'): void;
  fail(message: string): void;
}

/** A count in words, by the catalogue's `<key>.one` and `<key>.many`: "1 priest", "2 priests". */
const counted = (n: number, key: 'offerings' | 'food' | 'priests' | 'circlets' | 'inti') => t(`cuzco.held.${key}.${n === 1 ? 'one' : 'many'}` as Key, { n });
const field = (view: CuzcoView, key: string) => inWords(view.words.fields[key], key);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What each part holds, in words, for the line it is folded under. */
function heldWords(view: CuzcoView, h: Holdings, key: string): string {
  const counts = (values: Record<string, number>, names: Record<string, { en: string; ja: string }>) =>
    listed(Object.entries(values).filter(([, n]) => n > 0).map(([k, n]) => t('cuzco.held.count', { n, name: inWords(names[k], k) }))) || t('cuzco.none');
  switch (key) {
    case 'feathers': return counts(h.feathers, view.words.feathers);
    case 'goods': return counts(h.goods, view.words.goods);
    case 'gods': return counts(h.gods, view.words.gods);
    case 'quipu': return h.quipu.length === 0 ? t('cuzco.none') : t('cuzco.held.villages', { villages: listed(h.quipu.map((q) => String(q.village))) });
    case 'research': case 'farm': {
      const tiles = h[key];
      if (tiles.length === 0) return t('cuzco.none');
      const by = new Map<number, number>();
      for (const t of tiles) by.set(t.ability, (by.get(t.ability) ?? 0) + 1);
      return listed([...by].sort(([a], [b]) => a - b).map(([a, n]) => `${abilityName(view, a)}${n > 1 ? ` ×${n}` : ''}`));
    }
    case 'counts':
      return listed([counted(h.offerings, 'offerings'), counted(h.food, 'food'), counted(h.priests, 'priests'), counted(h.circlets, 'circlets'), counted(h.inti, 'inti'), t('cuzco.held.turnOrder', { n: h.turnOrder })]);
    default: return '';
  }
}

/** The player's summary: the score as if the game ended now and the missions. */
export function summaryOf(view: CuzcoView, player: PlayerView): HTMLElement[] {
  const seat = player.seat;
  const total = view.sheet.total[seat] ?? 0;
  const ids = (list: { id: string }[]) => (list.length === 0 ? t('cuzco.none') : listed(list.map((m) => m.id)));
  return [
    el('div', { class: 'cuzco-score-line', 'data-score': String(total) }, el('strong', {}, t('cuzco.summary.score', { seat, vp: total })), t('cuzco.summary.ifEnded')),
    el('div', { class: 'cuzco-missions-line', 'data-met': player.met.map((m) => m.id).join(' ') },
      t('cuzco.summary.missions', { met: ids(player.met), short: player.oneShort.length, completed: ids(player.completed) })),
  ];
}

export function holdingsForm(view: CuzcoView, player: PlayerView, draft: Draft, options: FormOptions, on: FormHandlers): { form: HTMLFormElement; result: HTMLElement } {
  const seat = player.seat;
  const schema = view.schema;
  const h = draft.now;
  const summaries = new Map<string, HTMLElement>();
  const pending = el('div', { class: 'cuzco-pending' });

  const changed = (): void => {
    for (const [key, node] of summaries) node.textContent = heldWords(view, h, key);
    const patch = patchOf(draft.base, h);
    const keys = patch.ok ? Object.keys(patch.patch) : [];
    pending.textContent = !patch.ok ? t('cuzco.pending.notReady', { error: patch.error }) : keys.length === 0 ? options.status
      : t('cuzco.pending.changed', { fields: listed(keys.map((k) => field(view, k))) });
    pending.dataset.state = !patch.ok ? 'error' : keys.length === 0 ? 'entered' : 'changed';
  };

  const section = (key: string, title: string, body: HTMLElement): HTMLElement => {
    const line = el('span', { class: 'cuzco-held' }, heldWords(view, h, key));
    if (key !== 'missions') summaries.set(key, line);
    const box = el('details', { class: 'cuzco-section', 'data-section': key }, el('summary', {}, el('span', { class: 'cuzco-section-title' }, title), line), body);
    box.open = options.open.has(key);
    box.addEventListener('toggle', () => { if (box.open) options.open.add(key); else options.open.delete(key); });
    return box;
  };

  const group = (key: 'feathers' | 'goods' | 'gods', names: Record<string, { en: string; ja: string }>, colours?: Record<string, string>) =>
    countFields(Object.keys(names).map((k) => ({ key: k, label: names[k], ...bounds(schema, [key, k]), ...(colours?.[k] === undefined ? {} : { color: colours[k] }) })),
      h[key], key, (v) => { h[key] = v; changed(); });

  const singles = countFields(SINGLE_COUNTS.map((k) => ({ key: k, label: { en: capital(view.words.fields[k]?.en ?? k), ja: view.words.fields[k]?.ja ?? k }, ...bounds(schema, [k]) })),
    Object.fromEntries(SINGLE_COUNTS.map((k) => [k, h[k]])), '', (v) => { for (const k of SINGLE_COUNTS) h[k] = v[k]; changed(); });

  const met = player.met.length;
  const missionLine = el('span', { class: 'cuzco-held' }, t('cuzco.missions.line', { met, short: player.oneShort.length, completed: player.completed.length }));
  const missionsBox = el('details', { class: 'cuzco-section', 'data-section': 'missions' },
    el('summary', {}, el('span', { class: 'cuzco-section-title' }, t('cuzco.missions.title')), missionLine),
    missionsPart(view, player, h.missions, options.missionQuery, options.enabled, { onTick: (ids) => { h.missions = ids; changed(); }, complete: on.complete }));
  missionsBox.open = options.open.has('missions');
  missionsBox.addEventListener('toggle', () => { if (missionsBox.open) options.open.add('missions'); else options.open.delete('missions'); });

  const fields = el('fieldset', { class: 'cuzco-fields', disabled: !options.enabled },
    el('legend', {}, t('cuzco.holdings.legend', { seat })),
    section('feathers', capital(field(view, 'feathers')), group('feathers', view.words.feathers, view.colours.feathers)),
    section('quipu', capital(field(view, 'quipu')), quipuPart(view, seat, h.quipu, (q) => { h.quipu = q; changed(); })),
    section('research', capital(field(view, 'research')), tilesPart(view, 'research', h.research, (t) => { h.research = t; changed(); })),
    section('farm', capital(field(view, 'farm')), tilesPart(view, 'farm', h.farm, (t) => { h.farm = t; changed(); })),
    section('goods', capital(field(view, 'goods')), group('goods', view.words.goods)),
    section('gods', capital(field(view, 'gods')), group('gods', view.words.gods, view.colours.gods)),
    section('counts', t('cuzco.section.counts'), singles),
    missionsBox);

  const result = el('output', { class: 'cuzco-result', 'data-seat': seat, tabindex: '-1', 'aria-live': 'polite' }, ...summaryOf(view, player), pending);
  const enter = el('button', { type: 'submit', class: 'cuzco-enter', disabled: !options.enabled }, t('cuzco.enter'));
  const bar = el('div', { class: 'cuzco-bar' }, result, enter);
  if (options.closed !== '') pending.textContent = options.closed;
  const form = el('form', { class: 'cuzco-holdings', 'data-seat': seat, autocomplete: 'off' }, fields, bar);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const patch = patchOf(draft.base, h);
    if (!patch.ok) { pending.textContent = t('cuzco.pending.notReady', { error: patch.error }); pending.dataset.state = 'error'; return on.fail(`${seat}: ${patch.error}`); }
    if (Object.keys(patch.patch).length === 0) { pending.textContent = t('cuzco.pending.nothing', { seat }); return; }
    pending.textContent = t('cuzco.pending.entering');
    pending.dataset.state = 'sending';
    on.enter(patch.patch);
  });
  if (options.closed === '') changed();
  return { form, result };
}
