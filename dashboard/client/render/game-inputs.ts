// What the operator can do for a game besides its board: confirm a move the board shows only in
// part, press the board's next button, and enter a move the board cannot see, in the game's
// notation (the moves it cannot see are offered as suggestions).
import { el } from '../dom.ts';
import type { GameDetail } from '../types.ts';

export interface GameInputActions {
  move(text: string): void;
  next(): void;
}

export function renderGameInputs(target: HTMLElement, game: GameDetail | null, operator: boolean, act: GameInputActions): void {
  if (!game || game.over) { target.replaceChildren(); return; }
  const parts: HTMLElement[] = [];
  if (game.confirm.length > 0) {
    const buttons = game.confirm.map((move) => {
      const b = el('button', { type: 'button', class: 'confirm', 'data-move': move, disabled: !operator }, `Confirm ${move}`);
      b.addEventListener('click', () => act.move(move));
      return b;
    });
    const next = el('button', { type: 'button', class: 'next', disabled: !operator }, 'Next (as the board’s button)');
    next.addEventListener('click', () => act.next());
    parts.push(el('div', { class: 'confirm-list' }, el('span', { class: 'prompt' }, 'The board shows only part of these moves: confirm one'), ...buttons, next));
  }
  if (game.awaiting === null) {
    // Updates arrive while the operator types (every board frame re-renders): what was typed,
    // and the focus, carry over to the new form until a move of this game is played.
    const turn = `${game.id}#${game.log.length}`;
    const typed = target.querySelector<HTMLFormElement>('form.move-form');
    const before = typed?.dataset['turn'] === turn ? typed.querySelector<HTMLInputElement>('input[name=move]') : null;
    const listId = `enterable-${game.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
    const input = el('input', { type: 'text', name: 'move', list: listId, maxlength: 200, placeholder: 'a move in the game’s notation', disabled: !operator, 'aria-label': 'Move to enter' });
    const hadFocus = before !== null && document.activeElement === before;
    if (before) input.value = before.value;
    const form = el('form', { class: 'move-form', autocomplete: 'off', 'data-turn': turn },
      el('label', {}, 'Enter a move ', input),
      el('datalist', { id: listId }, ...game.enterable.map((m) => el('option', { value: m }))),
      el('button', { type: 'submit', disabled: !operator }, 'Play'));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const text = input.value.trim();
      if (text !== '') act.move(text);
    });
    parts.push(form);
    target.replaceChildren(...parts);
    if (hadFocus) input.focus();
    return;
  }
  target.replaceChildren(...parts);
}
