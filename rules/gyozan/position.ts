// Position JSON, every key required:
//   { "turn": 3, "phase": {"step": "actions", "done": 3}, "waiting": null, "halfCost": false,
//     "pile": ["黒兵", "皇", …], "discards": [],
//     "players": [ { "hand": ["黒弓"], "installed": [{"card": "赤王", "sticks": 0, "fresh": false}],
//                    "rice": 12, "coins": 2, "square": "NA", "shielded": false }, … ] }
// `turn`: turns begun so far minus one (the player to move is turn mod players); `phase`: the
// effects of step 3 (`{"step": "effects", "next": i}`: the installed card i is next) or the actions
// (`{"step": "actions", "done": 3…6}`: the last of steps 4–6 taken, 3 for none); `waiting`: what an
// effect waits for — `{"kind": "cast", "card": i}`, `{"kind": "choice", "card": i, "purpose":
// "steal" | "stick" | "destroy"}` (the options follow from the position) or `{"kind": "advance",
// "card": i}`; `pile` top first. Cards must come from the game's deck.
import { ok } from '../contract.ts';
import type { Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { ownValue } from '../names.ts';
import { cardName, parseCard, sameCard } from './cards.ts';
import type { Card } from './cards.ts';
import { parseSquare, squareName } from './route.ts';
import { cardOptions, current, freezeGyozan, stride } from './turn.ts';
import type { GyozanOptions, GyozanState, Installed, Phase, Player, Waiting } from './types.ts';
import { MAX_INSTALLED } from './types.ts';

const KEYS = ['turn', 'phase', 'waiting', 'halfCost', 'pile', 'discards', 'players'];
const PLAYER_KEYS = ['hand', 'installed', 'rice', 'coins', 'square', 'shielded'];
const bad = (message: string) => fail('bad-position', message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function exactKeys(value: Record<string, unknown>, keys: string[], where: string): string | null {
  for (const key of Object.keys(value)) if (!keys.includes(key)) return `${where}: unknown key ${JSON.stringify(key)}`;
  for (const key of keys) if (!(key in value)) return `${where}: ${key} is missing`;
  return null;
}

function parseCards(value: unknown, where: string): Result<Card[]> {
  if (!Array.isArray(value)) return bad(`${where} must be a list of card names`);
  const cards: Card[] = [];
  for (const name of value) {
    const card = typeof name === 'string' ? parseCard(name) : null;
    if (card === null || !card.ok) return bad(`${where}: ${JSON.stringify(name)} is not a card`);
    cards.push(card.value);
  }
  return ok(cards);
}

function parsePlayer(value: unknown, p: number, options: GyozanOptions): Result<Player> {
  const where = `players[${p}]`;
  if (!isRecord(value)) return bad(`${where} must be an object with ${PLAYER_KEYS.join(', ')}`);
  const keys = exactKeys(value, PLAYER_KEYS, where);
  if (keys !== null) return bad(keys);
  const hand = parseCards(value.hand, `${where}.hand`);
  if (!hand.ok) return hand;
  if (!Array.isArray(value.installed) || value.installed.length > MAX_INSTALLED) return bad(`${where}.installed must list up to ${MAX_INSTALLED} cards`);
  const installed: Installed[] = [];
  for (const slot of value.installed) {
    if (!isRecord(slot) || exactKeys(slot, ['card', 'sticks', 'fresh'], 'slot') !== null) return bad(`${where}.installed: a slot is {"card", "sticks", "fresh"}`);
    const card = typeof slot.card === 'string' ? parseCard(slot.card) : null;
    if (card === null || !card.ok || card.value.kind === '無') return bad(`${where}.installed: ${JSON.stringify(slot.card)} cannot be installed`);
    if (!whole(slot.sticks) || slot.sticks > 3 || typeof slot.fresh !== 'boolean') return bad(`${where}.installed: sticks 0–3, fresh true or false`);
    installed.push({ card: card.value, sticks: slot.sticks, fresh: slot.fresh });
  }
  if (!whole(value.rice) || !whole(value.coins)) return bad(`${where}: rice and coins are whole numbers`);
  const cell = typeof value.square === 'string' ? parseSquare(value.square) : null;
  const at = cell === null ? -1 : options.routes[p].indexOf(cell);
  if (at < 0) return bad(`${where}.square: ${JSON.stringify(value.square)} is not on P${p + 1}'s route`);
  if (typeof value.shielded !== 'boolean') return bad(`${where}.shielded must be true or false`);
  return ok({ hand: hand.value, installed, rice: value.rice, coins: value.coins, at, shielded: value.shielded });
}

/** No card more often than the deck has it. */
function checkDeck(options: GyozanOptions, cards: Card[]): string | null {
  for (const card of cards) {
    const have = cards.filter((c) => sameCard(c, card)).length;
    const deck = options.deck.filter((c) => sameCard(c, card)).length;
    if (have > deck) return `there are ${have} ${cardName(card)} but the deck has ${deck}`;
  }
  return null;
}

const EFFECT_OF: Record<string, string[]> = { cast: ['筆', '巫', '将'], steal: ['虎'], stick: ['将'], destroy: ['将'], advance: ['巫', '皇'] };

function parseWaiting(json: unknown, state: GyozanState): Result<Waiting | null> {
  if (json === null) return ok(null);
  if (!isRecord(json)) return bad('waiting must be null or an object');
  const p = current(state);
  const slot = state.players[p].installed[json.card as number];
  if (!whole(json.card) || slot === undefined || state.phase.step !== 'effects' || state.phase.next !== json.card + 1) {
    return bad('waiting: card must be the installed card whose effect is under way (phase.next − 1)');
  }
  const kind = json.kind;
  const purpose = kind === 'choice' ? json.purpose : kind;
  // Own entries only: "constructor" or "__proto__" would read what every object inherits.
  if (typeof purpose !== 'string' || !(ownValue(EFFECT_OF, purpose)?.includes(slot.card.kind) ?? false)) {
    return bad(`waiting: a ${cardName(slot.card)} does not wait for that`);
  }
  if (kind === 'cast') return exactKeys(json, ['kind', 'card'], 'waiting') === null ? ok({ kind, card: json.card }) : bad('waiting: {"kind": "cast", "card": i}');
  if (kind === 'advance') return exactKeys(json, ['kind', 'card'], 'waiting') === null ? ok({ kind, card: json.card, squares: stride(state, p) }) : bad('waiting: {"kind": "advance", "card": i}');
  if (exactKeys(json, ['kind', 'card', 'purpose'], 'waiting') !== null) return bad('waiting: {"kind": "choice", "card": i, "purpose": …}');
  const options =
    purpose === 'steal'
      ? state.players.flatMap((o, q) => (q === p || o.shielded ? [] : [...(o.rice > 0 ? [`P${q + 1} rice`] : []), ...(o.coins > 0 ? [`P${q + 1} coin`] : [])]))
      : cardOptions(state, p);
  if (options.length === 0) return bad('waiting: there is nothing to choose');
  return ok({ kind: 'choice', card: json.card, options, purpose: purpose as 'steal' | 'stick' | 'destroy' });
}

export function parseGyozanPosition(json: unknown, options: GyozanOptions): Result<GyozanState> {
  if (!isRecord(json)) return bad(`a position is a JSON object with ${KEYS.join(', ')}`);
  const keys = exactKeys(json, KEYS, 'position');
  if (keys !== null) return bad(keys);
  if (!whole(json.turn)) return bad('turn must be a whole number');
  const phaseJson = json.phase;
  let phase: Phase;
  if (isRecord(phaseJson) && phaseJson.step === 'effects' && whole(phaseJson.next) && Object.keys(phaseJson).length === 2) phase = { step: 'effects', next: phaseJson.next };
  else if (isRecord(phaseJson) && phaseJson.step === 'actions' && whole(phaseJson.done) && phaseJson.done >= 3 && phaseJson.done <= 6 && Object.keys(phaseJson).length === 2) phase = { step: 'actions', done: phaseJson.done };
  else return bad('phase must be {"step": "effects", "next": i} or {"step": "actions", "done": 3–6}');
  if (typeof json.halfCost !== 'boolean') return bad('halfCost must be true or false');
  const pile = parseCards(json.pile, 'pile');
  if (!pile.ok) return pile;
  const discards = parseCards(json.discards, 'discards');
  if (!discards.ok) return discards;
  if (!Array.isArray(json.players) || json.players.length !== options.players) return bad(`players must list the ${options.players} players`);
  const players: Player[] = [];
  for (const [p, item] of json.players.entries()) {
    const player = parsePlayer(item, p, options);
    if (!player.ok) return player;
    players.push(player.value);
  }
  const all = [...pile.value, ...discards.value, ...players.flatMap((pl) => [...pl.hand, ...pl.installed.map((s) => s.card)])];
  const excess = checkDeck(options, all);
  if (excess !== null) return bad(excess);
  const winners = players.flatMap((pl, p) => (pl.at === options.routes[p].length - 1 ? [p] : []));
  if (winners.length > 1) return bad('two pieces on the 皇山');
  const base: GyozanState = { options, players, pile: pile.value, discards: discards.value, turn: json.turn, phase, waiting: null, halfCost: json.halfCost, winner: winners[0] ?? null };
  if (phase.step === 'effects' && phase.next > players[current(base)].installed.length) return bad('phase.next is past the last installed card');
  const waiting = parseWaiting(json.waiting, base);
  if (!waiting.ok) return waiting;
  if (phase.step === 'effects' && waiting.value === null) return bad('phase: the effects stop only where one waits (write the position after they ran)');
  return ok(freezeGyozan({ ...base, waiting: waiting.value }));
}

export function formatGyozanPosition(state: GyozanState): Json {
  const waiting = state.waiting;
  return {
    turn: state.turn,
    phase: state.phase.step === 'effects' ? { step: 'effects', next: state.phase.next } : { step: 'actions', done: state.phase.done },
    waiting:
      waiting === null
        ? null
        : waiting.kind === 'choice'
          ? { kind: 'choice', card: waiting.card, purpose: waiting.purpose }
          : { kind: waiting.kind, card: waiting.card },
    halfCost: state.halfCost,
    pile: state.pile.map(cardName),
    discards: state.discards.map(cardName),
    players: state.players.map(
      (pl, p): Json => ({
        hand: pl.hand.map(cardName),
        installed: pl.installed.map((s): Json => ({ card: cardName(s.card), sticks: s.sticks, fresh: s.fresh })),
        rice: pl.rice,
        coins: pl.coins,
        square: squareName(state.options.routes[p][pl.at]),
        shielded: pl.shielded,
      }),
    ),
  };
}
