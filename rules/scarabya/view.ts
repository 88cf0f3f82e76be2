// The dashboard's and the CLI's picture of a Scarabya game: plain JSON. Cells are named (A1…J10).
import type { Json } from '../contract.ts';
import { legalPlacements } from './board.ts';
import { maskHas, names } from './mask.ts';
import { formatPlacement } from './notation.ts';
import { pictureOf } from './pentominoes.ts';
import { scarabyaResult } from './play.ts';
import { rematchOptions } from './rematch.ts';
import { formatSite } from './site.ts';
import { missionOf, playerName, seatNames, seatWaits } from './state.ts';
import type { Board, ScarabyaState } from './types.ts';

function boardView(state: ScarabyaState, board: Board, seat: number, name: string): Json {
  const scoring = state.options.mode !== 'solo';
  const scoredCells = new Set(board.areas.filter((a) => scoring && a.player !== null).flatMap((a) => a.cells));
  const mission = missionOf(state);
  const waiting = seatWaits(state, seat);
  return {
    seat: name,
    rocks: names(board.site.rocks),
    scarabs: board.site.scarabs.map((cell): Json => ({
      cell: names([cell])[0],
      state: maskHas(board.covered, cell) ? 'covered' : scoredCells.has(cell) ? 'scored' : 'visible',
    })),
    tiles: board.tiles.map((t): Json => ({
      letter: t.letter,
      cells: names(t.cells),
      placement: formatPlacement(t.letter, t.cells),
      by: playerName(t.player),
    })),
    areas: board.areas.map((a): Json => ({
      cells: names(a.cells),
      size: a.cells.length,
      scarabs: names(a.scarabs),
      points: a.points,
      by: a.player === null ? null : playerName(a.player),
    })),
    waiting,
    legalPlacements: mission !== null && waiting ? legalPlacements(board, mission, state.options.allowFlip).length : 0,
  };
}

export function scarabyaView(state: ScarabyaState): Json {
  const { options } = state;
  const seats = seatNames(state);
  const players = Array.from({ length: options.players }, (_, i) => playerName(i));
  const mission = missionOf(state);
  const result = state.result;
  const ended = scarabyaResult(state);
  const scores = result?.scores ?? state.scores;
  return {
    game: 'scarabya',
    mode: options.mode,
    allowFlip: options.allowFlip,
    players,
    site: formatSite(state.site) as unknown as Json,
    /** Whether the site was entered (option `site`: printed quarters copied, or a rematch's) or generated, an invented one. */
    siteOrigin: options.site === null ? 'invented' : 'given',
    mission,
    /** The mission's squares as [row, col] in its textbook picture (the unflipped side): something to draw. */
    missionShape: mission === null ? null : pictureOf(mission).map(([row, col]): Json => [row, col]),
    missionNumber: mission === null ? null : state.next + 1,
    missions: state.order.length,
    missionsLeft: mission === null ? 0 : state.order.length - state.next - 1,
    turn: options.mode === 'one-to-one' && mission !== null ? playerName(state.turn) : null,
    seats: state.boards.map((board, seat) => boardView(state, board, seat, seats[seat])),
    scores: Object.fromEntries(players.map((p, i) => [p, scores[i]])),
    placed: Object.fromEntries(players.map((p, i) => [p, state.placed[i]])),
    supply: { 1: state.supply[0], 2: state.supply[1], 3: state.supply[2], 4: state.supply[3] },
    discards: state.discards.map((d): Json => ({ mission: d.letter, by: playerName(d.player) })),
    over: result !== null,
    /** The contract's result says the winner and why (null for a tie); `winners` lists everyone sharing the win. */
    winner: ended?.winner ?? null,
    winners: result === null ? [] : result.winners.map(playerName),
    reason: ended?.reason ?? null,
    /** Options for a rematch (one-to-one) or a retry (solo): same site, same mission order. */
    rematch: result === null ? null : (rematchOptions(state) as unknown as Json),
  };
}
