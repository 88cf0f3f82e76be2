// Every code the host gives its events' texts (host/event-codes.ts) has words in every language
// of the dashboard's catalogue, so no screen falls back to the English for the host's own.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_CODES, CORRECTION_CODES, END_CODES, JOURNAL_CODES, LINK_CODES, NOTE_CODES, REASON_CODES, REJECTED_CODES } from '../host/index.ts';

const load = (lang: string): Record<string, string> => JSON.parse(readFileSync(new URL(`./i18n/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const CATALOGUES = { en: load('en'), ja: load('ja') };

describe('the host’s event codes in the dashboard’s catalogue', () => {
  it('lists every kind of reason once', () => {
    const all = [...CORRECTION_CODES, ...JOURNAL_CODES, ...LINK_CODES, ...BOT_CODES, ...END_CODES, ...NOTE_CODES];
    expect(REASON_CODES).toEqual(all);
    expect(new Set([...all, ...REJECTED_CODES]).size).toBe(all.length + REJECTED_CODES.length);
  });

  it.each(Object.entries(CATALOGUES))('has words in %s for every reason and refusal the host makes', (_, catalogue) => {
    expect([...REASON_CODES, ...REJECTED_CODES].filter((code) => !(`reason.${code}` in catalogue))).toEqual([]);
  });

  it.each(Object.entries(CATALOGUES))('has words in %s for the refusals the games make most', (_, catalogue) => {
    const common = ['illegal-move', 'bad-move', 'bad-notation', 'game-over', 'pending', 'nothing-pending', 'not-your-turn', 'bad-input', 'off-board', 'empty-source'];
    expect(common.filter((code) => !(`reason.${code}` in catalogue))).toEqual([]);
  });
});
