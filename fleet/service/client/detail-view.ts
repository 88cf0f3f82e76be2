/// <reference lib="dom" />
// One table in full (GET /api/tables/:site/:table): its alarms, every game with its numbered move
// list, every board with its cells, counters and faults; and the operator's token and commands.
// Redrawn when the feed says the table changed; the commands keep what is typed in them.
import { getCatalog, getDetail } from './api.ts';
import { commandPanel, type CommandPanel } from './commands.ts';
import { el } from './dom.ts';
import { gameItem, type GameWords } from './game-lines.ts';
import { smallBoard } from './small-board.ts';
import { t } from './i18n.ts';
import { alarmList, boardHeading, stateBadge } from './table-card.ts';
import { tokenPanel } from './token.ts';
import type { CatalogGame, DetailBoard, DetailGame, TableDetail } from './types.ts';

let catalog: Promise<CatalogGame[]> | null = null;
/** The catalogue once per page (it changes only with the service); asked again after a failure. */
function catalogue(): Promise<CatalogGame[]> {
  catalog ??= getCatalog().then((a) => {
    if (a.ok) return a.value;
    catalog = null;
    return [];
  });
  return catalog;
}

const detailGameWords = (g: DetailGame): GameWords => ({
  id: g.id, title: g.title, moveCount: g.moves.length, lastMove: g.moves.at(-1) ?? null, toMove: g.toMove, over: g.over,
  result: g.result, scores: g.scores, players: g.players ?? [], computer: g.computer ?? null, lastMoveAt: g.lastMoveAt,
});

function gameSection(g: DetailGame): HTMLElement {
  const item = gameItem(detailGameWords(g));
  if (g.moves.length > 0) {
    const moves = el('ol', undefined, 'moves');
    for (const m of g.moves) moves.append(el('li', m));
    item.append(moves);
  }
  return item;
}

function boardSection(b: DetailBoard): HTMLElement {
  const li = el('li');
  li.dataset.board = b.id;
  li.append(boardHeading({ id: b.id, link: b.link, reason: b.reason, game: b.game ?? null }));
  const drawn = smallBoard(b);
  if (drawn !== null) li.append(drawn);
  const facts = [b.firmware === null ? null : t('board.firmware', { firmware: b.firmware }), b.baud === null ? null : t('board.baud', { baud: b.baud })].filter((f) => f !== null);
  if (facts.length > 0) li.append(el('div', facts.join(t('list.comma')), 'since'));
  const counters = Object.entries(b.counters);
  if (counters.length > 0) {
    const dl = el('dl', undefined, 'counters');
    for (const [name, value] of counters) dl.append(el('dt', name), el('dd', String(value)));
    li.append(dl);
  }
  if (b.faults.length > 0) {
    const faults = el('ul', undefined, 'faults');
    for (const f of b.faults) {
      const fault = el('li', f.message);
      fault.dataset.code = f.code;
      faults.append(fault);
    }
    li.append(faults);
  }
  return li;
}

export interface DetailView {
  key: string;
  /** Fetches the table again and redraws it (one fetch at a time; a change meanwhile fetches once more). */
  refresh(): void;
  close(): void;
}

export function openDetail(container: HTMLElement, site: string, table: string): DetailView {
  const back = el('a', t('table.back'), 'back');
  back.id = 'back';
  back.href = '#/';
  const heading = el('h2', table);
  heading.append(el('span', site, 'site'));
  const body = el('div', t('table.loading'), 'detail-body');
  const operator = el('aside', undefined, 'operator');
  operator.append(tokenPanel());
  container.replaceChildren(back, heading, body, operator);
  container.dataset.table = `${site}/${table}`;

  let panel: CommandPanel | null = null;
  let closed = false;
  let fetching = false;
  let again = false;

  const draw = (d: TableDetail): void => {
    heading.replaceChildren(table, el('span', site, 'site'), stateBadge(d.state));
    if (d.version !== null) heading.append(el('span', t('table.version', { version: d.version }), 'site'));
    const parts: HTMLElement[] = [];
    if (d.alarms.length > 0) parts.push(alarmList(d.alarms));
    parts.push(el('h3', t('table.games')));
    if (d.games.length > 0) {
      const games = el('ul', undefined, 'games');
      for (const g of d.games) games.append(gameSection(g));
      parts.push(games);
    } else parts.push(el('div', t('table.noGame'), 'since'));
    parts.push(el('h3', t('table.boards')));
    if (d.boards.length > 0) {
      const boards = el('ul', undefined, 'boards');
      for (const b of d.boards) boards.append(boardSection(b));
      parts.push(boards);
    } else parts.push(el('div', t('table.noBoard'), 'since'));
    body.replaceChildren(...parts);
    panel?.update(d);
    container.dataset.loaded = 'true';
  };

  const refresh = (): void => {
    if (closed) return;
    if (fetching) { again = true; return; }
    fetching = true;
    void getDetail(site, table).then(async (answer) => {
      if (closed) return;
      if (!answer.ok) {
        body.replaceChildren(el('p', answer.status === 404 ? t('table.notReported', { table, site }) : t('table.cannotLoad', { message: answer.message }), 'empty'));
        return;
      }
      if (panel === null) {
        panel = commandPanel(site, table, await catalogue());
        if (closed) { panel.close(); return; }
        operator.append(panel.element);
      }
      draw(answer.value);
    }).finally(() => {
      fetching = false;
      if (again) { again = false; refresh(); }
    });
  };
  refresh();

  return {
    key: `${site}/${table}`,
    refresh,
    close() {
      closed = true;
      panel?.close();
      container.replaceChildren();
      delete container.dataset.loaded;
    },
  };
}
