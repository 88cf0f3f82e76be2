// The searchable reference: god cards, tile abilities, missions, end bonuses and the glossary,
// in the aid's Japanese and our English; a search matches any of an item's texts.
// Also the few sums the aid's examples work out (Illapa's doubling, the market with card 03).
import type { Json } from '../contract.ts';
import { ABILITIES } from './data/abilities.ts';
import { BONUSES } from './data/bonuses.ts';
import { GOD_CARDS, GODS_INFO } from './data/gods.ts';
import { ICONS, PARTS } from './data/glossary.ts';
import { MISSIONS } from './data/missions.ts';
import { GOD_NAMES } from './data/vocabulary.ts';
import { describe } from './requirement.ts';

/**
 * What `identical` tiles of one ability and kind give used together; `doubled`: Illapa's card
 * 01 doubles one of them, which counts as one identical tile more (up to what the ability uses).
 */
export function abilityLevel(ability: number, identical: number, doubled = false): string | null {
  const a = ABILITIES[ability - 1];
  if (a === undefined || !Number.isInteger(identical) || identical < 1 || identical > 3) return null;
  return a.levels[Math.min(identical + (doubled ? 1 : 0), a.levels.length) - 1];
}

/** VP for a good bought at the market: its printed VP, twice with Illapa's card 03. */
export const purchaseVp = (printed: number, card03: boolean): number => (card03 ? 2 * printed : printed);

export interface ReferenceItem {
  section: 'god' | 'card' | 'ability' | 'mission' | 'bonus' | 'icon' | 'part';
  id: string;
  title: string;
  ja: string;
  en: string;
  notes?: string[];
  fromIcon?: boolean;
  note?: string;
  [more: string]: Json | undefined;
}

export function referenceItems(): ReferenceItem[] {
  const items: ReferenceItem[] = [];
  for (const g of GODS_INFO) {
    items.push({ section: 'god', id: g.id, title: g.en, ja: g.ja, en: `${g.en}; cards are ${g.colour}`, colour: g.colour, fromIcon: true, note: g.note });
  }
  for (const c of GOD_CARDS) {
    const god = GODS_INFO.find((g) => g.id === c.god)!;
    items.push({
      section: 'card', id: c.card, title: `${c.card} ${GOD_NAMES[c.god]} (phase ${c.phases.join('/')})`, ja: `${c.timingJa}：${c.ja}`, en: c.en,
      notes: c.notes, god: c.god, godName: god.en, godJa: god.ja, phases: c.phases, ...(c.note === undefined ? {} : { note: c.note }),
    });
  }
  for (const a of ABILITIES) {
    items.push({
      section: 'ability', id: a.id, title: `${a.id} ${a.name}`, ja: `${a.nameJa}：${a.ja}`, en: a.en, notes: a.notes, levels: a.levels,
      ...(a.note === undefined ? {} : { note: a.note }),
    });
  }
  for (const m of MISSIONS) {
    const requirements = m.requires.map(describe);
    items.push({
      section: 'mission', id: m.id, title: `${m.start ? 'Start mission' : 'Mission'} ${m.id}`, ja: m.ja, en: m.en, requirements,
      fromIcon: m.fromIcon === true, ...(m.note === undefined ? {} : { note: m.note }),
    });
  }
  for (const b of BONUSES) {
    items.push({
      section: 'bonus', id: b.key, title: `End bonus: ${b.key}`, ja: b.ja, en: b.en, vp: b.vp, threshold: b.threshold,
      ...(b.note === undefined ? {} : { note: b.note }),
    });
  }
  ICONS.forEach((icon, i) => items.push({ section: 'icon', id: `icon-${i + 1}`, title: icon.en, ja: icon.ja, en: icon.en }));
  PARTS.forEach((p, i) => items.push({
    section: 'part', id: `part-${i + 1}`, title: p.title, ja: `${p.titleJa}：${p.ja}`, en: p.en, ...(p.note === undefined ? {} : { note: p.note }),
  }));
  return items;
}

/** Every text of an item, lower-cased: what a search looks in (the dashboard does the same). */
export function searchText(item: ReferenceItem): string {
  const texts: string[] = [];
  const collect = (value: Json | undefined): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
  };
  for (const value of Object.values(item)) collect(value);
  return texts.join(' ').toLowerCase();
}

/** Items whose texts hold every word of the query (case-insensitive); all items for an empty query. */
export function searchReference(items: ReferenceItem[], query: string): ReferenceItem[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w !== '');
  return items.filter((item) => {
    const text = searchText(item);
    return words.every((w) => text.includes(w));
  });
}
