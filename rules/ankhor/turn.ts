// The end of a turn: ankhs over the limit go back, loose resources over the limit go onto free
// warehouses and then back to the supply by the player's choice; then a scribe's bonus turn, the
// next player, or the end of the game once the last round is complete.
import type { GameEvent, GameResult } from '../contract.ts';
import { ankhActionPossible } from './moves.ts';
import { ankhorResult } from './scoring.ts';
import { current, playerName, withPlayer } from './state.ts';
import { ANKH_LIMIT, RESOURCE_LIMIT, resourceExcess, returnableColours, storeExcess } from './tokens.ts';
import type { AnkhorState, Colour, PlayerState } from './types.ts';

export const FRESH_TURN = Object.freeze({ main: false, ankhs: 0, extra: 0 });

/** After an action: the turn ends by itself once the main action is done and no ankh can be used. */
export function afterAction(state: AnkhorState, events: GameEvent[]): AnkhorState {
  if (state.waiting !== null || state.over) return state;
  if (state.turn.main && !ankhActionPossible(state)) return endTurn(state, events);
  return state;
}

export function returnToken(player: PlayerState, colour: Colour): PlayerState {
  return { ...player, tokens: { ...player.tokens, [colour]: player.tokens[colour] - 1 } };
}

/** Returns loose resources while only one colour can go; waits for a choice when several can. */
function settleResources(state: AnkhorState, events: GameEvent[]): AnkhorState {
  let player = current(state);
  const name = playerName(state.toMove);
  while (resourceExcess(player) > 0) {
    const colours = returnableColours(player);
    if (colours.length > 1) return { ...withPlayer(state, state.toMove, player), waiting: { kind: 'excess' } };
    player = returnToken(player, colours[0]);
    events.push({ type: 'note', text: `${name} returns a ${colours[0]} token (limit ${RESOURCE_LIMIT})` });
  }
  return nextTurn(withPlayer(state, state.toMove, player), events);
}

export function endTurn(state: AnkhorState, events: GameEvent[]): AnkhorState {
  let player = current(state);
  const name = playerName(state.toMove);
  if (player.tokens.ankh > ANKH_LIMIT) {
    const back = player.tokens.ankh - ANKH_LIMIT;
    player = { ...player, tokens: { ...player.tokens, ankh: ANKH_LIMIT } };
    events.push({ type: 'note', text: `${name} returns ${back} ankh${back > 1 ? 's' : ''} (limit ${ANKH_LIMIT})` });
  }
  const before = Object.keys(player.stored).length;
  player = storeExcess(player, state.tiles, state.options.grid);
  const stored = Object.keys(player.stored).length - before;
  if (stored > 0) events.push({ type: 'note', text: `${name} stores ${stored} token${stored > 1 ? 's' : ''} on warehouses` });
  return settleResources(withPlayer(state, state.toMove, player), events);
}

/** The choice of a resource to return, while over the limit. */
export function returnExcess(state: AnkhorState, colour: Colour, events: GameEvent[]): AnkhorState {
  const player = returnToken(current(state), colour);
  events.push({ type: 'note', text: `${playerName(state.toMove)} returns a ${colour} token (limit ${RESOURCE_LIMIT})` });
  return settleResources({ ...withPlayer(state, state.toMove, player), waiting: null }, events);
}

function nextTurn(state: AnkhorState, events: GameEvent[]): AnkhorState {
  const name = playerName(state.toMove);
  if (state.turn.extra > 0) {
    events.push({ type: 'note', text: `${name} takes a bonus turn (scribe)` });
    return { ...state, waiting: null, turn: { main: false, ankhs: 0, extra: state.turn.extra - 1 } };
  }
  const next = (state.toMove + 1) % state.players.length;
  if (state.lastRound && next === state.first) return finish(state, events);
  return { ...state, waiting: null, toMove: next, turn: FRESH_TURN };
}

function finish(state: AnkhorState, events: GameEvent[]): AnkhorState {
  const over: AnkhorState = { ...state, waiting: null, over: true, turn: FRESH_TURN };
  events.push({ type: 'end', ...(ankhorResult(over) as GameResult) });
  return over;
}
