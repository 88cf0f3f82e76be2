// Turns a light plan into a whole LEDS frame for one board: palette, one entry per board cell
// (the board's own grid, after the profile's orientation), blink flags, current cap.
import { toBoardCell, type BoardProfile, type Leds, type Rgb } from '../../hardware/index.ts';
import { capFactor, estimateMa, scale } from './current-cap.ts';
import type { LightPlan, Role } from './roles.ts';
import { defaultTheme, type Look } from './theme.ts';

export type LedFrame = Omit<Leds, 'type' | 'seq'>;

export interface RenderOptions {
  capMa: number;
  theme?: Record<Role, Look>;
  blinkPeriodMs?: number;
}

const OFF: Rgb = { r: 0, g: 0, b: 0 };

/** What the plan's lights would draw at full brightness, in milliamps (the cap scales them down from this). */
export function planDrawMa(plan: LightPlan, theme: Record<Role, Look> = defaultTheme): number {
  let ma = 0;
  for (const role of plan.values()) ma += estimateMa([theme[role].rgb]);
  return ma;
}

export function renderFrame(plan: LightPlan, profile: BoardProfile, options: RenderOptions): LedFrame {
  const theme = options.theme ?? defaultTheme;
  const count = profile.rows * profile.cols;
  const roles = [...new Set(plan.values())].sort();
  // Palette slot 0 is always "off"; the theme has fewer roles than the 15 free slots.
  const base = [OFF, ...roles.map((r) => theme[r].rgb)];
  const factor = capFactor(planDrawMa(plan, theme), options.capMa);
  const palette = base.map((c) => scale(c, factor));
  const cells = Array.from({ length: count }, () => ({ colour: 0, blink: false }));
  for (const [viewCell, role] of plan) {
    const boardCell = toBoardCell(profile, viewCell);
    if (boardCell < 0 || boardCell >= count) continue; // off the board, or a corner: no LED there
    cells[boardCell] = { colour: roles.indexOf(role) + 1, blink: theme[role].blink };
  }
  return { blinkPeriodMs: options.blinkPeriodMs ?? 500, palette, cells };
}
