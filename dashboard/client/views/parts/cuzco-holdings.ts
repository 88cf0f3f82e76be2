// One player's holdings as a phone form of Cuzco's own: each part folded under a line saying
// what is held (feathers with their colours, villages picked, tiles by ability, goods, god cards,
// the single counts, the missions), and a bar kept at the bottom of the screen with the player's
// summary — score now, missions met — and Enter, which sends only what changed.
import { el } from '../../dom.ts';
import { inWords } from '../../lang.ts';
import { abilityName, type CuzcoView, type Holdings, type PlayerView } from './cuzco-data.ts';
import { bounds, countFields } from './cuzco-counts.ts';
import { missionsPart } from './cuzco-missions.ts';
import { patchOf, SINGLE_COUNTS, type Draft } from './cuzco-patch.ts';
import { quipuPart } from './cuzco-quipu.ts';
import { tilesPart } from './cuzco-tiles.ts';

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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const field = (view: CuzcoView, key: string) => inWords(view.words.fields[key], key);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What each part holds, in words, for the line it is folded under. */
function heldWords(view: CuzcoView, h: Holdings, key: string): string {
  const counted = (values: Record<string, number>, names: Record<string, { en: string; ja: string }>) =>
    Object.entries(values).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${inWords(names[k], k)}`).join(', ') || 'none';
  switch (key) {
    case 'feathers': return counted(h.feathers, view.words.feathers);
    case 'goods': return counted(h.goods, view.words.goods);
    case 'gods': return counted(h.gods, view.words.gods);
    case 'quipu': return h.quipu.length === 0 ? 'none' : `villages ${h.quipu.map((q) => q.village).join(', ')}`;
    case 'research': case 'farm': {
      const tiles = h[key];
      if (tiles.length === 0) return 'none';
      const by = new Map<number, number>();
      for (const t of tiles) by.set(t.ability, (by.get(t.ability) ?? 0) + 1);
      return [...by].sort(([a], [b]) => a - b).map(([a, n]) => `${abilityName(view, a)}${n > 1 ? ` ×${n}` : ''}`).join(', ');
    }
    case 'counts':
      return [plural(h.offerings, 'offering'), plural(h.food, 'food tile'), plural(h.priests, 'priest'), plural(h.circlets, 'circlet'), plural(h.inti, 'Inti medal'), `turn order ${h.turnOrder}`].join(', ');
    default: return '';
  }
}

/** The player's summary: the score as if the game ended now and the missions. */
export function summaryOf(view: CuzcoView, player: PlayerView): HTMLElement[] {
  const seat = player.seat;
  const total = view.sheet.total[seat] ?? 0;
  const ids = (list: { id: string }[]) => (list.length === 0 ? 'none' : list.map((m) => m.id).join(', '));
  return [
    el('div', { class: 'cuzco-score-line', 'data-score': String(total) }, el('strong', {}, `${seat}: ${total} VP`), ' if the game ended now'),
    el('div', { class: 'cuzco-missions-line', 'data-met': player.met.map((m) => m.id).join(' ') },
      `Met: ${ids(player.met)} · one short: ${player.oneShort.length} · completed: ${ids(player.completed)}`),
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
    pending.textContent = !patch.ok ? `Not ready: ${patch.error}.` : keys.length === 0 ? options.status
      : `Not entered yet: ${keys.map((k) => field(view, k)).join(', ')}. Press Enter.`;
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
  const missionLine = el('span', { class: 'cuzco-held' }, `${met} met, ${player.oneShort.length} one short, ${player.completed.length} completed`);
  const missionsBox = el('details', { class: 'cuzco-section', 'data-section': 'missions' },
    el('summary', {}, el('span', { class: 'cuzco-section-title' }, 'Missions'), missionLine),
    missionsPart(view, player, h.missions, options.missionQuery, options.enabled, { onTick: (ids) => { h.missions = ids; changed(); }, complete: on.complete }));
  missionsBox.open = options.open.has('missions');
  missionsBox.addEventListener('toggle', () => { if (missionsBox.open) options.open.add('missions'); else options.open.delete('missions'); });

  const fields = el('fieldset', { class: 'cuzco-fields', disabled: !options.enabled },
    el('legend', {}, `${seat}'s holdings on the real mask board`),
    section('feathers', capital(field(view, 'feathers')), group('feathers', view.words.feathers, view.colours.feathers)),
    section('quipu', capital(field(view, 'quipu')), quipuPart(view, seat, h.quipu, (q) => { h.quipu = q; changed(); })),
    section('research', capital(field(view, 'research')), tilesPart(view, 'research', h.research, (t) => { h.research = t; changed(); })),
    section('farm', capital(field(view, 'farm')), tilesPart(view, 'farm', h.farm, (t) => { h.farm = t; changed(); })),
    section('goods', capital(field(view, 'goods')), group('goods', view.words.goods)),
    section('gods', capital(field(view, 'gods')), group('gods', view.words.gods, view.colours.gods)),
    section('counts', 'Offerings, food, priests…', singles),
    missionsBox);

  const result = el('output', { class: 'cuzco-result', 'data-seat': seat, tabindex: '-1', 'aria-live': 'polite' }, ...summaryOf(view, player), pending);
  const enter = el('button', { type: 'submit', class: 'cuzco-enter', disabled: !options.enabled }, 'Enter');
  const bar = el('div', { class: 'cuzco-bar' }, result, enter);
  if (options.closed !== '') pending.textContent = options.closed;
  const form = el('form', { class: 'cuzco-holdings', 'data-seat': seat, autocomplete: 'off' }, fields, bar);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const patch = patchOf(draft.base, h);
    if (!patch.ok) { pending.textContent = `Not ready: ${patch.error}.`; pending.dataset.state = 'error'; return on.fail(`${seat}: ${patch.error}`); }
    if (Object.keys(patch.patch).length === 0) { pending.textContent = `Nothing changed since ${seat}'s last entry.`; return; }
    pending.textContent = 'Entering…';
    pending.dataset.state = 'sending';
    on.enter(patch.patch);
  });
  if (options.closed === '') changed();
  return { form, result };
}
