// The Cuzco assistant's picture, in place of a board: the round and what to do now, each
// player's score as if the game ended now (with the missions met and one short), the score sheet
// round by round in words, and what cannot be true at one table.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { CuzcoView, RoundRow } from './cuzco-data.ts';
import { warningWords } from './cuzco-warnings.ts';
import { listed, nowWords, parts, stageWords } from './cuzco-words.ts';

const seatSpan = (seat: string, text: string, attrs: Record<string, string> = {}) => el('span', { class: 'cuzco-mark', 'data-seat': seat, ...attrs }, text);

/** One closed round in words: "P1 31 (+12; mission 01, 6 VP)". */
function roundLine(view: CuzcoView, row: RoundRow): HTMLElement {
  const open = Object.values(row.markers).every((m) => m === null);
  const item = el('li', { 'data-round': String(row.round), 'data-closed': String(!open) }, el('strong', {}, t('cuzco.sheet.round', { round: row.round })));
  if (open) {
    const missions = view.players.flatMap((p) => (row.missions[p.seat] ?? []).map((m) => t('cuzco.sheet.completed', { seat: p.seat, id: m.id, vp: m.vp })));
    item.append(row.round === view.round && view.stage === 'play' ? t('cuzco.stage.play') : t('cuzco.sheet.noMarkers'), missions.length === 0 ? t('cuzco.sheet.end') : t('cuzco.sheet.missions', { missions: listed(missions) }));
    return item;
  }
  view.players.forEach((p, i) => {
    const marker = row.markers[p.seat];
    const gained = row.gained[p.seat];
    const missions = (row.missions[p.seat] ?? []).map((m) => t(m.via === 'met' ? 'cuzco.sheet.mission' : 'cuzco.sheet.missionCard', { id: m.id, vp: m.vp }));
    const extra = parts([gained === null ? '' : t('cuzco.sheet.gained', { gained: `${gained >= 0 ? '+' : ''}${gained}` }), ...missions].filter((x) => x !== ''));
    if (i > 0) item.append(t('cuzco.sep.comma'));
    const at = { seat: p.seat, marker: marker ?? '?', extra };
    item.append(seatSpan(p.seat, extra === '' ? t('cuzco.sheet.at', at) : t('cuzco.sheet.atExtra', at), { 'data-round': String(row.round), 'data-marker': String(marker ?? '') }));
  });
  item.append(t('cuzco.sheet.end'));
  return item;
}

export function drawPicture(view: CuzcoView, target: HTMLElement): void {
  const now = el('div', { class: 'cuzco-now' },
    el('div', { class: 'cuzco-round' }, el('strong', {}, t('cuzco.picture.round', { round: view.round, rounds: view.rounds })), ` — ${stageWords(view)}`),
    el('p', {}, nowWords(view)));
  const standings = el('ul', { class: 'cuzco-standings', 'aria-label': t('cuzco.picture.standings') }, ...view.players.map((p) => {
    const total = view.sheet.total[p.seat] ?? 0;
    const bonuses = Object.values(p.endBonuses).reduce((a, b) => a + b, 0);
    return el('li', { class: 'cuzco-standing', 'data-seat': p.seat, 'data-score': String(total), 'data-place': String(view.sheet.places[p.seat] ?? '') },
      el('span', { class: 'cuzco-standing-seat' }, p.seat),
      el('span', { class: 'cuzco-standing-vp' }, t('cuzco.vp', { vp: total })),
      el('small', {}, t('cuzco.picture.sum', { marker: view.sheet.track[p.seat] ?? 0, bonuses, villages: p.villages })),
      el('small', { class: 'cuzco-standing-missions' }, t('cuzco.picture.missions', { met: p.met.length, short: p.oneShort.length, completed: p.completed.length })));
  }));
  // Rounds closed, and the one being played; rounds to come are left out.
  const rows = view.sheet.rounds.filter((r) => r.round <= view.round);
  const sheet = el('section', { class: 'cuzco-sheet', 'aria-label': t('cuzco.sheet.title') },
    el('h3', {}, t('cuzco.sheet.title')),
    el('p', { class: 'cuzco-hint' }, t('cuzco.sheet.hint')),
    el('ol', {}, ...rows.map((r) => roundLine(view, r))));
  const parts: HTMLElement[] = [now, standings, sheet];
  if (view.warnings.length > 0) {
    parts.push(el('ul', { class: 'cuzco-warnings', 'aria-label': t('cuzco.warnings') }, ...view.warnings.map((w) => el('li', {}, t('cuzco.warning', { warning: warningWords(view, w) })))));
  }
  target.replaceChildren(el('div', { class: 'cuzco-picture', 'data-round': String(view.round), 'data-stage': view.stage }, ...parts));
}
