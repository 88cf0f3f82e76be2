// The language the page shows the games' words in: Japanese for a browser that asks for it first,
// English otherwise. Words from the host come in both (`{en, ja}`); the page picks one.
export type Lang = 'en' | 'ja';
export type Words = { en: string; ja: string };

export function pageLang(): Lang {
  const asked = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  return /^ja\b/i.test(asked[0] ?? '') ? 'ja' : 'en';
}

/** The words in the page's language (the English when the other is missing). */
export function inWords(words: Words | undefined, fallback = ''): string {
  if (!words) return fallback;
  return words[pageLang()] || words.en || fallback;
}
