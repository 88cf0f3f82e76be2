// Symbols of the firmware (`avr-nm -S -n` output): where RAM variables live and where each
// function's code is, for reading counters and profiling the scan. Pure.

export interface FirmwareSymbol {
  name: string;
  /** Byte address: flash for code (T/t), data space for RAM (B/b/D/d; avr-nm's 0x800000 offset removed). */
  address: number;
  size: number;
  kind: 'code' | 'data';
}

const DATA_SPACE = 0x800000;

export function parseSymbols(text: string): Map<string, FirmwareSymbol> {
  const symbols = new Map<string, FirmwareSymbol>();
  for (const line of text.split('\n')) {
    const m = /^([0-9a-fA-F]+) ([0-9a-fA-F]+) ([TtBbDd]) (\S+)$/.exec(line.trim());
    if (m === null) continue;
    const raw = parseInt(m[1], 16);
    const kind = /[Tt]/.test(m[3]) ? 'code' : 'data';
    symbols.set(m[4], { name: m[4], address: kind === 'data' ? raw - DATA_SPACE : raw, size: parseInt(m[2], 16), kind });
  }
  return symbols;
}
