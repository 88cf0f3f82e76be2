// Public surface of the simulated board: the board itself, its serialport binding, and the
// debounce state machine the C firmware ports line by line.
export { SimBoard, speedsOf } from './board.ts';
export { Babbler } from './babbler.ts';
export type { Babble } from './babbler.ts';
export type { HostConnection, HostEndpoint, LineDirection, SimBoardCounters, SimBoardOptions } from './board.ts';
export { createSimBinding, SimPortBinding } from './binding.ts';
export type { SimBinding } from './binding.ts';
export {
  cloneDebounceState, createDebouncer, debounceIdle, debounceStep, debounceStepInPlace, DEFAULT_DEBOUNCE_MODE, DEFAULT_DEBOUNCE_MS,
} from './debounce.ts';
export type { DebounceMode, DebounceState, DebounceStep } from './debounce.ts';
export type { FirmwareCounters } from './firmware.ts';
export { SPEED_CONFIRM_MS, SWITCHED_SILENCE_MS } from './firmware.ts';
export type { ShownFrame, ShownLed } from './leds.ts';
export { byteTimeMs } from './wire.ts';
export type { LineFaults, WireCounters } from './wire.ts';
export { BOUNCE_MAX_MS, BOUNCE_MIN_MS } from './switches.ts';
