/// <reference lib="dom" />
// The service's HTTP API as the page calls it. The token travels only in the Authorization header.
import { t } from './i18n.ts';
import type { CatalogGame, TableDetail } from './types.ts';

/** An answer, or why there is none: the service's error JSON (status, code, words). */
export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; code: string; message: string };

async function call<T>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, cache: 'no-store' });
  } catch (e) {
    return { ok: false, status: 0, code: 'unreachable', message: t('api.unreachable', { message: (e as Error).message }) };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: body as T };
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  return {
    ok: false, status: response.status,
    code: typeof error.code === 'string' ? error.code : 'error',
    message: typeof error.message === 'string' ? error.message : response.statusText,
  };
}

const path = (site: string, table: string): string => `/api/tables/${encodeURIComponent(site)}/${encodeURIComponent(table)}`;

export const getDetail = (site: string, table: string) => call<TableDetail>(path(site, table));
export const getCatalog = () => call<CatalogGame[]>('/api/catalog');

const post = (url: string, token: string, body: unknown) => call<unknown>(url, {
  method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
});

/** Whether the service takes `token` as the operator's. */
export const checkToken = (token: string) => post('/api/auth', token, {});

/** A command to one table; ok carries the table's reply (`{ref, ok, value?}`). */
export const sendCommand = (token: string, site: string, table: string, verb: string, fields: Record<string, unknown>) =>
  post(`${path(site, table)}/cmd/${encodeURIComponent(verb)}`, token, fields);
