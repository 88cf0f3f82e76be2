// What a player can do now, in words (the game's `actions`): above, what the game waits for — the
// options of a choice, the heads of a physical cast, the form of an entry; below, the moves the
// board does not take by itself — confirmations first, then buttons (gathered under headings
// where the game groups them, with a search when there are many), then forms for moves of a value
// the player picks. The notation box stays, folded, for those who know it.
import { el } from '../dom.ts';
import { t } from '../i18n.ts';
import { inWords } from '../lang.ts';
import { fillMove } from '../move-form.ts';
import type { Awaiting, GameDetail } from '../types.ts';
import { entryForm } from './entry-form.ts';

export type Action = GameDetail['actions'][number];

export interface ActionHandlers {
  /** Sends an action (its form, if any, filled with `value`). */
  send(request: { route: 'moves' | 'choices' | 'entries' | 'buttons'; body: unknown }): void;
  /** A field of a form that cannot be read. */
  fail(message: string): void;
}

/** More buttons than this get a search box. */
const SEARCH_FROM = 24;

/** What the game waits for and its answers (choice, cast, entry); nothing when it waits for a move. */
export function renderAwaitingActions(target: HTMLElement, game: GameDetail | null, operator: boolean, act: ActionHandlers): void {
  const awaiting = game?.awaiting as Awaiting | null | undefined;
  if (!game || !awaiting || game.over) { target.replaceChildren(); delete target.dataset.shown; return; }
  // Drawn again only when what is awaited changes: a form keeps what the operator typed.
  const key = JSON.stringify([awaiting, game.actions, operator]);
  if (target.dataset.shown === key) return;
  target.dataset.shown = key;
  const nodes: Node[] = [];
  if (awaiting.type === 'entry') {
    const prompt = inWords(game.prompt ?? undefined, awaiting.prompt);
    nodes.push(el('span', { class: 'prompt' }, operator ? prompt : t('actions.operatorEnters', { prompt })));
    nodes.push(entryForm(awaiting.schema, awaiting.example, operator, (value) => act.send({ route: 'entries', body: { entry: value } }), act.fail));
  } else {
    const prompt = inWords(game.prompt ?? undefined, awaiting.type === 'choice' ? awaiting.prompt : t('actions.cast', { sticks: awaiting.sticks, purpose: awaiting.purpose }));
    nodes.push(el('span', { class: 'prompt' }, operator ? prompt : t('actions.operatorAnswers', { prompt })));
    for (const action of game.actions) {
      if (action.kind === 'choice') nodes.push(button(action, operator, act, { class: 'choice', 'data-choice': action.choice }));
      if (action.kind === 'sticks') nodes.push(button(action, operator, act, { class: 'sticks', 'data-heads': action.sticks }));
    }
  }
  target.replaceChildren(...nodes);
}

/** The moves to make from here: confirmations, buttons, forms, and the notation box. */
export function renderMoveActions(target: HTMLElement, game: GameDetail | null, operator: boolean, act: ActionHandlers, ownsForm: (form: { move: string }) => boolean = () => false): void {
  if (!game || game.over) { target.replaceChildren(); delete target.dataset.shown; return; }
  const shownForms = game.actions.filter((a) => a.kind === 'form' && !ownsForm(a.form)).length;
  const key = JSON.stringify([game.id, game.log.length, game.awaiting, game.actions, operator, shownForms]);
  if (target.dataset.shown === key) return;
  target.dataset.shown = key;
  // What the operator had open, searched for or typed carries over to the new drawing.
  const open = new Set([...target.querySelectorAll<HTMLDetailsElement>('details[data-key]')].filter((d) => d.open).map((d) => d.dataset.key));
  const searched = target.querySelector<HTMLInputElement>('input[name=find]')?.value ?? '';
  const typed = target.querySelector<HTMLFormElement>('form.move-form');
  const turn = `${game.id}#${game.log.length}`;
  const before = typed?.dataset['turn'] === turn ? typed.querySelector<HTMLInputElement>('input[name=move]') : null;
  const focused = document.activeElement;

  const moves = game.actions.filter((a): a is Extract<Action, { kind: 'move' }> => a.kind === 'move');
  const forms = game.actions.filter((a): a is Extract<Action, { kind: 'form' }> => a.kind === 'form' && !ownsForm(a.form));
  const parts: HTMLElement[] = [];
  const confirms = moves.filter((a) => a.confirm === true);
  if (confirms.length > 0) {
    const next = el('button', { type: 'button', class: 'next', disabled: !operator }, t('actions.next'));
    next.addEventListener('click', () => act.send({ route: 'buttons', body: { button: 'next' } }));
    parts.push(el('div', { class: 'confirm-list' },
      el('span', { class: 'prompt' }, t('actions.confirm')),
      ...confirms.map((a) => button(a, operator, act, { class: 'confirm', 'data-move': a.move })), next));
  }
  const plain = moves.filter((a) => a.confirm !== true);
  if (plain.length > 0) {
    const list = el('div', { class: 'action-list' });
    const groups = new Map<string, HTMLElement[]>();
    for (const a of plain) {
      const b = button(a, operator, act, { class: 'action', 'data-move': a.move });
      if (!a.group) { list.append(b); continue; }
      const heading = inWords(a.group);
      groups.set(heading, [...(groups.get(heading) ?? []), b]);
    }
    for (const [heading, buttons] of groups) {
      const box = el('details', { class: 'action-group', 'data-key': `group:${heading}` }, el('summary', {}, `${heading} (${buttons.length})`), el('div', { class: 'action-list' }, ...buttons));
      box.open = groups.size === 1 || open.has(`group:${heading}`);
      list.append(box);
    }
    const heading = el('span', { class: 'prompt' }, game.toMove ? t('actions.toPlay', { who: game.toMove }) : t('actions.movesHere'));
    const block = el('div', { class: 'actions' }, heading);
    if (plain.length >= SEARCH_FROM) block.append(searchBox(list, searched));
    block.append(list);
    parts.push(block);
  }
  for (const a of forms) {
    const key = `form:${inWords(a.label)}`;
    const form = entryForm(a.form.schema, undefined, operator, (value) => act.send({ route: 'moves', body: { move: fillMove(a.form.move, value) } }), act.fail, { submit: t('actions.play') });
    form.classList.add('action-form');
    form.dataset.move = a.form.move;
    const box = el('details', { class: 'action-form-box', 'data-key': key }, el('summary', {}, inWords(a.label)), form);
    box.open = open.has(key);
    parts.push(box);
  }
  if (game.awaiting === null) parts.push(notationBox(game, operator, turn, before, open.has('expert'), act));
  target.replaceChildren(...parts);
  if (before && focused === before) target.querySelector<HTMLInputElement>('form.move-form input[name=move]')?.focus();
  if (focused instanceof HTMLInputElement && focused.name === 'find') target.querySelector<HTMLInputElement>('input[name=find]')?.focus();
}

function button(action: Action, operator: boolean, act: ActionHandlers, attrs: Record<string, string | number>): HTMLButtonElement {
  const b = el('button', { type: 'button', disabled: !operator, title: 'move' in action ? action.move : undefined, ...attrs }, inWords(action.label));
  b.addEventListener('click', () => {
    if (action.kind === 'move') act.send({ route: 'moves', body: { move: action.move } });
    else if (action.kind === 'choice') act.send({ route: 'choices', body: { choice: action.choice } });
    else if (action.kind === 'sticks') act.send({ route: 'choices', body: { sticks: action.sticks } });
  });
  return b;
}

/** Narrows a long list of buttons by their words (not notation: what the buttons say). */
function searchBox(list: HTMLElement, initial: string): HTMLElement {
  const input = el('input', { type: 'search', name: 'find', placeholder: t('actions.find'), 'aria-label': t('actions.findLabel'), value: initial });
  const apply = () => {
    const q = input.value.trim().toLowerCase();
    for (const b of list.querySelectorAll<HTMLButtonElement>('button')) b.hidden = q !== '' && !(b.textContent ?? '').toLowerCase().includes(q);
    for (const d of list.querySelectorAll<HTMLDetailsElement>('details')) {
      const shown = [...d.querySelectorAll<HTMLButtonElement>('button')].some((b) => !b.hidden);
      d.hidden = !shown;
      if (q !== '' && shown) d.open = true;
    }
  };
  input.addEventListener('input', apply);
  queueMicrotask(apply);
  return input;
}

/** The expert's way: a move typed in the game's notation, with the moves the boards cannot see suggested. */
function notationBox(game: GameDetail, operator: boolean, turn: string, before: HTMLInputElement | null, wasOpen: boolean, act: ActionHandlers): HTMLElement {
  const listId = `enterable-${game.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const input = el('input', { type: 'text', name: 'move', list: listId, maxlength: 200, placeholder: t('actions.notation'), disabled: !operator, 'aria-label': t('actions.notationLabel') });
  if (before) input.value = before.value;
  const form = el('form', { class: 'move-form', autocomplete: 'off', 'data-turn': turn },
    el('label', {}, `${t('actions.enterMove')} `, input),
    el('datalist', { id: listId }, ...game.enterable.map((m) => el('option', { value: m }))),
    el('button', { type: 'submit', disabled: !operator }, t('actions.play')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (text !== '') act.send({ route: 'moves', body: { move: text } });
  });
  const box = el('details', { class: 'expert', 'data-key': 'expert' }, el('summary', {}, t('actions.expert')), form);
  // Folded until the operator opens it; it stays open while they type.
  box.open = wasOpen || (before !== null && before.value !== '');
  return box;
}
