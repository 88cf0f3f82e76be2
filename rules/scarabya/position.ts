// Position JSON. One site (solo, one-to-one, standard with 1 player):
//   { "site": {"rocks": [...], "scarabs": [...]}, "tiles": ["L:A1,A2,A3,A4,B4", ...],
//     "mission": "T", "deck": ["I", "X"] }
// Several sites (standard with 2–4 players): "boards" (each player's tiles, P1 first) instead of
// "tiles", and "done": the players who already placed or discarded the current mission.
// `tiles` are in the order they were placed (one-to-one: P<firstPlayer> placed the first, then
// turns alternate); `mission` is the mission waiting (null: the game is over); `deck` the missions
// still to come, in order (default none). Scores, areas and the token supply are worked out by
// replaying the tiles, each of which must have been legal when it was placed; boards are
// replayed P1 first, so tokens running out are charged in that order.
import { ok } from '../contract.ts';
import type { Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { emptyBoard, placeTile, placementError } from './board.ts';
import { isLetter } from './pentominoes.ts';
import type { Letter } from './pentominoes.ts';
import { placementAt } from './placements.ts';
import { formatPlacement, parsePlacement } from './notation.ts';
import { startState } from './play.ts';
import { formatSite, parseSite } from './site.ts';
import type { Site } from './site.ts';
import { missionOf, playerName, seatCountOf } from './state.ts';
import { tokensFor } from './tokens.ts';
import type { Board, ScarabyaOptions, ScarabyaState } from './types.ts';

const bad = (message: string) => fail('bad-position', message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Replay {
  board: Board;
  placed: number[];
  scores: number[];
  supply: number[];
}

/** Replays a site's tiles in order; `placerOf(i)` says who placed the i-th. */
function replay(
  json: unknown,
  what: string,
  site: Site,
  options: ScarabyaOptions,
  placerOf: (index: number) => number,
  start: { placed: number[]; scores: number[]; supply: number[] },
): Result<Replay> {
  if (!Array.isArray(json)) return bad(`${what} must be a list of placements like "L:A1,A2,A3,A4,B4"`);
  let board = emptyBoard(site);
  const placed = start.placed.slice();
  const scores = start.scores.slice();
  let supply = start.supply.slice();
  const letters = new Set<Letter>();
  for (const [index, text] of json.entries()) {
    const where = `${what} ${index + 1}`;
    if (typeof text !== 'string') return bad(`${where}: ${JSON.stringify(text)} is not a placement`);
    const parsed = parsePlacement(text);
    if (!parsed.ok) return bad(`${where}: ${parsed.error.message}`);
    const { letter, cells } = parsed.value;
    if (letters.has(letter)) return bad(`${where}: there is only one ${letter} tile`);
    letters.add(letter);
    const placement = placementAt(cells);
    if (placement === undefined || placement.letter !== letter) return bad(`${where}: ${text} is not the ${letter}'s shape`);
    if (placement.reflected && !options.allowFlip) return bad(`${where}: ${text} is turned over, and flipping is off`);
    const error = placementError(board, placement);
    if (error !== null) return bad(`${where}: ${text}: ${error.message}`);
    const player = placerOf(index);
    const result = placeTile(board, placement, player, options.mode !== 'solo');
    board = result.board;
    placed[player]++;
    for (const area of result.created) {
      scores[player] += area.points;
      if (options.mode === 'solo') continue;
      for (let i = 0; i < area.scarabs.length; i++) supply = tokensFor(area.cells.length, supply).supply;
    }
  }
  return ok({ board, placed, scores, supply });
}

function parseLetterOrNull(value: unknown, what: string): Result<Letter | null> {
  if (value === null) return ok(null);
  const letter = typeof value === 'string' ? value.toUpperCase() : value;
  return isLetter(letter) ? ok(letter) : bad(`${what}: ${JSON.stringify(value)} is not a pentomino letter`);
}

export function parseScarabyaPosition(json: unknown, options: ScarabyaOptions): Result<ScarabyaState> {
  if (!isRecord(json)) return bad('a position is a JSON object with site, tiles and mission');
  const multi = seatCountOf(options) > 1;
  const allowed = multi ? ['site', 'boards', 'done', 'mission', 'deck'] : ['site', 'tiles', 'mission', 'deck'];
  for (const key of Object.keys(json)) {
    if (!allowed.includes(key)) {
      const hint = key === 'tiles' ? ' (several players: use "boards")' : key === 'boards' ? ' (one site: use "tiles")' : '';
      return bad(`unknown key ${JSON.stringify(key)}${hint}`);
    }
  }
  const site = parseSite(json.site);
  if (!site.ok) return bad(`site: ${site.error.message}`);

  const mission = parseLetterOrNull(json.mission === undefined ? null : json.mission, 'mission');
  if (!mission.ok) return mission;
  const deckJson = json.deck ?? [];
  if (!Array.isArray(deckJson)) return bad('deck must be a list of pentomino letters');
  const deck: Letter[] = [];
  for (const item of deckJson) {
    const letter = parseLetterOrNull(item, 'deck');
    if (!letter.ok) return letter;
    if (letter.value === null) return bad('deck: null is not a pentomino letter');
    if (deck.includes(letter.value) || letter.value === mission.value) return bad(`deck: ${letter.value} comes twice`);
    deck.push(letter.value);
  }
  if (mission.value === null && deck.length > 0) return bad('no mission but a deck: name the mission waiting');

  const players = options.players;
  let start = { placed: new Array<number>(players).fill(0), scores: new Array<number>(players).fill(0), supply: options.tokens.slice() };
  const boards: Board[] = [];
  let done: boolean[];
  let turn = 0;
  if (multi) {
    if (!Array.isArray(json.boards) || json.boards.length !== players) {
      return bad(`boards must list the tiles of each of the ${players} players`);
    }
    for (const [seat, tiles] of json.boards.entries()) {
      const replayed = replay(tiles, `${playerName(seat)} tile`, site.value, options, () => seat, start);
      if (!replayed.ok) return replayed;
      boards.push(replayed.value.board);
      start = replayed.value;
    }
    const doneJson = json.done ?? [];
    if (!Array.isArray(doneJson)) return bad('done must list players like "P1"');
    done = boards.map(() => false);
    for (const name of doneJson) {
      const seat = boards.findIndex((_, i) => playerName(i) === name);
      if (seat < 0) return bad(`done: ${JSON.stringify(name)} is not a player (P1…P${players})`);
      if (done[seat]) return bad(`done: ${String(name)} is listed twice`);
      done[seat] = true;
    }
    if (mission.value === null && done.some(Boolean)) return bad('done: the game is over, nobody is placing');
  } else {
    const first = options.mode === 'one-to-one' ? options.firstPlayer - 1 : 0;
    const placerOf = (index: number) => (options.mode === 'one-to-one' ? (first + index) % 2 : 0);
    const replayed = replay(json.tiles, 'tile', site.value, options, placerOf, start);
    if (!replayed.ok) return replayed;
    boards.push(replayed.value.board);
    start = replayed.value;
    done = [false];
    turn = placerOf(replayed.value.board.tiles.length);
  }

  const upcoming = mission.value === null ? [] : [mission.value, ...deck];
  for (const [seat, board] of boards.entries()) {
    const used = new Set(board.tiles.map((t) => t.letter));
    const clash = upcoming.find((letter, i) => used.has(letter) && !(i === 0 && done[seat]));
    if (clash !== undefined) {
      return bad(`${multi ? `${playerName(seat)}: ` : ''}the ${clash} is still to come but already placed`);
    }
  }
  return ok(startState(options, site.value, upcoming, boards, { done, turn, ...start }));
}

export function formatScarabyaPosition(state: ScarabyaState): Json {
  const tiles = (board: Board): Json => board.tiles.map((t) => formatPlacement(t.letter, t.cells));
  const json: Record<string, Json> = { site: formatSite(state.site) as unknown as Json };
  const mission = missionOf(state);
  if (seatCountOf(state.options) > 1) {
    json.boards = state.boards.map(tiles);
    json.done = mission === null ? [] : state.done.flatMap((d, seat) => (d ? [playerName(seat)] : []));
  } else {
    json.tiles = tiles(state.boards[0]);
  }
  json.mission = mission;
  json.deck = mission === null ? [] : state.order.slice(state.next + 1);
  return json;
}
