// Positions as JSON (see README.md, "Position format"). The position's own `version`, `players`
// and `mission` win over the options; the options bring the data and the variants.
import { ok, type Json, type Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { isPlainName, whyNotPlainName } from '../names.ts';
import { parseSquare, squareName } from './board.ts';
import { formatLayout, layoutFor, parseLayout, tileSet } from './data.ts';
import { freshHoldings, owners, startingWorkers } from './holdings.ts';
import { dealStacks } from './stacks.ts';
import { isSymbol, symbolHelp, tileKey } from './symbols.ts';
import {
  CARDS, DIRECTIONS, STACKS, TEAM,
  type Card, type Direction, type HandTile, type Holdings, type Layout, type Mark, type Mission, type Phase, type Reveal,
  type Structure, type Symbol, type Tile, type TerraOptions, type TerraState, type Version,
} from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const bad = (message: string) => fail('bad-position', message);
const PHASES: Phase[] = ['place', 'line', 'workers', 'draw', 'over'];
const KEYS = ['version', 'players', 'mission', 'toMove', 'phase', 'layout', 'tiles', 'foundations', 'hand', 'hands', 'supply', 'stacks', 'foundationStack', 'firstTurn', 'placed', 'waiting', 'firstFoundation', 'reveals', 'arrivals', 'result'];

type Parsed<T> = Result<T>;

function parseSymbols(v: unknown, what: string, colours: string[]): Parsed<Symbol[]> {
  if (!Array.isArray(v) || !v.every((s) => isSymbol(s, colours))) return bad(`${what}: symbols are ${symbolHelp(colours)}`);
  return ok([...v] as Symbol[]);
}

function parseHand(v: unknown, what: string, colours: string[]): Parsed<HandTile | null> {
  if (v === null || v === undefined) return ok(null);
  if (!isObject(v)) return bad(`${what} must be {"symbols": [...]} or null`);
  const symbols = parseSymbols(v.symbols, what, colours);
  if (!symbols.ok) return symbols;
  const from = v.from ?? null;
  if (from !== null && from !== 'sphinx' && from !== 'scarab') return bad(`${what}: "from" is sphinx or scarab (the holder it came from)`);
  return ok({ symbols: symbols.value, from: from as Mark | null });
}

function parseHoldings(v: unknown, what: string, fresh: Holdings, colours: string[], layout: Layout): Parsed<Holdings> {
  if (v === undefined) return ok(fresh);
  if (!isObject(v)) return bad(`${what} must be an object`);
  const h: Holdings = { ...fresh, blocks: {}, boat: { ...fresh.boat }, cards: [] };
  for (const key of ['workers', 'gold', 'burial', 'horus', 'oasis', 'tops'] as const) {
    if (v[key] === undefined) continue;
    if (!isInt(v[key], 0, 999)) return bad(`${what}.${key} must be a whole number from 0`);
    h[key] = v[key] as number;
  }
  if (v.blocks !== undefined) {
    if (!isObject(v.blocks)) return bad(`${what}.blocks must map colours to counts`);
    for (const [c, n] of Object.entries(v.blocks)) {
      if (!colours.includes(c) && c !== 'white') return bad(`${what}.blocks: "${c.slice(0, 12)}" is no colour (${colours.join(', ')}, white)`);
      if (!isInt(n, 0, 999)) return bad(`${what}.blocks.${c} must be a whole number from 0`);
      if (n > 0) h.blocks[c] = n;
    }
  }
  if (v.boat !== undefined) {
    const b = v.boat;
    if (isInt(b, 0, layout.boat.length)) h.boat = { space: b, arrival: 0 };
    else if (isObject(b) && isInt(b.space, 0, layout.boat.length) && isInt(b.arrival ?? 0, 0, 9999)) h.boat = { space: b.space, arrival: (b.arrival ?? 0) as number };
    else return bad(`${what}.boat is {"space": 0-${layout.boat.length}, "arrival": n}`);
  }
  if (v.cards !== undefined) {
    if (!Array.isArray(v.cards) || !v.cards.every((c) => (CARDS as readonly unknown[]).includes(c))) return bad(`${what}.cards lists strategy cards (${CARDS.join(', ')})`);
    h.cards = [...v.cards] as Card[];
  }
  const unknown = Object.keys(v).filter((k) => !['workers', 'gold', 'burial', 'horus', 'oasis', 'tops', 'blocks', 'boat', 'cards'].includes(k));
  if (unknown.length > 0) return bad(`${what}: unknown key "${unknown[0]}"`);
  return ok(h);
}

export function parsePosition(json: unknown, options: TerraOptions): Result<TerraState> {
  if (!isObject(json)) return bad('a position must be a JSON object');
  const unknown = Object.keys(json).filter((k) => !KEYS.includes(k));
  if (unknown.length > 0) return bad(`unknown key "${unknown[0].slice(0, 20)}" (known: ${KEYS.join(', ')})`);
  const version = json.version ?? options.version;
  if (version !== 1 && version !== 2 && version !== 3) return bad('"version" is 1, 2 or 3');
  const mission = json.mission ?? options.mission;
  if (mission !== null && mission !== 1 && mission !== 2 && mission !== 3) return bad('"mission" is 1, 2 or 3 (cooperative), or null');
  if (mission !== null && version !== 1) return bad('the missions are played with version 1');
  const seats = json.players ?? Array.from({ length: options.players }, (_, i) => `P${i + 1}`);
  // Seats key the hands and the supply: plain names only (../names.ts), never "__proto__".
  const badName = Array.isArray(seats) ? seats.find((s) => typeof s === 'string' && !isPlainName(s, 16)) : undefined;
  if (badName !== undefined) return bad(`"players": ${whyNotPlainName(badName, 'seat name', 16)}`);
  if (!Array.isArray(seats) || seats.length < (mission === null ? 2 : 1) || seats.length > 4 || !seats.every((s) => isPlainName(s, 16) && s !== TEAM) || new Set(seats).size !== seats.length) {
    return bad('"players" lists 2 to 4 distinct seat names (1 to 4 in a mission), e.g. ["P1", "P2"]');
  }
  const opts: TerraOptions = { ...options, version: version as Version, mission: mission as Mission | null, players: seats.length };
  const colours = opts.data.colours;
  const defaultLayout = layoutFor(opts.data, version);
  const layoutParsed = json.layout === undefined ? ok(defaultLayout) : parseLayout(json.layout, 'layout', defaultLayout);
  if (!layoutParsed.ok) return bad(layoutParsed.error.message);
  const layout = layoutParsed.value;
  const cells = layout.rows * layout.cols;
  const sq = (name: unknown): number | null => (typeof name === 'string' ? parseSquare(name, layout) : null);

  const toMove = json.toMove ?? seats[0];
  if (!seats.includes(toMove)) return bad(`"toMove" must be one of ${seats.join(', ')}`);
  const phase = json.phase ?? 'place';
  if (!PHASES.includes(phase as Phase)) return bad(`"phase" is one of ${PHASES.join(', ')}`);

  const tiles: (Tile | null)[] = new Array(cells).fill(null);
  if (json.tiles !== undefined && !isObject(json.tiles)) return bad('"tiles" maps squares to {"stairs", "symbols"}');
  for (const [name, t] of Object.entries(json.tiles ?? {})) {
    const s = sq(name);
    if (s === null) return bad(`tiles: "${name.slice(0, 8)}" is no square`);
    if (layout.kinds[s] !== 'empty' && layout.kinds[s] !== 'start') return bad(`tiles: ${name} is ${layout.kinds[s] === 'oasis' ? 'an oasis' : `a ${layout.kinds[s]} square`}: it takes no tile`);
    if (!isObject(t) || !DIRECTIONS.includes(t.stairs as Direction)) return bad(`tiles: ${name} needs "stairs": up, right, down or left`);
    const symbols = parseSymbols(t.symbols ?? [], `tiles: ${name}`, colours);
    if (!symbols.ok) return symbols;
    tiles[s] = { stairs: t.stairs as Direction, symbols: symbols.value };
  }

  const structures: (Structure | null)[] = new Array(cells).fill(null);
  if (json.foundations !== undefined && !isObject(json.foundations)) return bad('"foundations" maps sites to {"value", "level", "color", "workers"}');
  const allOwners = mission === null ? seats : [TEAM];
  for (const [name, f] of Object.entries(json.foundations ?? {})) {
    const s = sq(name);
    if (s === null || layout.kinds[s] !== 'site') return bad(`foundations: ${name.slice(0, 8)} is no site`);
    if (!isObject(f) || !isInt(f.value ?? 0, 0, 99) || !isInt(f.level ?? 0, 0, 5)) return bad(`foundations: ${name} needs "value" (0–99) and "level" (0–5)`);
    const color = f.color ?? null;
    if (color !== null && !colours.includes(color as string)) return bad(`foundations: ${name}: "color" is one of ${colours.join(', ')} or null`);
    if ((f.level ?? 0) as number > 0 && color === null) return bad(`foundations: ${name}: a pyramid has a colour`);
    const workers: Record<string, number> = {};
    if (f.workers !== undefined && !isObject(f.workers)) return bad(`foundations: ${name}: "workers" maps players to counts`);
    for (const [o, n] of Object.entries(f.workers ?? {})) {
      if (!allOwners.includes(o) || !isInt(n, 0, 3)) return bad(`foundations: ${name}: workers of ${allOwners.join(', ')}, 0–3 each`);
      if (n > 0) workers[o] = n;
    }
    if (Object.keys(workers).length > 1 || Object.values(workers).reduce((a, b) => a + b, 0) > 3) return bad(`foundations: ${name}: at most 3 workers, all one player's`);
    structures[s] = { value: (f.value ?? 0) as number, level: (f.level ?? 0) as number, color: color as string | null, workers };
  }

  const hands: Record<string, HandTile | null> = {};
  if (json.hands !== undefined && !isObject(json.hands)) return bad('"hands" maps players to their tile');
  for (const seat of seats) {
    const v = seat === toMove && json.hand !== undefined ? json.hand : (json.hands as Record<string, unknown> | undefined)?.[seat];
    const hand = parseHand(v, seat === toMove ? 'hand' : `hands.${seat}`, colours);
    if (!hand.ok) return hand;
    hands[seat] = hand.value;
  }

  const holdings: Record<string, Holdings> = {};
  if (json.supply !== undefined && !isObject(json.supply)) return bad('"supply" maps players to their holdings');
  for (const o of allOwners) {
    const h = parseHoldings((json.supply as Record<string, unknown> | undefined)?.[o], `supply.${o}`, freshHoldings(startingWorkers(opts, seats.length), mission !== null), colours, layout);
    if (!h.ok) return h;
    holdings[o] = h.value;
  }

  // Stacks: lists of tiles (top first; null = unseen) or counts of unseen tiles. Absent: the
  // tiles of the version's set found nowhere else, in the data's order, dealt round-robin.
  let stacks: (Symbol[] | null)[][];
  if (json.stacks === undefined) {
    const left = new Map<string, number>();
    for (const t of tiles) if (t) left.set(tileKey(t.symbols), (left.get(tileKey(t.symbols)) ?? 0) + 1);
    for (const h of Object.values(hands)) if (h) left.set(tileKey(h.symbols), (left.get(tileKey(h.symbols)) ?? 0) + 1);
    const rest = tileSet(opts.data, version).filter((t) => {
      const k = tileKey(t);
      const n = left.get(k) ?? 0;
      if (n > 0) { left.set(k, n - 1); return false; }
      return true;
    });
    stacks = dealStacks(rest);
  } else {
    if (!Array.isArray(json.stacks) || json.stacks.length !== STACKS) return bad(`"stacks" lists the ${STACKS} stacks (a list of tiles, top first, or a count of unseen tiles)`);
    stacks = [];
    for (const [i, st] of json.stacks.entries()) {
      if (isInt(st, 0, 99)) { stacks.push(new Array(st).fill(null)); continue; }
      if (!Array.isArray(st)) return bad(`stacks[${i}] is a list of tiles or a count`);
      const list: (Symbol[] | null)[] = [];
      for (const [j, t] of st.entries()) {
        if (t === null) { list.push(null); continue; }
        const symbols = parseSymbols(t, `stacks[${i}]`, colours);
        if (!symbols.ok) return symbols;
        // A pick offers a stack's tiles by their symbols: an empty tile would be the choice "".
        if (symbols.value.length === 0) return bad(`stacks[${i}]: tile ${j + 1} lists no symbols (every tile shows at least one)`);
        list.push(symbols.value);
      }
      stacks.push(list);
    }
  }

  let foundationStack: (number | null)[];
  if (json.foundationStack === undefined) {
    const used = new Map<number, number>();
    for (const st of structures) if (st) used.set(st.value, (used.get(st.value) ?? 0) + 1);
    foundationStack = opts.data.foundations.filter((v) => {
      const n = used.get(v) ?? 0;
      if (n > 0) { used.set(v, n - 1); return false; }
      return true;
    });
  } else if (isInt(json.foundationStack, 0, 99)) {
    foundationStack = new Array(json.foundationStack).fill(null);
  } else if (Array.isArray(json.foundationStack) && json.foundationStack.every((v) => v === null || isInt(v, 0, 99))) {
    foundationStack = [...json.foundationStack] as (number | null)[];
  } else {
    return bad('"foundationStack" lists foundation values (top first) or counts unseen ones');
  }

  const firstTurn = json.firstTurn ?? [];
  if (!Array.isArray(firstTurn) || !firstTurn.every((s) => seats.includes(s))) return bad('"firstTurn" lists players still on their first turn');
  const placed = json.placed === undefined || json.placed === null ? null : sq(json.placed);
  if ((phase === 'line' || phase === 'workers') && (placed === null || tiles[placed] === null)) return bad(`in phase ${phase}, "placed" names the square of the tile placed this turn`);
  const waiting: Record<number, number> = {};
  if (json.waiting !== undefined && !isObject(json.waiting)) return bad('"waiting" maps squares to workers waiting to move');
  for (const [name, n] of Object.entries(json.waiting ?? {})) {
    const s = sq(name);
    if (s === null || tiles[s] === null || !isInt(n, 1, 9)) return bad('"waiting" maps tile squares to workers waiting to move (1 or more)');
    waiting[s] = n;
  }
  if (phase === 'workers' && Object.keys(waiting).length === 0) return bad('in phase workers, "waiting" lists the workers still to move');
  const firstFoundation = json.firstFoundation === undefined || json.firstFoundation === null ? null : sq(json.firstFoundation);
  if (firstFoundation !== null && structures[firstFoundation] === null) return bad('"firstFoundation" names a foundation');

  const reveals: Reveal[] = [];
  if (json.reveals !== undefined && !Array.isArray(json.reveals)) return bad('"reveals" lists what is still to be turned up');
  for (const r of (json.reveals ?? []) as unknown[]) {
    const parsed = parseReveal(r, seats, layout, stacks);
    if (parsed === null) return bad(`"reveals": ${JSON.stringify(r).slice(0, 60)} is not something to turn up`);
    reveals.push(parsed);
  }
  const arrivals = json.arrivals ?? Math.max(0, ...Object.values(holdings).map((h) => h.boat.arrival));
  if (!isInt(arrivals, 0, 9999)) return bad('"arrivals" counts the boat moves so far');
  const result = json.result ?? null;
  if (result !== null && (!isObject(result) || typeof result.won !== 'boolean' || typeof result.reason !== 'string')) return bad('"result" is {"won", "reason"} or null');

  return ok({
    options: opts, layout, seats, toMove, phase: phase as Phase, tiles, structures, hands, stacks, foundationStack, holdings,
    firstTurn: firstTurn as string[], turn: { placed, waiting, firstFoundation }, reveals, arrivals,
    missionResult: result as { won: boolean; reason: string } | null,
  });
}

function parseReveal(r: unknown, seats: unknown[], layout: Layout, stacks: unknown[][]): Reveal | null {
  if (!isObject(r)) return null;
  const square = typeof r.square === 'string' ? parseSquare(r.square, layout) : null;
  const stack = isInt(r.stack, 1, STACKS) && stacks[r.stack - 1].length > 0 ? r.stack - 1 : null;
  switch (r.what) {
    case 'start': return square !== null && stack !== null ? { what: 'start', square, stack } : null;
    case 'foundation': return square !== null && layout.kinds[square] === 'site' ? { what: 'foundation', square } : null;
    case 'hand': return seats.includes(r.seat) && stack !== null ? { what: 'hand', seat: r.seat as string, stack } : null;
    case 'draw': return seats.includes(r.seat) && stack !== null && typeof (r.pick ?? false) === 'boolean' ? { what: 'draw', seat: r.seat as string, stack, pick: (r.pick ?? false) as boolean } : null;
    case 'reorder': return stack !== null ? { what: 'reorder', stack } : null;
    default: return null;
  }
}

function formatReveal(r: Reveal, layout: Layout): Json {
  switch (r.what) {
    case 'start': return { what: r.what, square: squareName(r.square, layout), stack: r.stack + 1 };
    case 'foundation': return { what: r.what, square: squareName(r.square, layout) };
    case 'hand': return { what: r.what, seat: r.seat, stack: r.stack + 1 };
    case 'draw': return { what: r.what, seat: r.seat, stack: r.stack + 1, pick: r.pick };
    case 'reorder': return { what: r.what, stack: r.stack + 1 };
  }
}

const formatHand = (h: HandTile | null): Json => (h === null ? null : h.from === null ? { symbols: [...h.symbols] } : { symbols: [...h.symbols], from: h.from });

export function formatPosition(state: TerraState): Json {
  const L = state.layout;
  const name = (s: number) => squareName(s, L);
  const tiles: Record<string, Json> = {};
  state.tiles.forEach((t, s) => { if (t) tiles[name(s)] = { stairs: t.stairs, symbols: [...t.symbols] }; });
  const foundations: Record<string, Json> = {};
  state.structures.forEach((st, s) => { if (st) foundations[name(s)] = { value: st.value, level: st.level, color: st.color, workers: { ...st.workers } }; });
  const supply: Record<string, Json> = {};
  for (const o of owners(state)) {
    const h = state.holdings[o];
    supply[o] = { workers: h.workers, gold: h.gold, blocks: { ...h.blocks }, burial: h.burial, horus: h.horus, oasis: h.oasis, boat: { ...h.boat }, cards: [...h.cards], tops: h.tops };
  }
  const hands: Record<string, Json> = {};
  for (const seat of state.seats) if (seat !== state.toMove) hands[seat] = formatHand(state.hands[seat]);
  const entered = state.stacks.every((s) => s.every((t) => t === null));
  const waiting: Record<string, number> = {};
  for (const [s, n] of Object.entries(state.turn.waiting)) waiting[name(Number(s))] = n;
  return {
    version: state.options.version,
    players: [...state.seats],
    mission: state.options.mission,
    toMove: state.toMove,
    phase: state.phase,
    layout: formatLayout(L),
    tiles,
    foundations,
    hand: formatHand(state.hands[state.toMove]),
    hands,
    supply,
    stacks: state.stacks.map((s) => (entered || s.every((t) => t === null) ? s.length : s.map((t) => (t === null ? null : [...t])))),
    foundationStack: state.foundationStack.every((v) => v === null) ? state.foundationStack.length : [...state.foundationStack],
    firstTurn: [...state.firstTurn],
    placed: state.turn.placed === null ? null : name(state.turn.placed),
    waiting,
    firstFoundation: state.turn.firstFoundation === null ? null : name(state.turn.firstFoundation),
    reveals: state.reveals.map((r) => formatReveal(r, L)),
    arrivals: state.arrivals,
    result: state.missionResult === null ? null : { ...state.missionResult },
  };
}
