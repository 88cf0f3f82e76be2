import { describe, expect, it } from 'vitest';
import { joinPlan, matchTaken, type Presence } from './index.ts';

const since = '2026-11-26T17:00:00.000Z';
const setup = { options: '{"sticks":"physical"}', seed: 4, peer: 'south', first: 'north' };
const north: Presence = { state: 'online', since, game: 'free', seat: 'north', setup };
const south: Presence = { state: 'online', since, game: 'free', seat: 'south', setup: { ...setup, peer: 'north' } };
const presences = (...ps: Presence[]) => new Map(ps.map((p) => [p.seat, p]));

describe('joining a match from the dashboard', () => {
  it('plays the seat the online creator names for its peer, its game as its setup says', () => {
    expect(joinPlan('m-1', presences(north))).toEqual({ ok: true, value: { seat: 'south', peer: 'north', game: 'free', setup } });
    // The peer's seat gone offline (a host that joined and left): taken again.
    expect(joinPlan('m-1', presences(north, { ...south, state: 'offline' }))).toMatchObject({ ok: true, value: { seat: 'south', peer: 'north' } });
  });

  it('refuses a match nobody created: no presence, none online, none online with a setup', () => {
    const none = joinPlan('m-1', presences());
    expect(none).toEqual({ ok: false, error: { code: 'no-such-match', message: 'nobody created match m-1 to join: no seat of it is known to the broker' } });
    const offline = joinPlan('m-1', presences({ ...north, state: 'offline' }));
    expect(offline.ok ? '' : offline.error.code).toBe('no-such-match');
    expect(offline.ok ? '' : offline.error.message).toContain('seat north is offline since 2026-11-26T17:00:00.000Z');
    const { setup: _, ...bare } = north;
    const noSetup = joinPlan('m-1', presences(bare));
    expect(noSetup.ok ? '' : noSetup.error.code).toBe('no-such-match');
  });

  it('refuses a match whose two seats are online', () => {
    expect(joinPlan('m-1', presences(north, south))).toEqual({ ok: false, error: { code: 'match-full', message: 'match m-1 has both seats online already (north, south)' } });
  });

  it('creating: a match id with any presence retained is taken', () => {
    expect(matchTaken('m-1', presences())).toBeNull();
    for (const p of [north, { ...north, state: 'offline' as const }]) {
      const taken = matchTaken('m-1', presences(p));
      expect(taken?.code).toBe('match-taken');
      expect(taken?.message).toContain(`seat north is ${p.state}`);
    }
  });
});
