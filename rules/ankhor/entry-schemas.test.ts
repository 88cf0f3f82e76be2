// The entries' forms: the price board one select per hole (a zone with two markers of one colour
// can be entered), read back as the zone's list; a tile turned up from selects with names.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { ankhorGame as game } from './game.ts';
import { errorOf, playAll, value } from './testing/build.ts';

const entered = () => game.setup(value(game.parseOptions({ deal: 'entered', firstPlayer: 1 })), seededRng(4));

describe('entry forms', () => {
  it('the price board: a select per hole, its example valid, a zone of repeated colours entered as the form sends it', () => {
    const state = entered();
    const pending = game.pending(state);
    if (pending?.kind !== 'entry') throw new Error('expected an entry');
    const zone1 = (pending.schema.properties as Record<string, { properties: Record<string, unknown> }>).zone1;
    expect(Object.keys(zone1.properties)).toEqual(['marker1', 'marker2']);
    expect(game.resolve(state, { entry: pending.example! }, seededRng(1)).ok).toBe(true);
    const form = {
      zone1: { marker1: 'red', marker2: 'red' }, zone2: { marker1: 'red', marker2: 'blue' }, zone3: { marker1: 'blue', marker2: 'blue' },
      zone4: { marker1: 'green', marker2: 'green', marker3: 'green' }, zone5: { marker1: 'white', marker2: 'white', marker3: 'white' },
      zone6: { marker1: 'black', marker2: 'black', marker3: 'black' },
    };
    expect(playAll(state, { entry: form }).state.prices).toEqual([['red', 'red'], ['red', 'blue'], ['blue', 'blue'], ['green', 'green', 'green'], ['white', 'white', 'white'], ['black', 'black', 'black']]);
    // A hole left empty is refused with the reason.
    expect(errorOf(game.resolve(state, { entry: { ...form, zone1: { marker1: 'red' } } }, seededRng(1))).code).toBe('bad-prices');
  });

  it('a tile turned up: colour, animal, kind and VP, named in both languages', () => {
    const board = game.pending(entered());
    if (board?.kind !== 'entry' || board.example === undefined) throw new Error('expected the price board');
    const state = playAll(entered(), { entry: board.example }).state;
    const pending = game.pending(state);
    if (pending?.kind !== 'entry') throw new Error('expected an entry');
    const props = pending.schema.properties as Record<string, { oneOf?: { const: string; label: { ja: string } }[] }>;
    expect(Object.keys(props)).toEqual(['color', 'animal', 'kind', 'vp']);
    expect(props.color.oneOf?.find((o) => o.const === 'green')?.label.ja).toBe('緑');
    expect(props.kind.oneOf?.map((o) => o.const)).toEqual(['animal', 'vp', 'warehouse', 'scribe', 'desert']);
    expect(game.resolve(state, { entry: pending.example! }, seededRng(1)).ok).toBe(true);
  });
});
