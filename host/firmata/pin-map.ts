// The pin map of an Arduino running StandardFirmata (hardware/FIRMATA.md): what is wired to each
// pin. Pure: JSON in, a checked map or every mistake named out.
import { alphaNumericName, parseAlphaNumeric, QUOTE_MAX, quoteInput } from '../../rules/index.ts';

/** Arduinos we know the pins of: the digital pins and where the analog ones (A0…) start. */
export const ARDUINOS = {
  uno: { pins: 20, firstAnalog: 14 },
  mega: { pins: 70, firstAnalog: 54 },
} as const;
export type ArduinoKind = keyof typeof ARDUINOS;

/** Pins 0 and 1 carry the USB serial line Firmata talks over. */
const SERIAL_PINS = [0, 1];

export const BUTTON_ROLES = ['next', 'undo'] as const;
export type ButtonRole = (typeof BUTTON_ROLES)[number];

/** What a status LED shows. */
export const STATUS_MEANINGS = {
  ready: 'on while the host holds this Arduino and the board it serves is connected',
  confirm: 'on while a move waits for a confirmation (press next)',
  error: 'on while the board shows pieces to put right',
} as const;
export type StatusMeaning = keyof typeof STATUS_MEANINGS;

/** Host events a buzzer can beep on. */
export const BUZZER_EVENTS = ['rejected', 'correction', 'move', 'end', 'confirm'] as const;
export type BuzzerEvent = (typeof BUZZER_EVENTS)[number];
const DEFAULT_BUZZER_EVENTS: BuzzerEvent[] = ['rejected', 'correction', 'end'];

/** Reed switches and small boards: at most 16 cells (Firmata reports pins one by one). */
export const MAX_FIRMATA_CELLS = 16;

export type PinUse =
  | { pin: number; kind: 'button'; role: ButtonRole }
  | { pin: number; kind: 'reed'; cell: number }
  | { pin: number; kind: 'led'; cell: number }
  | { pin: number; kind: 'status'; meaning: StatusMeaning }
  | { pin: number; kind: 'buzzer'; events: BuzzerEvent[] };

export interface PinMap {
  name: string;
  arduino: ArduinoKind;
  /** A small board of reed switches (every cell has one), or null for a button box. */
  grid: { rows: number; cols: number } | null;
  /** The board a button box serves (its buttons and status LEDs), by id; null: the first board. */
  serves: string | null;
  uses: PinUse[];
}

export type PinMapResult = { ok: true; value: PinMap } | { ok: false; error: string };

const KNOWN_KEYS = ['name', 'arduino', 'grid', 'serves', 'pins'];
const KIND_KEYS = ['button', 'reed', 'led', 'status', 'buzzer'] as const;

/** A name is printed on the terminal and the dashboard: at most this long, one line of text. */
const MAX_NAME_CHARS = 60;
/**
 * Control characters (C0, DEL, C1: a terminal's escapes and bell) and the bidirectional
 * overrides (which reorder what is printed after them): refused in a name rather than escaped,
 * so the name is shown the same everywhere.
 */
const UNPRINTABLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Own keys only: "constructor", "__proto__" or "toString" must not name an Arduino or a meaning. */
const isKeyOf = <T extends object>(table: T, key: unknown): key is keyof T => typeof key === 'string' && Object.hasOwn(table, key);

/** Checks a pin map read from JSON; the error lists every problem found. */
export function parsePinMap(json: unknown): PinMapResult {
  const problems: string[] = [];
  if (!isObject(json)) return { ok: false, error: 'a pin map is a JSON object with "pins"' };
  for (const key of Object.keys(json)) if (!KNOWN_KEYS.includes(key)) problems.push(`unknown field ${quoteInput(key)} (fields: ${KNOWN_KEYS.join(', ')})`);

  const name = json.name ?? 'Firmata';
  if (typeof name !== 'string' || name.trim() === '' || [...name].length > MAX_NAME_CHARS) problems.push(`"name" must be a short text (1 to ${MAX_NAME_CHARS} characters)`);
  else if (UNPRINTABLE.test(name)) problems.push(`"name" ${quoteInput(name)} has control characters (terminal escapes, a bell, a line break): write it as plain text`);
  const arduino = json.arduino ?? 'uno';
  if (!isKeyOf(ARDUINOS, arduino)) problems.push(`"arduino" must be one of ${Object.keys(ARDUINOS).join(', ')}, not ${quoteInput(String(arduino))}`);
  const kind: ArduinoKind = isKeyOf(ARDUINOS, arduino) ? arduino : 'uno';

  const grid = parseGrid(json.grid, problems);
  const serves = json.serves ?? null;
  if (serves !== null && (typeof serves !== 'string' || serves === '')) problems.push('"serves" must be a board id (e.g. "sim-1", "board-1")');
  if (serves !== null && grid !== null) problems.push('"serves" is for a button box: a pin map with a "grid" is a board of its own');

  const uses: PinUse[] = [];
  if (!Array.isArray(json.pins) || json.pins.length === 0) problems.push('"pins" must be a list of pins, e.g. [{"pin": 2, "button": "next"}]');
  else json.pins.forEach((entry, i) => { const use = parseUse(entry, `pins[${i}]`, kind, grid, problems); if (use) uses.push(use); });

  const byPin = new Map<number, number>();
  uses.forEach((u, i) => {
    const first = byPin.get(u.pin);
    if (first !== undefined) problems.push(`pin ${pinName(u.pin, kind)} is used twice (pins[${first}] and pins[${i}])`);
    else byPin.set(u.pin, i);
  });
  if (grid !== null) {
    const cells = grid.rows * grid.cols;
    const reeds = new Map<number, number>();
    for (const u of uses) if (u.kind === 'reed') reeds.set(u.cell, (reeds.get(u.cell) ?? 0) + 1);
    for (let cell = 0; cell < cells; cell++) {
      const n = reeds.get(cell) ?? 0;
      const where = alphaNumericName(cell, grid);
      if (n === 0) problems.push(`cell ${where} has no reed switch`);
      if (n > 1) problems.push(`cell ${where} has ${n} reed switches`);
    }
    const leds = uses.filter((u) => u.kind === 'led').map((u) => (u as { cell: number }).cell);
    const twice = leds.filter((c, i) => leds.indexOf(c) !== i);
    for (const cell of new Set(twice)) problems.push(`cell ${alphaNumericName(cell, grid)} has more than one LED`);
  } else if (uses.length > 0 && !uses.some((u) => u.kind === 'button')) {
    problems.push('a button box needs at least one button (or give a "grid" for a board of reed switches)');
  }
  if (problems.length > 0) return { ok: false, error: problems.join('; ') };
  return { ok: true, value: { name: (name as string).trim(), arduino: kind, grid, serves: serves as string | null, uses } };
}

/** "A0"-style name of a pin where it has one (what the board's silk screen says), else its number. */
export function pinName(pin: number, arduino: ArduinoKind): string {
  const { firstAnalog } = ARDUINOS[arduino];
  return pin >= firstAnalog ? `A${pin - firstAnalog}` : String(pin);
}

function parseGrid(value: unknown, problems: string[]): { rows: number; cols: number } | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) { problems.push('"grid" must be {"rows": R, "cols": C}'); return null; }
  const { rows, cols } = value;
  if (!isCount(rows) || !isCount(cols)) { problems.push('"grid" rows and cols must be whole numbers from 1'); return null; }
  if (rows * cols > MAX_FIRMATA_CELLS) {
    problems.push(`a ${rows}×${cols} grid has ${rows * cols} cells: a Firmata board takes at most ${MAX_FIRMATA_CELLS} (use our own firmware for more: hardware/FIRMATA.md)`);
    return null;
  }
  return { rows, cols };
}

function parseUse(entry: unknown, where: string, arduino: ArduinoKind, grid: { rows: number; cols: number } | null, problems: string[]): PinUse | null {
  if (!isObject(entry)) { problems.push(`${where} must be an object such as {"pin": 2, "button": "next"}`); return null; }
  const pin = parsePin(entry.pin, arduino);
  if (typeof pin === 'string') { problems.push(`${where}: ${pin}`); return null; }
  const kinds = KIND_KEYS.filter((k) => Object.hasOwn(entry, k));
  const extra = Object.keys(entry).filter((k) => k !== 'pin' && !(KIND_KEYS as readonly string[]).includes(k));
  if (extra.length > 0) problems.push(`${where}: unknown field ${quoteInput(extra[0])}`);
  if (kinds.length !== 1) { problems.push(`${where} (pin ${pinName(pin, arduino)}) must say what it is with exactly one of ${KIND_KEYS.join(', ')}`); return null; }
  const kind = kinds[0];
  const value = entry[kind];
  const at = `${where} (pin ${pinName(pin, arduino)})`;
  switch (kind) {
    case 'button':
      if (!(BUTTON_ROLES as readonly unknown[]).includes(value)) { problems.push(`${at}: a button's role is one of ${BUTTON_ROLES.join(', ')}`); return null; }
      return { pin, kind, role: value as ButtonRole };
    case 'reed':
    case 'led': {
      if (grid === null) { problems.push(`${at}: a ${kind} for a cell needs a "grid"${kind === 'led' ? ' (a status LED is {"pin": N, "status": "ready"})' : ''}`); return null; }
      const cell = typeof value === 'string' ? parseAlphaNumeric(value, grid) : null;
      if (cell === null) { problems.push(`${at}: ${quoteInput(String(value))} is not a cell of the ${grid.rows}×${grid.cols} grid (A1 … ${alphaNumericName(grid.rows * grid.cols - 1, grid)})`); return null; }
      return { pin, kind, cell };
    }
    case 'status':
      if (!isKeyOf(STATUS_MEANINGS, value)) { problems.push(`${at}: a status LED shows one of ${Object.keys(STATUS_MEANINGS).join(', ')}`); return null; }
      return { pin, kind, meaning: value };
    case 'buzzer': {
      if (value === true) return { pin, kind, events: DEFAULT_BUZZER_EVENTS };
      if (!Array.isArray(value) || value.length === 0 || !value.every((e) => (BUZZER_EVENTS as readonly unknown[]).includes(e))) {
        problems.push(`${at}: a buzzer is true (beeps on ${DEFAULT_BUZZER_EVENTS.join(', ')}) or a list of events from ${BUZZER_EVENTS.join(', ')}`);
        return null;
      }
      return { pin, kind, events: [...new Set(value as BuzzerEvent[])] };
    }
  }
}

/** A pin number, or "A0"-style; a message when it is not a usable pin of this Arduino. */
function parsePin(value: unknown, arduino: ArduinoKind): number | string {
  const { pins, firstAnalog } = ARDUINOS[arduino];
  let pin: number | null = null;
  if (typeof value === 'number' && Number.isInteger(value)) pin = value;
  else if (typeof value === 'string' && /^A\d{1,2}$/i.test(value)) pin = firstAnalog + Number(value.slice(1));
  if (pin === null) return `"pin" must be a pin number or an analog pin name like "A0", not ${shown(value)}`;
  if (SERIAL_PINS.includes(pin)) return `pin ${pin} carries the USB serial line: use pins 2 and up`;
  if (pin < 0 || pin >= pins) return `an Arduino ${arduino} has pins 2 to ${pins - 1} (A0 = ${firstAnalog}), not ${JSON.stringify(value)}`;
  return pin;
}

/** A value from the file as an error repeats it: short, its control characters escaped. */
function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  if (typeof value === 'string') return quoteInput(value);
  const json = JSON.stringify(value);
  return [...json].length > QUOTE_MAX ? `${[...json].slice(0, QUOTE_MAX - 1).join('')}…` : json;
}

function isObject(v: unknown): v is Record<string, unknown> { return typeof v === 'object' && v !== null && !Array.isArray(v); }
function isCount(v: unknown): v is number { return typeof v === 'number' && Number.isInteger(v) && v >= 1; }
