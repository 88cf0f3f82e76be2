/// <reference lib="dom" />
// Draws the kiosk screen (screen.ts says what) into table.html's elements: text set as text,
// the teaching panels built as elements.
import { byId, el } from '../dom.ts';
import type { FeedState } from '../feed.ts';
import { t } from '../i18n.ts';
import type { Panel, Screen } from './screen.ts';

const text = (id: string, value: string): void => {
  const node = byId(id);
  if (node.textContent !== value) node.textContent = value;
};

function panel(p: Panel): HTMLElement {
  return el('section', { class: 'k-panel', 'data-kind': p.kind },
    el('header', {}, el('h3', {}, p.heading), p.progress ? el('span', { class: 'k-progress' }, p.progress) : ''),
    el('p', { class: 'k-panel-text' }, p.text),
    ...(p.detail ? [el('p', { class: 'k-panel-detail' }, p.detail)] : []));
}

export function drawScreen(screen: Screen): void {
  document.body.dataset.mode = screen.mode;
  byId('k-idle').hidden = screen.mode !== 'idle';
  byId('k-game').hidden = screen.mode !== 'game';
  text('k-board', screen.board);
  text('k-note', screen.note);
  if (screen.mode === 'idle') {
    text('k-title', t('table.idle.heading'));
    document.title = t('table.pageTitle');
    return;
  }
  text('k-title', screen.title);
  document.title = `${screen.title} — ${t('table.pageTitle')}`;
  byId('k-turn-row').hidden = screen.turn === '';
  text('k-turn', screen.turn);
  text('k-last', screen.lastMove);
  byId('k-waiting').dataset.kind = screen.waiting.kind;
  text('k-wait-text', screen.waiting.text);
  text('k-wait-detail', screen.waiting.detail);
  byId('k-panels').replaceChildren(...screen.panels.map(panel));
}

export function drawFeed(s: FeedState): void {
  const badge = byId('k-feed');
  badge.dataset.state = s;
  badge.textContent = t(s === 'live' ? 'table.feed.live' : s === 'lost' ? 'table.feed.lost' : 'table.feed.connecting');
}
