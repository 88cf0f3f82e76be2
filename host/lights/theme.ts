// Colours and blinking per role. Full-brightness values; the current cap scales them down.
import type { Rgb } from '../../hardware/index.ts';
import type { Role } from './roles.ts';

export interface Look { rgb: Rgb; blink: boolean }

const rgb = (r: number, g: number, b: number): Rgb => ({ r, g, b });

export const defaultTheme: Record<Role, Look> = {
  selected: { rgb: rgb(255, 255, 255), blink: false },
  target: { rgb: rgb(0, 160, 255), blink: false },
  capture: { rgb: rgb(255, 90, 0), blink: false },
  cast: { rgb: rgb(200, 0, 255), blink: false },
  step: { rgb: rgb(0, 90, 60), blink: false },
  error: { rgb: rgb(255, 0, 0), blink: true },
  clear: { rgb: rgb(255, 0, 0), blink: true },
  fill: { rgb: rgb(0, 255, 0), blink: true },
  last: { rgb: rgb(40, 40, 0), blink: false },
  confirm: { rgb: rgb(0, 255, 60), blink: true },
  hint: { rgb: rgb(0, 30, 30), blink: false },
  centre: { rgb: rgb(0, 140, 140), blink: false },
  heads: { rgb: rgb(255, 200, 0), blink: false },
  score: { rgb: rgb(0, 255, 80), blink: false },
  gold: { rgb: rgb(255, 170, 0), blink: false },
  site: { rgb: rgb(60, 30, 0), blink: false },
  pick: { rgb: rgb(255, 0, 160), blink: true },
  // A hint: blinking white, shown only while no piece is in hand (a lifted piece is steady white),
  // unlike any coloured role: every colour near it (cast, pick, fill) is taken.
  suggest: { rgb: rgb(255, 255, 255), blink: true },
};
