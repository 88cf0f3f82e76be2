// The language the fleet page speaks: the one chosen with its switch (kept in the browser under
// the same key as the table's dashboard, so one choice holds for every page of a host), else
// Japanese for a browser that asks for it first, else English.
// Its own copy of dashboard/client/lang.ts: the fleet may not import the dashboard (ARCHITECTURE.md §1).
export type Lang = 'en' | 'ja';

export const LANGS: readonly Lang[] = ['en', 'ja'];
const STORED = 'tabletop-lang';

function storedLang(): Lang | null {
  try {
    const kept = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORED);
    return kept === 'en' || kept === 'ja' ? kept : null;
  } catch {
    // Storage refused (a private window): the browser's language decides.
    return null;
  }
}

export function pageLang(): Lang {
  const kept = storedLang();
  if (kept !== null) return kept;
  const asked = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  return /^ja\b/i.test(asked[0] ?? '') ? 'ja' : 'en';
}

/** The switch's choice, kept for the next visit (and every page of this host). */
export function keepLang(lang: Lang): void {
  try { localStorage.setItem(STORED, lang); } catch { /* not kept: this visit only */ }
}
