/// <reference lib="dom" />
// The operator token: typed once, checked with the service (POST /api/auth), kept for this tab in
// sessionStorage (never in the URL, never in localStorage), forgotten when the service refuses it.
import { checkToken } from './api.ts';
import { el } from './dom.ts';

const KEY = 'tabletop-fleet-operator-token';
const listeners = new Set<(token: string | null) => void>();

export function currentToken(): string | null {
  try { return sessionStorage.getItem(KEY); } catch { return null; }
}

function setToken(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, token);
  } catch { /* storage off: the token lasts until the page is left */ }
  for (const l of listeners) l(token);
}

/** The service refused the token on a command: it is forgotten and the panel says why. */
export function tokenRefused(message: string): void {
  setToken(null);
  for (const state of document.querySelectorAll<HTMLElement>('.token-state')) showState(state, 'refused', `token refused: ${message}`);
}

export function onTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function showState(state: HTMLElement, role: 'operator' | 'none' | 'refused' | 'checking', text: string): void {
  state.dataset.role = role;
  state.textContent = text;
}

/** The token's form: a password field, "Use", "Forget", and what the service said. */
export function tokenPanel(): HTMLElement {
  const form = el('form', undefined, 'token-form');
  form.id = 'token-form';
  form.method = 'post'; // never a GET: the token must not end up in the URL
  const input = el('input');
  input.id = 'token-input';
  input.type = 'password';
  input.name = 'token';
  input.autocomplete = 'off';
  input.placeholder = 'operator token';
  input.setAttribute('aria-label', 'operator token');
  const use = el('button', 'Use token');
  use.type = 'submit';
  const forget = el('button', 'Forget');
  forget.type = 'button';
  const state = el('span', undefined, 'token-state');
  state.id = 'token-state';
  const held = currentToken();
  showState(state, held === null ? 'none' : 'operator', held === null ? 'no token: commands are off' : 'operator');
  form.append(input, use, forget, state);
  // A token kept from before may have been changed at the service since: asked once more.
  if (held !== null) {
    void checkToken(held).then((answer) => {
      if (answer.ok || currentToken() !== held) return;
      if (answer.status === 401 || answer.status === 403) tokenRefused(answer.message);
    });
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const token = input.value.trim();
    if (token === '') return;
    showState(state, 'checking', 'checking…');
    void checkToken(token).then((answer) => {
      if (answer.ok) {
        input.value = '';
        setToken(token);
        showState(state, 'operator', 'operator');
      } else {
        setToken(null);
        showState(state, 'refused', answer.status === 401 || answer.status === 403 ? `token refused: ${answer.message}` : `cannot check the token: ${answer.message}`);
      }
    });
  });
  forget.addEventListener('click', () => {
    setToken(null);
    showState(state, 'none', 'no token: commands are off');
  });
  return form;
}
