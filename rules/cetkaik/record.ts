// Parser of cerke_online game records (棋譜), the format since the November 2021 update
// (rules/cetkaik/README.md §9; the records we test with are in records/). Pure: text in, a structured record or an
// error naming the line out. It checks the grammar and what a record alone can tell (casts
// against the failure mark, king-steps of the Tam2, season order, declared scores against the
// rate); whether the moves are legal is the engine's business when it replays the record.
import { quoteInput } from '../quote.ts';
import type { Result } from '../contract.ts';
import { colorOfGlyph, handValue, kindOfGlyph } from './hands.ts';
import type { HeldPiece, Kind } from './hands.ts';

export type Side = 'A' | 'IA';
export type SeasonName = '春' | '夏' | '秋' | '冬';
export const SEASON_NAMES: readonly SeasonName[] = ['春', '夏', '秋', '冬'];

export interface PieceMove {
  kind: 'piece';
  src: string;
  /** The stepping square, when the piece stepped on an occupied square first. */
  via?: string;
  /** Final square; when the move failed, the square aimed at. */
  dest: string;
  /** The piece's kanji (船兵弓車虎馬筆巫将王), or 片 in records that do not name it. */
  glyph: string;
  /** Undefined for 片. */
  pieceKind?: Kind;
  /** Heads of the stepping cast (橋N). */
  castStepping?: number;
  /** Heads of the water-entry cast (水N). */
  castWater?: number;
  /** 此無: not enough heads, the piece stayed on src and the turn passed. */
  failed: boolean;
  captured?: HeldPiece;
}

export interface Tam2Move {
  kind: 'tam2';
  src: string;
  /** Where the first of the two king-steps ends. */
  mid: string;
  dest: string;
  /** The square stepped over, in the first (viaLeg 1) or second (viaLeg 2) half. */
  via?: string;
  viaLeg?: 1 | 2;
  glyph: '皇';
  failed: false;
}

export interface DropMove {
  kind: 'drop';
  dest: string;
  /** Colour + kind, e.g. 黒弓. */
  glyph: string;
  piece: HeldPiece;
  failed: false;
}

export type RecordMove = PieceMove | Tam2Move | DropMove;

export interface RecordPly {
  /** 1-based line of the file. */
  line: number;
  side: Side;
  /** The move as written. */
  text: string;
  move: RecordMove;
}

export interface RecordDeclaration {
  line: number;
  /** Who declared: the side that made the ply just before. */
  side: Side;
  kind: 'tymok' | 'taxot';
  hands: string[];
  /** Taxot only: points won, the rate included. */
  score?: number;
  /** Taxot only: the season that ends. */
  season?: SeasonName;
  /** How many plies of the season came before the declaration. */
  afterPly: number;
}

export interface RecordSeason {
  index: number;
  name: SeasonName;
  firstMover: Side;
  plies: RecordPly[];
  declarations: RecordDeclaration[];
  /** False only for a last season that stopped without 終季 (no legal move left). */
  ended: boolean;
}

export interface GameRecord {
  /** From {一位色:…}: 黒 = IA-side, 赤 = A-side. */
  firstMovers: Side[];
  startTime?: string;
  endTime?: string;
  /** Every header as written, known or not. */
  headers: Record<string, string>;
  seasons: RecordSeason[];
  /** The record ends with 星一周. */
  finished: boolean;
}

export interface RecordError {
  line: number;
  message: string;
}

// ---- small readers ------------------------------------------------------------------------

const COLUMNS = 'KLNTZXCMP';
// Two-letter rows first: no column letter is a vowel, so the longest match is the only one.
const ROWS = ['AI', 'AU', 'IA', 'A', 'E', 'I', 'U', 'O', 'Y'];
const ROW_INDEX: Record<string, number> = { A: 0, E: 1, I: 2, U: 3, O: 4, Y: 5, AI: 6, AU: 7, IA: 8 };
const WATER = new Set(['ZI', 'ZU', 'ZO', 'ZY', 'ZAI', 'NO', 'TO', 'XO', 'CO']);
const HEADS: Record<string, number> = { 無: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 };
const ANY_PIECE = '片';
const SIDE_OF_COLOR_GLYPH: Record<string, Side> = { 黒: 'IA', 赤: 'A' };

/** A position in one move's text, consumed left to right. */
class Cursor {
  pos = 0;
  constructor(readonly text: string) {}
  get rest(): string {
    return this.text.slice(this.pos);
  }
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  eat(prefix: string): boolean {
    if (!this.text.startsWith(prefix, this.pos)) return false;
    this.pos += prefix.length;
    return true;
  }
  char(): string {
    const ch = this.text[this.pos] ?? '';
    this.pos += ch.length;
    return ch;
  }
  square(): string | undefined {
    const col = this.text[this.pos];
    if (col === undefined || !COLUMNS.includes(col)) return undefined;
    const row = ROWS.find((r) => this.text.startsWith(r, this.pos + 1));
    if (row === undefined) return undefined;
    this.pos += 1 + row.length;
    return col + row;
  }
  heads(): number | undefined {
    const ch = this.text[this.pos];
    if (ch === undefined || !Object.hasOwn(HEADS, ch)) return undefined;
    this.pos += 1;
    return HEADS[ch];
  }
}

function squareIsWater(square: string): boolean {
  return WATER.has(square);
}

/** Chebyshev distance between two squares (both already checked). */
function distance(a: string, b: string): number {
  const col = (s: string): number => COLUMNS.indexOf(s[0]);
  const row = (s: string): number => ROW_INDEX[s.slice(1)];
  return Math.max(Math.abs(col(a) - col(b)), Math.abs(row(a) - row(b)));
}

const KANJI_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const KANJI_NUMBER = /^(?:([一二三四五六七八九])?千)?(?:([一二三四五六七八九])?百)?(?:([一二三四五六七八九])?十)?([一二三四五六七八九])?$/;

/** Kanji numerals as records write scores: 無 0, 五, 十三, 二十, 百二十八; 下 = minus. */
export function parseKanjiNumeral(text: string): number | undefined {
  if (text === '無') return 0;
  const negative = text.startsWith('下');
  const body = negative ? text.slice(1) : text;
  const match = KANJI_NUMBER.exec(body);
  if (body === '' || match === null) return undefined;
  const unit = (digit: string | undefined, hasUnit: boolean): number =>
    hasUnit ? (digit === undefined ? 1 : KANJI_DIGITS[digit]) : 0;
  const value =
    unit(match[1], body.includes('千')) * 1000 +
    unit(match[2], body.includes('百')) * 100 +
    unit(match[3], body.includes('十')) * 10 +
    (match[4] === undefined ? 0 : KANJI_DIGITS[match[4]]);
  return negative ? -value : value;
}

// ---- one move ------------------------------------------------------------------------------

type MoveResult = Result<RecordMove, string>;
const bad = (message: string): { ok: false; error: string } => ({ ok: false, error: message });

function parseHeldPiece(cursor: Cursor): HeldPiece | undefined {
  const color = colorOfGlyph(cursor.char());
  const kind = kindOfGlyph(cursor.char());
  return color === undefined || kind === undefined ? undefined : { color, kind };
}

function parseDrop(text: string): MoveResult {
  const cursor = new Cursor(text);
  const piece = parseHeldPiece(cursor);
  if (piece === undefined) return bad(`${quoteInput(text)}: a drop is a colour (赤/黒) and a piece kanji, then a square`);
  const dest = cursor.square();
  if (dest === undefined || !cursor.done) return bad(`${quoteInput(text)}: a drop ends with the square it goes to`);
  return { ok: true, value: { kind: 'drop', dest, glyph: text.slice(0, 2), piece, failed: false } };
}

function parseTam2(text: string, src: string, cursor: Cursor): MoveResult {
  const bracketed = (): string | undefined => {
    if (!cursor.eat('[')) return undefined;
    const square = cursor.square();
    return square !== undefined && cursor.eat(']') ? square : undefined;
  };
  let move: Tam2Move;
  if (cursor.text[cursor.pos] === '[') {
    const mid = bracketed();
    const second = cursor.square();
    const third = cursor.square();
    if (mid === undefined || second === undefined) return bad(`${quoteInput(text)}: a Tam2 move reads SRC皇[MID]DEST`);
    move =
      third === undefined
        ? { kind: 'tam2', src, mid, dest: second, glyph: '皇', failed: false }
        : { kind: 'tam2', src, mid, via: second, viaLeg: 2, dest: third, glyph: '皇', failed: false };
  } else {
    const via = cursor.square();
    const mid = bracketed();
    const dest = cursor.square();
    if (via === undefined || mid === undefined || dest === undefined) {
      return bad(`${quoteInput(text)}: a Tam2 move reads SRC皇[MID]DEST, SRC皇[MID]VIADEST or SRC皇VIA[MID]DEST`);
    }
    move = { kind: 'tam2', src, mid, via, viaLeg: 1, dest, glyph: '皇', failed: false };
  }
  if (!cursor.done) return bad(`${quoteInput(text)}: nothing may follow a Tam2 move (found ${quoteInput(cursor.rest)})`);
  // Every leg is one king-step: SRC→(VIA→)MID→(VIA→)DEST.
  const path =
    move.via === undefined
      ? [src, move.mid, move.dest]
      : move.viaLeg === 1
        ? [src, move.via, move.mid, move.dest]
        : [src, move.mid, move.via, move.dest];
  for (let i = 1; i < path.length; i++) {
    if (distance(path[i - 1], path[i]) !== 1) return bad(`${quoteInput(text)}: ${path[i - 1]} to ${path[i]} is not one king-step`);
  }
  return { ok: true, value: move };
}

function parsePieceMove(text: string, src: string, glyph: string, cursor: Cursor): MoveResult {
  const second = cursor.square();
  if (second === undefined) return bad(`${quoteInput(text)}: expected a square after ${glyph}`);
  const third = cursor.square();
  const via = third === undefined ? undefined : second;
  const dest = third ?? second;

  let castStepping: number | undefined;
  let castWater: number | undefined;
  if (!cursor.eat('無撃裁')) {
    if (cursor.eat('橋')) {
      castStepping = cursor.heads();
      if (castStepping === undefined) return bad(`${quoteInput(text)}: 橋 must be followed by the heads 無一二三四五`);
    }
    if (cursor.eat('水')) {
      castWater = cursor.heads();
      if (castWater === undefined) return bad(`${quoteInput(text)}: 水 must be followed by the heads 無一二三四五`);
    }
    if (castStepping === undefined && castWater === undefined) {
      return bad(`${quoteInput(text)}: expected the cast field 無撃裁, 橋N, 水N or 橋N水M after the squares`);
    }
  }
  const failed = cursor.eat('此無');
  let captured: HeldPiece | undefined;
  if (cursor.eat('手')) {
    captured = parseHeldPiece(cursor);
    if (captured === undefined) return bad(`${quoteInput(text)}: 手 must be followed by a colour and a piece kanji`);
  }
  if (!cursor.done) return bad(`${quoteInput(text)}: unexpected ${quoteInput(cursor.rest)}`);

  const pieceKind = glyph === ANY_PIECE ? undefined : kindOfGlyph(glyph);
  const problem = inconsistency({ src, via, dest, pieceKind, castStepping, castWater, failed, captured });
  if (problem !== null) return bad(`${quoteInput(text)}: ${problem}`);

  const move: PieceMove = { kind: 'piece', src, dest, glyph, failed };
  if (via !== undefined) move.via = via;
  if (pieceKind !== undefined) move.pieceKind = pieceKind;
  if (castStepping !== undefined) move.castStepping = castStepping;
  if (castWater !== undefined) move.castWater = castWater;
  if (captured !== undefined) move.captured = captured;
  return { ok: true, value: move };
}

/** What a record alone shows to be impossible in a piece move, or null. */
function inconsistency(m: Omit<PieceMove, 'kind' | 'glyph'>): string | null {
  if (m.via === undefined && m.dest === m.src) return 'the piece does not move';
  if (m.via !== undefined && (m.via === m.src || m.via === m.dest)) return 'the stepping square repeats another square';
  if (m.castStepping !== undefined && m.via === undefined) return 'a stepping cast (橋) needs a stepping square';
  if (m.castWater !== undefined) {
    if (!squareIsWater(m.dest)) return `a water cast (水) but ${m.dest} is not water`;
    if (squareIsWater(m.src)) return `a water cast (水) but the move starts in water (${m.src})`;
    if (m.pieceKind === 'nuak1') return 'a water cast (水) for a boat';
  }
  const steppingShort = m.castStepping !== undefined && m.castStepping < distance(m.via!, m.dest);
  const waterShort = m.castWater !== undefined && m.castWater < 3;
  if (m.failed && !steppingShort && !waterShort) return 'marked 此無 (failed) but every cast was high enough';
  if (!m.failed && (steppingShort || waterShort)) return 'a cast was too low, yet the move is not marked 此無';
  if (m.failed && m.captured !== undefined) return 'a failed move captures nothing';
  return null;
}

/** One move of a record: piece move, Tam2 move or drop. The error is a message. */
export function parseRecordMove(text: string): MoveResult {
  if (colorOfGlyph(text[0] ?? '') !== undefined) return parseDrop(text);
  const cursor = new Cursor(text);
  const src = cursor.square();
  if (src === undefined) return bad(`${quoteInput(text)} is not a move: expected a square (e.g. ZO) or a drop (e.g. 黒弓CY)`);
  const glyph = cursor.char();
  if (glyph === '皇') return parseTam2(text, src, cursor);
  if (glyph === ANY_PIECE || kindOfGlyph(glyph) !== undefined) return parsePieceMove(text, src, glyph, cursor);
  return bad(`${quoteInput(text)}: expected a piece kanji (船兵弓車虎馬筆巫将王 or 片) or 皇 after ${src}`);
}

// ---- the whole record ---------------------------------------------------------------------

const HEADER = /^\{([^:{}]+):([^{}]*)\}$/;
const DECLARATION = /^或為(.+?)(?:而手(.+))?$/;
const OLD_FORMAT_MESSAGE = 'this record uses the pre-November-2021 format ({始時:} first): not supported';
const MAX_RATE = 64;

type ParseError = { ok: false; error: RecordError };
const failAt = (line: number, message: string): ParseError => ({ ok: false, error: { line, message } });

const otherSide = (side: Side): Side => (side === 'A' ? 'IA' : 'A');

/** What the next non-blank line may be. */
type Expecting =
  | { what: 'body' }
  | { what: '再行'; line: number }
  | { what: '終季'; line: number; season: RecordSeason }
  | { what: 'nothing' };

/** Parses a whole record; the error names the 1-based line at fault. */
export function parseRecord(text: string): Result<GameRecord, RecordError> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((l) => l.trim());
  let at = lines.findIndex((l) => l !== '');
  if (at === -1) return failAt(1, 'the record is empty');

  // Headers: {一位色:…} first, then any others, until the first body line.
  const headerLine = at + 1;
  if (lines[at].startsWith('{始時:')) return failAt(headerLine, OLD_FORMAT_MESSAGE);
  if (!lines[at].startsWith('{一位色:')) return failAt(headerLine, 'a record starts with the header {一位色:…}');
  const headerMap = new Map<string, string>();
  for (; at < lines.length && lines[at].startsWith('{'); at++) {
    const match = HEADER.exec(lines[at]);
    if (match === null) return failAt(at + 1, `${quoteInput(lines[at])} is not a header {key:value}`);
    const [, key, value] = match;
    if (headerMap.has(key)) return failAt(at + 1, `the header ${key} appears twice`);
    headerMap.set(key, value);
  }
  // fromEntries defines own properties, so no key (even __proto__) reaches the prototype.
  const headers: Record<string, string> = Object.fromEntries(headerMap);
  const movers = headerMap.get('一位色') ?? '';
  if (!/^[黒赤]+$/.test(movers)) return failAt(headerLine, '{一位色:…} must name the first mover of each season with 黒 or 赤');
  const firstMovers = [...movers].map((ch) => SIDE_OF_COLOR_GLYPH[ch]);

  const seasons: RecordSeason[] = [];
  let current: RecordSeason | null = null;
  let expecting: Expecting = { what: 'body' };
  let finished = false;
  let singleMoveLine: number | null = null; // a one-move line must end its block
  let declaredAfter = -1; // ply count of the current season at its last declaration

  for (; at < lines.length; at++) {
    const line = lines[at];
    const lineNo = at + 1;
    if (line === '') continue;
    if (expecting.what === 'nothing') return failAt(lineNo, `nothing may follow 星一周 (found ${quoteInput(line)})`);
    if (line.startsWith('{')) return failAt(lineNo, 'headers must come before the moves');

    if (expecting.what === '再行') {
      if (line !== '再行') return failAt(lineNo, `expected 再行 after the declaration on line ${expecting.line}`);
      expecting = { what: 'body' };
      continue;
    }
    if (expecting.what === '終季') {
      const [word, seasonEnd, ...extra] = line.split(/\s+/);
      const name = expecting.season.name;
      if (word !== '終季' || seasonEnd !== `${name}終` || extra.length > 0) {
        return failAt(lineNo, `expected "終季 ${name}終" after the declaration on line ${expecting.line}`);
      }
      expecting.season.ended = true;
      current = null;
      expecting = { what: 'body' };
      continue;
    }

    if (line === '星一周') {
      finished = true;
      expecting = { what: 'nothing' };
      singleMoveLine = null;
      continue;
    }

    if (line.startsWith('或為')) {
      singleMoveLine = null;
      if (current === null || current.plies.length === 0 || declaredAfter === current.plies.length) {
        return failAt(lineNo, 'a declaration must follow a move');
      }
      const declared = parseDeclaration(line, lineNo, current);
      if (!declared.ok) return declared;
      declaredAfter = current.plies.length;
      current.declarations.push(declared.value);
      expecting =
        declared.value.kind === 'tymok'
          ? { what: '再行', line: lineNo }
          : { what: '終季', line: lineNo, season: current };
      continue;
    }

    if (line === '再行' || line.startsWith('終季')) return failAt(lineNo, `${line} without a declaration (或為…) before it`);

    // A line of moves.
    if (singleMoveLine !== null) {
      return failAt(singleMoveLine, `only one move on line ${singleMoveLine}, but the moves go on at line ${lineNo}`);
    }
    if (current === null) {
      if (seasons.length >= firstMovers.length) {
        return failAt(lineNo, `a season more than the ${firstMovers.length} that {一位色:${movers}} names`);
      }
      if (seasons.length >= SEASON_NAMES.length) return failAt(lineNo, 'a game has at most four seasons');
      const index = seasons.length;
      current = { index, name: SEASON_NAMES[index], firstMover: firstMovers[index], plies: [], declarations: [], ended: false };
      seasons.push(current);
      declaredAfter = -1;
    }
    const moves = line.split(/\s+/);
    if (moves.length > 2) return failAt(lineNo, `at most two moves a line (found ${moves.length})`);
    if (moves.length === 1) singleMoveLine = lineNo;
    for (const moveText of moves) {
      const move = parseRecordMove(moveText);
      if (!move.ok) return failAt(lineNo, move.error);
      const plies: RecordPly[] = current.plies;
      const side = plies.length % 2 === 0 ? current.firstMover : otherSide(current.firstMover);
      plies.push({ line: lineNo, side, text: moveText, move: move.value });
    }
  }

  if (expecting.what === '再行') return failAt(expecting.line, 'the record ends before the 再行 of this declaration');
  if (expecting.what === '終季') return failAt(expecting.line, 'the record ends before the 終季 of this declaration');
  if (seasons.length !== firstMovers.length) {
    return failAt(headerLine, `{一位色:${movers}} names ${firstMovers.length} seasons but the record has ${seasons.length}`);
  }

  const record: GameRecord = { firstMovers, headers, seasons, finished };
  const startTime = headerMap.get('始時');
  const endTime = headerMap.get('終時');
  if (startTime !== undefined) record.startTime = startTime;
  if (endTime !== undefined) record.endTime = endTime;
  return { ok: true, value: record };
}

function parseDeclaration(
  line: string,
  lineNo: number,
  season: RecordSeason,
): Result<RecordDeclaration, RecordError> {
  const match = DECLARATION.exec(line);
  if (match === null) return failAt(lineNo, `${quoteInput(line)} is not a declaration 或為<hands>[而手<score>]`);
  const hands = match[1].split('加');
  const unknown = hands.find((hand) => handValue(hand) === undefined);
  if (unknown !== undefined) return failAt(lineNo, `${quoteInput(unknown)} is not a hand`);
  const side = season.plies[season.plies.length - 1].side;
  const afterPly = season.plies.length;
  if (match[2] === undefined) return { ok: true, value: { line: lineNo, side, kind: 'tymok', hands, afterPly } };

  const score = parseKanjiNumeral(match[2]);
  if (score === undefined) return failAt(lineNo, `${quoteInput(match[2])} is not a number in kanji (e.g. 五, 十三, 二十)`);
  // The declared score already includes the rate: ×2 for each 再行 earlier in the season.
  const tymoks = season.declarations.filter((d) => d.kind === 'tymok').length;
  const rate = Math.min(MAX_RATE, 2 ** tymoks);
  const sum = hands.reduce((total, hand) => total + (handValue(hand) ?? 0), 0);
  if (score !== sum * rate) {
    return failAt(lineNo, `declares ${score} points, but ${hands.join('+')} make ${sum} × rate ${rate} = ${sum * rate}`);
  }
  return { ok: true, value: { line: lineNo, side, kind: 'taxot', hands, score, season: season.name, afterPly } };
}
