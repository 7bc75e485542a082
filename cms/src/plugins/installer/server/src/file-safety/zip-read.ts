import zlib from 'zlib';

/** A ZIP's entry as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else cannot be read here. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export class ZipReadError extends Error {}

/** The entries of a ZIP's central directory (at most `max`), or null when it is not a well-formed ZIP. */
export const zipEntries = (bytes: Buffer, max = 10_000): ZipEntry[] | null => {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  // The end-of-central-directory record: within the last 64 KB + 22 bytes (its comment is at most 64 KB).
  const from = Math.max(0, bytes.length - 0xffff - 22);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  if (count > max) return null;
  let offset = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'),
      method: bytes.readUInt16LE(offset + 10),
      encrypted: (bytes.readUInt16LE(offset + 8) & 1) === 1,
      compressedSize: bytes.readUInt32LE(offset + 20),
      size: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** The file names of a ZIP's central directory, or null when it is not a well-formed ZIP. */
export const zipEntryNames = (bytes: Buffer, max = 10_000): string[] | null =>
  zipEntries(bytes, max)?.map((e) => e.name) ?? null;

/**
 * An entry's bytes, inflated up to `maxBytes`; throws ZipReadError when it cannot be read (encrypted, another method,
 * damaged, too large).
 */
export const zipEntryData = (bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer => {
  const local = entry.localOffset;
  if (entry.encrypted || local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50)
    throw new ZipReadError(`cannot read ${entry.name}`);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > bytes.length) throw new ZipReadError(`${entry.name} is cut short`);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new ZipReadError(`${entry.name} uses compression method ${entry.method}`);
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    throw new ZipReadError(`${entry.name} does not inflate within ${maxBytes} bytes`);
  }
};
