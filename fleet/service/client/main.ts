/// <reference lib="dom" />
// The fleet page: every table as a card (overview), or one table in full (`#/<site>/<table>`).
// The feed keeps the rows; the overview is redrawn from every change, the open detail re-fetched
// when its table changes; "… ago" ticks on its own.
import { openDetail, type DetailView } from './detail-view.ts';
import { connectFeed, type FeedState } from './feed.ts';
import { langSwitch, t, translatePage } from './i18n.ts';
import { startTicking } from './relative-time.ts';
import { tableCard } from './table-card.ts';
import { keyOf, type FleetRow } from './types.ts';

let rows: ReadonlyMap<string, FleetRow> = new Map();
let detail: DetailView | null = null;

/**
 * Redraws only the card of a changed table (its lights keep blinking in step, and a café of many
 * tables is not redrawn at every move); a table come or gone redraws the list, in order.
 */
function redrawCard(key: string): void {
  const row = rows.get(key);
  const card = [...document.querySelectorAll<HTMLElement>('#tables > section.table')].find((c) => c.dataset.table === key);
  if (row !== undefined && card !== undefined) card.replaceWith(tableCard(row));
  else drawOverview();
}

function drawOverview(): void {
  const list = document.getElementById('tables')!;
  const sorted = [...rows.values()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  list.replaceChildren(...sorted.map(tableCard));
  document.getElementById('empty')!.hidden = sorted.length > 0;
}

function feedState(state: FeedState): void {
  const badge = document.getElementById('feed')!;
  badge.dataset.state = state;
  badge.textContent = t(state === 'live' ? 'feed.live' : state === 'closed' ? 'feed.closed' : 'feed.connecting');
}

/** `#/<site>/<table>` opens that table; anything else is the overview. */
function route(): void {
  const m = /^#\/([^/]+)\/([^/]+)$/.exec(location.hash);
  const target = m === null ? null : { site: decodeURIComponent(m[1]), table: decodeURIComponent(m[2]) };
  const overview = document.getElementById('overview')!;
  const container = document.getElementById('detail')!;
  if (target === null) {
    detail?.close();
    detail = null;
    container.hidden = true;
    overview.hidden = false;
    return;
  }
  if (detail?.key !== keyOf(target)) {
    detail?.close();
    detail = openDetail(container, target.site, target.table);
  }
  overview.hidden = true;
  container.hidden = false;
  window.scrollTo(0, 0);
}

// The page's own words first, in its language, with the switch in the header.
translatePage();
document.querySelector('header')!.append(langSwitch());
window.addEventListener('hashchange', route);
route();
drawOverview();
startTicking();
connectFeed({
  onState: feedState,
  onRows(current, changed) {
    rows = current;
    if (changed === null) drawOverview();
    else redrawCard(changed);
    if (detail !== null && (changed === null || changed === detail.key)) detail.refresh();
  },
});
