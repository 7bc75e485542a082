import { isOle2, scanOle } from './ole-scan';
import { ZipReadError, zipEntries, zipEntryData } from './zip-read';

/**
 * Active content in an Office Open XML package (a .docx CV), read from the ZIP without Word:
 *   - macros: a `vbaProject.bin` (or `vbaData.xml`) anywhere, a macro-enabled content type
 *     (a .docm renamed .docx), ActiveX controls, automatic DDE fields;
 *   - external references: a relationship with `TargetMode="External"` that is not a hyperlink
 *     (an `attachedTemplate` fetched from a server when the file opens, an external OLE object,
 *     frame, sub-document or picture);
 *   - executables: a part that is a Windows program (`MZ`) or named like one (`.exe`, `.scr`...),
 *     an OLE package (`\x01Ole10Native`) or an OLE object with macros in `word/embeddings/`, an
 *     embedded package with any of the above (checked two levels deep);
 *   - what cannot be read: an encrypted, damaged or oversized part, another compression method.
 */
export type OoxmlRisk = 'macros' | 'external-reference' | 'executable' | 'unreadable';

/** The most bytes one package's parts may inflate to together (a 5 MB CV never comes near). */
const INFLATE_BUDGET = 128 * 1024 * 1024;
const MAX_DEPTH = 2;

const EXECUTABLE_NAME =
  /\.(?:exe|dll|scr|com|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|msi|msp|lnk|jar|cpl|pif|reg|ocx|sys|msc|application|gadget|inf|scf|url)$/i;
const MACRO_PART = /(?:^|\/)(?:vbaproject\.bin|vbadata\.xml)$|(?:^|\/)activex\//i;
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData|ms-office\.activeX/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) =>
    code[0] === '#'
      ? String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10))
      : (ENTITIES[code] ?? whole),
  );

/** XML text in its declared byte order: UTF-16 parts (with a BOM) are as valid to Word as UTF-8 ones. */
const xmlText = (data: Buffer) => {
  if (data[0] === 0xff && data[1] === 0xfe) return data.subarray(2).toString('utf16le');
  if (data[0] === 0xfe && data[1] === 0xff) return Buffer.from(data.subarray(2)).swap16().toString('utf16le');
  return data.toString('utf8');
};

const RELATIONSHIP = /<(?:[\w.-]+:)?Relationship\b([^>]*)>/g;
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** A relationship that makes Word fetch something from outside the file: external and not a hyperlink. */
const externalReference = (rels: string) => {
  for (const [, attributes] of rels.matchAll(RELATIONSHIP)) {
    const values: Record<string, string> = {};
    for (const [, key, double, single] of attributes.matchAll(ATTRIBUTE))
      values[key.replace(/^.*:/, '').toLowerCase()] = unescapeXml(double ?? single ?? '').trim();
    if ((values.targetmode ?? '').toLowerCase() === 'external' && !/\/hyperlink$/i.test(values.type ?? '')) return true;
  }
  return false;
};

/** Field codes that run a program when the document opens or updates (DDE, DDEAUTO), even split across runs. */
const ddeField = (xml: string) => {
  const codes = [...xml.matchAll(/<(?:[\w.-]+:)?instrText\b[^>]*>([^<]*)</g)].map((m) => m[1]).join('');
  const simple = [...xml.matchAll(/\binstr\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => m[1] ?? m[2]).join(' ');
  return /\bDDE(?:AUTO)?\b/i.test(unescapeXml(`${codes} ${simple}`));
};

export const scanOoxml = (bytes: Buffer, depth = 0): OoxmlRisk | null => {
  const entries = zipEntries(bytes);
  if (!entries) return 'unreadable';
  for (const { name } of entries) {
    if (MACRO_PART.test(name)) return 'macros';
    if (EXECUTABLE_NAME.test(name)) return 'executable';
  }
  let budget = INFLATE_BUDGET;
  try {
    for (const entry of entries) {
      if (entry.name.endsWith('/')) continue;
      const data = zipEntryData(bytes, entry, budget);
      budget -= data.length;
      const lower = entry.name.toLowerCase();
      if (lower === '[content_types].xml' && MACRO_CONTENT_TYPE.test(xmlText(data))) return 'macros';
      if (lower.endsWith('.rels') && externalReference(xmlText(data))) return 'external-reference';
      if (lower.endsWith('.xml') && lower.startsWith('word/') && ddeField(xmlText(data))) return 'macros';
      if (data.subarray(0, 2).toString('latin1') === 'MZ') return 'executable';
      if (isOle2(data)) {
        const risk = scanOle(data);
        if (risk) return risk;
      } else if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) {
        if (depth >= MAX_DEPTH) return 'unreadable';
        const risk = scanOoxml(data, depth + 1);
        if (risk) return risk;
      }
    }
  } catch (error) {
    if (error instanceof ZipReadError) return 'unreadable';
    throw error;
  }
  return null;
};
