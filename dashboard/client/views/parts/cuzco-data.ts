// The Cuzco assistant's view JSON (rules/cuzco/view.ts), read once into plain types for the
// picture and the holdings form: whatever is missing reads as empty, never as an error.
import { t } from '../../i18n.ts';
import { inWords, type Words } from '../../lang.ts';
import { isRecord } from '../types.ts';

export interface Quipu { village: number; feather: string; vp: number; circle: string; covered?: boolean }
export interface Tile { ability: number; slid: boolean }

export interface Holdings {
  feathers: Record<string, number>;
  quipu: Quipu[];
  research: Tile[];
  farm: Tile[];
  goods: Record<string, number>;
  gods: Record<string, number>;
  offerings: number;
  food: number;
  priests: number;
  circlets: number;
  inti: number;
  turnOrder: number;
  missions: string[];
}

export interface Missing { requirement: string; words: Words }
export interface MissionRef { id: string; en: string; ja: string }
export interface OneShort extends MissionRef { missing: Missing[]; mamaKilla: boolean; inti: boolean }
export interface Completed extends MissionRef { round: number | 'end' | null; vp: number | null; via: string | null }

export interface PlayerView {
  seat: string;
  holdings: Holdings;
  met: MissionRef[];
  oneShort: OneShort[];
  completed: Completed[];
  endBonuses: Record<string, number>;
  villages: number;
}

export interface RoundRow {
  round: number;
  markers: Record<string, number | null>;
  gained: Record<string, number | null>;
  missions: Record<string, { id: string; vp: number; via: string }[]>;
}

export interface Ability { ability: number; id: string; name: Words }

export interface CuzcoView {
  round: number;
  rounds: number;
  stage: 'play' | 'markers' | 'end' | 'over';
  prompt: string;
  players: PlayerView[];
  sheet: { rounds: RoundRow[]; total: Record<string, number>; track: Record<string, number>; places: Record<string, number> };
  warnings: string[];
  /** Every mission of the aid: number, our summary and the aid's text. */
  missions: (MissionRef & { start: boolean })[];
  /** Each field's bounds (the holdings schema): what the steppers allow. */
  schema: Record<string, unknown>;
  words: { fields: Record<string, Words>; feathers: Record<string, Words>; goods: Record<string, Words>; gods: Record<string, Words>; circles: Record<string, Words> };
  colours: { feathers: Record<string, string>; gods: Record<string, string> };
  abilities: Ability[];
  reference: Record<string, unknown>[];
}

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const rec = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const str = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const isWords = (v: unknown): v is Words => isRecord(v) && typeof v.en === 'string';
const words = (v: unknown, fallback: string): Words => (isWords(v) ? { en: v.en, ja: typeof v.ja === 'string' ? v.ja : v.en } : { en: fallback, ja: fallback });
const counts = (value: unknown): Record<string, number> => Object.fromEntries(Object.entries(rec(value)).map(([k, v]) => [k, num(v)]));
const wordsOf = (value: unknown): Record<string, Words> => Object.fromEntries(Object.entries(rec(value)).map(([k, v]) => [k, words(v, k)]));
const strings = (value: unknown): Record<string, string> => Object.fromEntries(Object.entries(rec(value)).filter(([, v]) => typeof v === 'string') as [string, string][]);

function tiles(value: unknown): Tile[] {
  return list(value).map((t) => ({ ability: num(t.ability), slid: t.slid === true }));
}

export function readHoldings(value: unknown): Holdings {
  const h = rec(value);
  return {
    feathers: counts(h.feathers),
    quipu: list(h.quipu).map((q) => ({ village: num(q.village), feather: str(q.feather), vp: num(q.vp), circle: str(q.circle), ...(q.covered === true ? { covered: true } : {}) })),
    research: tiles(h.research),
    farm: tiles(h.farm),
    goods: counts(h.goods),
    gods: counts(h.gods),
    offerings: num(h.offerings),
    food: num(h.food),
    priests: num(h.priests),
    circlets: num(h.circlets),
    inti: num(h.inti),
    turnOrder: num(h.turnOrder, 1),
    missions: Array.isArray(h.missions) ? h.missions.map(str) : [],
  };
}

const missionRef = (m: Record<string, unknown>): MissionRef => ({ id: str(m.id), en: str(m.en), ja: str(m.ja) });

function player(p: Record<string, unknown>): PlayerView {
  const missions = rec(p.missions);
  return {
    seat: str(p.seat),
    holdings: readHoldings(p.holdings),
    met: list(missions.met).map(missionRef),
    oneShort: list(missions.oneShort).map((m) => ({
      ...missionRef(m),
      missing: list(m.missing).map((x) => ({ requirement: str(x.requirement), words: words(x.words, str(x.requirement)) })),
      mamaKilla: m.mamaKilla === true,
      inti: m.inti === true,
    })),
    completed: list(missions.completed).map((m) => ({
      ...missionRef(m),
      round: typeof m.round === 'number' || m.round === 'end' ? m.round : null,
      vp: typeof m.vp === 'number' ? m.vp : null,
      via: typeof m.via === 'string' ? m.via : null,
    })),
    endBonuses: counts(p.endBonuses),
    villages: num(p.villages),
  };
}

export function readView(view: unknown): CuzcoView | null {
  if (!isRecord(view) || view.assistant !== true) return null;
  const sheet = rec(view.sheet);
  const final = rec(sheet.final);
  const form = rec(view.form);
  const w = rec(form.words);
  const colours = rec(form.colours);
  const reference = list(view.reference);
  const stage = view.stage === 'markers' || view.stage === 'end' || view.stage === 'over' ? view.stage : 'play';
  return {
    round: num(view.round, 1),
    rounds: num(view.rounds, 6),
    stage,
    prompt: str(view.prompt),
    players: list(view.players).map(player),
    sheet: {
      rounds: list(sheet.rounds).map((r) => ({
        round: num(r.round),
        markers: Object.fromEntries(Object.entries(rec(r.markers)).map(([k, v]) => [k, typeof v === 'number' ? v : null])),
        gained: Object.fromEntries(Object.entries(rec(r.gained)).map(([k, v]) => [k, typeof v === 'number' ? v : null])),
        missions: Object.fromEntries(Object.entries(rec(r.missions)).map(([k, v]) => [k, list(v).map((m) => ({ id: str(m.id), vp: num(m.vp), via: str(m.via) }))])),
      })),
      total: counts(final.total),
      track: counts(final.track),
      places: counts(final.places),
    },
    warnings: Array.isArray(view.warnings) ? view.warnings.map(str) : [],
    missions: reference.filter((r) => r.section === 'mission').map((r) => ({ ...missionRef(r), start: str(r.id).startsWith('S-') })),
    schema: rec(view.holdingsSchema),
    words: { fields: wordsOf(w.fields), feathers: wordsOf(w.feathers), goods: wordsOf(w.goods), gods: wordsOf(w.gods), circles: wordsOf(w.circles) },
    colours: { feathers: strings(colours.feathers), gods: strings(colours.gods) },
    abilities: list(form.abilities).map((a) => ({ ability: num(a.ability), id: str(a.id), name: words(a.name, str(a.id)) })),
    reference,
  };
}

/** An ability's name with its number, as the aid numbers it: "03 Feather". */
export function abilityName(view: CuzcoView, ability: number): string {
  const a = view.abilities.find((x) => x.ability === ability);
  return a === undefined ? t('cuzco.ability', { ability }) : `${a.id} ${inWords(a.name)}`;
}
