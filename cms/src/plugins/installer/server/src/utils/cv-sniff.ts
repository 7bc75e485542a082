/**
 * Recognises a CV by its bytes, never by its name or the type the browser declared:
 *   - PDF:  starts with `%PDF-`;
 *   - DOC:  an OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1) whose directory names a `WordDocument`
 *           stream (Excel, PowerPoint and MSI installers share the container but not that stream);
 *   - DOCX: a ZIP whose central directory lists `[Content_Types].xml` and `word/document.xml`.
 * Anything else (an executable, an image, a script, a ZIP of something else) is refused.
 */
export interface SniffedCv {
  type: 'pdf' | 'doc' | 'docx';
  mime: string;
  ext: '.pdf' | '.doc' | '.docx';
}

const PDF: SniffedCv = { type: 'pdf', mime: 'application/pdf', ext: '.pdf' };
const DOC: SniffedCv = { type: 'doc', mime: 'application/msword', ext: '.doc' };
const DOCX: SniffedCv = { type: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: '.docx' };

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** The file names of a ZIP's central directory (at most `max`), or null when it is not a well-formed ZIP. */
export const zipEntryNames = (bytes: Buffer, max = 10_000): string[] | null => {
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
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < Math.min(count, max); n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
};

export const sniffCv = (bytes: Buffer): SniffedCv | null => {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  if (bytes.subarray(0, 8).equals(OLE2)) return bytes.includes(WORD_STREAM) ? DOC : null;
  const names = zipEntryNames(bytes);
  if (names && names.includes('[Content_Types].xml') && names.includes('word/document.xml')) return DOCX;
  return null;
};

/** A download name: the candidate's file name reduced to safe characters, with the extension of what it really is. */
export const cvFileName = (original: string | null | undefined, sniffed: SniffedCv) => {
  const base = String(original ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._ -]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'cv'}${sniffed.ext}`;
};
