// The Cuzco assistant has no board: its picture is what the players keep open beside the real
// game — the round and what to do now, each player's score and the score sheet in words
// (parts/cuzco-picture.ts) — and its panel a phone form of Cuzco's own for each player's
// holdings, with the missions met and one short (parts/cuzco-panel.ts), and the reference.
import { svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import { readView } from '../parts/cuzco-data.ts';
import { cuzcoPanel } from '../parts/cuzco-panel.ts';
import { drawPicture } from '../parts/cuzco-picture.ts';
import { warningWords } from '../parts/cuzco-warnings.ts';
import { listed, parts, promptWords } from '../parts/cuzco-words.ts';
import type { Fact, GameView, LegendMark } from '../types.ts';

function facts(raw: unknown): Fact[] {
  const view = readView(raw);
  if (view === null) return [];
  const stage = t(`cuzco.fact.stage.${view.stage}`);
  const out: Fact[] = [{ label: t('cuzco.fact.round'), value: t('cuzco.fact.roundValue', { round: view.round, rounds: view.rounds, stage }) }];
  out.push({ label: t('cuzco.fact.now'), value: promptWords(view) });
  for (const p of view.players) {
    out.push({ label: t('cuzco.fact.met', { seat: p.seat }), value: p.met.length === 0 ? t('cuzco.none') : listed(p.met.map((m) => m.id)) });
    // What is missing in words ("needs 1 more orange feather"), and whether card 04 would do.
    const short = p.oneShort.map((m) => t(m.mamaKilla || m.inti ? 'cuzco.fact.shortCard' : 'cuzco.fact.shortItem', { id: m.id, missing: listed(m.missing.map((x) => inWords(x.words))) }));
    if (short.length > 0) out.push({ label: t('cuzco.fact.short', { seat: p.seat }), value: parts(short) });
  }
  for (const row of view.sheet.rounds) {
    if (Object.values(row.markers).every((v) => v === null)) continue;
    out.push({ label: t('cuzco.fact.roundN', { round: row.round }), value: listed(Object.entries(row.markers).map(([seat, v]) => `${seat} ${String(v)}`)) });
  }
  for (const warning of view.warnings) out.push({ label: t('cuzco.fact.check'), value: warningWords(view, warning) });
  return out;
}

/** The marks of the picture and the form: the feathers' colours, and a mission met or one short. */
function legend(raw: unknown): LegendMark[] {
  const view = readView(raw);
  if (view === null) return [];
  const marks: LegendMark[] = Object.entries(view.colours.feathers).map(([colour, fill]) => ({
    key: `feather-${colour}`,
    text: { en: `${view.words.feathers[colour]?.en ?? colour} feather`, ja: `${view.words.feathers[colour]?.ja ?? colour}の羽根` },
    draw: (g) => { g.append(svg('circle', { cx: 0.5, cy: 0.5, r: 0.36, fill, stroke: '#111', 'stroke-width': 0.05 })); },
  }));
  marks.push({
    key: 'mission-met', text: { en: 'mission met: complete it for 6 VP', ja: '任務の条件を満たしている: 6 勝利点で完了' },
    draw: (g) => { g.append(svg('circle', { cx: 0.5, cy: 0.5, r: 0.36, fill: '#6bd68a' })); },
  });
  marks.push({
    key: 'mission-short', text: { en: 'mission one short: what it needs is said in words', ja: '任務の条件が 1 つ不足' },
    draw: (g) => {
      g.append(svg('circle', { cx: 0.5, cy: 0.5, r: 0.34, fill: 'none', stroke: '#f4c542', 'stroke-width': 0.08 }),
        svg('path', { d: 'M0.5 0.16 A0.34 0.34 0 0 1 0.5 0.84 Z', fill: '#f4c542' }));
    },
  });
  return marks;
}

function picture(raw: unknown, target: HTMLElement): void {
  const view = readView(raw);
  if (view === null) { target.replaceChildren(); return; }
  drawPicture(view, target);
}

// The panel's own holdings form replaces the generic one the host offers (`set P1 {…}`).
export const view: GameView = { facts, legend, picture, panel: cuzcoPanel, ownsForm: (form) => form.move.startsWith('set ') };
