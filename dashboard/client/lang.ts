// The language a page speaks: the one chosen with its switch (kept in the browser), else
// Japanese for a browser that asks for it first, else English. Words from the host come in both
// (`{en, ja}`); the page's own texts come from the message catalogue (i18n.ts).
export type Lang = 'en' | 'ja';
export type Words = { en: string; ja: string };

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

/** The words in the page's language (the English when the other is missing). */
export function inWords(words: Words | undefined, fallback = ''): string {
  if (!words) return fallback;
  return words[pageLang()] || words.en || fallback;
}
