// The Cuzco assistant has no board: what the players keep open beside the real game is listed —
// the round and what to do now, each player's missions met and one requirement short (with what
// is missing and whether Mama Killa's card 04 would complete it), the score sheet round by round,
// and the table's warnings. Holdings are corrected with `set P1 {…}` in the move box.
import { el } from '../../dom.ts';
import { entryForm } from '../../render/entry-form.ts';
import { isRecord, type Fact, type GameView, type PanelContext } from '../types.ts';

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  out.push({ label: 'round', value: `${String(view.round)} of ${String(view.rounds)} (${String(view.stage)})` });
  if (typeof view.prompt === 'string') out.push({ label: 'now', value: view.prompt });
  for (const player of list(view.players)) {
    const seat = String(player.seat);
    const missions = isRecord(player.missions) ? player.missions : {};
    const met = list(missions.met).map((m) => String(m.id));
    out.push({ label: `${seat} missions met`, value: met.length === 0 ? 'none' : met.join(', ') });
    const short = list(missions.oneShort).map((m) => {
      const missing = list(m.missing).map((x) => `${String(x.requirement)} ${String(x.have)}/${String(x.need)}`).join(', ');
      return `${String(m.id)} (missing ${missing}${m.mamaKilla === true ? '; card 04 completes it' : ''})`;
    });
    if (short.length > 0) out.push({ label: `${seat} one short`, value: short.join('; ') });
  }
  const sheet = isRecord(view.sheet) ? view.sheet : {};
  for (const row of list(sheet.rounds)) {
    const markers = isRecord(row.markers) ? row.markers : {};
    if (Object.values(markers).every((v) => v === null)) continue;
    out.push({ label: `round ${String(row.round)}`, value: Object.entries(markers).map(([seat, v]) => `${seat} ${String(v)}`).join(', ') });
  }
  for (const warning of Array.isArray(view.warnings) ? view.warnings : []) out.push({ label: 'check', value: String(warning) });
  return out;
}


// ── The panel: each player's holdings as a form, and the searchable reference ──────────────────

/** What the reference search was typing: kept across the re-renders every update causes. */
let query = '';

function panel(view: unknown, target: HTMLElement, ctx: PanelContext): void {
  if (!isRecord(view)) { target.replaceChildren(); return; }
  const forms = list(view.players).map((player) => {
    const seat = String(player.seat);
    // A form of the whole holdings; what is sent is the holdings as corrected (a `set` move: the
    // journal keeps every change).
    const before = isRecord(player.holdings) ? player.holdings : {};
    const form = entryForm(view.holdingsSchema, before, ctx.operator, (value) => {
      // Only what changed goes in the patch: the journal line says exactly what was corrected.
      const after = isRecord(value) ? value : {};
      const patch = Object.fromEntries(Object.entries(after).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])));
      if (Object.keys(patch).length === 0) { ctx.fail(`${seat}'s holdings are unchanged`); return; }
      ctx.move(`set ${seat} ${JSON.stringify(patch)}`);
    }, ctx.fail);
    form.dataset.seat = seat;
    return el('details', { class: 'holdings', 'data-seat': seat }, el('summary', {}, `${seat}'s holdings`), form);
  });
  const items = list(view.reference);
  const results = el('ul', { class: 'reference-results' });
  const show = (): void => {
    const q = query.trim().toLowerCase();
    const found = q === '' ? [] : items.filter((i) => [i.id, i.title, i.ja, i.en].some((t) => String(t ?? '').toLowerCase().includes(q))).slice(0, 20);
    results.replaceChildren(...found.map((i) => el('li', { 'data-id': String(i.id) },
      el('strong', {}, `${String(i.section)} ${String(i.id)}: ${String(i.title)}`), ' ', String(i.en),
      el('small', {}, ` — ${String(i.ja)}${i.fromIcon === true ? ' (read from its icon)' : ''}`))));
  };
  const search = el('input', { type: 'search', name: 'reference', placeholder: 'search the god cards, tiles, missions…', 'aria-label': 'Search the reference', value: query });
  search.addEventListener('input', () => { query = search.value; show(); });
  show();
  const hadFocus = document.activeElement?.getAttribute('name') === 'reference';
  target.replaceChildren(el('div', { class: 'cuzco-forms' }, ...forms), el('div', { class: 'reference' }, search, results));
  if (hadFocus) search.focus();
}

export const view: GameView = { facts, panel };
