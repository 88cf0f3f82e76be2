// The ATmega2560 as avr8js models it: CPU with 256 KiB flash (22-bit PC, 3-byte return
// addresses) and 8 KiB SRAM above the extended I/O space, ports A–L, Timer1, USART0 and SPI with the
// 2560's interrupt vectors (avr8js's ready-made configs are the ATmega328P's).
import {
  AVRIOPort, AVRSPI, AVRTimer, AVRUSART, CPU, spiConfig, portAConfig, portBConfig, portCConfig, portDConfig, portEConfig,
  portFConfig, portGConfig, portHConfig, portJConfig, portKConfig, portLConfig, timer1Config, usart0Config,
} from 'avr8js';
import type { AVRPortConfig } from 'avr8js';

export const CPU_HZ = 16_000_000;
export const CYCLES_PER_MS = CPU_HZ / 1000;

/** SRAM 0x200–0x21FF: avr8js allocates sramBytes + 0x100 bytes of data space. */
const SRAM_BYTES = 8192 + 0x100;

// Vector numbers × 2 = word addresses (each vector is a 2-word JMP on the 2560).
const timer1Mega = {
  ...timer1Config,
  captureInterrupt: 16 * 2, compAInterrupt: 17 * 2, compBInterrupt: 18 * 2, compCInterrupt: 19 * 2, ovfInterrupt: 20 * 2,
  OCRC: 0x8c, OCFC: 8, OCIEC: 8,
  compPortA: portBConfig.PORT, compPinA: 5, compPortB: portBConfig.PORT, compPinB: 6,
  compPortC: portBConfig.PORT, compPinC: 7, externalClockPort: portDConfig.PORT, externalClockPin: 6,
};
const spiMega = { ...spiConfig, spiInterrupt: 24 * 2 };
const UCSR0A = 0xc0;
const UCSR0B = 0xc1;
const UDR0 = 0xc6;
const UCSR0A_RXC = 0x80;
const UCSR0B_RXEN = 0x10;
const usart0Mega = { ...usart0Config, rxCompleteInterrupt: 25 * 2, dataRegisterEmptyInterrupt: 26 * 2, txCompleteInterrupt: 27 * 2 };

const portConfigs: Record<string, AVRPortConfig> = {
  A: portAConfig, B: portBConfig, C: portCConfig, D: portDConfig, E: portEConfig, F: portFConfig,
  G: portGConfig, H: portHConfig, J: portJConfig, K: portKConfig, L: portLConfig,
};

export interface Mega2560 {
  cpu: CPU;
  ports: Record<string, AVRIOPort>;
  timer1: AVRTimer;
  usart0: AVRUSART;
  /** The hardware SPI (APA102 LEDs on MOSI/SCK). */
  spi: AVRSPI;
  /**
   * A byte reaches USART0's receiver. The 2560's receive buffer is a two-level FIFO (avr8js has
   * one level): a byte that finds UDR unread waits behind it and moves up when UDR is read; only
   * a byte that finds both full is an overrun and lost (false).
   */
  receiveByte(byte: number): boolean;
}

/** A powered-up chip running `program` from address 0 (no bootloader: as after a flash + reset). */
export function createMega2560(program: Uint16Array): Mega2560 {
  const cpu = new CPU(program, SRAM_BYTES);
  const ports = Object.fromEntries(Object.entries(portConfigs).map(([name, config]) => [name, new AVRIOPort(cpu, config)]));
  const timer1 = new AVRTimer(cpu, timer1Mega);
  const usart0 = new AVRUSART(cpu, usart0Mega, CPU_HZ);
  // On the chip UDRE is a level: it stays set until UDR is written, and its interrupt keeps firing
  // while UDRIE is on. avr8js clears it when the interrupt is taken, so an ISR that finds nothing
  // to send (and turns UDRIE off) would leave it clear forever: mark it level-triggered.
  (usart0 as unknown as { UDRE: { constant: boolean } }).UDRE.constant = true;
  // On the chip, writing UCSR0B (UDRIE on and off, as every transmitted frame does) leaves RXC
  // alone; avr8js clears RXC whenever UCSR0B is written with the receiver on, which drops an
  // unread byte and lets the next one overwrite it. Raise RXC again when a byte was waiting.
  const writeUcsrb = cpu.writeHooks[UCSR0B];
  const rxc = (usart0 as unknown as { RXC: Parameters<CPU['setInterruptFlag']>[0] }).RXC;
  cpu.writeHooks[UCSR0B] = (value, oldValue, address, mask) => {
    const waiting = (cpu.data[UCSR0A] & UCSR0A_RXC) !== 0;
    const handled = writeUcsrb(value, oldValue, address, mask);
    if (waiting && (value & UCSR0B_RXEN) !== 0) cpu.setInterruptFlag(rxc);
    return handled;
  };
  const spi = new AVRSPI(cpu, spiMega, CPU_HZ);
  let secondLevel: number | undefined;
  const readUdr = cpu.readHooks[UDR0];
  cpu.readHooks[UDR0] = (address) => {
    const value = readUdr(address);
    const waiting = secondLevel;
    secondLevel = undefined;
    if (waiting !== undefined) usart0.writeByte(waiting, true); // moves up into UDR
    return value;
  };
  const receiveByte = (byte: number): boolean => {
    if ((cpu.data[UCSR0A] & UCSR0A_RXC) === 0) usart0.writeByte(byte, true);
    else if (secondLevel === undefined) secondLevel = byte;
    else return false;
    return true;
  };
  return { cpu, ports, timer1, usart0, spi, receiveByte };
}
