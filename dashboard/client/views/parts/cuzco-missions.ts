// The Sapa Inca's missions for one player, by number and text with a search box: those met (with
// a button to complete one for 6 VP), those one short with what is missing in words ("needs 1 more
// orange feather") and whether Mama Killa's card 04 completes it now, those completed; a search
// finds any of the 61 by number or words. A tick marks a mission completed before (entered by hand).
import { el } from '../../dom.ts';
import { inWords } from '../../lang.ts';
import type { CuzcoView, PlayerView } from './cuzco-data.ts';

export interface MissionHandlers {
  /** The missions ticked as completed changed (part of the holdings). */
  onTick(missions: string[]): void;
  /** Completes a mission now (a `complete` move). */
  complete(id: string, via: 'met' | 'mamakilla' | 'inti'): void;
}

type Status = 'done' | 'met' | 'short' | 'taken' | 'open';

/** Shown at most when a search matches many. */
const MAX_FOUND = 20;

export function missionsPart(view: CuzcoView, player: PlayerView, ticked: string[], query: { value: string }, enabled: boolean, on: MissionHandlers): HTMLElement {
  const seat = player.seat;
  let chosen = [...ticked];
  const takenBy = new Map<string, string>();
  for (const p of view.players) if (p.seat !== seat) for (const id of p.holdings.missions) takenBy.set(id, p.seat);
  const met = new Map(player.met.map((m) => [m.id, m]));
  const short = new Map(player.oneShort.map((m) => [m.id, m]));
  const done = new Map(player.completed.map((m) => [m.id, m]));
  // Completions as met only while a round is played; card 04 also at the game end.
  const canMeet = enabled && view.stage === 'play';
  const canCard = enabled && (view.stage === 'play' || view.stage === 'end');

  const statusOf = (id: string): Status => (done.has(id) ? 'done' : takenBy.has(id) ? 'taken' : met.has(id) ? 'met' : short.has(id) ? 'short' : 'open');

  const completeButton = (id: string, via: 'met' | 'mamakilla' | 'inti', text: string, allowed: boolean): HTMLElement => {
    const b = el('button', { type: 'button', class: 'cuzco-complete', 'data-mission': id, 'data-via': via, disabled: !allowed }, text);
    b.addEventListener('click', () => on.complete(id, via));
    return b;
  };

  const statusLine = (id: string): HTMLElement => {
    const line = el('div', { class: 'cuzco-status' });
    switch (statusOf(id)) {
      case 'done': {
        const c = done.get(id)!;
        const when = c.round === null ? 'entered as completed' : `completed ${c.round === 'end' ? 'at the game end' : `in round ${c.round}`}${c.vp === null ? '' : ` for ${c.vp} VP`}${c.via === 'met' || c.via === null ? '' : ' with card 04'}`;
        line.append(el('span', { class: 'tag done' }, '✓ completed'), ` ${when}`);
        break;
      }
      case 'taken': line.append(el('span', { class: 'tag taken' }, `completed by ${takenBy.get(id)}`)); break;
      case 'met':
        line.append(el('span', { class: 'tag met' }, '● met'), completeButton(id, 'met', `Complete mission ${id}: 6 VP`, canMeet));
        break;
      case 'short': {
        const s = short.get(id)!;
        line.append(el('span', { class: 'tag short' }, '◐ one short'), ` ${s.missing.map((m) => inWords(m.words)).join('; ')}.`);
        const card = el('div', { class: 'cuzco-card04' });
        if (s.mamaKilla || s.inti) {
          card.append('Mama Killa’s card 04 completes it now for 4 VP:');
          if (s.mamaKilla) card.append(completeButton(id, 'mamakilla', 'with card 04 from hand (pays the card and an offering)', canCard));
          if (s.inti) card.append(completeButton(id, 'inti', 'with card 04 through an Inti medal', canCard));
        } else {
          card.append('Card 04 would not complete it now.');
        }
        line.append(card);
        break;
      }
      case 'open': break;
    }
    return line;
  };

  const item = (id: string): HTMLElement => {
    const m = view.missions.find((x) => x.id === id);
    const tick = el('input', { type: 'checkbox', 'data-field': 'missions[]', value: id, checked: chosen.includes(id), disabled: !enabled || takenBy.has(id) });
    tick.addEventListener('change', () => {
      chosen = tick.checked ? [...chosen.filter((x) => x !== id), id] : chosen.filter((x) => x !== id);
      on.onTick([...chosen]);
    });
    return el('li', { class: 'cuzco-mission', 'data-mission': id, 'data-status': statusOf(id) },
      el('div', { class: 'cuzco-mission-text' }, el('span', { class: 'cuzco-mission-id' }, m?.start === true ? `Start ${id}` : id), ' ', m === undefined ? '' : inWords({ en: m.en, ja: m.ja })),
      statusLine(id),
      el('label', { class: 'inline cuzco-tick' }, tick, ' already completed (ticked by hand)'));
  };

  const found = el('ul', { class: 'cuzco-missions' });
  const count = el('p', { class: 'cuzco-hint', 'aria-live': 'polite' });
  const show = (): void => {
    const q = query.value.trim().toLowerCase();
    let ids: string[];
    if (q === '') {
      // Unsearched: what matters to this player now, completed ones first.
      const order: Status[] = ['met', 'short', 'done'];
      ids = view.missions.map((m) => m.id).filter((id) => order.includes(statusOf(id)) || chosen.includes(id))
        .sort((a, b) => order.indexOf(statusOf(a)) - order.indexOf(statusOf(b)));
      count.textContent = ids.length === 0 ? 'None met or one short yet. Search to see any mission.' : 'Search to see the other missions.';
    } else {
      // A number finds that mission ("3", "03", "s3", "S-03"); words search the texts.
      const number = /^(s-?)?(\d{1,2})$/.exec(q);
      const id = number === null ? null : `${number[1] === undefined ? '' : 'S-'}${number[2].padStart(2, '0')}`;
      const hits = view.missions.filter((m) => (id !== null ? m.id === id : `${m.id} ${m.en} ${m.ja}`.toLowerCase().includes(q)));
      ids = hits.slice(0, MAX_FOUND).map((m) => m.id);
      count.textContent = hits.length === 0 ? 'No mission matches.' : hits.length > MAX_FOUND ? `${hits.length} missions match; the first ${MAX_FOUND} shown.` : `${hits.length} ${hits.length === 1 ? 'mission matches' : 'missions match'}.`;
    }
    found.replaceChildren(...ids.map(item));
  };
  const search = el('input', { type: 'search', name: 'mission-find', placeholder: 'find a mission: 12, S-03, feather, quipu…', 'aria-label': `Find a mission for ${seat}`, value: query.value });
  search.addEventListener('input', () => { query.value = search.value; show(); });
  show();
  return el('div', { class: 'cuzco-missions-part' }, search, count, found);
}
