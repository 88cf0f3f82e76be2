import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pieceName, scoreHands } from './hands.ts';
import type { HeldPiece } from './hands.ts';
import { parseKanjiNumeral, parseRecord, parseRecordMove } from './record.ts';
import type { GameRecord, RecordSeason, Side } from './record.ts';

// Records of online play (provenance: records/README.md).
const recordsUrl = new URL('./records/', import.meta.url);
const read = (name: string): string => readFileSync(new URL(name, recordsUrl), 'utf8');

const CASE1 = read('2022-05-31_case1.txt');
const CASE2 = read('2021-11-20_case2.txt');
const CASE3 = read('2022-04-01_case3.txt');
const CASE4 = read('2022-09-08_case4.txt');
const OLD = read('2021-10-02_old_version.txt');

function parsed(text: string): GameRecord {
  const result = parseRecord(text);
  if (!result.ok) throw new Error(`line ${result.error.line}: ${result.error.message}`);
  return result.value;
}

/** Line N (1-based) of a text replaced by another. */
function withLine(text: string, lineNo: number, replacement: string): string {
  const lines = text.split('\n');
  lines[lineNo - 1] = replacement;
  return lines.join('\n');
}

function errorOf(text: string): { line: number; message: string } {
  const result = parseRecord(text);
  if (result.ok) throw new Error('expected the record to be refused');
  return result.error;
}

type Summary = { firstMover: Side; plies: number; declarations: [string, Side, string, string, number?, string?][] };
const summary = (seasons: RecordSeason[]): Summary[] =>
  seasons.map((s) => ({
    firstMover: s.firstMover,
    plies: s.plies.length,
    declarations: s.declarations.map((d) => {
      const row: [string, Side, string, string, number?, string?] = [String(d.line), d.side, d.kind, d.hands.join('加')];
      if (d.score !== undefined) row.push(d.score, d.season);
      return row;
    }),
  }));

describe('the four post-2021 records (README table)', () => {
  it('case1 (piece kanji): 黒黒黒, 3 seasons won 5 + 8 + 7', () => {
    const record = parsed(CASE1);
    expect(record.firstMovers).toEqual(['IA', 'IA', 'IA']);
    expect(record.startTime).toBe('2022-05-31T17:16:02.433Z');
    expect(record.endTime).toBe('2022-05-31T18:13:52.357Z');
    expect(record.finished).toBe(true);
    expect(summary(record.seasons)).toEqual([
      { firstMover: 'IA', plies: 15, declarations: [['13', 'IA', 'taxot', '馬弓兵', 5, '春']] },
      { firstMover: 'IA', plies: 15, declarations: [['25', 'IA', 'taxot', '王加獣', 8, '夏']] },
      { firstMover: 'IA', plies: 29, declarations: [['44', 'IA', 'taxot', '同色馬弓兵', 7, '秋']] },
    ]);
    expect(record.seasons.map((s) => s.name)).toEqual(['春', '夏', '秋']);
    expect(record.seasons.every((s) => s.ended)).toBe(true);
  });

  it('case2 (片 format): 黒黒赤赤, 4 seasons', () => {
    const record = parsed(CASE2);
    expect(record.firstMovers).toEqual(['IA', 'IA', 'A', 'A']);
    expect(summary(record.seasons)).toEqual([
      { firstMover: 'IA', plies: 13, declarations: [['12', 'IA', 'taxot', '同色獣', 5, '春']] },
      { firstMover: 'IA', plies: 28, declarations: [['30', 'A', 'taxot', '王', 5, '夏']] },
      { firstMover: 'A', plies: 19, declarations: [['44', 'A', 'taxot', '行行加王加獣', 13, '秋']] },
      { firstMover: 'A', plies: 27, declarations: [['62', 'A', 'taxot', '地心', 7, '冬']] },
    ]);
    const first = record.seasons[0].plies[0];
    expect(first).toEqual({
      line: 4,
      side: 'IA',
      text: 'LAU片TAUZAU橋二',
      move: { kind: 'piece', src: 'LAU', via: 'TAU', dest: 'ZAU', glyph: '片', castStepping: 2, failed: false },
    });
  });

  it('case3 (橋無, 水無, 橋一水三, drops): 赤赤赤, 3 seasons', () => {
    const record = parsed(CASE3);
    expect(record.firstMovers).toEqual(['A', 'A', 'A']);
    expect(summary(record.seasons)).toEqual([
      { firstMover: 'A', plies: 20, declarations: [['15', 'IA', 'taxot', '王', 5, '春']] },
      { firstMover: 'A', plies: 35, declarations: [['37', 'A', 'taxot', '地心加王加獣', 15, '夏']] },
      { firstMover: 'A', plies: 29, declarations: [['56', 'A', 'taxot', '王加同色獣', 10, '秋']] },
    ]);
    const spring = record.seasons[0].plies;
    expect(spring[9]).toMatchObject({ line: 8, side: 'IA', text: 'TIA将TAUZAI水無此無' });
    expect(spring[9].move).toEqual({
      kind: 'piece', src: 'TIA', via: 'TAU', dest: 'ZAI', glyph: '将', pieceKind: 'uai1', castWater: 0, failed: true,
    });
    expect(spring[10].move).toMatchObject({ glyph: '虎', castStepping: 0, failed: true });
    expect(spring[17]).toMatchObject({ line: 12, side: 'IA', text: '黒巫TY' });
    expect(spring[17].move).toEqual({ kind: 'drop', dest: 'TY', glyph: '黒巫', piece: { color: 'black', kind: 'tuk2' }, failed: false });
    const summer = record.seasons[1].plies;
    const both = summer.find((p) => p.text === 'XE弓XUZO橋一水三');
    expect(both?.move).toEqual({
      kind: 'piece', src: 'XE', via: 'XU', dest: 'ZO', glyph: '弓', pieceKind: 'gua2', castStepping: 1, castWater: 3, failed: false,
    });
  });

  it('case4 (tabs): one season, two 再行 then 終季 for 王 × 4 = 20', () => {
    const record = parsed(CASE4);
    expect(record.firstMovers).toEqual(['IA']);
    expect(summary(record.seasons)).toEqual([
      {
        firstMover: 'IA',
        plies: 10,
        declarations: [
          ['8', 'IA', 'tymok', '王'],
          ['14', 'IA', 'tymok', '馬弓兵加王'],
          ['19', 'A', 'taxot', '王', 20, '春'],
        ],
      },
    ]);
    const plies = record.seasons[0].plies;
    // After a 再行 the other side moves first on the next line: sides simply alternate.
    expect(plies.map((p) => `${p.line}${p.side}`)).toEqual([
      '4IA', '4A', '5IA', '5A', '6IA', '11A', '11IA', '12A', '12IA', '17A',
    ]);
    expect(record.seasons[0].declarations.map((d) => d.afterPly)).toEqual([5, 9, 10]);
    expect(plies[2].move).toEqual({ kind: 'tam2', src: 'ZO', mid: 'ZY', via: 'ZAI', viaLeg: 2, dest: 'ZAU', glyph: '皇', failed: false });
    expect(plies[7].move).toEqual({ kind: 'tam2', src: 'ZAU', mid: 'ZAI', via: 'XAU', viaLeg: 1, dest: 'TY', glyph: '皇', failed: false });
    expect(plies[9].move).toMatchObject({ src: 'ZI', dest: 'ZIA', captured: { color: 'black', kind: 'io' } });
  });

  it.each([
    ['case1', CASE1],
    ['case2', CASE2],
    ['case3', CASE3],
    ['case4', CASE4],
  ])('%s: every declaration names exactly the hands the declarer holds', (_name, text) => {
    // Replay captures (+) and drops (−) per side; hands.ts must agree with every declaration.
    for (const season of parsed(text).seasons) {
      const held: Record<Side, HeldPiece[]> = { A: [], IA: [] };
      let ply = 0;
      for (const declaration of season.declarations) {
        for (; ply < declaration.afterPly; ply++) {
          const { side, move } = season.plies[ply];
          if (move.kind === 'piece' && move.captured !== undefined) held[side].push(move.captured);
          if (move.kind === 'drop') {
            const index = held[side].findIndex((p) => pieceName(p) === move.glyph);
            expect(index, `drop ${move.glyph} from a hand that holds it`).toBeGreaterThanOrEqual(0);
            held[side].splice(index, 1);
          }
        }
        expect(new Set(scoreHands(held[declaration.side], 'official').hands)).toEqual(new Set(declaration.hands));
      }
    }
  });

  it('accepts a record without {終時:…}', () => {
    const record = parsed(CASE1.replace(/^\{終時:[^\n]*\n/m, ''));
    expect(record.endTime).toBeUndefined();
    expect(record.headers).toEqual({ 一位色: '黒黒黒', 始時: '2022-05-31T17:16:02.433Z' });
    expect(record.seasons.map((s) => s.plies.length)).toEqual([15, 15, 29]);
    // Line numbers follow the file: everything moved up by one.
    expect(record.seasons[0].plies[0].line).toBe(3);
  });

  it('reads CRLF line ends and runs of spaces as separators', () => {
    const record = parsed(CASE4.replace(/\n/g, '\r\n').replace(/\t/g, '  '));
    expect(summary(record.seasons)).toEqual(summary(parsed(CASE4).seasons));
  });
});

describe('the pre-November-2021 record', () => {
  it('is refused on line 1 with a message that says its format is the old one', () => {
    const error = errorOf(OLD);
    expect(error.line).toBe(1);
    expect(error.message).toContain('pre-November-2021 format');
    expect(error.message).toContain('not supported');
  });
});

describe('bad records name the line at fault', () => {
  // Lines of case1: 1–3 headers, 4–11 spring moves, 13 declaration, 14 終季 春終, 16+ summer,
  // 28+ autumn, 48 星一周, 49 the empty line after the final newline.
  it.each([
    ['unknown piece kanji', 4, 'MAU猫MAIMY橋五    PE巫PIPU無撃裁', 'piece kanji'],
    ['missing cast field', 4, 'MAU弓MAIMY    PE巫PIPU無撃裁', 'cast field'],
    ['橋 without heads', 4, 'MAU弓MAIMY橋    PE巫PIPU無撃裁', '橋 must be followed'],
    ['此無 though the cast was enough', 4, 'MAU弓MAIMY橋五此無    PE巫PIPU無撃裁', 'every cast was high enough'],
    ['short cast not marked failed', 7, 'MY弓MIMA橋一    CI兵MIMU無撃裁', 'not marked 此無'],
    ['water cast off the water', 5, 'CAI兵CAU水三    ME弓CE無撃裁', 'not water'],
    ['stepping cast without a stepping square', 5, 'CAI兵CAU橋三    ME弓CE無撃裁', 'needs a stepping square'],
    ['failed move that captures', 8, 'CAI巫CAMA橋無此無手赤馬    PA筆MA無撃裁手赤巫', 'captures nothing'],
    ['a square that does not exist', 5, 'CAI兵CQU無撃裁    ME弓CE無撃裁', 'expected a square'],
    ['trailing text', 5, 'CAI兵CAU無撃裁手赤馬!    ME弓CE無撃裁', 'unexpected'],
    ['three moves on a line', 5, 'CAI兵CAU無撃裁    ME弓CE無撃裁    ME弓CE無撃裁', 'at most two'],
    ['a drop of a non-piece', 5, '黒皇CY    ME弓CE無撃裁', 'a drop is'],
    ['a Tam2 leg longer than a king-step', 6, 'PAU巫CAUCAI無撃裁    ZO皇[ZU]ZIZA', 'king-step'],
    ['a Tam2 move with a suffix', 6, 'PAU巫CAUCAI無撃裁    ZO皇[ZU]ZIZE無撃裁', 'nothing may follow'],
    ['one move alone in the middle of a block', 9, 'LAU弓LAILY橋三', 'only one move'],
    ['unknown hand', 13, '或為馬弓猫而手五', 'not a hand'],
    ['score against hands and rate', 13, '或為馬弓兵而手七', '5 × rate 1 = 5'],
    ['bad numeral', 13, '或為馬弓兵而手五十十', 'not a number'],
    ['wrong season name', 14, '終季    夏終', '終季 春終'],
    ['終季 without declaration', 13, '終季    春終', 'without a declaration'],
    ['header after the moves', 12, '{始時:x}', 'headers must come before'],
    ['text after 星一周', 49, 'MAU弓MAIMY橋五', 'nothing may follow 星一周'],
  ])('%s (line %i)', (_what, lineNo, replacement, message) => {
    const error = errorOf(withLine(CASE1, lineNo, replacement));
    expect(error.line).toBe(lineNo);
    expect(error.message).toContain(message);
  });

  it('a tymok (或為 without 而手) must be followed by 再行', () => {
    const text = withLine(CASE4, 9, 'TE虎ZA無撃裁手黒船');
    expect(errorOf(text)).toEqual({ line: 9, message: 'expected 再行 after the declaration on line 8' });
  });

  it('a declaration must follow a move', () => {
    const text = withLine(withLine(CASE4, 9, ''), 11, '或為王');
    expect(errorOf(text).line).toBe(11);
  });

  it('a record that stops inside a declaration names the declaration', () => {
    const lines = CASE1.split('\n').slice(0, 13).join('\n');
    expect(errorOf(lines)).toMatchObject({ line: 13, message: expect.stringContaining('ends before the 終季') });
  });

  it('the season count must match {一位色:…}', () => {
    expect(errorOf(withLine(CASE1, 1, '{一位色:黒黒黒黒}')).line).toBe(1);
    expect(errorOf(withLine(CASE1, 1, '{一位色:黒黒}'))).toMatchObject({ line: 28, message: expect.stringContaining('a season more') });
    expect(errorOf(withLine(CASE1, 1, '{一位色:黒白}')).line).toBe(1);
  });

  it('refuses an empty record and one without {一位色:…} first', () => {
    expect(errorOf('')).toEqual({ line: 1, message: 'the record is empty' });
    expect(errorOf('\n\nMAU弓MAIMY橋五')).toMatchObject({ line: 3 });
    expect(errorOf(withLine(CASE1, 1, '{X:1}')).line).toBe(1);
  });
});

describe('parseRecordMove', () => {
  it.each([
    ['MAU弓MAIMY橋五', { kind: 'piece', src: 'MAU', via: 'MAI', dest: 'MY', glyph: '弓', pieceKind: 'gua2', castStepping: 5, failed: false }],
    ['MY弓MIMA橋一此無', { kind: 'piece', src: 'MY', via: 'MI', dest: 'MA', glyph: '弓', pieceKind: 'gua2', castStepping: 1, failed: true }],
    ['NI兵NO水三', { kind: 'piece', src: 'NI', dest: 'NO', glyph: '兵', pieceKind: 'kauk2', castWater: 3, failed: false }],
    ['CAI巫CAMA橋一手赤馬', { kind: 'piece', src: 'CAI', via: 'CA', dest: 'MA', glyph: '巫', pieceKind: 'tuk2', castStepping: 1, failed: false, captured: { color: 'red', kind: 'maun1' } }],
    ['PE巫PIPU無撃裁', { kind: 'piece', src: 'PE', via: 'PI', dest: 'PU', glyph: '巫', pieceKind: 'tuk2', failed: false }],
    ['ZO皇[TU]ZU', { kind: 'tam2', src: 'ZO', mid: 'TU', dest: 'ZU', glyph: '皇', failed: false }],
    ['ZO皇[TU]ZIZE', { kind: 'tam2', src: 'ZO', mid: 'TU', via: 'ZI', viaLeg: 2, dest: 'ZE', glyph: '皇', failed: false }],
    ['ZE皇TI[NU]LO', { kind: 'tam2', src: 'ZE', via: 'TI', viaLeg: 1, mid: 'NU', dest: 'LO', glyph: '皇', failed: false }],
    ['黒弓CY', { kind: 'drop', dest: 'CY', glyph: '黒弓', piece: { color: 'black', kind: 'gua2' }, failed: false }],
    ['ZIA片TIANAU無撃裁', { kind: 'piece', src: 'ZIA', via: 'TIA', dest: 'NAU', glyph: '片', failed: false }],
  ])('%s', (text, move) => {
    expect(parseRecordMove(text)).toEqual({ ok: true, value: move });
  });

  it('allows a second leg back to the origin but not a move that stays', () => {
    expect(parseRecordMove('ZA王TEZA無撃裁').ok).toBe(true);
    expect(parseRecordMove('ZA王ZA無撃裁')).toEqual({ ok: false, error: '"ZA王ZA無撃裁": the piece does not move' });
  });

  it('knows a boat enters water without a cast, and moves from water need none', () => {
    expect(parseRecordMove('ZI船ZO水三').ok).toBe(false);
    expect(parseRecordMove('ZI兵ZU水三').ok).toBe(false);
  });
});

describe('parseKanjiNumeral', () => {
  it.each([
    ['無', 0], ['五', 5], ['七', 7], ['十', 10], ['十三', 13], ['十五', 15], ['二十', 20],
    ['二十五', 25], ['百', 100], ['百二十八', 128], ['三百', 300], ['千六百六十四', 1664], ['下五', -5],
  ])('%s = %i', (text, value) => {
    expect(parseKanjiNumeral(text)).toBe(value);
  });

  it.each(['', '下', '十十', '五十十', '二三', 'abc', '無五'])('refuses "%s"', (text) => {
    expect(parseKanjiNumeral(text)).toBeUndefined();
  });
});
