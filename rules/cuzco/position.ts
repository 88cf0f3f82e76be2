// Options and positions as JSON (the whole format is in README.md).
//   options:  {"players": 2}   (1–4; only a new session uses it: a position brings its players)
//   position: {"players": {"P1": {holdings}, …}, "round": 1, "stage": "play",
//              "sheet": [{"P1": 12, …}, …], "completions": [{"player", "mission", "round", "vp", "via"}]}
// Only "players" is required; the rest default to a session at the start of round 1.
import { ok } from '../contract.ts';
import type { Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { MISSION_VP, MAMA_KILLA_VP } from './complete.ts';
import { emptyHoldings, formatHoldings, parseHoldings } from './holdings.ts';
import { DEFAULT_PLAYERS } from './options-schema.ts';
import { ROUNDS, SEATS, type Completion, type CuzcoOptions, type CuzcoState, type Holdings, type Seat, type Stage } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const bad = (message: string) => fail('bad-position', message);

export const MAX_MARKER = 999;
const STAGES: Stage[] = ['play', 'markers', 'end', 'over'];
const VIAS = ['met', 'mamakilla', 'inti'] as const;

export function parseOptions(json: unknown): Result<CuzcoOptions> {
  const input = json === undefined || json === null ? {} : json;
  if (!isObject(input)) return fail('bad-option', 'options must be a JSON object');
  for (const key of Object.keys(input)) if (key !== 'players') return fail('unknown-option', `unknown option ${JSON.stringify(key)} (known: players)`);
  const players = input.players ?? DEFAULT_PLAYERS;
  if (!isInt(players, 1, SEATS.length)) return fail('bad-option', `players must be 1 to ${SEATS.length}`);
  return ok({ players });
}

export function setupState(options: CuzcoOptions): CuzcoState {
  const seats = SEATS.slice(0, options.players);
  return {
    seats,
    players: Object.fromEntries(seats.map((seat, i) => [seat, emptyHoldings(i + 1)])),
    round: 1,
    stage: 'play',
    sheet: [],
    completions: [],
  };
}

/** One row of markers: an integer for every seat, nothing else. */
export function parseMarkers(json: unknown, seats: Seat[], what: string): Result<Record<string, number>> {
  if (!isObject(json)) return bad(`${what} must be an object of score markers like {"P1": 12}`);
  for (const key of Object.keys(json)) if (!(seats as string[]).includes(key)) return bad(`${what}: ${JSON.stringify(key)} is not a player (${seats.join(', ')})`);
  const row: Record<string, number> = {};
  for (const seat of seats) {
    const n = json[seat];
    if (!isInt(n, 0, MAX_MARKER)) return bad(`${what}: ${seat}'s score marker must be a whole number 0–${MAX_MARKER}`);
    row[seat] = n;
  }
  return ok(row);
}

function parseCompletion(json: unknown, state: Omit<CuzcoState, 'completions'>, index: number): Result<Completion> {
  const what = `completion ${index + 1}`;
  if (!isObject(json)) return bad(`${what} must be an object {player, mission, round, vp, via}`);
  for (const key of Object.keys(json)) if (!['player', 'mission', 'round', 'vp', 'via'].includes(key)) return bad(`${what}: unknown key ${JSON.stringify(key)}`);
  const { player, mission, round, vp, via } = json;
  if (!(state.seats as unknown[]).includes(player)) return bad(`${what}: player must be one of ${state.seats.join(', ')}`);
  const seat = player as Seat;
  if (typeof mission !== 'string' || !state.players[seat].missions.includes(mission)) return bad(`${what}: mission ${JSON.stringify(mission)} is not among ${seat}'s completed missions`);
  if (!(VIAS as readonly unknown[]).includes(via)) return bad(`${what}: via must be one of ${VIAS.join(', ')}`);
  const atEnd = state.stage === 'end' || state.stage === 'over';
  if (round === 'end') {
    if (!atEnd) return bad(`${what}: round "end" is only for a game that has reached its end`);
    if (via === 'met') return bad(`${what}: at the game end a mission is completed only with card 04`);
  } else if (!isInt(round, 1, state.round)) {
    return bad(`${what}: round must be 1–${state.round}${atEnd ? ' or "end"' : ''}`);
  }
  const expected = via === 'met' ? MISSION_VP : MAMA_KILLA_VP;
  if (vp !== expected) return bad(`${what}: a mission completed ${via === 'met' ? 'as met' : 'with card 04'} scores ${expected} VP`);
  return ok({ player: seat, mission, round: round as number | 'end', vp: expected, via: via as Completion['via'] });
}

export function parsePosition(json: unknown): Result<CuzcoState> {
  if (!isObject(json)) return bad('a position is a JSON object with "players"');
  for (const key of Object.keys(json)) {
    if (!['players', 'round', 'stage', 'sheet', 'completions'].includes(key)) return bad(`unknown key ${JSON.stringify(key)} (known: players, round, stage, sheet, completions)`);
  }
  const { players = undefined, round = 1, stage = 'play', sheet = [], completions = [] } = json;
  if (!isObject(players)) return bad('"players" must be an object like {"P1": {…}, "P2": {…}}');
  const names = Object.keys(players);
  const seats = SEATS.slice(0, names.length);
  if (names.length === 0 || names.length > SEATS.length || !names.every((n) => (seats as string[]).includes(n))) {
    return bad(`"players" must name P1 to Pn (1–${SEATS.length} players), got ${names.slice(0, 5).join(', ') || 'none'}`);
  }
  const holdings: Record<string, Holdings> = {};
  for (const seat of seats) {
    const parsed = parseHoldings(players[seat], seat);
    if (!parsed.ok) return bad(parsed.error.message);
    holdings[seat] = parsed.value;
  }
  if (!isInt(round, 1, ROUNDS)) return bad(`"round" must be 1–${ROUNDS}`);
  if (!(STAGES as unknown[]).includes(stage)) return bad(`"stage" must be one of ${STAGES.join(', ')}`);
  const atEnd = stage === 'end' || stage === 'over';
  if (atEnd && round !== ROUNDS) return bad(`"stage" ${String(stage)} comes after round ${ROUNDS}`);
  if (!Array.isArray(sheet)) return bad('"sheet" must be a list of score-marker rows');
  const rows = atEnd ? ROUNDS : round - 1;
  if (sheet.length !== rows) return bad(`"sheet" must hold ${rows} row${rows === 1 ? '' : 's'} (one per closed round), got ${sheet.length}`);
  const markers: Record<string, number>[] = [];
  for (const [i, row] of sheet.entries()) {
    const parsed = parseMarkers(row, seats, `sheet round ${i + 1}`);
    if (!parsed.ok) return parsed;
    markers.push(parsed.value);
  }
  const base = { seats, players: holdings, round, stage: stage as Stage, sheet: markers };
  if (!Array.isArray(completions)) return bad('"completions" must be a list');
  const parsedCompletions: Completion[] = [];
  for (const [i, c] of completions.entries()) {
    const parsed = parseCompletion(c, base, i);
    if (!parsed.ok) return parsed;
    if (parsedCompletions.some((other) => other.mission === parsed.value.mission)) return bad(`completion ${i + 1}: mission ${parsed.value.mission} is completed once only`);
    parsedCompletions.push(parsed.value);
  }
  return ok({ ...base, completions: parsedCompletions });
}

export function formatPosition(state: CuzcoState): Json {
  return {
    players: Object.fromEntries(state.seats.map((seat) => [seat, formatHoldings(state.players[seat])])),
    round: state.round,
    stage: state.stage,
    sheet: state.sheet.map((row) => Object.fromEntries(state.seats.map((seat) => [seat, row[seat]]))),
    completions: state.completions.map((c) => ({ player: c.player, mission: c.mission, round: c.round, vp: c.vp, via: c.via })),
  };
}
