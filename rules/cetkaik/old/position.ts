// 古机戦's position JSON, every key required:
//   { "ruleset": "old", "toMove": "A",
//     "board": { "ZA": {"side": "A", "kind": "io"}, "ZI": {"side": "A", "kind": "nuak1"}, … },
//     "captured": { "A": ["kauk2"], "IA": [] } }
// A piece's colour is its side's (A red, IA black), so it is not written. `captured` lists the
// kinds each side has taken (kept, never dropped). The kinds are nuak1 (船) kauk2 (兵) gua2 (弓)
// kaun1 (車) dau2 (虎) uai1 (将) io (王); a side has at most 1 船, 9 兵, 2 each of 弓 車 虎 将 and 1 王,
// on the board and in the other side's captures together. A position with a 王 captured is over.
import { CELLS, WATER, parseSquare, squareName } from '../board.ts';
import { ok } from '../../contract.ts';
import type { Json, Result } from '../../contract.ts';
import { fail } from '../../fail.ts';
import { COLOR_NAMES, KIND_GLYPHS, KIND_NAMES, KIND_OF, NUAK1, SIDES, SIDE_OF, kindIndex, otherSide } from '../pieces.ts';
import type { Side } from '../pieces.ts';
import type { CetkaikOptions, CetkaikState, HeldPiece } from '../types.ts';
import { OLD_SUPPLY, oldPiece, sideColor } from './layout.ts';
import { oldState } from './play.ts';

const KEYS = ['ruleset', 'toMove', 'board', 'captured'];
const bad = (message: string) => fail('bad-position', message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const OLD_KINDS = [...OLD_SUPPLY.keys()].map((k) => KIND_NAMES[k]);

function parseKind(value: unknown, where: string): Result<number> {
  const kind = typeof value === 'string' ? kindIndex(value) : -1;
  return kind >= 0 && OLD_SUPPLY.has(kind) ? ok(kind) : bad(`${where}: the kinds of 古机戦 are ${OLD_KINDS.join(' ')}`);
}

function parseSide(value: unknown, where: string): Result<Side> {
  return value === 'A' || value === 'IA' ? ok(value) : bad(`${where} must be "A" or "IA"`);
}

export function isOldPosition(json: unknown): boolean {
  return isRecord(json) && json.ruleset === 'old';
}

export function parseOldPosition(json: unknown, options: CetkaikOptions): Result<CetkaikState> {
  if (!isRecord(json)) return bad(`a position is a JSON object with ${KEYS.join(', ')}`);
  for (const key of Object.keys(json)) if (!KEYS.includes(key)) return bad(`unknown key ${JSON.stringify(key)} (古机戦 positions have ${KEYS.join(', ')})`);
  for (const key of KEYS) if (!(key in json)) return bad(`${key} is missing (every key is required)`);
  if (json.ruleset !== 'old') return bad('ruleset must be "old"');
  const toMove = parseSide(json.toMove, 'toMove');
  if (!toMove.ok) return toMove;
  if (!isRecord(json.board)) return bad('board must map squares to pieces, e.g. {"ZA": {"side": "A", "kind": "io"}}');
  const board = new Int8Array(CELLS);
  for (const [name, piece] of Object.entries(json.board)) {
    const cell = parseSquare(name);
    if (cell === null) return bad(`board: ${JSON.stringify(name)} is not a square`);
    if (board[cell] !== 0) return bad(`board: ${squareName(cell)} is given twice`);
    if (!isRecord(piece) || Object.keys(piece).some((k) => k !== 'side' && k !== 'kind')) return bad(`board.${name} must be {"side": …, "kind": …}`);
    const side = parseSide(piece.side, `board.${name}.side`);
    if (!side.ok) return side;
    const kind = parseKind(piece.kind, `board.${name}`);
    if (!kind.ok) return kind;
    const wet = WATER[cell] === 1;
    if (wet !== (kind.value === NUAK1)) return bad(`board.${name}: ${wet ? 'only boats stand in the water' : 'a boat stays in the water'}`);
    board[cell] = oldPiece(side.value === 'A' ? 0 : 1, kind.value);
  }
  if (!isRecord(json.captured) || Object.keys(json.captured).some((k) => k !== 'A' && k !== 'IA')) return bad('captured must be {"A": [...], "IA": [...]}');
  const taken: Record<Side, HeldPiece[]> = { A: [], IA: [] };
  for (const side of SIDES) {
    const list = json.captured[side];
    if (!Array.isArray(list)) return bad(`captured.${side} must be a list of kinds`);
    for (const item of list) {
      const kind = parseKind(item, `captured.${side}`);
      if (!kind.ok) return kind;
      if (kind.value === NUAK1) return bad(`captured.${side}: boats are never captured`);
      taken[side].push({ color: COLOR_NAMES[sideColor(side === 'A' ? 1 : 0)], kind: KIND_NAMES[kind.value] });
    }
  }
  const excess = checkSupply(board, taken);
  if (excess !== null) return bad(excess);
  if (taken.A.some((p) => p.kind === 'io') && taken.IA.some((p) => p.kind === 'io')) return bad('captured: only one 王 can be taken, the game ends with it');
  return ok(oldState(Object.freeze({ ...options, ruleset: 'old' }), board, toMove.value, taken));
}

/** No side may have more of a kind (on the board or taken by the other side) than 古机戦 gives. */
function checkSupply(board: Int8Array, taken: Record<Side, HeldPiece[]>): string | null {
  for (const side of SIDES) {
    const s = side === 'A' ? 0 : 1;
    for (const [kind, most] of OLD_SUPPLY) {
      let count = taken[otherSide(side)].filter((p) => kindIndex(p.kind) === kind).length;
      for (const code of board) if (code > 0 && SIDE_OF[code] === s && KIND_OF[code] === kind) count++;
      if (count > most) return `${side}-side has ${count} ${KIND_GLYPHS[kind]} (${KIND_NAMES[kind]}) but 古机戦 gives ${most}`;
    }
  }
  return null;
}

export function oldBoardJson(board: Int8Array): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (let cell = 0; cell < CELLS; cell++) {
    const code = board[cell];
    if (code !== 0) out[squareName(cell)] = { side: SIDES[SIDE_OF[code]], kind: KIND_NAMES[KIND_OF[code]] };
  }
  return out;
}

export function formatOldPosition(state: CetkaikState): Json {
  return {
    ruleset: 'old',
    toMove: state.toMove,
    board: oldBoardJson(state.board),
    captured: { A: state.hands.A.map((p) => p.kind), IA: state.hands.IA.map((p) => p.kind) },
  };
}
