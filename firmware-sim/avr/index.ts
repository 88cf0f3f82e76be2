// Public surface of firmware-sim/avr: the real firmware (hardware/firmware) run in avr8js as a
// board the host opens through the serialport binding, and the firmware's bench figures.
export { AvrBoard, CycleProfile, FIRMWARE_COUNTER_FIELDS } from './avr-board.ts';
export type { AvrBoardOptions, AvrBoardStats, AvrFirmwareCounters, WireByte } from './avr-board.ts';
export { loadFirmware } from './firmware-build.ts';
export type { AvrPin, BuildOptions, FirmwareImage, PinMap, SizeReport } from './firmware-build.ts';
export { Ws2812Decoder, WS2812_TIMING } from './ws2812-decoder.ts';
export { Apa102Decoder } from './apa102-decoder.ts';
export type { Apa102Stats } from './apa102-decoder.ts';
export type { LatchedFrame, Rgb } from './ws2812-decoder.ts';
export { CPU_HZ, CYCLES_PER_MS } from './mega2560.ts';
export { FirmataUno, standardFirmataUno, UNO_PINS } from './firmata-uno.ts';
export type { FirmataUnoOptions, PinChange } from './firmata-uno.ts';
