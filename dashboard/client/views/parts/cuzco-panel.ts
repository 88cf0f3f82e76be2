// The Cuzco panel: a tab per player, that player's holdings form (cuzco-holdings.ts) and the
// searchable reference. The page draws the panel again on every update; it is rebuilt only when
// the game's view changes, and what the player was doing carries over: the draft of each
// player's holdings (fields not yet entered), the parts open, the searches, the focus. After an
// entry the player's summary is scrolled into view and takes the focus, so the page never jumps
// away from what was just entered.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import type { PanelContext } from '../types.ts';
import { readView, type CuzcoView } from './cuzco-data.ts';
import { holdingsForm } from './cuzco-holdings.ts';
import { newDraft, rebase, type Draft } from './cuzco-patch.ts';
import { referencePart } from './cuzco-reference.ts';
import { listed } from './cuzco-words.ts';

/** What survives a drawing: module state, as the page keeps one panel. */
const kept = {
  seat: null as string | null,
  drafts: new Map<string, Draft>(),
  open: new Set<string>(['feathers', 'missions']),
  missionQuery: { value: '' },
  referenceQuery: { value: '' },
  /** The seat whose entry was just sent: its summary is brought into view once the game answers. */
  sent: null as string | null,
  status: new Map<string, string>(),
};

/** How long an entry may take before a refusal shown at the top of the page is repeated here. */
const ANSWER_MS = 1500;

function closedWords(view: CuzcoView): string {
  if (view.stage === 'markers') return t('cuzco.closed.markers', { round: view.round });
  if (view.stage === 'over') return t('cuzco.closed.over');
  return '';
}

/** The element focused in the panel, by what names it (rebuilt elements carry the same names). */
function focusKey(target: HTMLElement): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !target.contains(active)) return null;
  for (const attr of ['data-field', 'name', 'data-village', 'data-mission', 'data-seat']) {
    const value = active.getAttribute(attr);
    if (value !== null) return `[${attr}="${CSS.escape(value)}"]${active.classList.length > 0 ? `.${CSS.escape(active.classList[0])}` : ''}`;
  }
  return null;
}

export function cuzcoPanel(raw: unknown, target: HTMLElement, ctx: PanelContext): void {
  const view = readView(raw);
  if (view === null) { target.replaceChildren(); delete target.dataset.shown; return; }
  // Drawn again only when the game's view (or who may enter) changes: typing and stepping carry on.
  const key = JSON.stringify([raw, ctx.operator]);
  if (target.dataset.shown === key) return;
  target.dataset.shown = key;
  draw(view, target, ctx);
}

function draw(view: CuzcoView, target: HTMLElement, ctx: PanelContext): void {
  const focused = focusKey(target);
  const seats = view.players.map((p) => p.seat);
  if (kept.seat === null || !seats.includes(kept.seat)) kept.seat = seats[0] ?? null;
  for (const p of view.players) {
    const draft = kept.drafts.get(p.seat);
    kept.drafts.set(p.seat, draft === undefined ? newDraft(p.holdings) : rebase(draft, p.holdings));
  }
  const player = view.players.find((p) => p.seat === kept.seat);
  const tabs = el('div', { class: 'cuzco-seats', role: 'group', 'aria-label': t('cuzco.panel.seats') }, ...view.players.map((p) => {
    const b = el('button', { type: 'button', class: 'cuzco-seat', 'data-seat': p.seat, 'aria-pressed': String(p.seat === kept.seat) },
      el('strong', {}, p.seat), ` ${t('cuzco.vp', { vp: view.sheet.total[p.seat] ?? 0 })}`);
    b.addEventListener('click', () => { kept.seat = p.seat; draw(view, target, ctx); target.querySelector<HTMLElement>(`.cuzco-seat[data-seat="${p.seat}"]`)?.focus(); });
    return b;
  }));
  const parts: HTMLElement[] = [el('h3', { class: 'cuzco-heading' }, t('cuzco.panel.heading')), tabs];
  let result: HTMLElement | null = null;
  if (player !== undefined) {
    const seat = player.seat;
    const closed = closedWords(view);
    const send = (move: string, status: string) => {
      kept.sent = seat;
      kept.status.set(seat, status);
      ctx.move(move);
      // A refused entry leaves the view as it was (nothing is drawn again): say why here too.
      window.setTimeout(() => {
        if (kept.sent !== seat) return;
        kept.sent = null;
        const message = document.getElementById('message');
        const pending = target.querySelector<HTMLElement>(`.cuzco-result[data-seat="${seat}"] .cuzco-pending`);
        if (message?.dataset.kind !== 'error' || !message.textContent || !pending) return;
        kept.status.set(seat, t('cuzco.panel.refused', { message: message.textContent }));
        pending.textContent = t('cuzco.panel.refused', { message: message.textContent });
        pending.dataset.state = 'error';
      }, ANSWER_MS);
    };
    const drawn = holdingsForm(view, player, kept.drafts.get(seat)!, {
      enabled: ctx.operator && closed === '', closed: ctx.operator ? closed : t('cuzco.panel.operatorOnly'),
      open: kept.open, missionQuery: kept.missionQuery, status: kept.status.get(seat) ?? '',
    }, {
      enter: (patch) => send(`set ${seat} ${JSON.stringify(patch)}`, t('cuzco.panel.entered', { fields: listed(Object.keys(patch).map((k) => inWords(view.words.fields[k], k))) })),
      complete: (id, via) => send(`complete ${seat} ${id}${via === 'met' ? '' : ` ${via}`}`, t('cuzco.panel.completed', { id })),
      fail: ctx.fail,
    });
    parts.push(drawn.form);
    result = drawn.result;
  }
  parts.push(referencePart(view, kept.referenceQuery));
  target.replaceChildren(el('div', { class: 'cuzco-panel' }, ...parts));
  if (kept.sent !== null && result !== null && kept.sent === kept.seat) {
    // The entry was taken: its result stays where the eye is, and the focus on it.
    kept.sent = null;
    result.scrollIntoView({ block: 'nearest' });
    result.focus({ preventScroll: true });
  } else if (focused !== null) {
    target.querySelector<HTMLElement>(focused)?.focus({ preventScroll: true });
  }
}
