// 連船之遊's picture beside the board: what no board shows. The sticks of this turn's cast (or the
// last one, while the next is awaited) and what they reach; each player's start and goal tracks;
// each ship's cargo track and its place in words.
import { el, svg } from '../../dom.ts';
import { sticksPicture } from './sticks.ts';
import { pipTrack } from './pips.ts';
import { playerColour } from './race-colours.ts';
import type { RaceModel, ShipModel } from './shiprace-model.ts';
import { shipGlyph } from './shiprace-ship.ts';

function shipIcon(ship: { player: string; letter: string }): SVGSVGElement {
  return svg('svg', { class: 'sr-ship-icon', viewBox: '0 0 1 1', 'aria-hidden': 'true' }, shipGlyph(ship.player, ship.letter, null));
}

function status(race: RaceModel): HTMLElement {
  let text: string;
  if (race.over) text = race.winners.length === 1 ? `Game over: ${race.winners[0]} brought the most to the goal` : `Game over: ${race.winners.join(' and ')} share the win`;
  else if (race.ending) text = `Round ${race.round} · ${race.toMove ?? ''} to move · someone has ${race.goalTarget} at the goal: this round is the last`;
  else text = `Round ${race.round} · ${race.toMove ?? ''} to move`;
  return el('p', { class: 'sr-status' }, text);
}

function castPart(race: RaceModel): HTMLElement {
  const box = el('div', { class: 'sr-cast' });
  if (race.cast !== null) {
    box.dataset.cast = 'now';
    box.append(sticksPicture({ heads: race.cast, sticks: race.sticks, caption: `${race.toMove ?? ''}'s cast` }));
    box.append(reachPart(race));
  } else if (race.last) {
    box.dataset.cast = 'last';
    box.append(sticksPicture({ heads: race.last.heads, sticks: race.sticks, caption: `${race.last.player}'s last cast` }));
    if (!race.over) box.append(el('p', { class: 'sr-note' }, `${race.toMove ?? ''} casts the sticks next.`));
  } else if (!race.over) {
    box.dataset.cast = 'none';
    box.append(el('p', { class: 'sr-note' }, `${race.toMove ?? ''} casts the sticks to begin.`));
  }
  return box;
}

/** Where this cast can take each ship: the lit berths on the board, in words. */
function reachPart(race: RaceModel): HTMLElement {
  const heads = race.cast ?? 0;
  if (race.reach.length === 0) {
    return el('p', { class: 'sr-reach none' }, `With ${heads} heads no ship can sail: load, build, raid or unload instead.`);
  }
  const items = race.reach.map((r) => {
    const ship = race.ships.find((s) => s.id === r.ship);
    const where = r.home ? `${r.place}, then home empty (pays its last)` : r.at === race.goalAt ? 'the goal' : `${r.place} (${r.cells.join(' ')})`;
    return el('li', { 'data-reach-ship': r.ship, 'data-reach-at': r.at }, ...(ship ? [shipIcon(ship)] : []), `ship ${r.ship.slice(-1)} sails ${heads} to ${where}`);
  });
  return el('div', { class: 'sr-reach' }, el('p', {}, `With ${heads} heads:`), el('ul', {}, ...items));
}

function shipRow(ship: ShipModel, race: RaceModel): HTMLElement {
  const where = ship.at === 0 ? `at the start (${ship.cell})` : ship.at === race.goalAt ? `at the goal (${ship.cell})` : `on ${ship.place} (${ship.cell})`;
  const state = ship.at === 0 && ship.cargo === 0 ? ' · not in service' : '';
  return el('li', { class: 'sr-ship-row', 'data-ship': ship.id, 'data-cargo': ship.cargo, 'data-at': ship.at },
    shipIcon(ship),
    el('span', { class: 'sr-ship-name' }, `ship ${ship.letter}`),
    pipTrack({ value: ship.cargo, length: race.maxCargo, colour: '#e2c27a', label: `cargo ${ship.cargo} of ${race.maxCargo}` }),
    el('span', { class: 'sr-ship-words' }, `${ship.cargo} of ${race.maxCargo} aboard, ${where}${state}`));
}

function playerPart(player: string, race: RaceModel): HTMLElement {
  const colour = playerColour(player);
  const start = race.start[player] ?? 0;
  const goal = race.goal[player] ?? 0;
  const swatch = el('span', { class: 'sr-swatch', 'aria-hidden': 'true' });
  swatch.style.backgroundColor = colour;
  const part = el('section', { class: player === race.toMove ? 'sr-player to-move' : 'sr-player', 'data-player': player, 'data-start': start, 'data-goal': goal },
    el('h4', {}, swatch, player, player === race.toMove ? ' · to move' : ''),
    el('div', { class: 'sr-track', 'data-track': 'start' },
      el('span', { class: 'sr-track-name' }, `Start ${start}`),
      pipTrack({ value: start, length: Math.max(20, Math.ceil(start / 5) * 5), colour, label: `${player}'s start: ${start}` })),
    el('div', { class: 'sr-track', 'data-track': 'goal' },
      el('span', { class: 'sr-track-name' }, `Goal ${goal} / ${race.goalTarget}`),
      pipTrack({ value: goal, length: Math.max(race.goalTarget, Math.ceil(goal / 5) * 5), colour, mark: race.goalTarget, label: `${player}'s goal: ${goal} of ${race.goalTarget}` })),
    el('ul', { class: 'sr-ships' }, ...race.ships.filter((s) => s.player === player).map((s) => shipRow(s, race))));
  part.style.borderColor = colour;
  return part;
}

export function racePicture(race: RaceModel, target: HTMLElement): void {
  const players = el('div', { class: 'sr-players' }, ...race.players.map((p) => playerPart(p, race)));
  const note = el('p', { class: 'sr-note' }, 'The track on the board is our layout (the book’s picture is lost): 19 points of three berths, sailed from the start to the goal.');
  target.replaceChildren(el('div', { class: 'sr-picture', 'data-game': 'shiprace' }, status(race), castPart(race), players, note));
}
