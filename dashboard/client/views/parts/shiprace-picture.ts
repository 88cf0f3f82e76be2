// 連船之遊's picture beside the board: what no board shows. The sticks of this turn's cast (or the
// last one, while the next is awaited) and what they reach; each player's start and goal tracks;
// each ship's cargo track and its place in words.
import { el, svg } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { sticksPicture } from './sticks.ts';
import { pipTrack } from './pips.ts';
import { playerColour } from './race-colours.ts';
import { placeWords, type RaceModel, type ShipModel } from './shiprace-model.ts';
import { shipGlyph } from './shiprace-ship.ts';

function shipIcon(ship: { player: string; letter: string }): SVGSVGElement {
  return svg('svg', { class: 'sr-ship-icon', viewBox: '0 0 1 1', 'aria-hidden': 'true' }, shipGlyph(ship.player, ship.letter, null));
}

function status(race: RaceModel): HTMLElement {
  let text: string;
  const turn = { round: race.round, player: race.toMove ?? '' };
  if (race.over) text = race.winners.length === 1 ? t('shiprace.status.won', { player: race.winners[0] }) : t('shiprace.status.shared', { players: race.winners.join(t('shiprace.and')) });
  else if (race.ending) text = t('shiprace.status.ending', { ...turn, target: race.goalTarget });
  else text = t('shiprace.status.turn', turn);
  return el('p', { class: 'sr-status' }, text);
}

function castPart(race: RaceModel): HTMLElement {
  const box = el('div', { class: 'sr-cast' });
  if (race.cast !== null) {
    box.dataset.cast = 'now';
    box.append(sticksPicture({ heads: race.cast, sticks: race.sticks, caption: t('shiprace.cast.now', { player: race.toMove ?? '' }) }));
    box.append(reachPart(race));
  } else if (race.last) {
    box.dataset.cast = 'last';
    box.append(sticksPicture({ heads: race.last.heads, sticks: race.sticks, caption: t('shiprace.cast.last', { player: race.last.player }) }));
    if (!race.over) box.append(el('p', { class: 'sr-note' }, t('shiprace.cast.next', { player: race.toMove ?? '' })));
  } else if (!race.over) {
    box.dataset.cast = 'none';
    box.append(el('p', { class: 'sr-note' }, t('shiprace.cast.begin', { player: race.toMove ?? '' })));
  }
  return box;
}

/** Where this cast can take each ship: the lit berths on the board, in words. */
function reachPart(race: RaceModel): HTMLElement {
  const heads = race.cast ?? 0;
  if (race.reach.length === 0) {
    return el('p', { class: 'sr-reach none' }, t('shiprace.reach.none', { heads }));
  }
  const items = race.reach.map((r) => {
    const ship = race.ships.find((s) => s.id === r.ship);
    const place = placeWords(r.place);
    const where = r.home ? t('shiprace.reach.home', { place }) : r.at === race.goalAt ? t('shiprace.reach.goal') : t('shiprace.reach.cells', { place, cells: r.cells.join(' ') });
    return el('li', { 'data-reach-ship': r.ship, 'data-reach-at': r.at }, ...(ship ? [shipIcon(ship)] : []), t('shiprace.reach.sails', { letter: r.ship.slice(-1), heads, where }));
  });
  return el('div', { class: 'sr-reach' }, el('p', {}, t('shiprace.reach.with', { heads })), el('ul', {}, ...items));
}

function shipRow(ship: ShipModel, race: RaceModel): HTMLElement {
  const cell = ship.cell;
  const where = ship.at === 0 ? t('shiprace.where.start', { cell }) : ship.at === race.goalAt ? t('shiprace.where.goal', { cell }) : t('shiprace.where.on', { place: placeWords(ship.place), cell });
  const state = ship.at === 0 && ship.cargo === 0 ? ` · ${t('shiprace.notInService')}` : '';
  return el('li', { class: 'sr-ship-row', 'data-ship': ship.id, 'data-cargo': ship.cargo, 'data-at': ship.at },
    shipIcon(ship),
    el('span', { class: 'sr-ship-name' }, t('shiprace.ship', { ship: ship.letter })),
    pipTrack({ value: ship.cargo, length: race.maxCargo, colour: '#e2c27a', label: t('shiprace.cargo', { cargo: ship.cargo, max: race.maxCargo }) }),
    el('span', { class: 'sr-ship-words' }, `${t('shiprace.aboard', { cargo: ship.cargo, max: race.maxCargo, where })}${state}`));
}

function playerPart(player: string, race: RaceModel): HTMLElement {
  const colour = playerColour(player);
  const start = race.start[player] ?? 0;
  const goal = race.goal[player] ?? 0;
  const swatch = el('span', { class: 'sr-swatch', 'aria-hidden': 'true' });
  swatch.style.backgroundColor = colour;
  const part = el('section', { class: player === race.toMove ? 'sr-player to-move' : 'sr-player', 'data-player': player, 'data-start': start, 'data-goal': goal },
    el('h4', {}, swatch, player, player === race.toMove ? ` · ${t('shiprace.player.toMove')}` : ''),
    el('div', { class: 'sr-track', 'data-track': 'start' },
      el('span', { class: 'sr-track-name' }, t('shiprace.track.start', { count: start })),
      pipTrack({ value: start, length: Math.max(20, Math.ceil(start / 5) * 5), colour, label: t('shiprace.track.startLabel', { player, count: start }) })),
    el('div', { class: 'sr-track', 'data-track': 'goal' },
      el('span', { class: 'sr-track-name' }, t('shiprace.track.goal', { count: goal, target: race.goalTarget })),
      pipTrack({ value: goal, length: Math.max(race.goalTarget, Math.ceil(goal / 5) * 5), colour, mark: race.goalTarget, label: t('shiprace.track.goalLabel', { player, count: goal, target: race.goalTarget }) })),
    el('ul', { class: 'sr-ships' }, ...race.ships.filter((s) => s.player === player).map((s) => shipRow(s, race))));
  part.style.borderColor = colour;
  return part;
}

export function racePicture(race: RaceModel, target: HTMLElement): void {
  const players = el('div', { class: 'sr-players' }, ...race.players.map((p) => playerPart(p, race)));
  const note = el('p', { class: 'sr-note' }, t('shiprace.note'));
  target.replaceChildren(el('div', { class: 'sr-picture', 'data-game': 'shiprace' }, status(race), castPart(race), players, note));
}
