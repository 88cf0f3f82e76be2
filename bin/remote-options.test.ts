// `start --remote MATCH --seat SEAT --peer SEAT [--first SEAT] [--remote-casts shared|physical]`: what it needs and what it refuses.
import { describe, expect, it } from 'vitest';
import type { BrokerSettings } from '../fleet/index.ts';
import { parseRemoteOptions } from './remote-options.ts';
import { botSideOf, computerSeatProblem } from './remote-play.ts';

const broker: BrokerSettings = { url: 'mqtt://127.0.0.1:1883', site: 'local', table: 't', keepaliveS: 10 };

describe('parseRemoteOptions', () => {
  it('is nothing without --remote, and takes a match, a seat, a peer and an optional first seat', () => {
    expect(parseRemoteOptions({}, null)).toEqual({ ok: true, value: null });
    expect(parseRemoteOptions({ remote: 'm1', seat: 'north', peer: 'south' }, broker)).toEqual({ ok: true, value: { match: 'm1', seat: 'north', peer: 'south', first: null, casts: 'shared' } });
    expect(parseRemoteOptions({ remote: 'm1', seat: 'A', peer: 'IA', first: 'IA' }, broker)).toEqual({ ok: true, value: { match: 'm1', seat: 'A', peer: 'IA', first: 'IA', casts: 'shared' } });
    expect(parseRemoteOptions({ remote: 'm1', seat: 'A', peer: 'IA', 'remote-casts': 'physical' }, broker)).toMatchObject({ ok: true, value: { casts: 'physical' } });
  });

  it('says what is missing or wrong', () => {
    const cases: [Parameters<typeof parseRemoteOptions>[0], BrokerSettings | null, RegExp][] = [
      [{ seat: 'north' }, broker, /^--seat is for a remote match: give --remote MATCH too$/],
      [{ remote: 'm1', seat: 'north', peer: 'south' }, null, /give --mqtt URL too/],
      [{ remote: 'm1', peer: 'south' }, broker, /needs --seat SEAT/],
      [{ remote: 'm1', seat: 'north' }, broker, /needs --peer SEAT/],
      [{ remote: 'm 1', seat: 'north', peer: 'south' }, broker, /^--remote: The match id "m 1" is refused/],
      [{ remote: 'm1', seat: 'cmd', peer: 'south' }, broker, /^--seat: The seat id "cmd" is refused/],
      [{ remote: 'm1', seat: 'north', peer: 'north' }, broker, /must differ/],
      [{ remote: 'm1', seat: 'north', peer: 'south', first: 'east' }, broker, /--first must be --seat or --peer/],
      [{ remote: 'm1', seat: 'north', peer: 'south', 'remote-casts': 'dice' }, broker, /--remote-casts is shared .* or physical .*, not "dice"/],
      [{ 'remote-casts': 'physical' }, broker, /^--remote-casts is for a remote match/],
    ];
    for (const [values, b, message] of cases) {
      const parsed = parseRemoteOptions(values, b);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(message);
    }
  });
});

describe('a computer opponent in a remote match', () => {
  it('may play this host\'s seat only: a bot on the peer\'s side, or on no seat, is refused by name', () => {
    const request = { seat: 'A', peer: 'IA' };
    expect(botSideOf({ sticks: 'physical', bot: { side: 'A', level: 'easy' } })).toBe('A');
    expect(botSideOf({ sticks: 'physical' })).toBeNull();
    expect(botSideOf([{ bot: { side: 'A' } }])).toBeNull();
    expect(computerSeatProblem(null, request)).toBeNull();
    expect(computerSeatProblem('A', request)).toBeNull();
    expect(computerSeatProblem('IA', request)).toMatch(/^--remote: the computer opponent of --options plays side IA, the other host's seat \(--peer IA\): seat it on this host's own side \("bot": \{"side": "A"\}\)/);
    expect(computerSeatProblem('B', request)).toMatch(/plays side B, no seat of this host's \(--seat A\)/);
  });
});
