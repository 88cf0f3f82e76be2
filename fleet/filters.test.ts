import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { everythingFilter, fleetFilters, matchesFilter, tableFilters } from './filters.ts';
import { PUBLISHER, topicOf } from './topics.ts';
import { codeOf, id, topic, valueOf } from './testing/arbitraries.ts';

describe('matchesFilter (MQTT 3.1.1 §4.7)', () => {
  it('matches as the standard\'s examples say', () => {
    const cases: [string, string, boolean][] = [
      ['sport/tennis/player1/#', 'sport/tennis/player1', true],
      ['sport/tennis/player1/#', 'sport/tennis/player1/ranking', true],
      ['sport/tennis/player1/#', 'sport/tennis/player1/score/wimbledon', true],
      ['sport/#', 'sport', true],
      ['#', 'sport/tennis', true],
      ['sport/tennis/+', 'sport/tennis/player1', true],
      ['sport/tennis/+', 'sport/tennis/player1/ranking', false],
      ['sport/+', 'sport', false],
      ['sport/+', 'sport/', true],
      ['+/+', '/finance', true],
      ['/+', '/finance', true],
      ['+', '/finance', false],
      ['#', '$SYS/info', false],
      ['+/monitor/Clients', '$SYS/monitor/Clients', false],
      ['$SYS/#', '$SYS/info', true],
      ['a/b', 'a/b/c', false],
    ];
    for (const [filter, t, expected] of cases) expect([filter, t, matchesFilter(filter, t)]).toEqual([filter, t, expected]);
  });
});

describe('subscriptions', () => {
  it('the fleet, for one site or all, gets every topic a table publishes and no command', () => {
    fc.assert(fc.property(topic, fc.boolean(), (t, oneSite) => {
      const name = valueOf(topicOf(t));
      const filters = valueOf(fleetFilters(oneSite ? t.site : undefined));
      expect(filters.some((f) => matchesFilter(f, name))).toBe(PUBLISHER[t.kind] === 'table');
      expect(matchesFilter(valueOf(everythingFilter(oneSite ? t.site : undefined)), name)).toBe(true);
    }), { numRuns: 500 });
  });

  it('the fleet of one site gets nothing of another site', () => {
    fc.assert(fc.property(topic, id(), (t, other) => {
      fc.pre(other !== t.site);
      const name = valueOf(topicOf(t));
      expect(valueOf(fleetFilters(other)).some((f) => matchesFilter(f, name))).toBe(false);
      expect(matchesFilter(valueOf(everythingFilter(other)), name)).toBe(false);
    }));
  });

  it('a table gets its own commands only: not their replies, not another table\'s', () => {
    fc.assert(fc.property(topic, id(), id(), (t, site, table) => {
      const name = valueOf(topicOf(t));
      const mine = t.kind === 'cmd' && t.site === site && t.table === table;
      expect(valueOf(tableFilters(site, table)).some((f) => matchesFilter(f, name))).toBe(mine);
    }), { numRuns: 500 });
    expect(valueOf(tableFilters('paris', 't1'))).toEqual(['tabletop/v1/paris/t1/cmd/+']);
  });

  it('are written as the contract says', () => {
    expect(valueOf(fleetFilters('paris'))).toEqual([
      'tabletop/v1/paris/+/status', 'tabletop/v1/paris/+/boards/+/status', 'tabletop/v1/paris/+/games/+/state',
      'tabletop/v1/paris/+/games/+/events', 'tabletop/v1/paris/+/cmd/+/reply',
    ]);
    expect(valueOf(everythingFilter())).toBe('tabletop/v1/+/#');
  });

  it('refuse an id that would be a wildcard', () => {
    expect(codeOf(fleetFilters('#'))).toBe('bad-id');
    expect(codeOf(everythingFilter('+'))).toBe('bad-id');
    expect(codeOf(tableFilters('paris', '+'))).toBe('bad-id');
    expect(codeOf(tableFilters('a/b', 't'))).toBe('bad-id');
  });
});
