import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIMITS, decodeBoardStatus, decodeGameEvent, decodeGameState, decodeReply, decodeStatus,
  encodeBoardStatus, encodeGameEvent, encodeGameState, encodeReply, encodeStatus, isoTime, lastWill,
  type BoardStatus, type GameState, type TableStatus,
} from './index.ts';
import type { Result } from '../../rules/index.ts';
import type { FleetError } from '../errors.ts';
import { boardStatus, codeOf, gameState, plain, reply, tableStatus, valueOf } from '../testing/arbitraries.ts';

const status: TableStatus = { state: 'online', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: 2, games: 1 };
const board: BoardStatus = {
  link: 'ready', reason: null, baud: 1_000_000, firmware: 'tabletop-fw 1.4', counters: { framesIn: 120, crcErrors: 0 }, faults: [],
};
const game: GameState = {
  game: 'garden', title: 'Garden', seq: 5, moves: ['a1', 'b2'], toMove: 'north', over: false, result: null,
  scores: { north: 1, south: 0 }, awaiting: null, position: { cells: [[0, 1], [1, 0]] },
};
const text = (value: unknown) => JSON.stringify(value);
const without = (value: object, key: string) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
const arbitraryPayload = fc.oneof(
  fc.uint8Array({ maxLength: 400 }),
  fc.string({ maxLength: 400 }),
  fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom('state', 'since', 'link', 'game', 'seq', 'type', 'ref', 'ok', 'error', 'value', 'moves'), fc.jsonValue({ maxDepth: 2 })).map(text),
);

describe('every payload', () => {
  interface Case {
    name: string;
    arb: fc.Arbitrary<unknown>;
    encode: (value: never) => Result<string, FleetError>;
    decode: (payload: Uint8Array | string) => Result<unknown, FleetError>;
  }
  const codecs: Case[] = [
    { name: 'status', arb: tableStatus, encode: encodeStatus, decode: decodeStatus },
    { name: 'board status', arb: boardStatus, encode: encodeBoardStatus, decode: decodeBoardStatus },
    { name: 'game state', arb: gameState, encode: encodeGameState, decode: decodeGameState },
    { name: 'reply', arb: reply, encode: encodeReply, decode: decodeReply },
  ];
  for (const c of codecs) {
    it(`${c.name}: decodes what it encodes`, () => {
      fc.assert(fc.property(c.arb, (value) => {
        const payload = valueOf(c.encode(value as never));
        expect(plain(valueOf(c.decode(new TextEncoder().encode(payload))))).toEqual(plain(value));
      }), { numRuns: 200 });
    });

    it(`${c.name}: never throws on arbitrary bytes`, () => {
      fc.assert(fc.property(arbitraryPayload, (payload) => {
        const result = c.decode(payload);
        expect(typeof result.ok).toBe('boolean');
      }), { numRuns: 300 });
    });
  }

  it('game event: decodes what it encodes', () => {
    fc.assert(fc.property(fc.nat(), fc.string({ minLength: 1, maxLength: 20 }), fc.dictionary(fc.constantFrom('move', 'board', 'cells', 'winner'), fc.jsonValue({ maxDepth: 2 })), (seq, type, fields) => {
      fc.pre(!/"(__proto__|constructor)":/.test(text(fields)));
      const event = { type, ...fields };
      const payload = valueOf(encodeGameEvent(seq, event));
      expect(plain(valueOf(decodeGameEvent(payload)))).toEqual(plain({ seq, ...event }));
      expect(Object.keys(JSON.parse(payload))[0]).toBe('seq');
    }), { numRuns: 200 });
  });

  it('game event: never throws on arbitrary bytes', () => {
    fc.assert(fc.property(arbitraryPayload, (payload) => { expect(typeof decodeGameEvent(payload).ok).toBe('boolean'); }), { numRuns: 300 });
  });

  it('refuses a 1 MB payload of any kind as too large', () => {
    const megabyte = new TextEncoder().encode(JSON.stringify({ ...game, moves: Array(1 << 16).fill('a1a1a1a1a1a1a1') }));
    expect(megabyte.byteLength).toBeGreaterThan(1_000_000);
    for (const decode of [decodeStatus, decodeBoardStatus, decodeGameState, decodeGameEvent, decodeReply]) expect(codeOf(decode(megabyte))).toBe('too-large');
  });
});

describe('status', () => {
  it('is the contract\'s five fields', () => {
    expect(JSON.parse(valueOf(encodeStatus(status)))).toEqual(status);
    expect(plain(valueOf(decodeStatus(text(status))))).toEqual(status);
  });

  it('refuses a state, a time or a count the contract does not have', () => {
    const cases: [unknown, string][] = [
      [{ ...status, state: 'offline' }, '/state'],
      [{ ...status, since: '26/11/2026' }, '/since'],
      [{ ...status, since: '2026-13-45T00:00:00Z' }, 'no real time'],
      [{ ...status, boards: -1 }, '/boards'],
      [{ ...status, games: 1.5 }, '/games'],
      [{ ...status, version: '' }, '/version'],
      [without(status, 'version'), '/version'],
      [[status], 'the whole'],
    ];
    for (const [value, where] of cases) {
      const result = decodeStatus(text(value));
      expect(codeOf(result)).toBe('bad-shape');
      if (!result.ok) expect(result.error.message).toContain(where);
      // What a decoder refuses, the encoder does not write.
      expect(codeOf(encodeStatus(value as TableStatus))).toBe('bad-shape');
    }
  });

  it('takes fields a later minor version adds', () => {
    expect(decodeStatus(text({ ...status, uptime: 12 })).ok).toBe(true);
  });

  it('makes the Last Will from the online status', () => {
    expect(lastWill(status)).toEqual({ ...status, state: 'lost' });
    expect(isoTime(Date.UTC(2026, 10, 26, 17))).toBe('2026-11-26T17:00:00.000Z');
  });

  it('is bounded at 4 KiB', () => {
    expect(codeOf(decodeStatus(text({ ...status, pad: 'x'.repeat(LIMITS.status.maxBytes) })))).toBe('too-large');
  });
});

describe('board status', () => {
  it('takes the host\'s counters and names a wrong field', () => {
    expect(plain(valueOf(decodeBoardStatus(valueOf(encodeBoardStatus(board)))))).toEqual(board);
    const cases: [unknown, string][] = [
      [{ ...board, link: 'up' }, '/link'],
      [{ ...board, baud: 0 }, '/baud'],
      [{ ...board, counters: { framesIn: -1 } }, '/counters'],
      [{ ...board, counters: { 'bad key': 1 } }, '/counters'],
      [{ ...board, faults: [{ code: 'x' }] }, '/faults'],
      [without(board, 'firmware'), '/firmware'],
    ];
    for (const [value, where] of cases) {
      const result = decodeBoardStatus(text(value));
      expect(codeOf(result)).toBe('bad-shape');
      if (!result.ok) expect(result.error.message).toContain(where);
    }
  });

  const shown: BoardStatus = {
    ...board, game: 'sim-1.1', rows: 2, cols: 3, cells: ['a2', 'b2', 'c2', 'a1', 'b1', 'c1'], occupied: ['a1', 'c2'],
    leds: { b2: { r: 255, g: 0, b: 0, blink: false }, c1: { r: 0, g: 0, b: 255, blink: true } },
  };

  it('carries what the board shows, cell by cell, and takes a status without it (an older v1 table)', () => {
    expect(plain(valueOf(decodeBoardStatus(valueOf(encodeBoardStatus(shown)))))).toEqual(shown);
    expect(decodeBoardStatus(text(board)).ok).toBe(true);
  });

  it('refuses cells that do not make the board, and occupied or lit cells that are not on it', () => {
    const cases: [unknown, string][] = [
      [{ ...shown, cells: shown.cells!.slice(1) }, '5 names for 2 × 3 cells'],
      [{ ...shown, cells: ['a2', 'a2', 'c2', 'a1', 'b1', 'c1'] }, 'a cell is named twice'],
      [without(shown, 'rows'), 'rows, cols and cells come together'],
      [{ ...shown, occupied: ['z9'] }, '"z9" is not a cell of the board'],
      [{ ...shown, leds: { z9: { r: 1, g: 1, b: 1, blink: false } } }, '"z9" is not a cell of the board'],
      [{ ...board, occupied: ['a1'] }, 'need the cells they name'],
      [{ ...shown, leds: { b2: { r: 256, g: 0, b: 0, blink: false } } }, '/leds'],
      [{ ...shown, rows: 17, cols: 1, cells: Array.from({ length: 17 }, (_, i) => `a${i}`) }, '/rows'],
      [{ ...shown, game: 'not an id' }, '/game'],
    ];
    for (const [value, where] of cases) {
      const result = decodeBoardStatus(text(value));
      expect(codeOf(result)).toBe('bad-shape');
      if (!result.ok) expect(result.error.message).toContain(where);
    }
  });

  it('a 16 × 16 board with every cell lit and occupied fits its 32 KiB', () => {
    const cells = Array.from({ length: 256 }, (_, i) => `${String.fromCharCode(97 + (i % 16))}${16 - Math.floor(i / 16)}`);
    const leds = Object.fromEntries(cells.map((c) => [c, { r: 255, g: 255, b: 255, blink: true }]));
    const full: BoardStatus = { ...board, game: 'g', rows: 16, cols: 16, cells, occupied: cells, leds };
    const encoded = valueOf(encodeBoardStatus(full));
    expect(encoded.length).toBeLessThan(LIMITS.boardStatus.maxBytes);
  });
});

describe('game state', () => {
  it('carries the game\'s position JSON as it is', () => {
    const decoded = valueOf(decodeGameState(valueOf(encodeGameState(game))));
    expect(plain(decoded)).toEqual(game);
  });

  it('needs every field of the contract, position and awaiting included', () => {
    for (const key of Object.keys(game)) {
      const result = decodeGameState(text(without(game, key)));
      expect([key, codeOf(result)]).toEqual([key, 'bad-shape']);
    }
  });

  it('takes the players, the computer\'s seat and a journal notice, or a state without them (an older v1 table)', () => {
    const more: GameState = { ...game, players: ['north', 'south'], computer: 'south', journal: 'written again whole' };
    expect(plain(valueOf(decodeGameState(valueOf(encodeGameState(more)))))).toEqual(more);
    expect(codeOf(decodeGameState(text({ ...game, players: 'north' })))).toBe('bad-shape');
    expect(codeOf(decodeGameState(text({ ...game, journal: 'x'.repeat(501) })))).toBe('bad-shape');
  });

  it('refuses a wrong field', () => {
    const cases: unknown[] = [
      { ...game, seq: -1 }, { ...game, moves: 'a1 b2' }, { ...game, over: 'no' }, { ...game, result: { winner: 'north' } },
      { ...game, scores: { north: 'one' } }, { ...game, game: 'a/b' }, { ...game, toMove: 3 },
    ];
    for (const value of cases) expect(codeOf(decodeGameState(text(value)))).toBe('bad-shape');
  });

  it('is refused by its encoder when a receiver would drop it', () => {
    expect(codeOf(encodeGameState({ ...game, position: { pad: 'x'.repeat(LIMITS.gameState.maxBytes) } }))).toBe('too-large');
    const deep = JSON.parse('['.repeat(40) + ']'.repeat(40));
    expect(codeOf(encodeGameState({ ...game, position: deep }))).toBe('too-deep');
    expect(codeOf(encodeGameState({ ...game, position: JSON.parse('{"__proto__": 1}') }))).toBe('forbidden-key');
    expect(codeOf(encodeGameState({ ...game, position: { n: 1n } }))).toBe('bad-json');
    expect(codeOf(encodeGameState({ ...game, position: undefined }))).toBe('bad-shape');
  });
});

describe('game event', () => {
  it('needs seq and type', () => {
    expect(codeOf(decodeGameEvent(text({ type: 'move' })))).toBe('bad-shape');
    expect(codeOf(decodeGameEvent(text({ seq: 1 })))).toBe('bad-shape');
    expect(codeOf(decodeGameEvent(text({ seq: -1, type: 'move' })))).toBe('bad-shape');
    expect(plain(valueOf(decodeGameEvent(text({ seq: 3, type: 'move', move: 'a1' }))))).toEqual({ seq: 3, type: 'move', move: 'a1' });
  });

  it('refuses an event with a seq of its own rather than overwrite it', () => {
    expect(codeOf(encodeGameEvent(1, { type: 'x', seq: 9 } as { type: string }))).toBe('bad-shape');
  });
});

describe('reply', () => {
  it('is ok with a value or refused with a code and words', () => {
    expect(valueOf(decodeReply(text({ ref: 'r1', ok: true })))).toMatchObject({ ref: 'r1', ok: true });
    expect(valueOf(decodeReply(text({ ref: 'r1', ok: false, error: { code: 'unknown-game', message: 'No such game.' } })))).toMatchObject({ ok: false });
    for (const value of [{ ref: 'r1', ok: false }, { ref: 'r 1', ok: true }, { ok: true }, { ref: 'r1', ok: 'yes' }]) {
      expect(codeOf(decodeReply(text(value)))).toBe('bad-shape');
    }
  });
});
