// Reading journal bytes: whole journals, a last line cut short (dropped), anything else corrupt
// (an error naming file and line), a newer format version (refused).
import { describe, expect, it } from 'vitest';
import { endsWithEnd, parseJournal, type ParsedJournal } from './parse.ts';
import { lineOf } from './records.ts';

const header = '{"format":"tabletop-journal","version":1}';
const created = '{"type":"created","at":1,"id":"b1.1","game":"free","seed":7,"options":{"cast":5},"boards":[{"id":"b1","path":"/dev/a","profile":"9x9","seat":null}]}';
const move = '{"type":"move","move":"A1-B1","at":2}';
const cast = '{"type":"cast","heads":3,"purpose":"free cast","virtual":true,"at":2}';
const end = '{"type":"end","reason":"move limit","winner":null,"at":3}';
const bytes = (text: string) => new TextEncoder().encode(text);

function parsed(text: string): ParsedJournal {
  const result = parseJournal(bytes(text), 'g.jsonl');
  if (!result.ok) throw new Error(result.error);
  if ('unborn' in result.value) throw new Error('unborn');
  return result.value;
}

function error(text: string): string {
  const result = parseJournal(bytes(text), 'g.jsonl');
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('journal checksums (format version 2)', () => {
  const v2 = '{"format":"tabletop-journal","version":2}';
  // The same records as the version-1 lines below, each summed as the host writes it.
  const summed = (json: string) => lineOf(JSON.parse(json), { version: 2, last: '' }).line.slice(0, -1);

  it('reads a summed journal, and a version-1 journal (no sums) as before', () => {
    const j = parsed([v2, summed(created), summed(move), summed(end)].join('\n') + '\n');
    expect(j.records.map((r) => r.record.type)).toEqual(['move', 'end']);
    expect(j.records[0].record).toEqual({ type: 'move', move: 'A1-B1', at: 2 });
    expect(parsed([header, created, move].join('\n') + '\n').records).toHaveLength(1);
  });

  it('never reads an altered line as a move: the error names the line', () => {
    const altered = summed(move).replace('A1-B1', 'A1-C1');
    expect(error([v2, summed(created), altered, summed(end)].join('\n') + '\n'))
      .toBe('g.jsonl: line 3 fails its checksum: the line was altered or torn: it is not read as a record (restore the journal from a copy, or move it out of the folder to go on without its game)');
    expect(error([v2, summed(created), move].join('\n') + '\n')).toMatch(/line 3 has no checksum/);
  });

  it('drops a last line torn by a crash that still reads as JSON, as a line cut short', () => {
    const torn = summed(move).replace('"A1-B1"', '"A1"');
    const j = parsed([v2, summed(created), summed(cast), torn].join('\n'));
    expect(j.records.map((r) => r.record.type)).toEqual(['cast']);
    expect(j.dropped).toEqual({ line: 4 });
    expect(endsWithEnd(bytes([v2, summed(created), summed(end)].join('\n') + '\n'))).toBe(true);
    expect(endsWithEnd(bytes([v2, summed(created), summed(end).replace('move limit', 'x')].join('\n') + '\n'))).toBe(false);
  });
});

describe('parseJournal', () => {
  it('reads the header, created and every record with its line number', () => {
    const text = [header, created, move, cast, end].join('\n') + '\n';
    const j = parsed(text);
    expect(j.created).toMatchObject({ id: 'b1.1', game: 'free', seed: 7, options: { cast: 5 } });
    expect(j.records.map((r) => [r.line, r.record.type])).toEqual([[3, 'move'], [4, 'cast'], [5, 'end']]);
    expect(j.records[1].record).toEqual({ type: 'cast', heads: 3, purpose: 'free cast', virtual: true, at: 2 });
    expect(j.ended).toBe(true);
    expect(j.dropped).toBeNull();
    expect(j.goodBytes).toBe(bytes(text).length);
  });

  it('drops a last line cut short, and says where appending resumes', () => {
    const whole = [header, created, move].join('\n') + '\n';
    const j = parsed(`${whole}{"type":"cast","hea`);
    expect(j.records).toHaveLength(1);
    expect(j.dropped).toEqual({ line: 4 });
    expect(j.goodBytes).toBe(bytes(whole).length);
    expect(j.ended).toBe(false);
  });

  it('drops a cut-short line padded with NUL bytes (a power cut on some file systems)', () => {
    const whole = [header, created, move].join('\n') + '\n';
    const j = parsed(`${whole}{"type":"mo\u0000\u0000\u0000\u0000`);
    expect(j.dropped).toEqual({ line: 4 });
    expect(j.goodBytes).toBe(bytes(whole).length);
    expect(parsed(`${whole}\u0000\u0000`).dropped).toEqual({ line: 4 });
  });

  it('drops a multi-byte character cut in half', () => {
    const whole = [header, created].join('\n') + '\n';
    const cut = bytes(`${whole}{"type":"move","move":"LE片`).slice(0, -1);
    const result = parseJournal(cut, 'g.jsonl');
    expect(result.ok && !('unborn' in result.value) && result.value.dropped).toEqual({ line: 3 });
  });

  it('keeps a whole last record whose newline is missing', () => {
    const j = parsed([header, created, move].join('\n'));
    expect(j.records).toHaveLength(1);
    expect(j.missingNewline).toBe(true);
    expect(j.dropped).toBeNull();
  });

  it('says a journal cut short before its game was created holds no game', () => {
    for (const [text, lines] of [[header.slice(0, 10), 0], [`${header}\n`, 1], [`${header}\n{"type":"crea`, 1]] as const) {
      const result = parseJournal(bytes(text), 'g.jsonl');
      expect(result).toEqual({ ok: true, value: { file: 'g.jsonl', unborn: true, empty: false, lines } });
    }
    // An empty file is said to be empty, not cut short.
    expect(parseJournal(bytes(''), 'g.jsonl')).toEqual({ ok: true, value: { file: 'g.jsonl', unborn: true, empty: true, lines: 0 } });
  });

  it('stops at a corrupt line that is not the last, naming the file and the line', () => {
    expect(error([header, created, move, '{"type":"move","mo', cast].join('\n') + '\n')).toBe('g.jsonl: line 4 is not JSON');
    expect(error([header, created, '{"type":"teleport","at":1}', move].join('\n') + '\n')).toBe('g.jsonl: line 3 has an unknown record type "teleport"');
    expect(error([header, created, '{"type":"cast","heads":-1,"purpose":"x","at":1}'].join('\n') + '\n')).toMatch(/^g\.jsonl: line 3 \("cast"\) needs "heads"/);
    expect(error([header, '{"type":"move","move":"A1-B1","at":1}', move].join('\n') + '\n')).toBe('g.jsonl: line 2 should be the "created" record');
    expect(error(['{"hello":1}', created, move].join('\n') + '\n')).toMatch(/^g\.jsonl: line 1 is not a tabletop journal header/);
    expect(error([header, created, move, created].join('\n') + '\n')).toBe('g.jsonl: line 4 is a second "created" record');
  });

  it('refuses a record nested deeper than any record is, before quoting or replaying it (100,000 nested lists once overflowed the stack)', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const tooDeep = (line: number) => `g.jsonl: line ${line} nests objects and lists more than 33 levels deep: no record nests that deep`;
    expect(error([header, created, `{"type":${deep},"at":1}`].join('\n') + '\n')).toBe(tooDeep(3));
    expect(error([header, created, `{"type":"entry","value":{"seed":"rose","x":${deep}},"at":1}`].join('\n') + '\n')).toBe(tooDeep(3));
    expect(error([header, created.replace('{"type":"created",', `{"type":"created","position":{"x":${deep}},`), move].join('\n') + '\n')).toBe(tooDeep(2));
    const entry32 = `{"type":"entry","value":${'['.repeat(32)}${']'.repeat(32)},"at":1}`;
    expect(parseJournal(bytes([header, created, entry32].join('\n') + '\n'), 'g.jsonl').ok).toBe(true);
  });

  it('names a record whose "type" is no word without quoting it whole', () => {
    expect(error([header, created, '{"type":["a"],"at":1}'].join('\n') + '\n')).toBe('g.jsonl: line 3 has an unknown record type a list as its type');
    expect(error([header, created, '{"type":{"a":1}}'].join('\n') + '\n')).toBe('g.jsonl: line 3 (an object as its type) has no time "at"');
    expect(error([header, created, `{"type":"${'x'.repeat(5000)}","at":1}`].join('\n') + '\n')).toBe(`g.jsonl: line 3 has an unknown record type "${'x'.repeat(59)}…"`);
    expect(error([header, created, '{"at":1}'].join('\n') + '\n')).toBe('g.jsonl: line 3 has an unknown record type no type');
  });

  it('treats a whole last line that is not a record as corrupt, not as cut short', () => {
    expect(error([header, created, move, 'garbage'].join('\n') + '\n')).toBe('g.jsonl: line 4 is not JSON');
  });

  it('refuses a journal from a newer format version, saying so', () => {
    const newer = '{"format":"tabletop-journal","version":4}';
    expect(error([newer, '{"type":"created","new":"shape"}', '{"type":"warp"}'].join('\n') + '\n'))
      .toBe('g.jsonl: line 1 says journal format version 4, written by a newer tabletop; this one reads versions up to 3: update tabletop to read it');
    expect(error(newer)).toMatch(/newer tabletop/); // even alone, without its newline
  });

  it('tells a finished journal from its last whole line alone', () => {
    expect(endsWithEnd(bytes([header, created, move, end].join('\n') + '\n'))).toBe(true);
    expect(endsWithEnd(bytes([header, created, end, '{"type":"undo","at":4}'].join('\n') + '\n'))).toBe(false);
    expect(endsWithEnd(bytes([header, created, move].join('\n') + '\n'))).toBe(false);
    expect(endsWithEnd(bytes(`${[header, created, end].join('\n')}\n\u0000\u0000`))).toBe(true);
  });
});
