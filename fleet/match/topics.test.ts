import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fleetFilters, matchesFilter, parseTopic, topicOf } from '../index.ts';
import { codeOf, id, topic as fleetTopic, valueOf } from '../testing/arbitraries.ts';
import {
  MATCH_DELIVERY, MATCH_TOPIC_KINDS, castCommitTopic, castRevealTopic, choiceTopic, matchFilters, matchTopicOf, movesTopic, parseMatchTopic, presenceTopic, seatAcl, snapshotTopic,
  type MatchTopic,
} from './index.ts';

const RESERVED = ['__proto__', 'constructor', 'cmd', 'boards', 'games', 'status'];
const seatId = id().filter((s) => !RESERVED.includes(s));
const matchTopic: fc.Arbitrary<MatchTopic> = fc.record({ match: id(), seat: seatId, kind: fc.constantFrom(...MATCH_TOPIC_KINDS) });

describe('match topics', () => {
  it('are the contract\'s names', () => {
    expect(valueOf(presenceTopic('m-1', 'north'))).toBe('tabletop/v1/match/m-1/north/presence');
    expect(valueOf(snapshotTopic('m-1', 'north'))).toBe('tabletop/v1/match/m-1/north/snapshot');
    expect(valueOf(movesTopic('m-1', 'north'))).toBe('tabletop/v1/match/m-1/north/moves');
    expect(valueOf(castCommitTopic('m-1', 'south'))).toBe('tabletop/v1/match/m-1/south/cast/commit');
    expect(valueOf(castRevealTopic('m-1', 'south'))).toBe('tabletop/v1/match/m-1/south/cast/reveal');
  });

  it('a choice is a step of its own under the chooser\'s seat, read back as one, QoS 1 and not retained', () => {
    const name = valueOf(choiceTopic('m-1', 'north'));
    expect(name).toBe('tabletop/v1/match/m-1/north/choice');
    expect(valueOf(parseMatchTopic(name))).toEqual({ match: 'm-1', seat: 'north', kind: 'choice' });
    expect(MATCH_DELIVERY.choice).toEqual({ qos: 1, retain: false });
    const filters = valueOf(matchFilters('m-1'));
    expect(filters).toContain('tabletop/v1/match/m-1/+/choice');
    expect(filters.filter((f) => matchesFilter(f, name))).toEqual(['tabletop/v1/match/m-1/+/choice']);
    expect(matchesFilter(valueOf(seatAcl('m-1', 'north')).write, name)).toBe(true);
    expect(matchesFilter(valueOf(seatAcl('m-1', 'south')).write, name)).toBe(false);
    expect(codeOf(choiceTopic('m-1', 'cmd'))).toBe('bad-id');
    expect(codeOf(parseMatchTopic('tabletop/v1/match/m-1/north/choice/x'))).toBe('extra-levels');
    expect(codeOf(parseMatchTopic('tabletop/v1/match/m-1/north/choices'))).toBe('unknown-kind');
  });

  it('parse back to what they were built from', () => {
    fc.assert(fc.property(matchTopic, (t) => {
      expect(valueOf(parseMatchTopic(valueOf(matchTopicOf(t))))).toEqual(t);
    }), { numRuns: 300 });
  });

  it('refuse ids that are not ids, naming them', () => {
    for (const bad of ['', 'a/b', '+', '#', '$SYS', 'é', 'a b']) {
      expect(codeOf(movesTopic(bad, 'north'))).toBe('bad-id');
      expect(codeOf(movesTopic('m', bad))).toBe('bad-id');
    }
    expect(codeOf(movesTopic('m', '__proto__'))).toBe('bad-id');
    expect(codeOf(presenceTopic('m', 'constructor'))).toBe('bad-id');
    for (const seat of RESERVED) expect(codeOf(movesTopic('m', seat))).toBe('bad-id');
    const refused = movesTopic('m', 'a/b');
    expect(refused.ok ? '' : refused.error.message).toContain('"a/b"');
  });

  it('drop every topic that is not one, with the reason', () => {
    const cases: [string, string][] = [
      ['other/v1/match/m/s/moves', 'wrong-prefix'],
      ['tabletop/v2/match/m/s/moves', 'wrong-version'],
      ['tabletop/v1/cafe/t1/status', 'wrong-prefix'],
      ['tabletop/v1/match/m/s', 'missing-levels'],
      ['tabletop/v1/match/m/s/cast', 'missing-levels'],
      ['tabletop/v1/match/m/s/moves/x', 'extra-levels'],
      ['tabletop/v1/match/m/s/cast/commit/x', 'extra-levels'],
      ['tabletop/v1/match/m/s/choice/x', 'extra-levels'],
      ['tabletop/v1/match/m/s/choice/keep/x', 'extra-levels'],
      ['tabletop/v1/match/m/s/cast/peek', 'unknown-kind'],
      ['tabletop/v1/match/m/s/status', 'unknown-kind'],
      ['tabletop/v1/match/m/+/moves', 'bad-id'],
      ['tabletop/v1/match//s/moves', 'bad-id'],
      ['tabletop', 'missing-levels'],
    ];
    for (const [t, code] of cases) expect([t, codeOf(parseMatchTopic(t))]).toEqual([t, code]);
  });

  it('never throw on any string', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (t) => { expect(typeof parseMatchTopic(t).ok).toBe('boolean'); }), { numRuns: 300 });
  });

  it('are delivered at QoS 1; only presence and the snapshot retained', () => {
    expect(Object.entries(MATCH_DELIVERY).filter(([, d]) => d.retain).map(([k]) => k).sort()).toEqual(['presence', 'snapshot']);
    expect(Object.values(MATCH_DELIVERY).every((d) => d.qos === 1)).toBe(true);
  });
});

describe('match subscriptions and ACL', () => {
  it('a host\'s filters take every kind from every seat of its match, and nothing of another match', () => {
    fc.assert(fc.property(matchTopic, id(), (t, other) => {
      const filters = valueOf(matchFilters(t.match));
      const name = valueOf(matchTopicOf(t));
      expect(filters.some((f) => matchesFilter(f, name))).toBe(true);
      if (other !== t.match) expect(valueOf(matchFilters(other)).some((f) => matchesFilter(f, name))).toBe(false);
    }), { numRuns: 300 });
  });

  it('a seat writes under its own seat only, and reads the whole match', () => {
    fc.assert(fc.property(matchTopic, seatId, (t, seat) => {
      const acl = valueOf(seatAcl(t.match, seat));
      const name = valueOf(matchTopicOf(t));
      expect(matchesFilter(acl.write, name)).toBe(t.seat === seat);
      expect(matchesFilter(acl.read, name)).toBe(true);
    }), { numRuns: 300 });
  });

  it('no topic the fleet may write (its commands, tabletop/v1/+/+/cmd/+) is read as a match topic', () => {
    fc.assert(fc.property(id(), fc.constantFrom('presence', 'snapshot', 'moves', 'applied', 'choice'), (table, verb) => {
      const command = `tabletop/v1/match/${table}/cmd/${verb}`;
      expect(matchesFilter('tabletop/v1/+/+/cmd/+', command)).toBe(true);
      expect(codeOf(parseMatchTopic(command))).toBe('bad-id');
    }), { numRuns: 100 });
  });

  it('are never read as a fleet topic, nor a fleet topic as one, even of a site named "match"', () => {
    fc.assert(fc.property(matchTopic, fleetTopic, fc.array(id(), { maxLength: 3 }), (t, f, tail) => {
      // Anything a seat's host may write (its ACL: …/<seat>/#) is no fleet topic.
      const underSeat = [valueOf(matchTopicOf(t)), `tabletop/v1/match/${t.match}/${t.seat}/${tail.join('/')}`];
      const fleetReads = valueOf(fleetFilters());
      for (const name of underSeat) {
        expect(parseTopic(name).ok).toBe(false);
        expect(fleetReads.some((filter) => matchesFilter(filter, name))).toBe(false);
      }
      expect(parseMatchTopic(valueOf(topicOf({ ...f, site: 'match' }))).ok).toBe(false);
    }), { numRuns: 300 });
  });

  it('do not cross the fleet\'s topics (for any site but "match")', () => {
    const everyFleetFilter = valueOf(fleetFilters());
    fc.assert(fc.property(matchTopic, fleetTopic, (t, f) => {
      const name = valueOf(matchTopicOf(t));
      expect(everyFleetFilter.some((filter) => matchesFilter(filter, name))).toBe(false);
      if (f.site !== 'match') {
        const fleetName = valueOf(topicOf(f));
        expect(valueOf(matchFilters(t.match)).some((filter) => matchesFilter(filter, fleetName))).toBe(false);
        expect(codeOf(parseMatchTopic(fleetName))).toBe('wrong-prefix');
      }
    }), { numRuns: 300 });
  });
});
