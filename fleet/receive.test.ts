import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCommandMessage, decodeTableMessage } from './receive.ts';
import { anyString, codeOf, plain, topic as anyTopic, valueOf } from './testing/arbitraries.ts';
import { topicOf } from './topics.ts';

const status = { state: 'online', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: 1, games: 0 };
const text = (value: unknown) => JSON.stringify(value);

describe('what the fleet takes from a table', () => {
  it('decodes each payload by its topic\'s kind', () => {
    const s = valueOf(decodeTableMessage('tabletop/v1/paris/t1/status', text(status)));
    expect(s.kind).toBe('status');
    expect(plain(s.body)).toEqual(status);
    expect(s.topic).toEqual({ site: 'paris', table: 't1', kind: 'status' });
    const e = valueOf(decodeTableMessage('tabletop/v1/paris/t1/games/g1/events', text({ seq: 2, type: 'move', move: 'a1' })));
    expect(e).toMatchObject({ kind: 'game-events', topic: { game: 'g1' }, body: { seq: 2, type: 'move' } });
    const r = valueOf(decodeTableMessage('tabletop/v1/paris/t1/cmd/message/reply', text({ ref: 'r1', ok: true })));
    expect(r).toMatchObject({ kind: 'cmd-reply', topic: { verb: 'message' } });
  });

  it('reads an empty payload on a retained topic as cleared, elsewhere as bad JSON', () => {
    for (const t of ['tabletop/v1/paris/t1/status', 'tabletop/v1/paris/t1/boards/b/status', 'tabletop/v1/paris/t1/games/g/state']) {
      expect(valueOf(decodeTableMessage(t, new Uint8Array(0))).body).toBeNull();
    }
    expect(codeOf(decodeTableMessage('tabletop/v1/paris/t1/games/g/events', ''))).toBe('bad-json');
    expect(codeOf(decodeTableMessage('tabletop/v1/paris/t1/cmd/message/reply', ''))).toBe('bad-json');
  });

  it('drops a bad topic, a command, or a payload that is not the topic\'s', () => {
    expect(codeOf(decodeTableMessage('tabletop/v2/paris/t1/status', text(status)))).toBe('wrong-version');
    expect(codeOf(decodeTableMessage('tabletop/v1/paris/t1/cmd/message', text({ ref: 'r', table: 't1', text: 'x' })))).toBe('unknown-kind');
    expect(codeOf(decodeTableMessage('tabletop/v1/paris/t1/boards/b/status', text(status)))).toBe('bad-shape');
    expect(codeOf(decodeTableMessage('tabletop/v1/paris/t1/games/g/state', new Uint8Array(1 << 20)))).toBe('too-large');
  });
});

describe('what a table takes from the fleet', () => {
  const self = { site: 'paris', table: 't1' };

  it('takes a command on its own topic that names it', () => {
    expect(valueOf(decodeCommandMessage(self, 'tabletop/v1/paris/t1/cmd/message', text({ ref: 'r1', table: 't1', text: 'hi' })))).toMatchObject({ verb: 'message', text: 'hi' });
  });

  it('refuses a command on another table\'s topic, whatever its payload says', () => {
    expect(codeOf(decodeCommandMessage(self, 'tabletop/v1/paris/t2/cmd/message', text({ ref: 'r1', table: 't1', text: 'hi' })))).toBe('not-for-this-table');
    expect(codeOf(decodeCommandMessage(self, 'tabletop/v1/lyon/t1/cmd/message', text({ ref: 'r1', table: 't1', text: 'hi' })))).toBe('not-for-this-table');
    expect(codeOf(decodeCommandMessage(self, 'tabletop/v1/paris/t1/cmd/message', text({ ref: 'r1', table: 't2', text: 'hi' })))).toBe('not-for-this-table');
  });

  it('refuses what is not a command', () => {
    expect(codeOf(decodeCommandMessage(self, 'tabletop/v1/paris/t1/status', text(status)))).toBe('unknown-kind');
    expect(codeOf(decodeCommandMessage(self, 'tabletop/v1/paris/t1/cmd/message/reply', text({ ref: 'r1', ok: true })))).toBe('unknown-kind');
    expect(codeOf(decodeCommandMessage(self, 'elsewhere/t1/cmd/message', '{}'))).toBe('wrong-prefix');
  });
});

describe('either side', () => {
  it('takes or drops any topic and any bytes as a value, never throwing', () => {
    const topics = fc.oneof(anyString(60), anyTopic.map((t) => valueOf(topicOf(t))));
    const payloads = fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string({ maxLength: 300 }), fc.jsonValue({ maxDepth: 4 }).map(text));
    fc.assert(fc.property(topics, payloads, (t, payload) => {
      const fleet = decodeTableMessage(t, payload);
      const table = decodeCommandMessage({ site: 'paris', table: 't1' }, t, payload);
      expect(typeof fleet.ok).toBe('boolean');
      if (table.ok) expect(table.value.table).toBe('t1');
    }), { numRuns: 1000 });
  });
});
