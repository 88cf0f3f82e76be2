// The REST API as the page uses it. Reads go without the token; actions carry it when the
// operator has signed in (and fail with 401 when not: the server decides, not the page).
import { t } from './i18n.ts';
import type { ApiError } from './types.ts';

export type ApiResult<T> = { ok: true; status: number; value: T } | { ok: false; status: number; message: string };

export class Api {
  constructor(private token: () => string | null) {}

  get<T>(path: string): Promise<ApiResult<T>> { return this.request<T>('GET', path); }

  post<T>(path: string, body?: unknown): Promise<ApiResult<T>> { return this.request<T>('POST', path, body); }

  private async request<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {};
    const token = this.token();
    if (method !== 'GET' && token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      return { ok: false, status: 0, message: t('page.unreachable') };
    }
    const text = await response.text();
    let json: unknown = null;
    try { json = text === '' ? null : JSON.parse(text); } catch { /* not JSON */ }
    if (response.ok) return { ok: true, status: response.status, value: json as T };
    const message = (json as ApiError | null)?.message ?? `${response.status} ${response.statusText}`;
    return { ok: false, status: response.status, message };
  }
}
