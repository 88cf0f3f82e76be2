// Arduinos running StandardFirmata (hardware/FIRMATA.md), driven by johnny-five: button boxes
// beside a board and small boards of reed switches wired straight to pins.
export { ARDUINOS, BUTTON_ROLES, BUZZER_EVENTS, MAX_FIRMATA_CELLS, STATUS_MEANINGS, parsePinMap, pinName } from './pin-map.ts';
export type { ArduinoKind, ButtonRole, BuzzerEvent, PinMap, PinMapResult, PinUse, StatusMeaning } from './pin-map.ts';
export { FIRMATA_BAUD, FirmataDevice } from './firmata-device.ts';
export type { FirmataDeviceOptions, FirmataInput, FirmataStatus, OutputWanted } from './firmata-device.ts';
export { firmataBoardPort, firmataProfile } from './firmata-board.ts';
export { attachFirmata, BEEP_MS, type AttachedFirmata, type AttachResult } from './peripherals.ts';
