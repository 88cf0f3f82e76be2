// The message catalogues (docs/TRANSLATING.md): every screen's `i18n/en.json` has a `ja.json`
// beside it with the very same keys, each text non-empty with the same `{parameters}`, no
// Japanese text left as a copy of the English, and every key the static pages name exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = new URL('..', import.meta.url).pathname;
const CATALOGUES = ['dashboard/i18n', 'fleet/service/i18n'].filter((dir) => {
  try { return readdirSync(join(repo, dir)).includes('en.json'); } catch { return false; }
});
/** Pages whose `data-i18n*` attributes name catalogue keys, with the catalogue they read. */
const PAGES: [string, string][] = [['dashboard/public', 'dashboard/i18n'], ['fleet/service/public', 'fleet/service/i18n']];


const load = (file: string): Record<string, string> => JSON.parse(readFileSync(join(repo, file), 'utf8')) as Record<string, string>;
const paramsOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('the dashboard and the fleet page have one each', () => {
    expect(CATALOGUES).toEqual(['dashboard/i18n', 'fleet/service/i18n']);
  });

  describe.each(CATALOGUES)('%s', (dir) => {
    const en = load(`${dir}/en.json`);
    const ja = load(`${dir}/ja.json`);

    it('has every key in both languages', () => {
      expect(Object.keys(ja).filter((k) => !(k in en))).toEqual([]);
      expect(Object.keys(en).filter((k) => !(k in ja))).toEqual([]);
    });

    it('has no empty text and the same parameters in both', () => {
      const wrong = Object.keys(en).filter((k) => typeof en[k] !== 'string' || typeof ja[k] !== 'string' || en[k].trim() === '' || ja[k].trim() === '' || paramsOf(en[k]).join() !== paramsOf(ja[k] ?? '').join());
      expect(wrong).toEqual([]);
    });

    it('leaves no Japanese text a copy of the English (but for names and symbols)', () => {
      const copied = Object.keys(en).filter((k) => ja[k] === en[k] && /[a-z]{3}/i.test(en[k].replace(/\{\w+\}/g, '')));
      expect(copied.filter((k) => !/^[A-Z0-9 .:\-{}/()#×]+$/.test(en[k]))).toEqual([]);
    });
  });

  describe.each(PAGES.filter(([, dir]) => CATALOGUES.includes(dir)))('the pages in %s', (pagesDir, dir) => {
    it('name only keys the catalogue has', () => {
      const en = load(`${dir}/en.json`);
      const named = readdirSync(join(repo, pagesDir)).filter((f) => f.endsWith('.html'))
        .flatMap((f) => [...readFileSync(join(repo, pagesDir, f), 'utf8').matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]));
      expect(named.filter((k) => !(k in en))).toEqual([]);
    });
  });
});
