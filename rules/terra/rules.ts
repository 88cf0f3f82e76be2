// A turn: place the hand tile, choose a line, move the line's workers, draw; extra actions in
// between. Pure: every move works on a copy of the state.
import { ok, type GameEvent, type GameResult, type Outcome, type Result } from '../contract.ts';
import type { Rng } from '../rng.ts';
import { fail } from '../fail.ts';
import { around, forcedSite, isOpenSquare, isSurrounded, lineThrough, LINE_NAMES, reachedStructures, squareName, stairsFaceASite, stepFrom, type LineName } from './board.ts';
import { applyExtra, canReceive, extraMoves, isExtra } from './extras.ts';
import { blockCount, cloneHoldings, describeGain, note, ownerOf, resolveSymbol, stepBoat } from './holdings.ts';
import { holderEmpty, holderOf, removeIfDue } from './stacks.ts';
import { scoreSheet, winners } from './score.ts';
import { startStairs } from './data.ts';
import { DIRECTIONS, MAX_BLOCKS, MAX_GOLD, type Reveal, type Symbol, type TerraMove, type TerraState } from './types.ts';

export function cloneState(s: TerraState): TerraState {
  return {
    ...s,
    tiles: s.tiles.slice(),
    structures: s.structures.map((st) => st && { ...st, workers: { ...st.workers } }),
    hands: { ...s.hands },
    stacks: s.stacks.map((x) => x.slice()),
    foundationStack: s.foundationStack.slice(),
    holdings: Object.fromEntries(Object.entries(s.holdings).map(([o, h]) => [o, cloneHoldings(h)])),
    firstTurn: [...s.firstTurn],
    turn: { ...s.turn, waiting: { ...s.turn.waiting } },
    reveals: [...s.reveals],
  };
}

export const isOver = (state: TerraState): boolean => state.phase === 'over';

// ── What may be played ───────────────────────────────────────────────────────────────────────

/** Every placement of the hand tile; the symbol variant's tiles go on their own marks (1 gold: anywhere). */
export function placements(state: TerraState): TerraMove[] {
  const hand = state.hands[state.toMove];
  if (!hand) return [];
  const all: TerraMove[] = [];
  for (let square = 0; square < state.tiles.length; square++) {
    if (!isOpenSquare(state, square)) continue;
    for (const stairs of DIRECTIONS) {
      if (stairsFaceASite(state.layout, square, stairs)) all.push({ type: 'place', square, stairs, foundation: forcedSite(state, square, stairs), anywhere: false });
    }
  }
  if (!state.options.symbols || hand.from === null) return all;
  const marked = all.filter((m) => m.type === 'place' && state.layout.marks[m.square] === hand.from);
  // No square of the tile's symbol is free: it goes anywhere at no cost (our reading).
  if (marked.length === 0) return all;
  const gold = state.holdings[ownerOf(state, state.toMove)].gold;
  const elsewhere = gold >= 1 ? all.filter((m) => !marked.includes(m)).map((m) => ({ ...m, anywhere: true }) as TerraMove) : [];
  return [...marked, ...elsewhere];
}

/** Where a waiting worker on `from` may go now. */
export function destinations(state: TerraState, from: number): number[] {
  const owner = ownerOf(state, state.toMove);
  const first = state.firstTurn.includes(state.toMove) ? state.turn.firstFoundation : null;
  return reachedStructures(state, from).filter((to) => canReceive(state, owner, to) && (first === null || to === first));
}

function withinLimits(state: TerraState, goldSpent: number): boolean {
  const h = state.holdings[ownerOf(state, state.toMove)];
  return h.gold - goldSpent <= MAX_GOLD && blockCount(h) <= MAX_BLOCKS;
}

export function legalMoves(state: TerraState): TerraMove[] {
  if (state.reveals.length > 0) return [];
  switch (state.phase) {
    case 'over':
    case 'line':
      return [];
    case 'place': {
      const places = placements(state);
      return [...(places.length > 0 ? places : [{ type: 'pass' } as TerraMove]), ...extraMoves(state)];
    }
    case 'workers': {
      const moves: TerraMove[] = [];
      for (const from of Object.keys(state.turn.waiting).map(Number)) {
        for (const to of destinations(state, from)) moves.push({ type: 'move', from, to });
        moves.push({ type: 'return', from });
      }
      return [...moves, ...extraMoves(state)];
    }
    case 'draw': {
      const moves: TerraMove[] = [];
      const gold = state.holdings[ownerOf(state, state.toMove)].gold;
      if (holderEmpty(state)) {
        if (withinLimits(state, 0)) moves.push({ type: 'end' });
      } else {
        state.stacks.forEach((s, stack) => {
          if (s.length === 0) return;
          if (withinLimits(state, 0)) moves.push({ type: 'draw', stack, pick: false });
          if (s.length >= 2 && gold >= 1 && withinLimits(state, 1)) moves.push({ type: 'draw', stack, pick: true });
        });
      }
      return [...moves, ...extraMoves(state)];
    }
  }
}

// ── Playing ──────────────────────────────────────────────────────────────────────────────────

const sameMove = (a: TerraMove, b: TerraMove): boolean => JSON.stringify(a) === JSON.stringify(b);

export function play(state: TerraState, move: TerraMove, _rng?: Rng): Result<Outcome<TerraState>> {
  if (isOver(state)) return fail('game-over', 'the game is over');
  if (state.reveals.length > 0) return fail('pending', 'say first what was turned up');
  if (state.phase === 'line') return fail('pending', 'choose the line first');
  if (!legalMoves(state).some((m) => sameMove(m, move))) return fail('illegal', illegalReason(state, move));
  const next = cloneState(state);
  const events: GameEvent[] = [];
  const seat = state.toMove;
  const owner = ownerOf(state, seat);
  const h = next.holdings[owner];
  if (isExtra(move)) {
    events.push(note(applyExtra(next, move)));
    if (move.type === 'reorder' && next.options.draws === 'dealt') next.reveals.push({ what: 'reorder', stack: move.stack });
    return ok({ state: next, events });
  }
  switch (move.type) {
    case 'place': {
      const hand = next.hands[seat]!;
      next.tiles[move.square] = { stairs: move.stairs, symbols: hand.symbols };
      next.hands[seat] = null;
      if (move.anywhere) h.gold -= 1;
      next.turn.placed = move.square;
      if (next.options.version >= 2) surroundings(next, move.square, events);
      if (move.foundation !== null) next.reveals.push({ what: 'foundation', square: move.foundation });
      next.phase = 'line';
      runReveals(next, events);
      return ok({ state: next, events });
    }
    case 'pass':
      if (next.hands[seat]) events.push(note(`${seat}'s tile fits nowhere: it leaves the game`));
      next.hands[seat] = null;
      next.phase = 'draw';
      return ok({ state: next, events });
    case 'move': {
      next.turn.waiting[move.from] -= 1;
      if (next.turn.waiting[move.from] === 0) delete next.turn.waiting[move.from];
      const st = next.structures[move.to]!;
      next.structures[move.to] = { ...st, workers: { ...st.workers, [owner]: (st.workers[owner] ?? 0) + 1 } };
      if (next.firstTurn.includes(seat)) next.turn.firstFoundation = move.to;
      afterWorkers(next, events);
      return ok({ state: next, events });
    }
    case 'return':
      next.turn.waiting[move.from] -= 1;
      if (next.turn.waiting[move.from] === 0) delete next.turn.waiting[move.from];
      h.workers += 1;
      afterWorkers(next, events);
      return ok({ state: next, events });
    case 'draw':
      if (move.pick) h.gold -= 1;
      next.reveals.push({ what: 'draw', seat, stack: move.stack, pick: move.pick });
      runReveals(next, events);
      return ok({ state: next, events });
    case 'end':
      finishTurn(next, events);
      return ok({ state: next, events });
    default:
      return fail('illegal', 'not a move of this game');
  }
}

/** Version 2+: a foundation or pyramid holding workers that the tile just closed in pays its holder. */
function surroundings(state: TerraState, placed: number, events: GameEvent[]): void {
  for (const site of around(placed, state.layout)) {
    const st = site === null ? null : state.structures[site];
    if (site === null || st === null || !isSurrounded(state, site)) continue;
    for (const [owner, n] of Object.entries(st.workers)) {
      if (n <= 0) continue;
      const h = state.holdings[owner];
      const before = cloneHoldings(h);
      for (const s of around(site, state.layout)) if (s !== null) surroundingBonus(state, owner, s);
      events.push(note(`${squareName(site, state.layout)} is surrounded: ${owner} gets ${describeGain(before, h)}`));
    }
  }
}

/** What one surrounding square gives: Horus eyes, gold (oasis squares), burial goods; version 3 also tile oases and the Nile. */
function surroundingBonus(state: TerraState, owner: string, s: number): void {
  const h = state.holdings[owner];
  const kind = state.layout.kinds[s];
  if (kind === 'oasis') h.gold += 1;
  if (kind === 'nile' && state.options.version >= 3) stepBoat(state, h, 1);
  for (const symbol of state.tiles[s]?.symbols ?? []) {
    if (symbol === 'eye') resolveSymbol(state, h, symbol);
    else if (symbol === 'burial' || symbol === 'burial+block') h.burial += 1;
    else if (state.options.version >= 3 && symbol.startsWith('oasis')) resolveSymbol(state, h, symbol);
  }
}

/** The chosen line: workers from the supply onto its worker symbols, then its symbols and squares resolved. */
export function chooseLine(state: TerraState, name: LineName, events: GameEvent[]): void {
  const seat = state.toMove;
  const h = state.holdings[ownerOf(state, seat)];
  const before = cloneHoldings(h);
  const line = lineThrough(state.layout, state.turn.placed!, name);
  let placed = 0;
  for (const s of line) {
    for (const symbol of state.tiles[s]?.symbols ?? []) {
      if (symbol !== 'worker' || h.workers === 0) continue;
      h.workers -= 1;
      state.turn.waiting[s] = (state.turn.waiting[s] ?? 0) + 1;
      placed += 1;
    }
  }
  for (const s of line) {
    const kind = state.layout.kinds[s];
    if (kind === 'oasis') h.gold += 1;
    if (kind === 'nile') stepBoat(state, h, 1);
    for (const symbol of state.tiles[s]?.symbols ?? []) if (symbol !== 'worker') resolveSymbol(state, h, symbol);
  }
  // A line of the placed tile alone is said so, not as a span from a square to itself ("B3–B3").
  const first = squareName(line[0], state.layout);
  const chosen = line.length === 1 ? `${first} alone` : `the ${name} ${first}–${squareName(line[line.length - 1], state.layout)}`;
  events.push(note(`${seat} chose ${chosen}: ${placed} worker${placed === 1 ? '' : 's'} to move; ${describeGain({ ...before, workers: h.workers }, h)}`));
  state.phase = 'workers';
  afterWorkers(state, events);
}

/** Workers that can go nowhere go back to the supply; with none left waiting, the draw comes. */
function afterWorkers(state: TerraState, events: GameEvent[]): void {
  const h = state.holdings[ownerOf(state, state.toMove)];
  for (const from of Object.keys(state.turn.waiting).map(Number)) {
    if (destinations(state, from).length > 0) continue;
    const n = state.turn.waiting[from];
    h.workers += n;
    delete state.turn.waiting[from];
    events.push(note(`${n} worker${n === 1 ? '' : 's'} on ${squareName(from, state.layout)} can reach no foundation: back to the supply`));
  }
  if (Object.keys(state.turn.waiting).length === 0) state.phase = 'draw';
}

// ── Turning tiles up ─────────────────────────────────────────────────────────────────────────

/** Whether a reveal is taken from the virtual shuffle without asking anyone. */
const dealsItself = (state: TerraState, r: Reveal): boolean =>
  state.options.draws === 'dealt' && r.what !== 'reorder' && !(r.what === 'draw' && r.pick);

/** Turns up, from the virtual shuffle, everything that needs no one's input; stops at the first that does. */
export function runReveals(state: TerraState, events: GameEvent[]): void {
  while (state.reveals.length > 0 && !isOver(state) && dealsItself(state, state.reveals[0])) {
    const r = state.reveals[0];
    if (r.what === 'foundation') applyFoundation(state, state.foundationStack[0] ?? 0, events);
    else if (r.what !== 'reorder') applyTile(state, state.stacks[r.stack][0] ?? [], 0, events);
  }
}

export function applyFoundation(state: TerraState, value: number, events: GameEvent[]): void {
  const r = state.reveals.shift() as Extract<Reveal, { what: 'foundation' }>;
  state.foundationStack.shift();
  state.structures[r.square] = { value, level: 0, color: null, workers: {} };
  events.push(note(`a foundation worth ${value} goes on ${squareName(r.square, state.layout)}`));
}

/** The head reveal's tile, taken from position `index` of its stack. */
export function applyTile(state: TerraState, symbols: Symbol[], index: number, events: GameEvent[]): void {
  const r = state.reveals.shift() as Extract<Reveal, { what: 'start' | 'hand' | 'draw' }>;
  state.stacks[r.stack].splice(index, 1);
  if (removeIfDue(state, r.stack)) events.push(note(`stack ${r.stack + 1} leaves the game (its last tiles removed unseen)`));
  if (r.what === 'start') {
    state.tiles[r.square] = { stairs: startStairs(state.layout.kinds, r.square, state.layout) ?? 'up', symbols };
    return;
  }
  state.hands[r.seat] = { symbols, from: state.options.symbols ? holderOf(r.stack) : null };
  if (r.what === 'draw') finishTurn(state, events);
}

/** Reorders the head reveal's stack: `order` lists its tiles' present places (1 = top), new top first. */
export function applyOrder(state: TerraState, order: number[], events: GameEvent[]): void {
  const r = state.reveals.shift() as Extract<Reveal, { what: 'reorder' }>;
  const stack = state.stacks[r.stack];
  state.stacks[r.stack] = order.map((i) => stack[i - 1]);
  events.push(note(`stack ${r.stack + 1} put back in a new order`));
}

// ── The end of a turn and of the game ────────────────────────────────────────────────────────

function missionAchieved(state: TerraState): boolean {
  const levels = state.structures.filter((st) => st !== null).map((st) => st!);
  switch (state.options.mission) {
    case 1: return levels.filter((st) => st.level === 5).length >= 4;
    case 3: return new Set(levels.filter((st) => st.level >= 4).map((st) => st.color)).size >= 6;
    default: return false;
  }
}

/**
 * Version 1 (and the missions): over once the holder is empty and nobody holds a tile (the last
 * tile drawn has been placed). Versions 2–3: over at the end of the turn the last stack left in.
 */
function gameEnds(state: TerraState): boolean {
  if (!holderEmpty(state)) return false;
  if (state.options.version === 1) return state.seats.every((s) => state.hands[s] === null);
  return true;
}

export function finishTurn(state: TerraState, events: GameEvent[]): void {
  const seat = state.toMove;
  state.firstTurn = state.firstTurn.filter((s) => s !== seat);
  state.turn = { placed: null, waiting: {}, firstFoundation: null };
  const mission = state.options.mission;
  if (mission !== null && missionAchieved(state)) return endGame(state, events, { won: true, reason: `mission ${mission} achieved` });
  if (gameEnds(state)) {
    if (mission === null) return endGame(state, events, null);
    const total = scoreSheet(state).scores.team;
    const won = mission === 2 && total > 275;
    return endGame(state, events, { won, reason: won ? `mission 2 achieved: ${total} points` : `mission ${mission} failed: the tiles ran out` });
  }
  // Players with no tile left (the holder empty) sit out; everyone else takes turns in seat order.
  const at = state.seats.indexOf(seat);
  for (let k = 1; k <= state.seats.length; k++) {
    const candidate = state.seats[(at + k) % state.seats.length];
    if (state.hands[candidate] !== null || !holderEmpty(state)) {
      state.toMove = candidate;
      break;
    }
  }
  state.phase = 'place';
}

function endGame(state: TerraState, events: GameEvent[], result: { won: boolean; reason: string } | null): void {
  state.phase = 'over';
  state.missionResult = result;
  events.push({ type: 'end', ...(terraResult(state) as GameResult) });
}

/** How the game ended (what its end event says: a mission's outcome, else the best score), or null while it goes on. */
export function terraResult(state: TerraState): GameResult | null {
  if (!isOver(state)) return null;
  const sheet = scoreSheet(state);
  const mission = state.missionResult;
  if (mission !== null) return { scores: sheet.scores, winner: mission.won ? 'team' : null, reason: mission.reason };
  const best = winners(sheet);
  const reason = best.length > 1 ? `the tiles ran out; ${best.join(' and ')} share the win` : 'the tiles ran out';
  return { scores: sheet.scores, winner: best.length === 1 ? best[0] : null, reason };
}

// ── Why a move is refused ────────────────────────────────────────────────────────────────────

function illegalReason(state: TerraState, move: TerraMove): string {
  const L = state.layout;
  switch (move.type) {
    case 'place': {
      if (state.phase !== 'place') return 'the tile is placed at the start of the turn';
      if (!state.hands[state.toMove]) return 'you hold no tile';
      if (!isOpenSquare(state, move.square)) return `${squareName(move.square, L)} takes no tile (an oasis, a site, the Nile or a tile already)`;
      if (!stairsFaceASite(L, move.square, move.stairs)) return `stairs pointing ${move.stairs} from ${squareName(move.square, L)} face no site or pyramid`;
      const forced = forcedSite(state, move.square, move.stairs);
      if (forced !== move.foundation) return forced === null ? 'that placement forces no foundation' : `that placement forces a foundation on ${squareName(forced, L)}`;
      return state.options.symbols ? 'the tile goes on a square of its symbol (1 gold: anywhere)' : 'that placement is not allowed';
    }
    case 'move': {
      if (state.phase !== 'workers' || !state.turn.waiting[move.from]) return `no worker waits on ${squareName(move.from, L)}`;
      if (!reachedStructures(state, move.from).includes(move.to)) return `a worker on ${squareName(move.from, L)} cannot reach ${squareName(move.to, L)} going straight over tiles`;
      if (state.firstTurn.includes(state.toMove) && state.turn.firstFoundation !== null && state.turn.firstFoundation !== move.to) return 'on your first turn only one foundation may receive workers';
      return `${squareName(move.to, L)} takes no more of your workers (another player's, full, or not your pyramid)`;
    }
    case 'draw':
    case 'end':
      if (state.phase !== 'draw') return 'you draw at the end of your turn';
      return `hold at most ${MAX_GOLD} gold and ${MAX_BLOCKS} blocks at the end of your turn: spend or convert first`;
    case 'build':
      return 'building needs three of your workers there and the blocks of its colour (white is wild)';
    case 'pass':
      return 'you can pass only when your tile fits nowhere';
    default:
      return 'you cannot do that now';
  }
}

export { LINE_NAMES, stepFrom };
