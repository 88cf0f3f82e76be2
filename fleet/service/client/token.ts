/// <reference lib="dom" />
// The operator token: typed once, checked with the service (POST /api/auth), kept for this tab in
// sessionStorage (never in the URL, never in localStorage), forgotten when the service refuses it.
import { checkToken } from './api.ts';
import { el } from './dom.ts';
import { t } from './i18n.ts';

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
  for (const state of document.querySelectorAll<HTMLElement>('.token-state')) showState(state, 'refused', t('token.refused', { message }));
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
  input.placeholder = t('token.placeholder');
  input.setAttribute('aria-label', t('token.placeholder'));
  const use = el('button', t('token.use'));
  use.type = 'submit';
  const forget = el('button', t('token.forget'));
  forget.type = 'button';
  const state = el('span', undefined, 'token-state');
  state.id = 'token-state';
  const held = currentToken();
  showState(state, held === null ? 'none' : 'operator', t(held === null ? 'token.none' : 'token.operator'));
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
    showState(state, 'checking', t('token.checking'));
    void checkToken(token).then((answer) => {
      if (answer.ok) {
        input.value = '';
        setToken(token);
        showState(state, 'operator', t('token.operator'));
      } else {
        setToken(null);
        showState(state, 'refused', t(answer.status === 401 || answer.status === 403 ? 'token.refused' : 'token.cannotCheck', { message: answer.message }));
      }
    });
  });
  forget.addEventListener('click', () => {
    setToken(null);
    showState(state, 'none', t('token.none'));
  });
  return form;
}
