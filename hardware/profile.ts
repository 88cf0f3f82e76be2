// Board profiles: what a physical board looks like to the host (size, LED wiring, orientation,
// buttons). JSON files in ./boards/; parseProfile checks untrusted JSON and says what is wrong.
import board9x9 from './boards/9x9.json' with { type: 'json' };
import board9x9Apa102 from './boards/9x9-apa102.json' with { type: 'json' };
import board9x9Buttons from './boards/9x9-buttons.json' with { type: 'json' };
import board9x9Corners from './boards/9x9-corners.json' with { type: 'json' };
import board10x10 from './boards/10x10.json' with { type: 'json' };
import board16x16 from './boards/16x16.json' with { type: 'json' };
import { LedKind } from './protocol/messages.ts';
import type { LedKindCode } from './protocol/messages.ts';

export { boardCellAtChainIndex, cornerCount, ledChainIndex, toBoardCell, toViewCell } from './board-geometry.ts';

export const PROFILE_LED_KINDS = ['ws2812', 'apa102', 'none'] as const;
export const LED_CHAINS = ['serpentine', 'row-major'] as const;
export const LED_STARTS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export const ORIENTATIONS = [0, 90, 180, 270] as const;
/** The firmware's debounce modes (hardware/firmware/src/debounce.h, firmware-sim/debounce.ts). */
export const DEBOUNCE_MODES = ['eager', 'deferred'] as const;
/**
 * A profile that names no debounce mode gets this one: every board of this project senses its
 * pieces with reed switches, which bounce briefly when a magnet comes or goes (hardware/README.md).
 */
export const DEFAULT_PROFILE_DEBOUNCE: ProfileDebounce = 'eager';

export type ProfileLedKind = (typeof PROFILE_LED_KINDS)[number];
export type LedChain = (typeof LED_CHAINS)[number];
export type LedStart = (typeof LED_STARTS)[number];
export type Orientation = (typeof ORIENTATIONS)[number];
export type ProfileDebounce = (typeof DEBOUNCE_MODES)[number];

export interface BoardProfile {
  id: string;
  name: string;
  rows: number; // 1..255 (HELLO carries rows and cols as u8)
  cols: number;
  ledKind: ProfileLedKind;
  /** serpentine: every other row runs backwards; row-major: every row runs the same way. */
  ledChain: LedChain;
  /** The cell wired first; rows run horizontally away from it. */
  ledStart: LedStart;
  /** Clockwise turn from the players' view to the board's grid; 90/270 only on square boards. */
  orientation: Orientation;
  /** Button names in button order (STATE's button bitmap); [] when the JSON has none. */
  buttons: string[];
  maxCurrentMa: number;
  /**
   * How the board's firmware debounces its contacts (cells, buttons and corners alike): 'eager'
   * reports a change on the first scan that sees it and then holds the contact for the window;
   * 'deferred' reports it once it has held for the window. The simulated board built from the
   * profile runs this mode; the C build's board header chooses the same one. Default 'eager'.
   */
  debounce: ProfileDebounce;
  /** The board also senses the inner grid corners (a second layer of reed switches, PROTOCOL.md). */
  corners?: boolean;
}

export type ProfileResult = { ok: true; profile: BoardProfile } | { ok: false; error: string };

const FIELDS = ['id', 'name', 'rows', 'cols', 'ledKind', 'ledChain', 'ledStart', 'orientation', 'buttons', 'maxCurrentMa', 'debounce', 'corners'];
const MAX_SIDE = 255;
const MAX_BUTTONS = 255;

function show(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function oneOf<T>(allowed: readonly T[], value: unknown, field: string, errors: string[]): T | undefined {
  if (allowed.includes(value as T)) return value as T;
  errors.push(`${field} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')} (got ${show(value)})`);
  return undefined;
}

function integerIn(value: unknown, min: number, max: number, field: string, errors: string[]): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  errors.push(`${field} must be an integer from ${min} to ${max} (got ${show(value)})`);
  return undefined;
}

function parseButtons(value: unknown, errors: string[]): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    errors.push(`buttons must be an array of button names (got ${show(value)})`);
    return [];
  }
  if (value.length > MAX_BUTTONS) errors.push(`buttons has ${value.length} names, at most ${MAX_BUTTONS} fit in STATE`);
  value.forEach((name, i) => {
    if (typeof name !== 'string' || name.trim() === '') errors.push(`buttons[${i}] must be a non-empty string (got ${show(name)})`);
    else if (value.indexOf(name) !== i) errors.push(`buttons[${i}] repeats the name ${show(name)}`);
  });
  return value.filter((name): name is string => typeof name === 'string');
}

/** Checks a profile read from JSON; every bad field is named in `error` (joined with "; "). */
export function parseProfile(json: unknown): ProfileResult {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, error: `a board profile must be a JSON object (got ${show(json)})` };
  }
  const o = json as Record<string, unknown>;
  const errors: string[] = [];
  for (const key of Object.keys(o)) {
    if (!FIELDS.includes(key)) errors.push(`unknown field ${show(key)} (known: ${FIELDS.join(', ')})`);
  }
  const id = o.id;
  if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(id)) {
    errors.push(`id must be lower-case letters, digits and "-", starting with a letter or digit (got ${show(id)})`);
  }
  const name = o.name;
  if (typeof name !== 'string' || name.trim() === '') errors.push(`name must be a non-empty string (got ${show(name)})`);
  const rows = integerIn(o.rows, 1, MAX_SIDE, 'rows', errors);
  const cols = integerIn(o.cols, 1, MAX_SIDE, 'cols', errors);
  const ledKind = oneOf(PROFILE_LED_KINDS, o.ledKind, 'ledKind', errors);
  const ledChain = oneOf(LED_CHAINS, o.ledChain, 'ledChain', errors);
  const ledStart = oneOf(LED_STARTS, o.ledStart, 'ledStart', errors);
  const orientation = oneOf(ORIENTATIONS, o.orientation, 'orientation', errors);
  if ((orientation === 90 || orientation === 270) && rows !== undefined && cols !== undefined && rows !== cols) {
    errors.push(`orientation ${orientation} needs a square board (this one is ${rows}×${cols}); use 0 or 180`);
  }
  const buttons = parseButtons(o.buttons, errors);
  const maxCurrentMa = integerIn(o.maxCurrentMa, 1, 1_000_000, 'maxCurrentMa', errors);
  const debounce = o.debounce === undefined ? DEFAULT_PROFILE_DEBOUNCE : oneOf(DEBOUNCE_MODES, o.debounce, 'debounce', errors);
  if (o.corners !== undefined && typeof o.corners !== 'boolean') errors.push(`corners must be true or false (got ${show(o.corners)})`);
  if (o.corners === true && rows !== undefined && cols !== undefined && (rows < 2 || cols < 2)) errors.push('corners needs at least 2 rows and 2 columns');
  if (errors.length > 0) return { ok: false, error: errors.join('; ') };
  return {
    ok: true,
    profile: {
      id: id as string, name: name as string, rows: rows!, cols: cols!,
      ledKind: ledKind!, ledChain: ledChain!, ledStart: ledStart!, orientation: orientation!,
      buttons, maxCurrentMa: maxCurrentMa!, debounce: debounce!,
      ...(o.corners === true ? { corners: true } : {}),
    },
  };
}

/** The protocol's LED kind code (HELLO.ledKind) for a profile's ledKind. */
export function ledKindCode(kind: ProfileLedKind): LedKindCode {
  return kind === 'ws2812' ? LedKind.WS2812_GRB : kind === 'apa102' ? LedKind.APA102_BGR : LedKind.NONE;
}

function builtin(json: unknown): BoardProfile {
  const result = parseProfile(json);
  if (!result.ok) throw new Error(`built-in board profile is invalid: ${result.error}`); // a bug in ./boards/
  return result.profile;
}

/** The profiles shipped in ./boards/, by id. */
export const builtinProfiles: Record<string, BoardProfile> = Object.fromEntries(
  [board9x9, board9x9Apa102, board9x9Buttons, board9x9Corners, board10x10, board16x16].map((json) => {
    const profile = builtin(json);
    return [profile.id, profile];
  }),
);
