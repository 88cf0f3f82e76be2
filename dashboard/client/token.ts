// The operator token lives in this tab's sessionStorage only: typed once, gone with the tab,
// never in the page's URL or markup.
const KEY = 'tabletop.operatorToken';

export function savedToken(): string | null {
  try { return sessionStorage.getItem(KEY); } catch { return null; }
}

export function saveToken(token: string): void {
  try { sessionStorage.setItem(KEY, token); } catch { /* storage disabled: the token lasts until reload */ }
}

export function forgetToken(): void {
  try { sessionStorage.removeItem(KEY); } catch { /* nothing stored */ }
}
