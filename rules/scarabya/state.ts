// Building Scarabya states, and the names of players and seats. Every state is frozen so that
// nothing, here or in the host, can change a position another part of the program still holds.
import type { Letter } from './pentominoes.ts';
import type { ScarabyaOptions, ScarabyaState } from './types.ts';

/** Players are P1…P4 (scores, events, the dashboard). */
export const playerName = (player: number) => `P${player + 1}`;

/** The name of the one board of a shared site. */
export const SHARED_SEAT = 'shared';

/** Sites in play: one per player in standard mode, one shared otherwise. */
export function seatCountOf(options: ScarabyaOptions): number {
  return options.mode === 'standard' ? options.players : 1;
}

export function seatNames(state: ScarabyaState): string[] {
  return seatNamesOf(state.options);
}

/** The seats of a game with these options: they never change during it. */
export function seatNamesOf(options: ScarabyaOptions): string[] {
  const count = seatCountOf(options);
  return options.mode === 'standard' ? Array.from({ length: count }, (_, i) => playerName(i)) : [SHARED_SEAT];
}

/** The seat's index, or -1 for a name that is no seat of this game. */
export function seatIndex(state: ScarabyaState, seat: string): number {
  return seatNames(state).indexOf(seat);
}

/** The mission waiting to be placed, or null once the game is over. */
export function missionOf(state: ScarabyaState): Letter | null {
  return state.result === null && state.next < state.order.length ? state.order[state.next] : null;
}

/** Whether a seat still has to place the current mission. */
export function seatWaits(state: ScarabyaState, seat: number): boolean {
  if (missionOf(state) === null) return false;
  return state.options.mode !== 'standard' || !state.done[seat];
}

/** Who places on a seat now: its own player in standard mode, the active player otherwise. */
export function placerOf(state: ScarabyaState, seat: number): number {
  return state.options.mode === 'standard' ? seat : state.turn;
}

export function freezeState(state: ScarabyaState): ScarabyaState {
  for (const list of [state.order, state.boards, state.done, state.placed, state.scores, state.supply, state.discards]) {
    Object.freeze(list);
  }
  if (state.result !== null) {
    Object.freeze(state.result.scores);
    Object.freeze(state.result.winners);
    Object.freeze(state.result);
  }
  return Object.freeze(state);
}
