// Builds the real firmware (hardware/firmware, make under its build lock) and loads what the
// emulator needs: flash image, symbols, the board's pin map and the size report.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseIntelHex } from './intel-hex.ts';
import { parseSymbols } from './symbols.ts';
import type { FirmwareSymbol } from './symbols.ts';

/** A pin of the ATmega2560: port letter and bit (Arduino label for people). */
export interface AvrPin { port: string; bit: number; label: string }

export interface PinMap {
  board: string;
  rows: number;
  cols: number;
  serpentine: boolean;
  start: number;
  /** The debounce mode the build runs: the board header's choice, or the one make DEBOUNCE=… forced. */
  debounce: 'eager' | 'deferred';
  rowPins: AvrPin[];
  colPins: AvrPin[];
  /** The LED kind the build drives: WS2812 on ledPin, or APA102 on the SPI (data ledPin, clock ledClockPin). */
  ledKind: 'ws2812' | 'apa102';
  ledPin: AvrPin;
  ledClockPin: AvrPin | undefined;
  selfTestPin: AvrPin;
  /** The buttons' pins in STATE's button order (none on most builds). */
  buttonPins: AvrPin[];
}

export interface SizeReport { text: number; data: number; bss: number; flashBytes: number; ramBytes: number }

export interface FirmwareImage {
  /** Board header name in hardware/firmware/boards/ (e.g. 'mega-10x10'). */
  board: string;
  selfTestBuild: boolean;
  /** The debounce mode forced by make DEBOUNCE=… (undefined: the board header's choice). */
  debounce: 'eager' | 'deferred' | undefined;
  /** 256 KiB of flash as 16-bit words, as avr8js's CPU takes it. */
  program: Uint16Array;
  symbols: Map<string, FirmwareSymbol>;
  pins: PinMap;
  size: SizeReport;
}

export interface BuildOptions {
  board?: string;
  /** The build that always starts in self-test mode (make SELF_TEST=1). */
  selfTest?: boolean;
  /** Forces the debounce mode (make DEBOUNCE=eager|deferred); the board header's choice if omitted. */
  debounce?: 'eager' | 'deferred';
}

export const FLASH_BYTES = 256 * 1024;
const firmwareDir = fileURLToPath(new URL('../../hardware/firmware/', import.meta.url));
const cache = new Map<string, FirmwareImage>();

function toPin(entry: unknown): AvrPin {
  const [port, bit, label] = entry as [string, number, string];
  return { port, bit, label };
}

const pinList = (list: unknown[]): AvrPin[] => list.filter((e) => e !== null).map(toPin);

/** Builds (make is a no-op when up to date) and loads one firmware variant; cached per process. */
export function loadFirmware(options: BuildOptions = {}): FirmwareImage {
  const board = options.board ?? 'mega-10x10';
  const selfTest = options.selfTest === true;
  const debounce = options.debounce;
  const key = `${board}:${selfTest}:${debounce ?? ''}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const debounceArgs = debounce === undefined ? [] : [`DEBOUNCE=${debounce}`];
  execFileSync('bash', [`${firmwareDir}build.sh`, `BOARD=${board}`, `SELF_TEST=${selfTest ? 1 : 0}`, ...debounceArgs], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const out = `${firmwareDir}build/${board}${debounce === undefined ? '' : `-${debounce}`}${selfTest ? '-selftest' : ''}/`;
  const hex = parseIntelHex(readFileSync(`${out}tabletop.hex`, 'utf8'), FLASH_BYTES);
  if (!hex.ok) throw new Error(`${out}tabletop.hex: ${hex.error}`);
  const pinsJson = JSON.parse(readFileSync(`${out}pins.json`, 'utf8')) as Record<string, unknown>;
  const image: FirmwareImage = {
    board,
    selfTestBuild: selfTest,
    debounce,
    program: new Uint16Array(hex.bytes.buffer),
    symbols: parseSymbols(readFileSync(`${out}tabletop.sym`, 'utf8')),
    pins: {
      board: pinsJson.board as string,
      rows: pinsJson.rows as number,
      cols: pinsJson.cols as number,
      serpentine: pinsJson.serpentine === 1,
      start: pinsJson.start as number,
      debounce: pinsJson.debounce === 'eager' ? 'eager' : 'deferred',
      rowPins: pinList(pinsJson.rowPins as unknown[]),
      colPins: pinList(pinsJson.colPins as unknown[]),
      ledKind: pinsJson.ledKind === 'apa102' ? 'apa102' : 'ws2812',
      ledPin: pinList(pinsJson.ledPin as unknown[])[0],
      ledClockPin: pinList((pinsJson.ledClockPin as unknown[] | undefined) ?? [null])[0],
      selfTestPin: pinList(pinsJson.selfTestPin as unknown[])[0],
      buttonPins: pinList((pinsJson.buttonPins as unknown[] | undefined) ?? [null]),
    },
    size: JSON.parse(readFileSync(`${out}size.json`, 'utf8')) as SizeReport,
  };
  cache.set(key, image);
  return image;
}
