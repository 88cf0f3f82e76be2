// The Sapa Inca's missions for one player, by number and text with a search box: those met (with
// a button to complete one for 6 VP), those one short with what is missing in words ("needs 1 more
// orange feather") and whether Mama Killa's card 04 completes it now, those completed; a search
// finds any of the 61 by number or words. A tick marks a mission completed before (entered by hand).
import { el } from '../../dom.ts';
import { t, type Key } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import type { CuzcoView, PlayerView } from './cuzco-data.ts';
import { parts } from './cuzco-words.ts';

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
        const at = c.round === 'end' ? t('cuzco.mission.atEnd') : t('cuzco.mission.inRound', { round: c.round ?? '' });
        const how = `cuzco.mission.done${c.vp === null ? '' : 'Vp'}${c.via === 'met' || c.via === null ? '' : 'Card'}` as Key;
        const when = c.round === null ? t('cuzco.mission.entered') : t(how, { when: at, vp: c.vp ?? '' });
        line.append(el('span', { class: 'tag done' }, t('cuzco.mission.tagDone')), ` ${when}`);
        break;
      }
      case 'taken': line.append(el('span', { class: 'tag taken' }, t('cuzco.mission.taken', { seat: takenBy.get(id) ?? '' }))); break;
      case 'met':
        line.append(el('span', { class: 'tag met' }, t('cuzco.mission.tagMet')), completeButton(id, 'met', t('cuzco.mission.complete', { id }), canMeet));
        break;
      case 'short': {
        const s = short.get(id)!;
        line.append(el('span', { class: 'tag short' }, t('cuzco.mission.tagShort')), t('cuzco.mission.missing', { missing: parts(s.missing.map((m) => inWords(m.words))) }));
        const card = el('div', { class: 'cuzco-card04' });
        if (s.mamaKilla || s.inti) {
          card.append(t('cuzco.mission.card04'));
          if (s.mamaKilla) card.append(completeButton(id, 'mamakilla', t('cuzco.mission.fromHand'), canCard));
          if (s.inti) card.append(completeButton(id, 'inti', t('cuzco.mission.throughInti'), canCard));
        } else {
          card.append(t('cuzco.mission.noCard04'));
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
      el('div', { class: 'cuzco-mission-text' }, el('span', { class: 'cuzco-mission-id' }, m?.start === true ? t('cuzco.mission.start', { id }) : id), ' ', m === undefined ? '' : inWords({ en: m.en, ja: m.ja })),
      statusLine(id),
      el('label', { class: 'inline cuzco-tick' }, tick, t('cuzco.mission.ticked')));
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
      count.textContent = ids.length === 0 ? t('cuzco.mission.noneYet') : t('cuzco.mission.searchOthers');
    } else {
      // A number finds that mission ("3", "03", "s3", "S-03"); words search the texts.
      const number = /^(s-?)?(\d{1,2})$/.exec(q);
      const id = number === null ? null : `${number[1] === undefined ? '' : 'S-'}${number[2].padStart(2, '0')}`;
      const hits = view.missions.filter((m) => (id !== null ? m.id === id : `${m.id} ${m.en} ${m.ja}`.toLowerCase().includes(q)));
      ids = hits.slice(0, MAX_FOUND).map((m) => m.id);
      count.textContent = hits.length === 0 ? t('cuzco.mission.noMatch') : hits.length > MAX_FOUND ? t('cuzco.mission.matchMany', { n: hits.length, shown: MAX_FOUND })
        : t(hits.length === 1 ? 'cuzco.mission.match.one' : 'cuzco.mission.match.many', { n: hits.length });
    }
    found.replaceChildren(...ids.map(item));
  };
  const search = el('input', { type: 'search', name: 'mission-find', placeholder: t('cuzco.mission.find'), 'aria-label': t('cuzco.mission.findFor', { seat }), value: query.value });
  search.addEventListener('input', () => { query.value = search.value; show(); });
  show();
  return el('div', { class: 'cuzco-missions-part' }, search, count, found);
}
