// Little-endian byte writer/reader for payloads. The reader never throws: reads past the end
// return undefined, so the payload decoders turn every short payload into a `bad-length` value.

export class ByteWriter {
  private readonly bytes: number[] = [];

  u8(value: number): this { this.bytes.push(value & 0xff); return this; }
  u16(value: number): this { return this.u8(value).u8(value >>> 8); }
  u32(value: number): this { return this.u16(value).u16(value >>> 16); }
  raw(values: ArrayLike<number>): this {
    for (let i = 0; i < values.length; i++) this.u8(values[i]);
    return this;
  }
  toBytes(): Uint8Array { return Uint8Array.from(this.bytes); }
}

export class ByteReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get remaining(): number { return this.bytes.length - this.offset; }

  u8(): number | undefined {
    if (this.remaining < 1) return undefined;
    return this.bytes[this.offset++];
  }
  u16(): number | undefined {
    if (this.remaining < 2) return undefined;
    const v = this.bytes[this.offset] | (this.bytes[this.offset + 1] << 8);
    this.offset += 2;
    return v;
  }
  u32(): number | undefined {
    if (this.remaining < 4) return undefined;
    const b = this.bytes, o = this.offset;
    this.offset += 4;
    return (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;
  }
  take(length: number): Uint8Array | undefined {
    if (this.remaining < length) return undefined;
    const out = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }
}

/** Packs 4-bit values two per byte: item 2k in the low nibble of byte k, item 2k+1 in the high one. */
export function packNibbles(items: readonly number[]): Uint8Array {
  const out = new Uint8Array(Math.ceil(items.length / 2));
  items.forEach((v, i) => { out[i >> 1] |= (v & 0x0f) << ((i & 1) * 4); });
  return out;
}

/** Unpacks `count` 4-bit values packed by packNibbles. */
export function unpackNibbles(bytes: Uint8Array, count: number): number[] {
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) out[i] = (bytes[i >> 1] >> ((i & 1) * 4)) & 0x0f;
  return out;
}

/** Packs booleans LSB-first: item i goes to byte i>>3, bit i&7; padding bits are 0. */
export function packBits(items: readonly boolean[]): Uint8Array {
  const out = new Uint8Array(Math.ceil(items.length / 8));
  items.forEach((on, i) => { if (on) out[i >> 3] |= 1 << (i & 7); });
  return out;
}

/** Unpacks `count` booleans from an LSB-first bitmap (padding bits ignored). */
export function unpackBits(bitmap: Uint8Array, count: number): boolean[] {
  const out = new Array<boolean>(count);
  for (let i = 0; i < count; i++) out[i] = (bitmap[i >> 3] & (1 << (i & 7))) !== 0;
  return out;
}
