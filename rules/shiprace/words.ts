// The ship race in words, for a newcomer who reads no notation: each action as the player sees it
// ("P1's ship a sails 3 to point 7"), what it costs and what it brings, in English and Japanese
// (the book's terms: 移動, 荷下ろし, 造船, 補給, 略奪), and the prompt of each turn's cast.
import { alphaNumericName } from '../cells.ts';
import type { Label, MoveWords } from '../contract.ts';
import { findShip, playerName, playerToMove, sailing } from './rules.ts';
import { BUILD_COST, GOAL, MAX_CARGO, START } from './types.ts';
import type { Ship, ShipraceMove, ShipraceState } from './types.ts';

/** A ship as a player sees it on the table: its owner's colour and its mark. */
export function shipWords(ship: Ship): Label {
  const who = playerName(ship.player);
  const mark = ship.id.slice(-1);
  return { en: `${who}'s ship ${mark}`, ja: `${who} の船 ${mark}` };
}

/** Where a ship stands, as the track names it: the start, a point (1–19), the goal. */
export function placeWords(at: number): Label {
  if (at === START) return { en: 'the start', ja: 'スタート' };
  if (at === GOAL) return { en: 'the goal', ja: 'ゴール' };
  return { en: `point ${at}`, ja: `地点 ${at}` };
}

/** A place followed by a particle, spaced as Japanese sets a number among kana (`地点 3 で`, `ゴールで`). */
const at = (place: Label, particle: string) => (/[0-9]$/.test(place.ja) ? `${place.ja} ${particle}` : place.ja + particle);

/** The prompt of a turn's cast. */
export function castWords(state: ShipraceState): Label {
  const who = playerName(playerToMove(state));
  return { en: `${who}'s turn: cast the sticks`, ja: `${who} の番：棒を投げる` };
}

export function describeShipraceMove(state: ShipraceState, move: ShipraceMove): MoveWords {
  const who = playerName(playerToMove(state));
  const heads = state.cast ?? 0;
  if (move.type === 'pass') {
    return { en: `${who} can do nothing with ${heads} heads and passes`, ja: `${who} は表 ${heads} で何もできない：パス` };
  }
  const ship = findShip(state, move.ship);
  if (ship === undefined) return { en: `${move.type} ${move.ship}`, ja: `${move.type} ${move.ship}` };
  const it = shipWords(ship);
  switch (move.type) {
    case 'move':
      return moveWords(state, ship, move.to, heads);
    case 'unload': {
      const total = state.start[ship.player] + ship.cargo;
      const holds = { en: `${playerName(ship.player)}'s start then holds ${total}`, ja: `スタートに計 ${total}` };
      if (ship.at === START) {
        return { en: `${it.en} unloads ${ship.cargo} at the start: ${holds.en}`, ja: `${it.ja} がスタートで ${ship.cargo} を荷下ろし：${holds.ja}` };
      }
      const from = placeWords(ship.at);
      if (ship.cargo === 0) {
        return { en: `${it.en} comes back empty from ${from.en} to the start`, ja: `${it.ja} が${at(from, 'から')}空でスタートへ戻る（荷下ろし）` };
      }
      return {
        en: `${it.en} comes back from ${from.en} and unloads ${ship.cargo} at the start: ${holds.en}`,
        ja: `${it.ja} が${at(from, 'から')}スタートへ戻り ${ship.cargo} を荷下ろし：${holds.ja}`,
      };
    }
    case 'build': {
      const left = state.start[ship.player] - BUILD_COST;
      return {
        en: `${who} builds ship ${ship.id.slice(-1)}: pays ${BUILD_COST} from the start (${left} left there) and loads ${BUILD_COST} on board`,
        ja: `${who} が船 ${ship.id.slice(-1)} を造船：スタートから ${BUILD_COST} を払い（残り ${left}）、${BUILD_COST} を積む`,
      };
    }
    case 'supply': {
      const taken = Math.max(0, Math.min(heads, MAX_CARGO - ship.cargo));
      const after = ship.cargo + taken;
      return {
        en: `${it.en} takes ${taken} from the supply (${ship.cargo} → ${after} on board)`,
        ja: `${it.ja} に ${taken} を補給（積荷 ${ship.cargo} → ${after}）`,
      };
    }
    case 'raid': {
      const victim = findShip(state, move.victim);
      if (victim === undefined) return { en: `raid ${move.ship} ${move.victim}`, ja: `raid ${move.ship} ${move.victim}` };
      const them = shipWords(victim);
      const where = placeWords(ship.at);
      const taken = Math.max(0, Math.min(heads - 1, victim.cargo, MAX_CARGO - ship.cargo));
      const emptied = taken === victim.cargo;
      return {
        en: `${it.en} raids ${them.en} on ${where.en} and takes ${taken}${emptied ? `: ${them.en} goes back to the start empty` : ` (${them.en} keeps ${victim.cargo - taken})`}`,
        ja: `${it.ja} が${at(where, 'で')} ${them.ja} から ${taken} を略奪${emptied ? `：${them.ja} は空になりスタートへ戻る` : `（相手の残り ${victim.cargo - taken}）`}`,
      };
    }
  }
}

/** A move (移動): the ship pays the heads and sails them, to a point, to the goal, or home empty. */
function moveWords(state: ShipraceState, ship: Ship, to: number, heads: number): MoveWords {
  const it = shipWords(ship);
  const end = sailing(ship, heads);
  if (end.at === GOAL) {
    const carried = ship.cargo - heads;
    const total = state.goal[ship.player] + carried;
    return {
      en: `${it.en} sails to the goal with ${heads} heads (pays ${heads}) and unloads ${carried} there: ${total} at ${playerName(ship.player)}'s goal`,
      ja: `${it.ja} がゴールへ移動（${heads} を払う）：${carried} を荷下ろし、ゴールに計 ${total}`,
    };
  }
  if (end.home) {
    return {
      en: `${it.en} pays its last ${heads} to sail and, empty, goes back to the start`,
      ja: `${it.ja} が最後の ${heads} を払って移動し、空になってスタートへ戻る`,
    };
  }
  const cell = alphaNumericName(to, state.options.board);
  const where = placeWords(end.at);
  return {
    en: `${it.en} sails ${heads} to ${where.en} (${cell}): pays ${heads}, ${end.cargo} left on board`,
    ja: `${it.ja} が${where.ja}（${cell}）へ ${heads} 移動：${heads} を払い、積荷の残り ${end.cargo}`,
  };
}
