import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY, PUBLISHER, TOPIC_KINDS, boardStatusTopic, commandTopic, gameEventsTopic, gameStateTopic, parseTopic, replyTopic, statusTopic, topicOf,
} from './topics.ts';
import { anyString, codeOf, id, topic, valueOf } from './testing/arbitraries.ts';

describe('building topics', () => {
  it('puts every topic of the contract under tabletop/v1/<site>/<table>/', () => {
    expect(valueOf(statusTopic('paris', 't1'))).toBe('tabletop/v1/paris/t1/status');
    expect(valueOf(boardStatusTopic('paris', 't1', 'sim-1'))).toBe('tabletop/v1/paris/t1/boards/sim-1/status');
    expect(valueOf(gameStateTopic('paris', 't1', 'sim-1.3'))).toBe('tabletop/v1/paris/t1/games/sim-1.3/state');
    expect(valueOf(gameEventsTopic('paris', 't1', 'GAME.1'))).toBe('tabletop/v1/paris/t1/games/GAME.1/events');
    expect(valueOf(commandTopic('paris', 't1', 'new-game'))).toBe('tabletop/v1/paris/t1/cmd/new-game');
    expect(valueOf(replyTopic('paris', 't1', 'new-game'))).toBe('tabletop/v1/paris/t1/cmd/new-game/reply');
  });

  it('refuses an id that is no single topic level, naming which id', () => {
    const cases: [() => ReturnType<typeof statusTopic>, string][] = [
      [() => statusTopic('pa/ris', 't1'), 'site'],
      [() => statusTopic('paris', 't+1'), 'table'],
      [() => boardStatusTopic('paris', 't1', '#'), 'board'],
      [() => gameStateTopic('paris', 't1', ''), 'game'],
      [() => commandTopic('paris', 't1', 'new game'), 'verb'],
    ];
    for (const [build, kind] of cases) {
      const result = build();
      expect(codeOf(result)).toBe('bad-id');
      if (!result.ok) expect(result.error.message).toContain(`${kind} id`);
    }
  });
});

describe('parsing topics', () => {
  it('gives back the ids of every topic built from valid ids', () => {
    fc.assert(fc.property(topic, (t) => {
      expect(valueOf(parseTopic(valueOf(topicOf(t))))).toEqual(t);
    }), { numRuns: 500 });
  });

  it('reads a verb named like a level (`reply`, `status`) by its position', () => {
    expect(valueOf(parseTopic('tabletop/v1/s/t/cmd/reply'))).toEqual({ site: 's', table: 't', kind: 'cmd', verb: 'reply' });
    expect(valueOf(parseTopic('tabletop/v1/s/t/cmd/reply/reply'))).toEqual({ site: 's', table: 't', kind: 'cmd-reply', verb: 'reply' });
    expect(valueOf(parseTopic('tabletop/v1/status/status/status'))).toEqual({ site: 'status', table: 'status', kind: 'status' });
  });

  it('names what is wrong with a topic that is not the contract', () => {
    const cases: [string, string][] = [
      ['', 'wrong-prefix'],
      ['tabletop', 'missing-levels'],
      ['/tabletop/v1/s/t/status', 'wrong-prefix'],
      ['Tabletop/v1/s/t/status', 'wrong-prefix'],
      ['$SYS/broker/uptime', 'wrong-prefix'],
      ['tabletop/v2/s/t/status', 'wrong-version'],
      ['tabletop/v1', 'missing-levels'],
      ['tabletop/v1/s/t', 'missing-levels'],
      ['tabletop/v1/s/t/', 'unknown-kind'],
      ['tabletop/v1/s/t/lights', 'unknown-kind'],
      ['tabletop/v1/s/t/boards/b/leds', 'unknown-kind'],
      ['tabletop/v1/s/t/games/g/moves', 'unknown-kind'],
      ['tabletop/v1/s/t/cmd/new-game/answer', 'unknown-kind'],
      ['tabletop/v1/s/t/status/more', 'extra-levels'],
      ['tabletop/v1/s/t/boards/b/status/x', 'extra-levels'],
      ['tabletop/v1/s/t/games/g/state/', 'extra-levels'],
      ['tabletop/v1/s/t/cmd/message/reply/x', 'extra-levels'],
      ['tabletop/v1/s/t/boards/b', 'missing-levels'],
      ['tabletop/v1/s/t/games', 'missing-levels'],
      ['tabletop/v1/s/t/cmd', 'missing-levels'],
      ['tabletop/v1/+/t/status', 'bad-id'],
      ['tabletop/v1/s/#/status', 'bad-id'],
      ['tabletop/v1//t/status', 'bad-id'],
      ['tabletop/v1/s/t/boards/b c/status', 'bad-id'],
      ['tabletop/v1/s/t/games//state', 'bad-id'],
      ['tabletop/v1/s/t/cmd/+', 'bad-id'],
    ];
    for (const [t, code] of cases) expect([t, codeOf(parseTopic(t))]).toEqual([t, code]);
  });

  it('parses or refuses any string as a value, never throwing', () => {
    const near = fc.array(fc.oneof(id(), fc.constantFrom('tabletop', 'v1', 'v2', 'status', 'boards', 'games', 'state', 'events', 'cmd', 'reply', '', '+', '#', 'a b')), { maxLength: 9 })
      .map((levels) => levels.join('/'));
    fc.assert(fc.property(fc.oneof(anyString(60), near), (s) => {
      const result = parseTopic(s);
      if (result.ok) expect(valueOf(topicOf(result.value))).toBe(s);
      else expect(typeof result.error.message).toBe('string');
    }), { numRuns: 1000 });
  });

  it('bounds the message of a refused topic however long the topic', () => {
    const result = parseTopic(`tabletop/v1/${'x '.repeat(100_000)}/t/status`);
    expect(codeOf(result)).toBe('bad-id');
    if (!result.ok) expect(result.error.message.length).toBeLessThan(300);
  });
});

describe('delivery', () => {
  it('retains the snapshots and nothing else, at QoS 1', () => {
    expect(TOPIC_KINDS.filter((k) => DELIVERY[k].retain)).toEqual(['status', 'board-status', 'game-state']);
    for (const k of TOPIC_KINDS) expect(DELIVERY[k].qos).toBe(1);
  });

  it('has the fleet publish commands only', () => {
    expect(TOPIC_KINDS.filter((k) => PUBLISHER[k] === 'fleet')).toEqual(['cmd']);
  });
});
