import { describe, expect, it } from 'vitest';
import { countDrop, noDrops, totalDrops } from './drops.ts';
import { FLEET_ERROR_CODES } from './errors.ts';
import { decodeTableMessage } from './receive.ts';

describe('drop counts', () => {
  it('start at zero for every reason', () => {
    const none = noDrops();
    expect(Object.keys(none)).toEqual([...FLEET_ERROR_CODES]);
    expect(totalDrops(none)).toBe(0);
  });

  it('count each reason apart, without changing the counts they were given', () => {
    const none = noDrops();
    const once = countDrop(none, 'too-large');
    const counts = countDrop(countDrop(once, 'bad-json'), 'too-large');
    expect(none['too-large']).toBe(0);
    expect(once['too-large']).toBe(1);
    expect(counts).toMatchObject({ 'too-large': 2, 'bad-json': 1, 'bad-shape': 0 });
    expect(totalDrops(counts)).toBe(3);
  });

  it('count what a receiver drops by its error code', () => {
    const received: [string, string][] = [
      ['tabletop/v1/p/t/status', '{'],
      ['tabletop/v1/p/t/status', '{"state": "online"}'],
      ['tabletop/v9/p/t/status', '{}'],
      ['tabletop/v1/p/t/games/g/events', 'x'.repeat(70_000)],
      ['tabletop/v1/p/t/status', '{"state": "online", "since": "2026-11-26T17:00:00Z", "version": "1", "boards": 0, "games": 0}'],
    ];
    let counts = noDrops();
    for (const [topic, payload] of received) {
      const result = decodeTableMessage(topic, payload);
      if (!result.ok) counts = countDrop(counts, result.error.code);
    }
    expect(counts).toMatchObject({ 'bad-json': 1, 'bad-shape': 1, 'wrong-version': 1, 'too-large': 1 });
    expect(totalDrops(counts)).toBe(4);
  });
});
