// A player's holdings as the form edits them (a draft), and what Enter sends: a JSON merge patch
// of only what differs from the holdings entered (counts key by key, lists whole, as the
// notation's `set` takes them). A draft follows the holdings entered meanwhile (by another page,
// or the move just sent) in every field the player has not touched.
import { t } from '../../i18n.ts';
import type { Holdings, Quipu, Tile } from './cuzco-data.ts';
import { listed } from './cuzco-words.ts';

/** A village in the draft: its printed feather, VP and circle may still be unpicked ('' / 0). */
export type DraftQuipu = Quipu;

export const COUNT_GROUPS = ['feathers', 'goods', 'gods'] as const;
export const SINGLE_COUNTS = ['offerings', 'food', 'priests', 'circlets', 'inti', 'turnOrder'] as const;

export interface Draft {
  /** The holdings the draft was last brought up to date with. */
  base: Holdings;
  /** What the form shows now. */
  now: Holdings;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const copy = <T>(v: T): T => structuredClone(v);

export function newDraft(entered: Holdings): Draft {
  return { base: copy(entered), now: copy(entered) };
}

/** The draft brought up to date with `entered`: fields the player changed are kept, the others follow. */
export function rebase(draft: Draft, entered: Holdings): Draft {
  const now = copy(draft.now);
  for (const key of COUNT_GROUPS) {
    for (const k of new Set([...Object.keys(entered[key]), ...Object.keys(now[key])])) {
      if (now[key][k] === draft.base[key][k]) now[key][k] = entered[key][k] ?? 0;
    }
  }
  for (const key of SINGLE_COUNTS) if (now[key] === draft.base[key]) now[key] = entered[key];
  for (const key of ['quipu', 'research', 'farm', 'missions'] as const) {
    if (same(now[key], draft.base[key])) (now as unknown as Record<string, unknown>)[key] = copy(entered[key]);
  }
  return { base: copy(entered), now };
}

/** Tiles as a multiset: by ability, unslid first (the order the form writes them). */
export function sortTiles(tiles: Tile[]): Tile[] {
  return [...tiles].sort((a, b) => a.ability - b.ability || Number(a.slid) - Number(b.slid));
}

const quipuJson = (q: Quipu): Quipu => ({ village: q.village, feather: q.feather, vp: q.vp, circle: q.circle, ...(q.covered === true ? { covered: true } : {}) });

/** Why a village of the draft cannot be sent yet, or null. */
function unfinished(q: DraftQuipu): string | null {
  const missing = [q.feather === '' ? t('cuzco.patch.feather') : '', q.vp < 1 ? t('cuzco.patch.vp') : '', q.circle === '' ? t('cuzco.patch.circle') : ''].filter((x) => x !== '');
  return missing.length === 0 ? null : t('cuzco.patch.unfinished', { village: q.village, missing: listed(missing) });
}

export type PatchResult = { ok: true; patch: Record<string, unknown> } | { ok: false; error: string };

/** The holdings' keys in the order of the position JSON: the patch lists what changed in it. */
const ORDER = ['feathers', 'quipu', 'research', 'farm', 'goods', 'gods', 'offerings', 'food', 'priests', 'circlets', 'inti', 'turnOrder', 'missions'] as const;

/** What changed in one field, or undefined; a village not yet described is an error. */
function changeOf(key: (typeof ORDER)[number], entered: Holdings, now: Holdings): { ok: true; value: unknown } | { ok: false; error: string } {
  switch (key) {
    case 'feathers': case 'goods': case 'gods': {
      const changed = Object.fromEntries(Object.entries(now[key]).filter(([k, v]) => v !== (entered[key][k] ?? 0)));
      return { ok: true, value: Object.keys(changed).length > 0 ? changed : undefined };
    }
    case 'quipu': {
      if (same(now.quipu.map(quipuJson), entered.quipu.map(quipuJson))) return { ok: true, value: undefined };
      for (const q of now.quipu) {
        const why = unfinished(q);
        if (why !== null) return { ok: false, error: why };
      }
      return { ok: true, value: now.quipu.map(quipuJson) };
    }
    case 'research': case 'farm': {
      const tiles = sortTiles(now[key]);
      return { ok: true, value: same(tiles, sortTiles(entered[key])) ? undefined : tiles };
    }
    case 'missions':
      return { ok: true, value: same([...now.missions].sort(), [...entered.missions].sort()) ? undefined : [...now.missions] };
    default:
      return { ok: true, value: now[key] === entered[key] ? undefined : now[key] };
  }
}

/** The merge patch from `entered` to `now`: only what changed; empty when nothing did. */
export function patchOf(entered: Holdings, now: Holdings): PatchResult {
  const patch: Record<string, unknown> = {};
  for (const key of ORDER) {
    const change = changeOf(key, entered, now);
    if (!change.ok) return change;
    if (change.value !== undefined) patch[key] = change.value;
  }
  return { ok: true, patch };
}
