import { describe, expect, it } from 'vitest';
import { builtinProfiles, toBoardCell, type BoardProfile } from '../../hardware/index.ts';
import { estimateMa } from './current-cap.ts';
import { renderFrame } from './render.ts';
import type { Role } from './roles.ts';
import { defaultTheme } from './theme.ts';

const nine = builtinProfiles['9x9'];

describe('renderFrame', () => {
  it('puts one palette entry per role used, slot 0 off, one cell entry per board cell', () => {
    const plan = new Map<number, Role>([[0, 'selected'], [10, 'target'], [11, 'target'], [80, 'clear']]);
    const frame = renderFrame(plan, nine, { capMa: 10_000 });
    expect(frame.cells).toHaveLength(81);
    expect(frame.palette).toHaveLength(4);
    expect(frame.palette[0]).toEqual({ r: 0, g: 0, b: 0 });
    const look = (cell: number) => ({ ...frame.palette[frame.cells[cell].colour], blink: frame.cells[cell].blink });
    expect(look(0)).toEqual({ ...defaultTheme.selected.rgb, blink: false });
    expect(look(11)).toEqual({ ...defaultTheme.target.rgb, blink: false });
    expect(look(80)).toEqual({ ...defaultTheme.clear.rgb, blink: true });
    expect(frame.cells.filter((c) => c.colour === 0)).toHaveLength(77);
  });

  it('scales every colour down so the estimated current stays under the cap', () => {
    const all = new Map<number, Role>(Array.from({ length: 81 }, (_, i) => [i, 'selected'] as [number, Role]));
    // 81 full-white cells ≈ 81 × 60 mA = 4860 mA.
    expect(estimateMa(Array(81).fill(defaultTheme.selected.rgb))).toBeCloseTo(4860);
    const frame = renderFrame(all, nine, { capMa: 2000 });
    const shown = estimateMa(frame.cells.map((c) => frame.palette[c.colour]));
    expect(shown).toBeLessThanOrEqual(2000);
    expect(shown).toBeGreaterThan(1900);
    const uncapped = renderFrame(new Map([[0, 'selected']]), nine, { capMa: 2000 });
    expect(uncapped.palette[1]).toEqual(defaultTheme.selected.rgb);
  });

  it('maps view cells to board cells through the profile orientation', () => {
    const turned: BoardProfile = { ...nine, orientation: 180 };
    const frame = renderFrame(new Map([[0, 'target']]), turned, { capMa: 2000 });
    expect(toBoardCell(turned, 0)).toBe(80);
    expect(frame.cells[80].colour).toBe(1);
    expect(frame.cells[0].colour).toBe(0);
  });
});
