/// <reference lib="dom" />
// The operator's commands to one table: send a message, start a new game (a game of the catalogue
// on one of its boards), end a running game. Each form says how it went: ok, or the refusal in
// the table's own words, the token refused, or the broker / table not answering.
import { sendCommand, type Answer } from './api.ts';
import { el } from './dom.ts';
import { t } from './i18n.ts';
import type { Lang } from './lang.ts';
import { currentToken, onTokenChange, tokenRefused } from './token.ts';
import type { CatalogGame, TableDetail } from './types.ts';

export type OutcomeKind = 'ok' | 'refused' | 'token' | 'unavailable' | 'error' | 'sending';

/** The words for a command's answer, and its kind (the form's `data-outcome`). */
export function outcomeOf(answer: Answer<unknown>, lang?: Lang): { kind: OutcomeKind; text: string } {
  if (answer.ok) {
    const ref = (answer.value as { ref?: unknown } | null)?.ref;
    return { kind: 'ok', text: typeof ref === 'string' ? t('cmd.okRef', { ref }, lang) : t('cmd.ok', {}, lang) };
  }
  // The service's or the table's own words stay as they came.
  const message = answer.message;
  switch (answer.status) {
    case 409: return { kind: 'refused', text: t('cmd.refused', { message }, lang) };
    case 401: case 403: return { kind: 'token', text: t('cmd.token', { message }, lang) };
    case 503: return { kind: 'unavailable', text: t('cmd.brokerDown', { message }, lang) };
    case 504: return { kind: 'unavailable', text: t('cmd.noReply', { message }, lang) };
    case 429: return { kind: 'error', text: t('cmd.tooMany', { message }, lang) };
    default: return { kind: 'error', text: t('cmd.notSent', { why: answer.status === 0 ? answer.code : answer.status, message }, lang) };
  }
}

function field(label: string, control: HTMLElement): HTMLLabelElement {
  const l = el('label', `${label} `);
  l.append(control);
  return l;
}

function select(name: string): HTMLSelectElement {
  const s = el('select');
  s.name = name;
  return s;
}

/** Fills a select anew, keeping what was chosen when it is still offered. */
function fill(s: HTMLSelectElement, options: { value: string; text: string }[]): void {
  // Nothing chosen yet (first fill): the first option stands.
  const was = s.options.length > 0 ? s.value : null;
  s.replaceChildren(...options.map((o) => { const opt = el('option', o.text); opt.value = o.value; return opt; }));
  if (was !== null && options.some((o) => o.value === was)) s.value = was;
}

export interface CommandPanel {
  element: HTMLElement;
  /** The table changed: its boards and running games as the selects offer them. */
  update(detail: TableDetail): void;
  /** The view is left: the panel stops listening to the token. */
  close(): void;
}

export function commandPanel(site: string, table: string, catalog: readonly CatalogGame[]): CommandPanel {
  const panel = el('section', undefined, 'commands');
  panel.append(el('h3', t('cmd.heading')));
  const buttons: HTMLButtonElement[] = [];

  const form = (verb: string, title: string, controls: HTMLElement[], fields: () => Record<string, unknown> | null): HTMLFormElement => {
    const f = el('form', undefined, 'command');
    f.dataset.verb = verb;
    f.method = 'post';
    const button = el('button', title);
    button.type = 'submit';
    buttons.push(button);
    const outcome = el('output', undefined, 'outcome');
    f.append(...controls, button, outcome);
    f.addEventListener('submit', (e) => {
      e.preventDefault();
      const token = currentToken();
      const body = fields();
      if (token === null || body === null) {
        outcome.dataset.outcome = 'error';
        outcome.textContent = t(token === null ? 'cmd.needToken' : 'cmd.nothingToSend');
        return;
      }
      outcome.dataset.outcome = 'sending';
      outcome.textContent = t('cmd.sending');
      button.disabled = true;
      void sendCommand(token, site, table, verb, body).then((answer) => {
        const { kind, text } = outcomeOf(answer);
        outcome.dataset.outcome = kind;
        outcome.textContent = text;
        button.disabled = currentToken() === null;
        if (kind === 'token' && !answer.ok) tokenRefused(answer.message);
      });
    });
    return f;
  };

  const text = el('input');
  text.name = 'text';
  text.maxLength = 500;
  text.required = true;
  text.placeholder = t('cmd.messagePlaceholder');
  panel.append(form('message', t('cmd.sendMessage'), [field(t('cmd.message'), text)], () => (text.value.trim() === '' ? null : { text: text.value.trim() })));

  const game = select('game');
  fill(game, catalog.map((g) => ({ value: g.id, text: g.title })));
  const board = select('board');
  panel.append(form('new-game', t('cmd.startGame'), [field(t('cmd.game'), game), field(t('cmd.onBoard'), board)], () => {
    if (game.value === '') return null;
    return board.value === '' ? { game: game.value } : { game: game.value, board: board.value };
  }));

  const running = select('gameId');
  panel.append(form('end-game', t('cmd.endGame'), [field(t('cmd.game'), running)], () => (running.value === '' ? null : { gameId: running.value })));

  const enable = (token: string | null): void => { for (const b of buttons) b.disabled = token === null; };
  enable(currentToken());
  const stop = onTokenChange(enable);

  return {
    element: panel,
    update(detail) {
      fill(board, [...detail.boards.map((b) => ({ value: b.id, text: t('board.name', { board: b.id }) })), { value: '', text: t('cmd.tableChooses') }]);
      fill(running, detail.games.filter((g) => !g.over).map((g) => ({ value: g.id, text: t('game.titled', { title: g.title, game: g.id }) })));
    },
    close: () => { stop(); },
  };
}
