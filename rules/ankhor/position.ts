// Position JSON (the keys the issue pins first, then the optional ones that make it whole):
//   { "grid": {"rows": 8, "cols": 8}, "toMove": "P1",
//     "tiles": {"<id>": {"color": "green", "animal": "jackal", "vp": 0, "kind": "animal"}},
//     "offer": ["<id>" | null ×6], "prices": [["blue", "red"], … ×6], "bonusSupply": [3, 3, 2],
//     "players": {"P1": {"base": {"A1": "<id>"}, "upper": {"A1": "<id>"},
//                        "tokens": {"blue": 1, "white": 0, "black": 0, "green": 0, "red": 2, "ankh": 1},
//                        "bonus": [3], "stored": {"<warehouse id>": "red"}}},
//     "firstPlayer": "P1",                              default P1 (a round ends before them)
//     "turn": {"main": false, "ankhs": 0, "extra": 0},  default a fresh turn
//     "piles": [["<id>", …], […]] | [27, 28],           dealt piles (top first) or counts; default empty
//     "discards": ["<id>"], "lastRound": false, "over": false,
//     "waiting": null | {"kind": "excess"} | {"kind": "discount", "move": "buy 3 ^B2", "options": ["red", "white"]}
//                | {"kind": "reveal", "slots": [5, 6], "pile": 1} | {"kind": "prices"} }
// `upper` is keyed by the top-left cell of the block it sits on; `tokens` counts every token owned,
// stored ones included; `toMove` is null once the game is over. Players are P1… in seat order.
import { ok } from '../contract.ts';
import type { Json, Result } from '../contract.ts';
import { alphaNumericName, parseAlphaNumeric } from '../cells.ts';
import { fail } from '../fail.ts';
import { parseAnkhorMove, formatBuy } from './notation.ts';
import { parseGrid, parsePrices } from './options.ts';
import { emptyPlayer, playerName, seatOfName } from './state.ts';
import { blockCells, cellTotal, isBlockCorner, supportingCells } from './tableau.ts';
import { OFFER_SLOTS, formatTile, isColour, isIntegerIn, isRecord, isTileId, MAX_VP, parseTile, whyNotTileId } from './tileset.ts';
import { noTokens, storedCounts, tokensPerType } from './tokens.ts';
import { COLOURS, TOKEN_TYPES } from './types.ts';
import type { AnkhorOptions, AnkhorState, Colour, Grid, Pile, PlayerState, Tile, TokenType, TurnState, Waiting } from './types.ts';

const bad = (message: string) => fail('bad-position', message);
type Bad = { ok: false; error: { code: string; message: string } };

const PINNED = ['grid', 'toMove', 'tiles', 'offer', 'prices', 'bonusSupply', 'players'];
const EXTRA = ['firstPlayer', 'turn', 'piles', 'discards', 'lastRound', 'over', 'waiting'];
const PLAYER_KEYS = ['base', 'upper', 'tokens', 'bonus', 'stored'];
/** The order tokens are written in (as the issue shows them). */
const TOKEN_ORDER: readonly TokenType[] = ['blue', 'white', 'black', 'green', 'red', 'ankh'];
const MAX_TILES = 400;

class Ids {
  private readonly seen = new Map<string, string>();
  constructor(private readonly tiles: Record<string, Tile>) {}
  /** Checks an id is a known tile used nowhere else. */
  use(id: unknown, where: string): Result<string> {
    if (!isTileId(id)) return bad(whyNotTileId(id, `${where}: tile id`));
    if (!Object.hasOwn(this.tiles, id)) return bad(`${where}: tile ${id} is not in "tiles"`);
    const other = this.seen.get(id);
    if (other !== undefined) return bad(`${where}: tile ${id} is also in ${other}`);
    this.seen.set(id, where);
    return ok(id);
  }
}

function parseTiles(json: unknown): Result<Record<string, Tile>> {
  if (!isRecord(json)) return bad('tiles must map tile ids to {color, animal, vp, kind}');
  if (Object.keys(json).length > MAX_TILES) return bad(`at most ${MAX_TILES} tiles`);
  const tiles: Record<string, Tile> = {};
  for (const [id, value] of Object.entries(json)) {
    if (!isTileId(id)) return bad(whyNotTileId(id, 'tiles: id'));
    const tile = parseTile(value);
    if (!tile.ok) return bad(`tile ${id}: ${tile.error.message}`);
    tiles[id] = tile.value;
  }
  return ok(tiles);
}

function parseCells(json: unknown, what: string, grid: Grid, ids: Ids): Result<(string | null)[]> {
  const cells: (string | null)[] = new Array(cellTotal(grid)).fill(null);
  if (json === undefined) return ok(cells);
  if (!isRecord(json)) return bad(`${what} must map cells like "A1" to tile ids`);
  for (const [name, id] of Object.entries(json)) {
    const cell = parseAlphaNumeric(name, grid);
    if (cell === null) return bad(`${what}: "${name}" is no cell of a ${grid.rows}×${grid.cols} grid`);
    if (cells[cell] !== null) return bad(`${what}: ${name} is given twice`);
    const used = ids.use(id, `${what} ${name}`);
    if (!used.ok) return used;
    cells[cell] = used.value;
  }
  return ok(cells);
}

function parseTokens(json: unknown, what: string): Result<Record<TokenType, number>> {
  const tokens = noTokens();
  if (json === undefined) return ok(tokens);
  if (!isRecord(json)) return bad(`${what} must count tokens: ${TOKEN_TYPES.join(', ')}`);
  for (const [key, n] of Object.entries(json)) {
    if (!(TOKEN_TYPES as readonly string[]).includes(key)) return bad(`${what}: "${key}" is no token type`);
    if (!isIntegerIn(n, 0, 99)) return bad(`${what}.${key} must be a count`);
    tokens[key as TokenType] = n;
  }
  return ok(tokens);
}

function parsePlayer(json: unknown, name: string, grid: Grid, tiles: Record<string, Tile>, ids: Ids): Result<PlayerState> {
  if (!isRecord(json)) return bad(`${name} must be an object with ${PLAYER_KEYS.join(', ')}`);
  for (const key of Object.keys(json)) if (!PLAYER_KEYS.includes(key)) return bad(`${name}: unknown key ${JSON.stringify(key)}`);
  const base = parseCells(json.base, `${name} base`, grid, ids);
  if (!base.ok) return base;
  const upper = parseCells(json.upper, `${name} upper`, grid, ids);
  if (!upper.ok) return upper;
  const player0 = { ...emptyPlayer(grid), base: base.value, upper: upper.value };
  const held = new Set<number>();
  for (const [tl, id] of upper.value.entries()) {
    if (id === null) continue;
    const label = alphaNumericName(tl, grid);
    if (!isBlockCorner(tl, grid)) return bad(`${name} upper ${label}: no 2×2 block has ${label} as its top-left cell`);
    for (const c of blockCells(tl, grid)) {
      if (base.value[c] === null) return bad(`${name} upper ${label}: ${alphaNumericName(c, grid)} holds no base tile`);
      if (held.has(c)) return bad(`${name} upper ${label}: ${alphaNumericName(c, grid)} already holds up another upper tile`);
      held.add(c);
    }
  }
  const tokens = parseTokens(json.tokens, `${name} tokens`);
  if (!tokens.ok) return tokens;
  const bonus = json.bonus ?? [];
  if (!Array.isArray(bonus) || !bonus.every((v) => isIntegerIn(v, 0, MAX_VP))) return bad(`${name} bonus must list bonus token values`);
  const storedJson = json.stored ?? {};
  if (!isRecord(storedJson)) return bad(`${name} stored must map warehouse ids to token colours`);
  const own = new Set([...base.value, ...upper.value].filter((id): id is string => id !== null));
  const covered = supportingCells(player0, grid);
  const stored: Record<string, Colour> = {};
  for (const [id, colour] of Object.entries(storedJson)) {
    if (!own.has(id) || tiles[id].kind !== 'warehouse') return bad(`${name} stored: ${id} is no warehouse of ${name}'s`);
    if (!isColour(colour) || colour !== tiles[id].color) return bad(`${name} stored: warehouse ${id} holds only ${tiles[id].color}`);
    const cell = base.value.indexOf(id);
    if (cell >= 0 && covered.has(cell)) return bad(`${name} stored: warehouse ${id} holds up an upper tile and stores nothing`);
    stored[id] = colour;
  }
  const player: PlayerState = { ...player0, tokens: tokens.value, bonus: bonus.slice() as number[], stored };
  const onWarehouses = storedCounts(player);
  for (const c of COLOURS) {
    if (onWarehouses[c] > tokens.value[c]) return bad(`${name}: ${onWarehouses[c]} ${c} tokens stored but ${tokens.value[c]} owned (tokens count stored ones too)`);
  }
  return ok(player);
}

function parsePiles(json: unknown, ids: Ids, options: AnkhorOptions): Result<[Pile, Pile]> {
  if (json === undefined) return ok(options.deal === 'virtual' ? [{ ids: [] }, { ids: [] }] : [{ count: 0 }, { count: 0 }]);
  if (!Array.isArray(json) || json.length !== 2) return bad('piles must be two lists of tile ids (top first) or two counts');
  if (json.every((p) => isIntegerIn(p, 0, MAX_TILES))) return ok([{ count: json[0] as number }, { count: json[1] as number }]);
  const piles: Pile[] = [];
  for (const [i, pile] of json.entries()) {
    if (!Array.isArray(pile)) return bad('piles must be two lists of tile ids (top first) or two counts');
    const list: string[] = [];
    for (const id of pile) {
      const used = ids.use(id, `pile ${i + 1}`);
      if (!used.ok) return used;
      list.push(used.value);
    }
    piles.push({ ids: list });
  }
  return ok([piles[0], piles[1]]);
}

function parseTurn(json: unknown): Result<TurnState> {
  if (json === undefined) return ok({ main: false, ankhs: 0, extra: 0 });
  if (!isRecord(json) || Object.keys(json).some((k) => !['main', 'ankhs', 'extra'].includes(k))) return bad('turn must be {"main", "ankhs", "extra"}');
  const main = json.main ?? false;
  const ankhs = json.ankhs ?? 0;
  const extra = json.extra ?? 0;
  if (typeof main !== 'boolean') return bad('turn.main must be true or false');
  if (!isIntegerIn(ankhs, 0, 2)) return bad('turn.ankhs must be 0 to 2');
  if (!isIntegerIn(extra, 0, 20)) return bad('turn.extra must be a count');
  return ok({ main, ankhs, extra });
}

function parseWaiting(json: unknown, grid: Grid, offer: readonly (string | null)[], entered: boolean): Result<Waiting | null> {
  if (json === undefined || json === null) return ok(null);
  if (!isRecord(json)) return bad('waiting must be null or an object with a kind');
  const keys = (allowed: string[]) => Object.keys(json).every((k) => k === 'kind' || allowed.includes(k));
  switch (json.kind) {
    case 'excess':
      return keys([]) ? ok({ kind: 'excess' }) : bad('waiting excess takes no other key');
    case 'prices':
      if (!entered) return bad('waiting for prices: only when tiles are entered (piles given as counts)');
      return keys([]) ? ok({ kind: 'prices' }) : bad('waiting prices takes no other key');
    case 'discount': {
      if (!keys(['move', 'options'])) return bad('waiting discount takes move and options');
      const move = typeof json.move === 'string' ? parseAnkhorMove(json.move, grid) : null;
      if (move === null || !move.ok || move.value.type !== 'buy' || !move.value.upper) return bad('waiting discount: move must be a stacked purchase like "buy 3 ^B2"');
      const options = json.options;
      if (!Array.isArray(options) || options.length < 2 || !options.every(isColour)) return bad('waiting discount: options must list two or more colours');
      return ok({ kind: 'discount', move: move.value, options: options.slice() as Colour[] });
    }
    case 'reveal': {
      if (!entered) return bad('waiting for a tile turned up: only when tiles are entered (piles given as counts)');
      if (!keys(['slots', 'pile'])) return bad('waiting reveal takes slots and pile');
      const slots = json.slots;
      if (!Array.isArray(slots) || slots.length === 0 || !slots.every((s) => isIntegerIn(s, 1, OFFER_SLOTS) && offer[(s as number) - 1] === null)) {
        return bad('waiting reveal: slots must list empty offer slots (1–6)');
      }
      if (!isIntegerIn(json.pile, 1, 2)) return bad('waiting reveal: pile must be 1 or 2');
      return ok({ kind: 'reveal', slots: (slots as number[]).map((s) => s - 1), pile: json.pile - 1 });
    }
    default:
      return bad('waiting kind must be excess, discount, reveal or prices');
  }
}

function need<T>(result: Result<T>, sink: { error?: Bad }): T | undefined {
  if (!result.ok) {
    sink.error = result;
    return undefined;
  }
  return result.value;
}

export function parseAnkhorPosition(json: unknown, options: AnkhorOptions): Result<AnkhorState> {
  if (!isRecord(json)) return bad(`a position is a JSON object with ${PINNED.join(', ')}`);
  for (const key of Object.keys(json)) if (![...PINNED, ...EXTRA].includes(key)) return bad(`unknown key ${JSON.stringify(key)}`);
  for (const key of PINNED) if (json[key] === undefined) return bad(`"${key}" is missing`);
  const sink: { error?: Bad } = {};
  const gridResult = parseGrid(json.grid);
  if (!gridResult.ok) return bad(gridResult.error.message);
  const grid = gridResult.value;
  const tiles = need(parseTiles(json.tiles), sink);
  if (tiles === undefined) return sink.error as Bad;
  const ids = new Ids(tiles);

  if (!Array.isArray(json.offer) || json.offer.length !== OFFER_SLOTS) return bad(`offer must list ${OFFER_SLOTS} slots: tile ids or null`);
  const offer: (string | null)[] = [];
  for (const [slot, id] of json.offer.entries()) {
    if (id === null) {
      offer.push(null);
      continue;
    }
    const used = need(ids.use(id, `offer slot ${slot + 1}`), sink);
    if (used === undefined) return sink.error as Bad;
    offer.push(used);
  }
  const prices = parsePrices(json.prices, null);
  if (!prices.ok) return bad(prices.error.message);
  const bonusSupply = json.bonusSupply;
  if (!Array.isArray(bonusSupply) || !bonusSupply.every((v) => isIntegerIn(v, 0, MAX_VP))) return bad('bonusSupply must list bonus token values');

  if (!isRecord(json.players)) return bad('players must map P1, P2… to their tableaux and tokens');
  const names = Object.keys(json.players);
  if (names.length < 2 || names.length > 4 || names.some((n, i) => n !== playerName(i))) return bad('players must be P1, P2 (, P3, P4) in order');
  const players: PlayerState[] = [];
  for (const name of names) {
    const player = need(parsePlayer(json.players[name], name, grid, tiles, ids), sink);
    if (player === undefined) return sink.error as Bad;
    players.push(player);
  }
  const per = tokensPerType(players.length);
  for (const t of TOKEN_TYPES) {
    const owned = players.reduce((a, p) => a + p.tokens[t], 0);
    if (owned > per) return bad(`players own ${owned} ${t} tokens; there are ${per} with ${players.length} players`);
  }

  const piles = need(parsePiles(json.piles, ids, options), sink);
  if (piles === undefined) return sink.error as Bad;
  const entered = 'count' in piles[0];
  const discardsJson = json.discards ?? [];
  if (!Array.isArray(discardsJson)) return bad('discards must list tile ids');
  const discards: string[] = [];
  for (const id of discardsJson) {
    const used = need(ids.use(id, 'discards'), sink);
    if (used === undefined) return sink.error as Bad;
    discards.push(used);
  }

  const over = json.over ?? false;
  if (typeof over !== 'boolean') return bad('over must be true or false');
  const lastRound = json.lastRound ?? over;
  if (typeof lastRound !== 'boolean') return bad('lastRound must be true or false');
  const first = json.firstPlayer === undefined ? 0 : seatOfName(json.firstPlayer, players.length);
  if (first < 0) return bad(`firstPlayer must name a player (P1…P${players.length})`);
  let toMove: number;
  if (json.toMove === null) {
    if (!over) return bad('toMove is null only once the game is over');
    toMove = first;
  } else {
    toMove = seatOfName(json.toMove, players.length);
    if (toMove < 0) return bad(`toMove must name a player (P1…P${players.length})`);
    if (over) return bad('the game is over: toMove must be null');
  }
  const turn = need(parseTurn(json.turn), sink);
  if (turn === undefined) return sink.error as Bad;
  const waiting = need(parseWaiting(json.waiting, grid, offer, entered), sink);
  if (waiting === undefined) return sink.error as Bad;
  if (over && waiting !== null) return bad('the game is over: it waits for nothing');
  if (waiting !== null && waiting.kind === 'discount' && offer[waiting.move.slot] === null) return bad('waiting discount: that slot is empty');

  const effective: AnkhorOptions = { ...options, players: players.length, grid, deal: entered ? 'entered' : 'virtual' };
  return ok({
    options: effective,
    tiles,
    offer,
    prices: prices.value,
    bonusSupply: bonusSupply.slice() as number[],
    players,
    piles,
    discards,
    first,
    toMove,
    turn,
    lastRound,
    over,
    waiting,
  });
}

function cellsJson(cells: readonly (string | null)[], grid: Grid): Json {
  const out: Record<string, Json> = {};
  cells.forEach((id, cell) => {
    if (id !== null) out[alphaNumericName(cell, grid)] = id;
  });
  return out;
}

function waitingJson(waiting: Waiting | null, grid: Grid): Json {
  if (waiting === null) return null;
  switch (waiting.kind) {
    case 'excess':
    case 'prices':
      return { kind: waiting.kind };
    case 'discount':
      return { kind: 'discount', move: formatBuy(waiting.move, grid), options: waiting.options.slice() };
    case 'reveal':
      return { kind: 'reveal', slots: waiting.slots.map((s) => s + 1), pile: waiting.pile + 1 };
  }
}

export function formatAnkhorPosition(state: AnkhorState): Json {
  const grid = state.options.grid;
  const players: Record<string, Json> = {};
  state.players.forEach((p, seat) => {
    players[playerName(seat)] = {
      base: cellsJson(p.base, grid),
      upper: cellsJson(p.upper, grid),
      tokens: Object.fromEntries(TOKEN_ORDER.map((t) => [t, p.tokens[t]])),
      bonus: p.bonus.slice(),
      stored: { ...p.stored },
    };
  });
  return {
    grid: { rows: grid.rows, cols: grid.cols },
    toMove: state.over ? null : playerName(state.toMove),
    tiles: Object.fromEntries(Object.entries(state.tiles).map(([id, t]) => [id, formatTile(t)])),
    offer: state.offer.slice(),
    prices: state.prices.map((z) => z.slice()),
    bonusSupply: state.bonusSupply.slice(),
    players,
    firstPlayer: playerName(state.first),
    turn: { main: state.turn.main, ankhs: state.turn.ankhs, extra: state.turn.extra },
    piles: state.piles.map((p) => ('ids' in p ? p.ids.slice() : p.count)),
    discards: state.discards.slice(),
    lastRound: state.lastRound,
    over: state.over,
    waiting: waitingJson(state.waiting, grid),
  };
}
