// The Cuzco assistant's picture, in place of a board: the round and what to do now, each
// player's score as if the game ended now (with the missions met and one short), the score sheet
// round by round in words, and what cannot be true at one table.
import { el } from '../../dom.ts';
import type { CuzcoView, RoundRow } from './cuzco-data.ts';

const STAGE_WORDS: Record<CuzcoView['stage'], string> = {
  play: 'being played',
  markers: 'closed: score markers awaited',
  end: 'the six rounds are over',
  over: 'game over',
};

const seatSpan = (seat: string, text: string, attrs: Record<string, string> = {}) => el('span', { class: 'cuzco-mark', 'data-seat': seat, ...attrs }, text);

/** One closed round in words: "P1 31 (+12; mission 01, 6 VP)". */
function roundLine(view: CuzcoView, row: RoundRow): HTMLElement {
  const open = Object.values(row.markers).every((m) => m === null);
  const item = el('li', { 'data-round': String(row.round), 'data-closed': String(!open) }, el('strong', {}, `Round ${row.round}: `));
  if (open) {
    const missions = view.players.flatMap((p) => (row.missions[p.seat] ?? []).map((m) => `${p.seat} completed mission ${m.id} (${m.vp} VP)`));
    item.append(row.round === view.round && view.stage === 'play' ? 'being played' : 'markers not entered yet', missions.length === 0 ? '.' : `; ${missions.join(', ')}.`);
    return item;
  }
  view.players.forEach((p, i) => {
    const marker = row.markers[p.seat];
    const gained = row.gained[p.seat];
    const missions = (row.missions[p.seat] ?? []).map((m) => `mission ${m.id}, ${m.vp} VP${m.via === 'met' ? '' : ' with card 04'}`);
    const extra = [gained === null ? '' : `${gained >= 0 ? '+' : ''}${gained} this round`, ...missions].filter((x) => x !== '').join('; ');
    if (i > 0) item.append(', ');
    item.append(seatSpan(p.seat, `${p.seat} at ${marker ?? '?'}${extra === '' ? '' : ` (${extra})`}`, { 'data-round': String(row.round), 'data-marker': String(marker ?? '') }));
  });
  item.append('.');
  return item;
}

export function drawPicture(view: CuzcoView, target: HTMLElement): void {
  const now = el('div', { class: 'cuzco-now' },
    el('div', { class: 'cuzco-round' }, el('strong', {}, `Round ${view.round} of ${view.rounds}`), ` — ${STAGE_WORDS[view.stage]}`),
    // The prompt starts with the round, said just above.
    el('p', {}, view.prompt.replace(/^Round \d+ (?:of \d+|is closed): (.)/, (_, c: string) => `Now: ${c}`)));
  const standings = el('ul', { class: 'cuzco-standings', 'aria-label': 'Scores as if the game ended now' }, ...view.players.map((p) => {
    const total = view.sheet.total[p.seat] ?? 0;
    const bonuses = Object.values(p.endBonuses).reduce((a, b) => a + b, 0);
    return el('li', { class: 'cuzco-standing', 'data-seat': p.seat, 'data-score': String(total), 'data-place': String(view.sheet.places[p.seat] ?? '') },
      el('span', { class: 'cuzco-standing-seat' }, p.seat),
      el('span', { class: 'cuzco-standing-vp' }, `${total} VP`),
      el('small', {}, `marker ${view.sheet.track[p.seat] ?? 0} + end bonuses ${bonuses} + villages ${p.villages}`),
      el('small', { class: 'cuzco-standing-missions' }, `${p.met.length} met · ${p.oneShort.length} one short · ${p.completed.length} completed`));
  }));
  // Rounds closed, and the one being played; rounds to come are left out.
  const rows = view.sheet.rounds.filter((r) => r.round <= view.round);
  const sheet = el('section', { class: 'cuzco-sheet', 'aria-label': 'Score sheet' },
    el('h3', {}, 'Score sheet'),
    el('p', { class: 'cuzco-hint' }, 'Each closed round: every player’s score marker as read off the real track, what it gained and the missions completed.'),
    el('ol', {}, ...rows.map((r) => roundLine(view, r))));
  const parts: HTMLElement[] = [now, standings, sheet];
  if (view.warnings.length > 0) {
    parts.push(el('ul', { class: 'cuzco-warnings', 'aria-label': 'Check at the table' }, ...view.warnings.map((w) => el('li', {}, `Check: ${w}`))));
  }
  target.replaceChildren(el('div', { class: 'cuzco-picture', 'data-round': String(view.round), 'data-stage': view.stage }, ...parts));
}
