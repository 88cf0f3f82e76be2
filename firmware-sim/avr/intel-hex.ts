// Intel HEX (what avr-objcopy -O ihex writes) → flash bytes. Pure; bad input is returned as a value.

export type HexResult = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

/** Loads records of types 00 (data), 01 (end), 02/04 (segment/linear base) into `size` bytes. */
export function parseIntelHex(text: string, size: number): HexResult {
  const flash = new Uint8Array(size).fill(0xff); // erased flash reads 0xFF
  let base = 0;
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].trim();
    if (line === '') continue;
    const where = `line ${n + 1}`;
    if (!/^:([0-9a-fA-F]{2})+$/.test(line)) return { ok: false, error: `${where}: not an Intel HEX record` };
    const record = Buffer.from(line.slice(1), 'hex');
    const count = record[0];
    if (record.length !== count + 5) return { ok: false, error: `${where}: length ${count} does not match the record` };
    const sum = record.reduce((a, b) => (a + b) & 0xff, 0);
    if (sum !== 0) return { ok: false, error: `${where}: bad checksum` };
    const offset = (record[1] << 8) | record[2];
    const type = record[3];
    const data = record.subarray(4, 4 + count);
    switch (type) {
      case 0x00: {
        const at = base + offset;
        if (at + count > size) return { ok: false, error: `${where}: data at 0x${at.toString(16)} beyond ${size} bytes of flash` };
        flash.set(data, at);
        break;
      }
      case 0x01: return { ok: true, bytes: flash };
      case 0x02: base = ((data[0] << 8) | data[1]) * 16; break;
      case 0x04: base = ((data[0] << 8) | data[1]) * 65536; break;
      case 0x03:
      case 0x05: break; // start addresses: the AVR starts at 0 whatever they say
      default: return { ok: false, error: `${where}: unknown record type ${type}` };
    }
  }
  return { ok: false, error: 'no end-of-file record' };
}
