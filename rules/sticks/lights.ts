// What a board shows when a stick game is started on one (there are no pieces to sense: the LEDs
// only inform). Cells are row-major on the board the game was started on (A1 top-left):
//
// - row 1, columns A–E: the five sticks of the last cast, a lit cell ('heads') per stick that fell
//   heads, so 3 heads light A1 B1 C1;
// - row 1 + i, for the i-th player in seat order: column A is lit 'selected' while that player has
//   to act (stake, bet or throw) and 'gold' for the winner(s) of the last contest or a winning bet;
//   then the player's running total from column B: a 'gold' cell per 5, then a 'score' cell per 1
//   (7 = B gold, C score, D score), a total too big for the row filling the row. In 新遊 the row
//   shows the child's bet instead: the cell of its number (column B for 0 … G for 5), 'target'
//   while the bet lies, then 'gold' if it won or 'error' if it lost.
//
// Between rounds, until the first stake or bet of the next, the rows show the last contest or the
// last round, so the players see how it ended.
import { cellAt } from '../cells.ts';
import type { Geometry, LightRole } from '../contract.ts';
import { allBet, bankerOf, children } from './bank.ts';
import { throwerOf } from './contest.ts';
import { STICKS } from './types.ts';
import type { BankState, ContestState, StickGameKind, SticksState } from './types.ts';

/** The smallest board that shows the sticks and a row per player. */
export function boardNeeds(kind: StickGameKind, players: number): { rows: number; cols: number } {
  return { rows: 1 + players, cols: kind === 'shinyu' ? 1 + STICKS + 1 : STICKS };
}

/** Cells of a total drawn as gold fives then score ones, starting at column 1. */
function totalBar(lights: Map<number, LightRole>, row: number, total: number, board: Geometry): void {
  const room = board.cols - 1;
  const cells: LightRole[] = [...Array<LightRole>(Math.floor(total / 5)).fill('gold'), ...Array<LightRole>(total % 5).fill('score')];
  cells.slice(0, room).forEach((role, i) => lights.set(cellAt(row, 1 + i, board), role));
}

function castRow(lights: Map<number, LightRole>, state: SticksState, board: Geometry): void {
  const heads = state.lastCast?.heads ?? 0;
  for (let stick = 0; stick < heads; stick++) lights.set(cellAt(0, stick, board), 'heads');
}

function contestLights(state: ContestState, board: Geometry): Map<number, LightRole> {
  const lights = new Map<number, LightRole>();
  castRow(lights, state, board);
  const last = state.history[state.history.length - 1];
  const between = state.staked.length === 0 && last !== undefined;
  const thrower = throwerOf(state);
  state.options.players.forEach((player, i) => {
    const row = 1 + i;
    if (between) {
      if (last.winners.includes(player) && last.winners.length === 1) lights.set(cellAt(row, 0, board), 'gold');
      if (player in last.totals) totalBar(lights, row, last.totals[player], board);
      return;
    }
    const mustStake = state.contenders.includes(player) && !state.staked.includes(player);
    if (player === thrower || mustStake) lights.set(cellAt(row, 0, board), 'selected');
    const total = player in state.totals ? state.totals[player] : player === thrower ? state.streak : null;
    if (total !== null) totalBar(lights, row, total, board);
  });
  return lights;
}

function bankLights(state: BankState, board: Geometry): Map<number, LightRole> {
  const lights = new Map<number, LightRole>();
  castRow(lights, state, board);
  const last = state.history[state.history.length - 1];
  const between = Object.keys(state.bets).length === 0 && last !== undefined;
  const banker = bankerOf(state);
  const betting = children(state);
  state.options.players.forEach((player, i) => {
    const row = 1 + i;
    if (between) {
      const bet = last.bets[player];
      if (bet === undefined) return;
      const won = last.paid[player] > 0;
      if (won) lights.set(cellAt(row, 0, board), 'gold');
      lights.set(cellAt(row, 1 + bet.heads, board), won ? 'gold' : 'error');
      return;
    }
    const acts = player === banker ? allBet(state) : betting.includes(player) && !(player in state.bets);
    if (acts && !state.casting) lights.set(cellAt(row, 0, board), 'selected');
    const bet = state.bets[player];
    if (bet !== undefined) lights.set(cellAt(row, 1 + bet.heads, board), 'target');
  });
  return lights;
}

export function sticksLights(state: SticksState): Map<number, LightRole> {
  const board = state.options.board;
  if (board === null) return new Map();
  return state.kind === 'shinyu' ? bankLights(state, board) : contestLights(state, board);
}
