/// <reference lib="dom" />
// The fleet page: one card per table (state, boards, games, alarms), drawn from the WebSocket's
// snapshot and redrawn from every change it pushes. Plain DOM; text only through textContent.

interface Row {
  site: string;
  table: string;
  state: 'online' | 'stopped' | 'lost' | null;
  since: string | null;
  boards: { id: string; link: string }[];
  games: { id: string; game: string; seq: number; moves: number; toMove: string | null; over: boolean }[];
  alarms: { code: string; message: string }[];
}

type FeedMessage =
  | { type: 'tables'; tables: Row[] }
  | { type: 'table'; table: Row }
  | { type: 'removed'; site: string; table: string };

const rows = new Map<string, Row>();
const keyOf = (r: { site: string; table: string }): string => `${r.site}/${r.table}`;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className !== undefined) e.className = className;
  return e;
}

function card(r: Row): HTMLElement {
  const box = el('section', undefined, 'table');
  box.dataset.table = keyOf(r);
  const title = el('h2', `${r.table}`);
  const state = el('span', r.state ?? 'no status', 'badge');
  state.dataset.state = r.state ?? 'unknown';
  title.append(el('span', r.site, 'since'), state);
  box.append(title);
  if (r.since !== null) box.append(el('div', `since ${new Date(r.since).toLocaleString()}`, 'since'));
  if (r.alarms.length > 0) {
    const list = el('ul', undefined, 'alarms');
    for (const a of r.alarms) list.append(el('li', a.message));
    box.append(list);
  }
  const boards = el('ul', undefined, 'boards');
  for (const b of r.boards) {
    const li = el('li', `board ${b.id} `);
    const link = el('span', b.link, 'badge');
    link.dataset.state = b.link;
    li.append(link);
    boards.append(li);
  }
  if (r.boards.length > 0) box.append(boards);
  const games = el('ul', undefined, 'games');
  for (const g of r.games) {
    const turn = g.over ? ', over' : g.toMove === null ? '' : `, ${g.toMove} to move`;
    games.append(el('li', `${g.game} (game ${g.id}): ${g.moves} ${g.moves === 1 ? 'move' : 'moves'}${turn}`));
  }
  box.append(r.games.length > 0 ? games : el('div', 'no game', 'since'));
  return box;
}

function draw(): void {
  const list = document.getElementById('tables')!;
  const sorted = [...rows.values()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  list.replaceChildren(...sorted.map(card));
  document.getElementById('empty')!.hidden = sorted.length > 0;
}

function feedState(state: 'connecting' | 'live' | 'closed'): void {
  const badge = document.getElementById('feed')!;
  badge.dataset.state = state;
  badge.textContent = state === 'live' ? 'live' : state === 'closed' ? 'disconnected, retrying…' : 'connecting…';
}

function connect(attempt: number): void {
  feedState('connecting');
  const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/events`);
  socket.addEventListener('open', () => { attempt = 0; feedState('live'); });
  socket.addEventListener('message', (e) => {
    const m = JSON.parse(String(e.data)) as FeedMessage;
    if (m.type === 'tables') { rows.clear(); for (const r of m.tables) rows.set(keyOf(r), r); }
    else if (m.type === 'table') rows.set(keyOf(m.table), m.table);
    else if (m.type === 'removed') rows.delete(keyOf(m));
    draw();
  });
  socket.addEventListener('close', () => {
    feedState('closed');
    setTimeout(() => connect(attempt + 1), Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)));
  });
}

draw();
connect(0);
