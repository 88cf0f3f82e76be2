/// <reference lib="dom" />
// The live feed: the WebSocket's snapshot, then every changed or removed table, kept in one map;
// reconnects with a growing pause when the socket closes.
import { keyOf, type FleetRow } from './types.ts';

type FeedMessage =
  | { type: 'tables'; tables: FleetRow[] }
  | { type: 'table'; table: FleetRow }
  | { type: 'removed'; site: string; table: string };

export type FeedState = 'connecting' | 'live' | 'closed';

export interface FeedHandlers {
  /** Called after every message; `changed` is the table's key, or null for a whole snapshot. */
  onRows(rows: ReadonlyMap<string, FleetRow>, changed: string | null): void;
  onState(state: FeedState): void;
}

export function connectFeed(handlers: FeedHandlers): void {
  const rows = new Map<string, FleetRow>();
  const connect = (attempt: number): void => {
    handlers.onState('connecting');
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/events`);
    socket.addEventListener('open', () => { attempt = 0; handlers.onState('live'); });
    socket.addEventListener('message', (e) => {
      const m = JSON.parse(String(e.data)) as FeedMessage;
      if (m.type === 'tables') {
        rows.clear();
        for (const r of m.tables) rows.set(keyOf(r), r);
        handlers.onRows(rows, null);
      } else if (m.type === 'table') {
        rows.set(keyOf(m.table), m.table);
        handlers.onRows(rows, keyOf(m.table));
      } else if (m.type === 'removed') {
        rows.delete(keyOf(m));
        handlers.onRows(rows, keyOf(m));
      }
    });
    socket.addEventListener('close', () => {
      handlers.onState('closed');
      setTimeout(() => connect(attempt + 1), Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)));
    });
  };
  connect(0);
}
