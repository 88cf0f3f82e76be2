// Position JSON of the stick games: purses and the round under way, every key required.
// 獣裁 / 連撃獣裁:
//   { "round": 2, "tie": 0, "balances": {"P1": 90, "P2": 110}, "out": [],
//     "contenders": ["P1", "P2"], "ante": 10, "staked": ["P2"], "pot": 10,
//     "totals": {}, "streak": 0, "throws": 0, "casting": false, "lastCast": {"player": "P2", "heads": 3} }
// 新遊:
//   { "round": 4, "balances": {"P1": 120, "P2": 40, "P3": 130}, "out": [],
//     "bets": {"P2": {"heads": 3, "amount": 10}}, "casting": false, "lastCast": null }
// `contenders` are the players of the contest under way (every player still in, or the tied ones
// after a tie), `totals` the final totals of those who have thrown (the first ones in seat
// order), `streak`/`throws` the thrower's running total in 連撃獣裁, `casting` a throw awaiting its
// cast. The history of finished rounds is not part of a position.
import { ok } from '../contract.ts';
import type { Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { bankerGain, bankerOf, children } from './bank.ts';
import { deepFreeze, inGame } from './purses.ts';
import { STICKS } from './types.ts';
import type { BankState, Bet, ContestState, LastCast, SticksOptions, SticksState } from './types.ts';

const CONTEST_KEYS = ['round', 'tie', 'balances', 'out', 'contenders', 'ante', 'staked', 'pot', 'totals', 'streak', 'throws', 'casting', 'lastCast'];
const BANK_KEYS = ['round', 'balances', 'out', 'bets', 'casting', 'lastCast'];

const bad = (message: string) => fail('bad-position', message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isWhole = (value: unknown, min = 0): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min;

function checkKeys(json: Record<string, unknown>, keys: string[]): string | null {
  for (const key of Object.keys(json)) if (!keys.includes(key)) return `unknown key ${JSON.stringify(key)}`;
  for (const key of keys) if (!(key in json)) return `${key} is missing (every key is required: ${keys.join(', ')})`;
  return null;
}

function parseBalances(value: unknown, options: SticksOptions): Result<Record<string, number>> {
  if (!isRecord(value)) return bad('balances must map every player to a purse');
  const balances: Record<string, number> = {};
  for (const key of Object.keys(value)) if (!options.players.includes(key)) return bad(`balances: ${key} is not playing`);
  for (const player of options.players) {
    if (!isWhole(value[player])) return bad(`balances: ${player} needs a purse (a whole number, 0 or more)`);
    balances[player] = value[player] as number;
  }
  return ok(balances);
}

/** A list of distinct players; `allowed` says which. */
function parsePlayers(value: unknown, what: string, allowed: readonly string[]): Result<string[]> {
  if (!Array.isArray(value)) return bad(`${what} must be a list of players`);
  const seen: string[] = [];
  for (const name of value) {
    if (typeof name !== 'string' || !allowed.includes(name)) return bad(`${what}: ${JSON.stringify(name)} cannot be listed here`);
    if (seen.includes(name)) return bad(`${what}: ${name} is listed twice`);
    seen.push(name);
  }
  return ok(seen);
}

function parseLastCast(value: unknown, options: SticksOptions): Result<LastCast | null> {
  if (value === null) return ok(null);
  if (!isRecord(value) || Object.keys(value).some((k) => k !== 'player' && k !== 'heads')) return bad('lastCast must be null or {"player": …, "heads": …}');
  if (typeof value.player !== 'string' || !options.players.includes(value.player)) return bad('lastCast: the player is not playing');
  if (!isWhole(value.heads) || value.heads > STICKS) return bad(`lastCast: heads go from 0 to ${STICKS}`);
  return ok({ player: value.player, heads: value.heads });
}

/** Players out of the game hold nothing. */
function parseOut(value: unknown, options: SticksOptions, balances: Record<string, number>, banker: string | null): Result<string[]> {
  const out = parsePlayers(value, 'out', options.players.filter((p) => p !== banker));
  if (!out.ok) return out;
  const rich = out.value.find((p) => balances[p] > 0);
  return rich === undefined ? out : bad(`out: ${rich} still holds ${balances[rich]}`);
}

export function parseContestPosition(kind: 'jusai' | 'rengeki', json: unknown, options: SticksOptions): Result<ContestState> {
  if (!isRecord(json)) return bad(`a position is a JSON object with ${CONTEST_KEYS.join(', ')}`);
  const keys = checkKeys(json, CONTEST_KEYS);
  if (keys !== null) return bad(keys);
  if (!isWhole(json.round, 1)) return bad('round must be a whole number, 1 or more');
  if (!isWhole(json.tie)) return bad('tie must be a whole number, 0 or more');
  const balances = parseBalances(json.balances, options);
  if (!balances.ok) return balances;
  const out = parseOut(json.out, options, balances.value, null);
  if (!out.ok) return out;
  const players = inGame(options, out.value);
  const contenders = parsePlayers(json.contenders, 'contenders', players);
  if (!contenders.ok) return contenders;
  const over = players.length < 2;
  if (over ? contenders.value.length > 0 : contenders.value.length < 2) {
    return bad(over ? 'the game is over: contenders must be empty' : 'contenders: a contest has 2 players or more');
  }
  if (contenders.value.some((p, i) => i > 0 && players.indexOf(p) < players.indexOf(contenders.value[i - 1]))) {
    return bad('contenders go in seat order');
  }
  if (!over && json.tie === 0 && contenders.value.length !== players.length) return bad('contenders: every player still in plays the first contest of a round');
  const staked = parsePlayers(json.staked, 'staked', contenders.value);
  if (!staked.ok) return staked;
  if (json.ante !== null && !isWhole(json.ante, 1)) return bad('ante must be null or a whole number, 1 or more');
  const ante = json.ante as number | null;
  if ((ante === null) !== (staked.value.length === 0)) return bad('ante is set by the first stake: null exactly when nobody has staked');
  if (!isWhole(json.pot)) return bad('pot must be a whole number');
  const inPot = (ante ?? 0) * staked.value.length;
  if (json.tie === 0 ? json.pot !== inPot : json.pot < inPot) return bad(`pot: the stakes alone make ${inPot}`);
  if (!isRecord(json.totals)) return bad('totals must map players to totals');
  const totals: Record<string, number> = {};
  const thrown = Object.keys(json.totals);
  const allStaked = staked.value.length === contenders.value.length;
  if (thrown.length > 0 && !allStaked) return bad('totals: nobody throws before every stake is in');
  if (thrown.length > 0 && thrown.length >= contenders.value.length) return bad('totals: a decided contest is settled at once');
  for (const [i, player] of contenders.value.slice(0, thrown.length).entries()) {
    const total = json.totals[player];
    if (total === undefined) return bad(`totals: players throw in seat order, ${contenders.value[i]} before the others`);
    if (!isWhole(total) || (kind === 'jusai' && total > STICKS)) return bad(`totals: ${player}'s total is out of range`);
    totals[player] = total;
  }
  if (!isWhole(json.streak) || !isWhole(json.throws)) return bad('streak and throws must be whole numbers');
  if ((kind === 'jusai' || !allStaked) && (json.streak !== 0 || json.throws !== 0)) return bad('streak and throws are 0 unless a 連撃獣裁 streak is under way');
  if (json.throws === 0 && json.streak !== 0) return bad('streak: no running total before the first throw');
  if (typeof json.casting !== 'boolean') return bad('casting must be true or false');
  if (json.casting && (!allStaked || over)) return bad('casting: no throw can be under way now');
  const lastCast = parseLastCast(json.lastCast, options);
  if (!lastCast.ok) return lastCast;
  return ok(
    deepFreeze({
      kind,
      options,
      balances: balances.value,
      out: out.value,
      round: json.round,
      tie: json.tie,
      contenders: contenders.value,
      ante,
      staked: staked.value,
      pot: json.pot,
      totals,
      streak: json.streak,
      throws: json.throws,
      casting: json.casting,
      lastCast: lastCast.value,
      history: [],
    }),
  );
}

function parseBets(value: unknown, state: Pick<BankState, 'options' | 'out'>): Result<Record<string, Bet>> {
  if (!isRecord(value)) return bad('bets must map children to {"heads": …, "amount": …}');
  const bettors = children(state);
  const bets: Record<string, Bet> = {};
  for (const [player, bet] of Object.entries(value)) {
    if (!bettors.includes(player)) return bad(`bets: ${player} is not a child in the game`);
    if (!isRecord(bet) || Object.keys(bet).some((k) => k !== 'heads' && k !== 'amount')) return bad(`bets: ${player}'s bet is {"heads": …, "amount": …}`);
    if (!isWhole(bet.heads) || bet.heads > STICKS) return bad(`bets: ${player} bets on 0 to ${STICKS} heads`);
    if (!isWhole(bet.amount, 1)) return bad(`bets: ${player}'s amount is a whole number, 1 or more`);
    bets[player] = { heads: bet.heads, amount: bet.amount };
  }
  return ok(bets);
}

export function parseBankPosition(json: unknown, options: SticksOptions): Result<BankState> {
  if (!isRecord(json)) return bad(`a position is a JSON object with ${BANK_KEYS.join(', ')}`);
  const keys = checkKeys(json, BANK_KEYS);
  if (keys !== null) return bad(keys);
  if (!isWhole(json.round, 1)) return bad('round must be a whole number, 1 or more');
  const balances = parseBalances(json.balances, options);
  if (!balances.ok) return balances;
  const out = parseOut(json.out, options, balances.value, options.banker);
  if (!out.ok) return out;
  const bets = parseBets(json.bets, { options, out: out.value });
  if (!bets.ok) return bets;
  const banker = options.banker as string;
  for (let heads = 0; heads <= STICKS; heads++) {
    if (balances.value[banker] + bankerGain(bets.value, heads) < 0) return bad(`bets: the banker could not pay them if ${heads} came up`);
  }
  if (typeof json.casting !== 'boolean') return bad('casting must be true or false');
  const lastCast = parseLastCast(json.lastCast, options);
  if (!lastCast.ok) return lastCast;
  const state: BankState = deepFreeze({
    kind: 'shinyu',
    options,
    balances: balances.value,
    out: out.value,
    round: json.round,
    bets: bets.value,
    casting: json.casting,
    lastCast: lastCast.value,
    history: [],
  });
  if (state.casting && children(state).some((p) => !(p in state.bets))) return bad('casting: the banker throws once every child has bet');
  if (state.casting && balances.value[bankerOf(state)] === 0) return bad('casting: the game is over');
  return ok(state);
}

export function formatSticksPosition(state: SticksState): Json {
  const common = {
    round: state.round,
    balances: Object.fromEntries(state.options.players.map((p) => [p, state.balances[p]])),
    out: [...state.out],
  };
  const lastCast = state.lastCast === null ? null : { player: state.lastCast.player, heads: state.lastCast.heads };
  if (state.kind === 'shinyu') {
    const bets = Object.fromEntries(Object.entries(state.bets).map(([p, b]): [string, Json] => [p, { heads: b.heads, amount: b.amount }]));
    return { ...common, bets, casting: state.casting, lastCast };
  }
  return {
    round: common.round,
    tie: state.tie,
    balances: common.balances,
    out: common.out,
    contenders: [...state.contenders],
    ante: state.ante,
    staked: [...state.staked],
    pot: state.pot,
    totals: { ...state.totals },
    streak: state.streak,
    throws: state.throws,
    casting: state.casting,
    lastCast,
  };
}
