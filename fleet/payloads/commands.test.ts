import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_VERBS, decodeCommand, encodeCommand, type Command } from './index.ts';
import { codeOf, command, plain, valueOf } from '../testing/arbitraries.ts';

const self = { site: 'paris', table: 't1' };
const text = (value: unknown) => JSON.stringify(value);
const errorOf = (result: ReturnType<typeof decodeCommand>) => {
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

describe('commands', () => {
  it('a table reads back every command the fleet encodes for it', () => {
    fc.assert(fc.property(command(fc.constant('t1')), (cmd) => {
      const payload = valueOf(encodeCommand(cmd));
      expect(JSON.parse(payload)).not.toHaveProperty('verb');
      expect(plain(valueOf(decodeCommand(self, cmd.verb, payload)))).toEqual(plain(cmd));
    }), { numRuns: 300 });
  });

  it('takes the three verbs of the contract', () => {
    expect(COMMAND_VERBS).toEqual(['message', 'new-game', 'end-game']);
    expect(valueOf(decodeCommand(self, 'message', text({ ref: 'r1', table: 't1', text: 'Closing in 10 minutes' })))).toMatchObject({ verb: 'message', text: 'Closing in 10 minutes' });
    expect(valueOf(decodeCommand(self, 'new-game', text({ ref: 'r2', table: 't1', site: 'paris', game: 'cetkaik', board: 'sim-1', options: { sticks: 'virtual' }, seed: 42 }))))
      .toMatchObject({ verb: 'new-game', game: 'cetkaik', board: 'sim-1', seed: 42 });
    expect(valueOf(decodeCommand(self, 'end-game', text({ ref: 'r3', table: 't1', gameId: 'sim-1.2' })))).toMatchObject({ verb: 'end-game', gameId: 'sim-1.2' });
  });

  it('refuses a command that names another table or site, with its ref for the reply', () => {
    fc.assert(fc.property(command(), (cmd) => {
      fc.pre(cmd.table !== 't1');
      const error = errorOf(decodeCommand(self, cmd.verb, valueOf(encodeCommand(cmd))));
      expect(error.code).toBe('not-for-this-table');
      expect(error.ref).toBe(cmd.ref);
    }), { numRuns: 200 });
    const otherSite = errorOf(decodeCommand(self, 'message', text({ ref: 'r1', table: 't1', site: 'lyon', text: 'hi' })));
    expect(otherSite.code).toBe('not-for-this-table');
    expect(otherSite.message).toContain('"lyon"');
  });

  it('refuses a command that names no table', () => {
    const error = errorOf(decodeCommand(self, 'message', text({ ref: 'r1', text: 'hi' })));
    expect(error.code).toBe('bad-shape');
    expect(error.ref).toBe('r1');
    expect(errorOf(decodeCommand(self, 'message', text({ ref: 'r1', table: 'T1', text: 'hi' }))).code).toBe('not-for-this-table');
  });

  it('refuses a verb it does not know, after checking the table', () => {
    expect(errorOf(decodeCommand(self, 'reboot', text({ ref: 'r1', table: 't1' })))).toMatchObject({ code: 'unknown-verb', ref: 'r1' });
    expect(errorOf(decodeCommand(self, 'constructor', text({ ref: 'r1', table: 't1' }))).code).toBe('unknown-verb');
    expect(errorOf(decodeCommand(self, 'reboot', text({ ref: 'r1', table: 't2' }))).code).toBe('not-for-this-table');
    expect(codeOf(encodeCommand({ verb: 'reboot', ref: 'r', table: 't1' } as unknown as Command))).toBe('unknown-verb');
  });

  it('refuses the fields of a verb that are wrong', () => {
    const cases: [string, object][] = [
      ['message', { text: '' }],
      ['message', { text: 'x'.repeat(501) }],
      ['message', {}],
      ['new-game', {}],
      ['new-game', { game: 'a b' }],
      ['new-game', { game: 'garden', seed: -1 }],
      ['new-game', { game: 'garden', board: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }],
      ['new-game', { game: 'garden', options: [] }],
      ['end-game', {}],
      ['end-game', { gameId: 'x/y' }],
    ];
    for (const [verb, fields] of cases) {
      const error = errorOf(decodeCommand(self, verb, text({ ref: 'r9', table: 't1', ...fields })));
      expect([verb, fields, error.code, error.ref]).toEqual([verb, fields, 'bad-shape', 'r9']);
    }
  });

  it('drops what it cannot read, with no ref', () => {
    const cases: [Uint8Array | string, string][] = [
      [new Uint8Array(1024 * 1024).fill(0x7b), 'too-large'],
      [new Uint8Array([0x7b, 0xc0, 0x7d]), 'bad-utf8'],
      ['{"ref": "r1", "table": "t1", "text": "hi"', 'bad-json'],
      [`{"ref": "r1", "table": "t1", "text": ${'['.repeat(40)}${']'.repeat(40)}}`, 'too-deep'],
      ['{"ref": "r1", "table": "t1", "text": "hi", "__proto__": {"isAdmin": true}}', 'forbidden-key'],
      ['{"ref": "r1", "table": "t1", "options": {"constructor": {"prototype": {"x": 1}}}, "game": "garden"}', 'forbidden-key'],
      ['[]', 'bad-shape'],
      ['"t1"', 'bad-shape'],
    ];
    for (const [payload, code] of cases) {
      const error = errorOf(decodeCommand(self, 'new-game', payload));
      expect([typeof payload === 'string' ? payload.slice(0, 40) : 'bytes', error.code, error.ref]).toEqual([typeof payload === 'string' ? payload.slice(0, 40) : 'bytes', code, undefined]);
    }
  });

  it('never throws on arbitrary bytes, and takes nothing not for this table', () => {
    const payloads = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.string({ maxLength: 300 }),
      fc.dictionary(fc.constantFrom('ref', 'table', 'site', 'text', 'game', 'gameId', 'seed', 'board', 'options'), fc.oneof(fc.constantFrom('t1', 'paris', 'r1'), fc.jsonValue({ maxDepth: 2 }))).map(text),
    );
    fc.assert(fc.property(fc.constantFrom(...COMMAND_VERBS, 'reboot', ''), payloads, (verb, payload) => {
      const result = decodeCommand(self, verb, payload);
      if (result.ok) {
        expect(result.value.table).toBe('t1');
        expect(result.value.site ?? 'paris').toBe('paris');
        expect(result.value.verb).toBe(verb);
      }
    }), { numRuns: 1000 });
  });
});
