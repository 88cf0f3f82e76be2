/// <reference lib="dom" />
// The page's own texts, from the message catalogue: one JSON file per language in
// dashboard/i18n/ (a flat map of key → text, `{name}` for a parameter; docs/TRANSLATING.md).
// A key missing from a language falls back to the English; the catalogue test keeps both whole.
import en from '../i18n/en.json' with { type: 'json' };
import ja from '../i18n/ja.json' with { type: 'json' };
import { keepLang, LANGS, pageLang, type Lang } from './lang.ts';

export type Key = keyof typeof en;
export type Params = Record<string, string | number>;

const CATALOGUES: Record<Lang, Partial<Record<Key, string>>> = { en, ja };

/** Whether the catalogue has this key (a code the host gives may have no words yet). */
export function isKey(key: string): key is Key {
  return Object.hasOwn(en, key);
}

/** `{name}` replaced by its parameter; a parameter not given is left as written, to be seen. */
export function fill(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text of `key` in `lang` (the page's by default). */
export function t(key: Key, params?: Params, lang: Lang = pageLang()): string {
  return fill(CATALOGUES[lang][key] ?? en[key], params);
}

/** Both languages of a key: for a place that keeps `{en, ja}` words. */
export function both(key: Key, params?: Params): { en: string; ja: string } {
  return { en: t(key, params, 'en'), ja: t(key, params, 'ja') };
}

/**
 * The static page's texts: an element with `data-i18n="key"` gets the key's text, and
 * `data-i18n-placeholder`, `data-i18n-title`, `data-i18n-aria-label` the attribute's.
 */
export function translatePage(root: ParentNode = document): void {
  const lang = pageLang();
  document.documentElement.lang = lang;
  for (const e of root.querySelectorAll<HTMLElement>('[data-i18n]')) e.textContent = t(e.dataset.i18n as Key);
  for (const [data, attribute] of [['i18nPlaceholder', 'placeholder'], ['i18nTitle', 'title'], ['i18nAriaLabel', 'aria-label']] as const) {
    for (const e of root.querySelectorAll<HTMLElement>(`[data-${attribute === 'aria-label' ? 'i18n-aria-label' : `i18n-${attribute}`}]`)) e.setAttribute(attribute, t(e.dataset[data] as Key));
  }
}

/** The language switch: a button naming the other language; the choice sticks and the page is drawn again in it. */
export function langSwitch(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'lang-switch';
  button.lang = pageLang() === 'en' ? 'ja' : 'en';
  button.textContent = t('lang.switch');
  button.setAttribute('aria-label', t('lang.switchLabel'));
  button.dataset.lang = pageLang();
  button.addEventListener('click', () => {
    keepLang(LANGS.find((l) => l !== pageLang()) ?? 'en');
    location.reload();
  });
  return button;
}
