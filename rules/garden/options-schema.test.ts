import { describe, expect, it } from 'vitest';
import { gardenGame as game } from './game.ts';

type Property = { default?: unknown; enum?: unknown[]; oneOf?: { const: unknown }[]; minimum?: number; maximum?: number; label?: { en: string; ja: string } };
const properties = game.optionSchema!.properties as Record<string, Property>;
const defaults = Object.fromEntries(Object.entries(properties).map(([k, p]) => [k, p.default]));

describe('Garden’s option schema', () => {
  it('lists the supply, labelled in both languages, with a default the game takes, the same as no options', () => {
    expect(defaults).toEqual({ supply: 6 });
    expect(properties.supply.label).toEqual({ en: 'Seeds of each kind in the supply', ja: '各種類の種の数（共通の袋）' });
    expect(game.parseOptions(defaults)).toEqual(game.parseOptions({}));
    expect(game.parseOptions(defaults, { rows: 9, cols: 9, corners: true })).toEqual({ ok: true, value: { supply: 6, corners: true } });
  });

  it('names only options the game knows, within the game’s limits', () => {
    for (const key of Object.keys(properties)) expect(game.parseOptions({ [key]: properties[key].default }).ok).toBe(true);
    expect(game.parseOptions({ corners: true })).toMatchObject({ ok: false, error: { message: 'unknown option "corners" (known: supply)' } });
    const { minimum, maximum } = properties.supply;
    expect([minimum, maximum].map((supply) => game.parseOptions({ supply }).ok)).toEqual([true, true]);
    expect([minimum! - 1, maximum! + 1].map((supply) => game.parseOptions({ supply }).ok)).toEqual([false, false]);
  });

  it('has no enumerated values that the game would refuse', () => {
    for (const [key, p] of Object.entries(properties)) {
      for (const v of [...(p.enum ?? []), ...(p.oneOf ?? []).map((o) => o.const)]) expect(game.parseOptions({ [key]: v }).ok).toBe(true);
    }
  });
});
