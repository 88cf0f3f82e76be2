/// <reference lib="dom" />
// The fleet page's texts, from its message catalogue: one JSON file per language in
// fleet/service/i18n/ (a flat map of key → text, `{name}` for a parameter; docs/TRANSLATING.md).
// A key missing from a language falls back to the English; the catalogue test keeps both whole.
// Its own copy of the dashboard's i18n.ts: the fleet may not import the dashboard (ARCHITECTURE.md §1).
import en from '../i18n/en.json' with { type: 'json' };
import ja from '../i18n/ja.json' with { type: 'json' };
import { keepLang, LANGS, pageLang, type Lang } from './lang.ts';

export type Key = keyof typeof en;
export type Params = Record<string, string | number>;

const CATALOGUES: Record<Lang, Partial<Record<Key, string>>> = { en, ja };

/** `{name}` replaced by its parameter; a parameter not given is left as written, to be seen. */
export function fill(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text of `key` in `lang` (the page's by default). */
export function t(key: Key, params?: Params, lang: Lang = pageLang()): string {
  return fill(CATALOGUES[lang][key] ?? en[key], params);
}

/** Whether the catalogue has `key` (one made of a code the page does not know in advance). */
export const hasKey = (key: string): key is Key => Object.hasOwn(en, key);

/** The words for a code (a state, a link): the code itself when the catalogue lacks it. */
export function tCode(prefix: string, code: string, lang: Lang = pageLang()): string {
  const key = `${prefix}.${code}`;
  return hasKey(key) ? t(key, {}, lang) : code;
}

/** "1 move", "2 moves": the catalogue's `.one` or `.other` form of a count. */
export function count(key: 'game.moves', n: number, lang: Lang = pageLang()): string {
  return t(n === 1 ? `${key}.one` : `${key}.other`, { n }, lang);
}

/**
 * The static page's texts: an element with `data-i18n="key"` gets the key's text, and
 * `data-i18n-placeholder`, `data-i18n-title`, `data-i18n-aria-label` the attribute's.
 */
export function translatePage(root: ParentNode = document): void {
  document.documentElement.lang = pageLang();
  for (const e of root.querySelectorAll<HTMLElement>('[data-i18n]')) e.textContent = t(e.dataset.i18n as Key);
  for (const attribute of ['placeholder', 'title', 'aria-label'] as const) {
    for (const e of root.querySelectorAll<HTMLElement>(`[data-i18n-${attribute}]`)) e.setAttribute(attribute, t(e.getAttribute(`data-i18n-${attribute}`) as Key));
  }
}

/** The language switch: a button naming the other language; the choice sticks and the page is drawn again in it. */
export function langSwitch(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'lang-switch';
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
