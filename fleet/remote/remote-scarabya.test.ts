// Scarabya one-to-one between two boards, through a real mosquitto in virtual time: both hosts
// start the same game (the same options and seed: a site from a fixed siteSeed, the missions in a
// fixed order) on a simulated 10×10 board, the built-in board of `tabletop start --game scarabya`.
// Scarabya names no side to move (no `toMove`): the match's seats P1 and P2 take turns, P1 first,
// as the game's players do (firstPlayer 1). The rules fit that strict alternation: a placed tile
// passes the turn, and a mission the player to place cannot place is discarded and the same
// player turns the next, so tiles alternate however many missions are discarded between them
// (this game has one such discard mid-game and one at its end). A scripted person on each board:
// the mover's places a legal tile (its five cells at once); the other waits until the tile is lit
// on its board, then places it too. The whole game is played; both journals are equal at the end.
// With firstPlayer 2 (a rematch's options) the match's `first` must be the seat that plays P2:
// `tabletop start --remote` takes it from --first (else the seat id sorting first), not from the game.
import { footprintOf } from '../../rules/index.ts';
import { describe, expect, it } from 'vitest';
import { builtinProfiles } from '../../hardware/index.ts';
import type { AnyGame, ScarabyaState } from '../../rules/index.ts';
import { noDrops } from '../drops.ts';
import { noRefusals } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, bothUp, journal, journalMoves, lightsOf, newGame, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost } from '../testing/table-host.ts';

const MATCH = 'm-scarabya';
const MATCH_P2 = 'm-scarabya-p2';
const USERS = {
  P1: { username: 'seat-p1', password: 'secret-of-p1' },
  P2: { username: 'seat-p2', password: 'secret-of-p2' },
} as const;
type Seat = keyof typeof USERS;
/** Twelve missions in a fixed order on a generated site: with the persons below, P2 cannot place the X and P1 not the Z. */
const OPTIONS = { mode: 'one-to-one', siteSeed: 1, missions: ['F', 'I', 'L', 'N', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'], firstPlayer: 1 };
const SEED = 3;
/** A bound on the tiles of one game (twelve missions). */
const MAX_TILES = 12;
const rig = useRemoteRig({ users: USERS, matches: [MATCH, MATCH_P2] });

type Player = RemotePlayer<Seat>;

function player(seat: Seat, match: string = MATCH, options: Record<string, unknown> = OPTIONS): Player {
  const t = tableHost(undefined, builtinProfiles['10x10']);
  const game = newGame(t, BOARD, { game: 'scarabya', seed: SEED, options });
  // The seat that moves first is the game's first player (Scarabya names no side to move).
  return rig.join(seat, t, game, { match, first: `P${(options.firstPlayer as number | undefined) ?? 1}` as Seat, clock: t.clock });
}

const rulesOf = (p: Player): { game: AnyGame; state: ScarabyaState } => p.t.host.gameState(p.game)! as { game: AnyGame; state: ScarabyaState };

/** A cell of the site by name (A1…J10). */
const nameOf = (game: AnyGame, state: ScarabyaState, cell: number): string => game.cellName(cell, game.geometry(state.options)!);

/** Real time passes for the broker, virtual time for the board (its settle time). */
async function settle(p: Player): Promise<void> {
  await p.t.clock.advanceBy(150);
}

/** The cells the tile `move` (in notation) covers, by name. */
function tileCells(p: Player, move: string): string[] {
  const { game, state } = rulesOf(p);
  const parsed = game.parseMove(move, state);
  if (!parsed.ok) throw new Error(`${p.seat} cannot read ${move}: ${parsed.error.message}`);
  const fp = footprintOf(game, state, parsed.value);
  expect(fp.lift.size + fp.touch.size, `${move} lifts nothing`).toBe(0);
  return [...fp.fill].map((c) => nameOf(game, state, c));
}

/** The board's lights of a move (where pieces go or leave, or a correction), by cell: not the site's own (its scarabs). */
function movesLit(p: Player): Record<string, string> {
  return Object.fromEntries(Object.entries(lightsOf(p)).filter(([, role]) => ['target', 'selected', 'capture', 'fill', 'clear', 'error'].includes(role)));
}

/** The person puts the tile down: its five cells at once. */
async function place(p: Player, move: string): Promise<void> {
  expect(p.t.host.simulate(BOARD, 'place', tileCells(p, move)).ok).toBe(true);
  await settle(p);
}

describe('Scarabya one-to-one between two boards', () => {
  it('plays a whole game on one shared site: the seats alternate tile by tile as P1 and P2 do, a discard keeping the turn; every tile lit on the other board before it is placed there; both journals equal', async () => {
    const p1 = player('P1');
    const p2 = player('P2');
    const both = [p1, p2];
    const bySeat: Record<string, Player> = { P1: p1, P2: p2 };
    const trace = () => both.flatMap((p) => p.log.map((l) => `${p.seat}: ${l}`)).join('\n');
    // Both boards show the site's rocks (the host set them up), nothing lit to place or lift.
    for (const p of both) {
      const { game, state } = rulesOf(p);
      expect(new Set(p.t.host.board(BOARD)!.occupancy)).toEqual(new Set([...game.occupancy(state)].map((c) => nameOf(game, state, c))));
      expect(movesLit(p)).toEqual({});
    }
    expect(rulesOf(p2).state).toEqual(rulesOf(p1).state);
    await bothUp(p1, p2);

    const placedBy: string[] = [];
    const discards: string[] = [];
    for (let tile = 0; tile < MAX_TILES; tile++) {
      const { game, state } = rulesOf(p1);
      if (game.isOver(state)) break;
      // Whose tile it is by the rules (one-to-one's turn), and the match's seat of that name.
      const player = `P${state.turn + 1}`;
      const mover = bySeat[player];
      const other = mover === p1 ? p2 : p1;
      const moves = game.legalMoves(state);
      expect(moves.length, `a tile to place at tile ${tile}`).toBeGreaterThan(0);
      const move = game.formatMove(moves[(tile * 7) % moves.length], state);
      const seq = p1.driver.status().seq;
      expect(seq).toBe(tile);

      await place(mover, move);
      await until(() => mover.driver.status().seq === seq + 1, `${mover.seat} takes ${move} as step ${seq + 1}:\n${trace()}`);
      // Lit on the other board before its person places it.
      await until(() => other.driver.status().pending === move, `${other.seat} lights ${move}:\n${trace()}`);
      expect(other.driver.status().seq).toBe(seq);
      // The tile's five cells lit where it goes, and nothing else to place or lift.
      expect(movesLit(other), `${move} lit on ${other.seat}'s board`).toEqual(Object.fromEntries(tileCells(other, move).map((cell) => [cell, 'target'])));
      await place(other, move);
      await until(() => both.every((p) => p.driver.status().seq === seq + 1 && p.driver.status().pending === null), `both take ${move} (step ${seq + 1}):\n${trace()}`);
      placedBy.push(player);
      expect(rulesOf(p2).state).toEqual(rulesOf(p1).state);
      const after = rulesOf(p1).state;
      for (const d of after.discards.slice(discards.length)) discards.push(`P${d.player + 1} ${d.letter}`);
      // Both boards are as the game says (the tile on both, nothing else), nothing left lit to place.
      for (const p of both) {
        const { game: g, state: s } = rulesOf(p);
        expect(new Set(p.t.host.board(BOARD)!.occupancy), `${p.seat}'s board after ${move}`).toEqual(new Set([...g.occupancy(s)].map((c) => nameOf(g, s, c))));
      }
    }

    for (const p of both) expect(rulesOf(p).game.isOver(rulesOf(p).state), `${p.seat}'s game is over`).toBe(true);
    // Ten tiles, strictly alternating from P1, with the X discarded by P2 (who then placed the Y)
    // and the Z by P1 (the last mission: the game ends).
    expect(placedBy).toEqual(['P1', 'P2', 'P1', 'P2', 'P1', 'P2', 'P1', 'P2', 'P1', 'P2']);
    expect(discards).toEqual(['P2 X', 'P1 Z']);
    const steps = journal(p1);
    expect(steps.every((s) => s.type === 'move')).toBe(true);
    expect(steps).toHaveLength(10);
    expect(journal(p2)).toEqual(steps);
    expect(journalMoves(p2)).toEqual(journalMoves(p1));
    expect(p1.t.host.game(p1.game)!.result).toEqual(p2.t.host.game(p2.game)!.result);
    expect(p1.t.host.game(p1.game)!.scores).toEqual(p2.t.host.game(p2.game)!.scores);
    expect(rulesOf(p1).state.result).toEqual(rulesOf(p2).state.result);
    for (const p of both) {
      expect(p.driver.status()).toMatchObject({ stopped: null, paused: null, refusals: noRefusals(), drops: noDrops() });
    }
  }, 120_000);

  it('P2 placing first (firstPlayer 2, a rematch\'s): the match\'s first seat is P2, its tiles lit on P1\'s board and credited to P2', async () => {
    const options = { ...OPTIONS, missions: ['F', 'I', 'L'], firstPlayer: 2 };
    const p1 = player('P1', MATCH_P2, options);
    const p2 = player('P2', MATCH_P2, options);
    const both = [p1, p2];
    const bySeat: Record<string, Player> = { P1: p1, P2: p2 };
    const trace = () => both.flatMap((p) => p.log.map((l) => `${p.seat}: ${l}`)).join('\n');
    await bothUp(p1, p2);
    const placedBy: string[] = [];
    for (let tile = 0; tile < 3; tile++) {
      const { game, state } = rulesOf(p1);
      const mover = bySeat[`P${state.turn + 1}`];
      const other = mover === p1 ? p2 : p1;
      const move = game.formatMove(game.legalMoves(state)[0], state);
      await place(mover, move);
      await until(() => other.driver.status().pending === move, `${other.seat} lights ${move}:\n${trace()}`);
      expect(movesLit(other)).toEqual(Object.fromEntries(tileCells(other, move).map((cell) => [cell, 'target'])));
      await place(other, move);
      await until(() => both.every((p) => p.driver.status().seq === tile + 1 && p.driver.status().pending === null), `both take ${move}:\n${trace()}`);
      placedBy.push(mover.seat);
    }
    expect(placedBy).toEqual(['P2', 'P1', 'P2']);
    for (const p of both) {
      const { game, state } = rulesOf(p);
      expect(game.isOver(state)).toBe(true);
      expect(state.placed).toEqual([1, 2]);
      expect(state.boards[0].tiles.map((t) => `P${t.player + 1}`)).toEqual(placedBy);
      expect(p.driver.status()).toMatchObject({ stopped: null, paused: null, refusals: noRefusals(), drops: noDrops() });
    }
    expect(journal(p2)).toEqual(journal(p1));
  }, 60_000);
});
