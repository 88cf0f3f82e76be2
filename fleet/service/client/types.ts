// What the page reads from the fleet service: its types are the server's own (type-only imports,
// so nothing of the server is bundled into the page).
import type { Alarm, FleetRow, RowBoard, RowGame, detail } from '../tables.ts';

export type { Alarm, FleetRow, RowBoard, RowGame };

/** `GET /api/tables/:site/:table`, as JSON. */
export type TableDetail = ReturnType<typeof detail>;
export type DetailBoard = TableDetail['boards'][number];
export type DetailGame = TableDetail['games'][number];

/** `GET /api/catalog`: the games a table can start. */
export interface CatalogGame { id: string; title: string }

export const keyOf = (r: { site: string; table: string }): string => `${r.site}/${r.table}`;
