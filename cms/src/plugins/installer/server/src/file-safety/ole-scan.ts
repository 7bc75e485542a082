/**
 * Reads the directory of an OLE2 compound file ([MS-CFB]: Word 97-2003 .doc, and the OLE objects a
 * .docx embeds) without a library: the header, the FAT (through the DIFAT) and the directory
 * stream's 128-byte entries. Only names and types are needed:
 *   - a Word document has a `WordDocument` stream;
 *   - a VBA project lives in a `Macros` (Word) or `_VBA_PROJECT_CUR` (Excel) storage holding a `VBA`
 *     storage with a `_VBA_PROJECT` stream;
 *   - an OLE package (any file, an .exe included, wrapped to be opened by a double click) is an
 *     `\x01Ole10Native` stream.
 */
export const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export interface OleEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
/** More directory sectors than any real document has: a loop or a bomb. */
const MAX_SECTORS = 1 << 20;

export const isOle2 = (bytes: Buffer) => bytes.length >= 512 && bytes.subarray(0, 8).equals(OLE2_MAGIC);

/** The directory entries of a compound file, or null when it is not a well-formed one. */
export const oleDirectory = (bytes: Buffer): OleEntry[] | null => {
  if (!isOle2(bytes)) return null;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const size = 1 << shift;
  const sectorCount = Math.floor((bytes.length - size) / size);
  const sectorAt = (n: number) => (n < sectorCount ? bytes.subarray(size + n * size, size + (n + 1) * size) : null);

  // The FAT's sectors: 109 in the header, the rest through the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const n = bytes.readUInt32LE(0x4c + i * 4);
    if (n !== FREE && n !== END_OF_CHAIN) fatSectors.push(n);
  }
  let difat = bytes.readUInt32LE(0x44);
  const seenDifat = new Set<number>();
  while (difat !== END_OF_CHAIN && difat !== FREE) {
    const sector = sectorAt(difat);
    if (!sector || seenDifat.has(difat) || seenDifat.size > MAX_SECTORS) return null;
    seenDifat.add(difat);
    for (let i = 0; i < size / 4 - 1; i++) {
      const n = sector.readUInt32LE(i * 4);
      if (n !== FREE && n !== END_OF_CHAIN) fatSectors.push(n);
    }
    difat = sector.readUInt32LE(size - 4);
  }
  const fat: number[] = [];
  for (const n of fatSectors) {
    const sector = sectorAt(n);
    if (!sector) return null;
    for (let i = 0; i < size / 4; i++) fat.push(sector.readUInt32LE(i * 4));
  }

  const entries: OleEntry[] = [];
  const seen = new Set<number>();
  for (let n = bytes.readUInt32LE(0x30); n !== END_OF_CHAIN; n = fat[n]) {
    const sector = sectorAt(n);
    if (!sector || seen.has(n) || seen.size > MAX_SECTORS || fat[n] === undefined) return null;
    seen.add(n);
    for (let offset = 0; offset + 128 <= size; offset += 128) {
      const type = sector[offset + 0x42];
      if (type === 0) continue; // unused
      const length = Math.min(64, sector.readUInt16LE(offset + 0x40));
      const name = sector.subarray(offset, offset + Math.max(0, length - 2)).toString('utf16le');
      entries.push({ name, type });
    }
  }
  return entries.length && entries[0].type === 5 ? entries : null;
};

export type OleRisk = 'macros' | 'executable';

const VBA_NAMES = new Set(['_vba_project', '_vba_project_cur', 'vba', 'macros', 'projectwm']);
const PACKAGE_NAMES = new Set(['\x01ole10native', 'ole10native']);

/**
 * Macros or an OLE package in a compound file's directory (names compared without case); null when there is neither.
 */
export const oleRisk = (entries: OleEntry[]): OleRisk | null => {
  for (const { name } of entries) {
    const lower = name.toLowerCase();
    if (VBA_NAMES.has(lower)) return 'macros';
    if (PACKAGE_NAMES.has(lower)) return 'executable';
  }
  return null;
};

/** A VBA project's stream name as the directory stores it (UTF-16LE): found even where the directory is damaged. */
const VBA_PROJECT_UTF16 = Buffer.from('_VBA_PROJECT', 'utf16le');

/** Scans a compound file: 'unreadable' when its directory cannot be read, else its risk (or null). */
export const scanOle = (bytes: Buffer): OleRisk | 'unreadable' | null => {
  const entries = oleDirectory(bytes);
  if (!entries) return 'unreadable';
  return oleRisk(entries) ?? (bytes.includes(VBA_PROJECT_UTF16) ? 'macros' : null);
};
