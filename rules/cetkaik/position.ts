// Position JSON (rules/cetkaik/README.md §7), what the `moves` command and test fixtures use:
//   { "ruleset": "y1huap1", "toMove": "A",
//     "board": { "ZO": {"kind": "tam2"}, "KA": {"side": "A", "color": "black", "kind": "kua2"} },
//     "hands": { "A": [{"color": "red", "kind": "kauk2"}], "IA": [] },
//     "tamMovedBy": null }
// Every key is required. Any board is accepted that respects the per-colour piece supply (board
// and hands together), with at most one Tam2. A parsed position starts a season afresh: scores
// 20 each, rate ×1, its side to move moving first. Its ruleset replaces the options' one.
import { CELLS, parseSquare, squareName } from './board.ts';
import { ok } from '../contract.ts';
import type { Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import {
  COLOR_GLYPHS, COLOR_NAMES, COLOR_OF, KIND_GLYPHS, KIND_NAMES, KIND_OF, SIDES, SIDE_OF, SUPPLY_PER_COLOR, TAM,
  colorIndex, kindIndex, pieceCode,
} from './pieces.ts';
import type { Side } from './pieces.ts';
import { freezeState, freshScores } from './state.ts';
import { RULESETS } from './types.ts';
import type { CetkaikOptions, CetkaikState, HeldPiece, Ruleset } from './types.ts';

const KEYS = ['ruleset', 'toMove', 'board', 'hands', 'tamMovedBy'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const bad = (message: string) => fail('bad-position', message);

function onlyKeys(value: Record<string, unknown>, keys: string[], where: string): string | null {
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) return `${where}: unknown key ${JSON.stringify(key)}`;
  }
  return null;
}

function parseSide(value: unknown, key: string): Result<Side> {
  return value === 'A' || value === 'IA' ? ok(value) : bad(`${key} must be "A" or "IA"`);
}

function parseHeld(value: unknown, where: string): Result<HeldPiece> {
  if (!isRecord(value)) return bad(`${where} must be an object with color and kind`);
  const unknown = onlyKeys(value, ['color', 'kind'], where);
  if (unknown !== null) return bad(unknown);
  if (colorIndex(String(value.color)) < 0) return bad(`${where}: color must be "red" or "black"`);
  if (kindIndex(String(value.kind)) < 0) return bad(`${where}: kind must be one of ${KIND_NAMES.join(' ')}`);
  return ok({ color: value.color as HeldPiece['color'], kind: value.kind as HeldPiece['kind'] });
}

function parseBoard(value: unknown): Result<Int8Array> {
  if (!isRecord(value)) return bad('board must map squares to pieces, e.g. {"ZO": {"kind": "tam2"}}');
  const board = new Int8Array(CELLS);
  for (const [name, piece] of Object.entries(value)) {
    const cell = parseSquare(name);
    if (cell === null) return bad(`board: ${JSON.stringify(name)} is not a square (write e.g. ZO, LIA, CAI)`);
    if (board[cell] !== 0) return bad(`board: ${squareName(cell)} is given twice`);
    if (isRecord(piece) && piece.kind === 'tam2') {
      const unknown = onlyKeys(piece, ['kind'], `board.${name}`);
      if (unknown !== null) return bad(`${unknown} (the Tam2 has no side or colour)`);
      if (board.includes(TAM)) return bad('board: there is one Tam2 at most');
      board[cell] = TAM;
      continue;
    }
    if (!isRecord(piece)) return bad(`board.${name} must be a piece object`);
    const unknown = onlyKeys(piece, ['side', 'color', 'kind'], `board.${name}`);
    if (unknown !== null) return bad(unknown);
    const side = parseSide(piece.side, `board.${name}.side`);
    if (!side.ok) return side;
    const held = parseHeld({ color: piece.color, kind: piece.kind }, `board.${name}`);
    if (!held.ok) return held;
    board[cell] = pieceCode(side.value === 'A' ? 0 : 1, colorIndex(held.value.color), kindIndex(held.value.kind));
  }
  return ok(board);
}

function parseHands(value: unknown): Result<Record<Side, HeldPiece[]>> {
  if (!isRecord(value)) return bad('hands must be {"A": [...], "IA": [...]}');
  const unknown = onlyKeys(value, ['A', 'IA'], 'hands');
  if (unknown !== null) return bad(unknown);
  const hands: Record<Side, HeldPiece[]> = { A: [], IA: [] };
  for (const side of SIDES) {
    const list = value[side];
    if (!Array.isArray(list)) return bad(`hands.${side} must be a list of pieces`);
    for (const [i, item] of list.entries()) {
      const held = parseHeld(item, `hands.${side}[${i}]`);
      if (!held.ok) return held;
      hands[side].push(held.value);
    }
  }
  return ok(hands);
}

/** Board and hands together may not hold more of a colour and kind than the game has. */
function checkSupply(board: Int8Array, hands: Record<Side, HeldPiece[]>): string | null {
  const counts = new Int16Array(20);
  for (const code of board) if (code > 0 && code !== TAM) counts[COLOR_OF[code] * 10 + KIND_OF[code]]++;
  for (const side of SIDES) for (const p of hands[side]) counts[colorIndex(p.color) * 10 + kindIndex(p.kind)]++;
  for (let slot = 0; slot < 20; slot++) {
    const supply = SUPPLY_PER_COLOR[slot % 10];
    if (counts[slot] > supply) {
      const piece = COLOR_GLYPHS[Math.floor(slot / 10)] + KIND_GLYPHS[slot % 10];
      return `there are ${counts[slot]} ${piece} (${COLOR_NAMES[Math.floor(slot / 10)]} ${KIND_NAMES[slot % 10]}) but the game has ${supply}`;
    }
  }
  return null;
}

export function parsePosition(json: unknown, options: CetkaikOptions): Result<CetkaikState> {
  if (!isRecord(json)) return bad(`a position is a JSON object with ${KEYS.join(', ')}`);
  const unknown = onlyKeys(json, KEYS, 'position');
  if (unknown !== null) return bad(unknown);
  for (const key of KEYS) if (!(key in json)) return bad(`position: ${key} is missing (every key is required)`);
  if (typeof json.ruleset !== 'string' || !RULESETS.includes(json.ruleset as Ruleset)) {
    return bad(`ruleset must be one of ${RULESETS.join(', ')}`);
  }
  const toMove = parseSide(json.toMove, 'toMove');
  if (!toMove.ok) return toMove;
  let tamMovedBy: Side | null = null;
  if (json.tamMovedBy !== null) {
    const side = parseSide(json.tamMovedBy, 'tamMovedBy (or null)');
    if (!side.ok) return side;
    tamMovedBy = side.value;
  }
  const board = parseBoard(json.board);
  if (!board.ok) return board;
  const hands = parseHands(json.hands);
  if (!hands.ok) return hands;
  const excess = checkSupply(board.value, hands.value);
  if (excess !== null) return bad(excess);
  return ok(
    freezeState({
      options: Object.freeze({ ...options, ruleset: json.ruleset as Ruleset }),
      board: board.value,
      hands: hands.value,
      penalties: { A: [], IA: [] },
      toMove: toMove.value,
      tamMovedBy,
      scores: freshScores(),
      rate: 1,
      season: 0,
      seasonFirstMover: toMove.value,
      waiting: null,
      lastMove: null,
      over: false,
      winner: null,
    }),
  );
}

/** One square's piece as position JSON. */
export function pieceJson(code: number): Json {
  if (code === TAM) return { kind: 'tam2' };
  return { side: SIDES[SIDE_OF[code]], color: COLOR_NAMES[COLOR_OF[code]], kind: KIND_NAMES[KIND_OF[code]] };
}

export function boardJson(board: Int8Array): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (let cell = 0; cell < CELLS; cell++) if (board[cell] !== 0) out[squareName(cell)] = pieceJson(board[cell]);
  return out;
}

export function formatPosition(state: CetkaikState): Json {
  const hand = (side: Side): Json => state.hands[side].map((p) => ({ color: p.color, kind: p.kind }));
  return {
    ruleset: state.options.ruleset,
    toMove: state.toMove,
    board: boardJson(state.board),
    hands: { A: hand('A'), IA: hand('IA') },
    tamMovedBy: state.tamMovedBy,
  };
}
