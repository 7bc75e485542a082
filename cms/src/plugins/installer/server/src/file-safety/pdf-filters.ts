import zlib from 'zlib';

/**
 * The PDF stream filters a scanner must undo to read what a stream holds (ISO 32000-1 §7.4):
 * FlateDecode and LZWDecode (with their PNG/TIFF predictors), ASCIIHexDecode, ASCII85Decode and
 * RunLengthDecode, in any chain. Each decoder stops at its own end-of-data mark, so it may be handed
 * more bytes than the stream holds. Image codecs (DCT, JPX, CCITT, JBIG2) end a chain: what they
 * hold is pixels, never objects or script. Anything else (Crypt, unknown names) cannot be read.
 */
export class UndecodableError extends Error {}

/** The most bytes one stream may decode to before the file counts as unreadable (a decompression bomb). */
export const DECODE_MAX = 64 * 1024 * 1024;

export type DecodeParms = Record<string, unknown> | null;

const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

const cap = (length: number) => {
  if (length > DECODE_MAX) throw new UndecodableError('decodes beyond the cap');
};

const flate = (data: Buffer): Buffer => {
  for (const run of [zlib.inflateSync, zlib.inflateRawSync]) {
    try {
      return run(data, { maxOutputLength: DECODE_MAX });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new UndecodableError('decodes beyond the cap');
    }
  }
  // A damaged or truncated stream: what decodes up to the damage (readers show that much too).
  for (const run of [zlib.inflateSync, zlib.inflateRawSync]) {
    try {
      return run(data, { maxOutputLength: DECODE_MAX, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new UndecodableError('decodes beyond the cap');
    }
  }
  throw new UndecodableError('not Flate data');
};

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

const asciiHex = (data: Buffer): Buffer => {
  const out: number[] = [];
  let high = -1;
  for (const c of data) {
    if (isSpace(c)) continue;
    if (c === 0x3e) break; // '>'
    const digit =
      c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (digit < 0) throw new UndecodableError('not hex');
    if (high < 0) high = digit;
    else {
      out.push(high * 16 + digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  cap(out.length);
  return Buffer.from(out);
};

const ascii85 = (data: Buffer): Buffer => {
  const out: number[] = [];
  const group: number[] = [];
  let i = 0;
  if (data.subarray(0, 2).toString('latin1') === '<~') i = 2;
  const flush = (count: number) => {
    let value = 0;
    for (let k = 0; k < 5; k++) value = value * 85 + (k < count ? group[k] : 84);
    const bytes = [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
    out.push(...bytes.slice(0, count - 1));
    group.length = 0;
  };
  for (; i < data.length; i++) {
    const c = data[i];
    if (isSpace(c)) continue;
    if (c === 0x7e) break; // '~' of '~>'
    if (c === 0x7a && group.length === 0) {
      out.push(0, 0, 0, 0);
    } else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 0x21);
      if (group.length === 5) flush(5);
    } else throw new UndecodableError('not ASCII85');
    if (out.length > DECODE_MAX) cap(out.length);
  }
  if (group.length === 1) throw new UndecodableError('a lone ASCII85 digit');
  if (group.length) flush(group.length);
  return Buffer.from(out);
};

const runLength = (data: Buffer): Buffer => {
  const chunks: Buffer[] = [];
  let total = 0;
  for (let i = 0; i < data.length; ) {
    const length = data[i++];
    if (length === 128) break;
    const chunk = length < 128 ? data.subarray(i, i + length + 1) : Buffer.alloc(257 - length, data[i] ?? 0);
    i += length < 128 ? length + 1 : 1;
    chunks.push(chunk);
    total += chunk.length;
    cap(total);
  }
  return Buffer.concat(chunks);
};

const lzw = (data: Buffer, earlyChange: number): Buffer => {
  const out: number[] = [];
  let table: number[][] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, n) => (n < 256 ? [n] : []));
  };
  reset();
  let width = 9;
  let previous: number[] | null = null;
  let bits = 0;
  let buffer = 0;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      buffer &= (1 << bits) - 1;
      if (code === 256) {
        reset();
        width = 9;
        previous = null;
        continue;
      }
      if (code === 257) return Buffer.from(out);
      let entry: number[];
      if (code < table.length && table[code].length) entry = table[code];
      else if (code === table.length && previous) entry = [...previous, previous[0]];
      else throw new UndecodableError('a bad LZW code');
      out.push(...entry);
      cap(out.length);
      if (previous && table.length < 4096) table.push([...previous, entry[0]]);
      previous = entry;
      if (table.length + earlyChange >= 1 << width && width < 12) width++;
    }
  }
  return Buffer.from(out);
};

const num = (parms: DecodeParms, key: string, fallback: number) =>
  typeof parms?.[key] === 'number' ? (parms[key] as number) : fallback;

/** Undoes a PNG (10-15) or TIFF (2) predictor, so dictionaries hidden behind one read as text. */
const unpredict = (data: Buffer, parms: DecodeParms): Buffer => {
  const predictor = num(parms, 'Predictor', 1);
  if (predictor <= 1) return data;
  const colors = num(parms, 'Colors', 1);
  const bpc = num(parms, 'BitsPerComponent', 8);
  const columns = num(parms, 'Columns', 1);
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bpc) || columns < 1 || columns > 1 << 24)
    throw new UndecodableError('bad predictor parameters');
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  if (predictor === 2) {
    if (bpc !== 8) throw new UndecodableError('a TIFF predictor on sub-byte samples');
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowBytes)
      for (let i = row + bpp; i < Math.min(row + rowBytes, out.length); i++) out[i] = (out[i] + out[i - bpp]) & 0xff;
    return out;
  }
  if (predictor < 10) throw new UndecodableError('an unknown predictor');
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowBytes + 1)];
    const src = r * (rowBytes + 1) + 1;
    const dst = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bpp ? out[dst + i - bpp] : 0;
      const up = r > 0 ? out[dst - rowBytes + i] : 0;
      const upLeft = r > 0 && i >= bpp ? out[dst - rowBytes + i - bpp] : 0;
      const raw = data[src + i];
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new UndecodableError('an unknown PNG row filter');
      out[dst + i] = value & 0xff;
    }
  }
  return out;
};

/**
 * Applies `filters` (with their parameters) to `data` in order. Answers the decoded bytes, or null
 * when the chain ends in an image codec (pixels: nothing to read). Throws UndecodableError.
 */
export const decodeFilters = (data: Buffer, filters: string[], parms: DecodeParms[]): Buffer | null => {
  let bytes = data;
  for (const [i, filter] of filters.entries()) {
    const p = parms[i] ?? null;
    if (IMAGE_FILTERS.has(filter)) return null;
    if (filter === 'FlateDecode' || filter === 'Fl') bytes = unpredict(flate(bytes), p);
    else if (filter === 'LZWDecode' || filter === 'LZW') bytes = unpredict(lzw(bytes, num(p, 'EarlyChange', 1)), p);
    else if (filter === 'ASCIIHexDecode' || filter === 'AHx') bytes = asciiHex(bytes);
    else if (filter === 'ASCII85Decode' || filter === 'A85') bytes = ascii85(bytes);
    else if (filter === 'RunLengthDecode' || filter === 'RL') bytes = runLength(bytes);
    else throw new UndecodableError(`the ${filter} filter`);
  }
  return bytes;
};
