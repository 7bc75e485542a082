import { DECODE_MAX, UndecodableError, decodeFilters } from './pdf-filters';
import { ParseError, decodeName, filtersOf, isDict, isRef, parseValue, skipSpace, type PdfValue } from './pdf-values';

/**
 * Active content in a PDF, read from its bytes (documents library and CVs). Refused:
 *   - scripts: `/JS`, `/JavaScript` (an /OpenAction or any other action running JavaScript) and
 *     XFA forms (`/XFA`, or an XML stream holding a `<script>`), which run their own scripts;
 *   - `/Launch` actions (they start programs);
 *   - attachments: `/EmbeddedFile`, `/EmbeddedFiles`, `/RichMedia`;
 *   - what cannot be read: an encrypted file (`/Encrypt`), a stream whose filter is unknown or
 *     cannot be decoded, a stream whose dictionary cannot be parsed, more than the decode cap.
 * Names are compared after their `#xx` escapes are decoded (`/J#61vaScript` is `/JavaScript`). The
 * whole file is read as text, then every stream is decoded through its whole filter chain
 * (./pdf-filters: Flate, LZW, ASCIIHex, ASCII85, RunLength, predictors) and read the same way:
 * object streams (PDF 1.5+) are where dictionaries hide from a plain byte scan.
 */
export type PdfRisk = 'javascript' | 'launch' | 'embedded-file' | 'unreadable';

const REFUSED_NAMES: Record<string, PdfRisk> = {
  JS: 'javascript',
  JavaScript: 'javascript',
  XFA: 'javascript',
  Launch: 'launch',
  EmbeddedFile: 'embedded-file',
  EmbeddedFiles: 'embedded-file',
  RichMedia: 'embedded-file',
  Encrypt: 'unreadable',
};

/** The most bytes all of a file's streams may decode to together. */
const TOTAL_DECODE_MAX = 4 * DECODE_MAX;

/** A PDF name token: `/` then regular characters (anything but whitespace and delimiters). */
const NAME = /\/([^\s/()<>[\]{}%\x00]+)/g;

/** The first refused name in `text`, if any. */
const refusedName = (text: string): PdfRisk | null => {
  for (const match of text.matchAll(NAME)) {
    const risk = REFUSED_NAMES[decodeName(match[1])];
    if (risk) return risk;
  }
  return null;
};

/** An XML stream (an XFA packet) holding a script element: `<script`, `<xfa:script`... */
const xmlScript = (data: Buffer) => {
  const text = data[0] === 0xff && data[1] === 0xfe ? data.toString('utf16le') : data.toString('latin1');
  const start = text.trimStart();
  // XML starts with a tag, a declaration or a comment; a hex string operand (`<0041>`) does not.
  if (!/^(?:\uFEFF|\xEF\xBB\xBF)?<[?!A-Za-z_]/.test(start) || /^<[0-9A-Fa-f\s]*>/.test(start)) return false;
  return /<(?:[\w.-]+:)?script[\s>/]/i.test(text);
};

const SPACE = /\s/;
const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isWordChar = (ch: string) => /\w/.test(ch);

/**
 * The next object header (`12 0 obj`) that starts at `from` or later: its number, generation and
 * where it ends; null when there is none. Found from each `obj` keyword backwards, in time linear in
 * the file: a regular expression with `\s+` after a digit backtracks over every white-space
 * character that follows, and 20 MB of them overflow the engine's backtrack stack.
 */
const nextHeader = (text: string, from: number) => {
  for (let at = text.indexOf('obj', from); at !== -1; at = text.indexOf('obj', at + 3)) {
    if (at + 3 < text.length && isWordChar(text[at + 3])) continue;
    let i = at;
    /** Steps back over characters that pass `test`, not before `from`: how many. */
    const back = (test: (ch: string) => boolean) => {
      const end = i;
      while (i > from && test(text[i - 1])) i--;
      return end - i;
    };
    if (!back((ch) => SPACE.test(ch))) continue;
    const generationEnd = i;
    if (!back(isDigit)) continue;
    const generationStart = i;
    if (!back((ch) => SPACE.test(ch))) continue;
    const numberEnd = i;
    // The whole run of digits: one that began before `from` is not a header from `from` on.
    if (!back(isDigit) || (i > 0 && isDigit(text[i - 1]))) continue;
    return {
      number: Number(text.slice(i, numberEnd)),
      generation: Number(text.slice(generationStart, generationEnd)),
      end: at + 3,
    };
  }
  return null;
};

/**
 * Every `N G obj <integer> endobj` of the file, by reference (where streams' indirect /Length values live), read once.
 */
const numberObjects = (text: string) => {
  const found = new Map<string, number>();
  for (let header = nextHeader(text, 0); header; header = nextHeader(text, header.end)) {
    let i = header.end;
    const skip = (test: (ch: string) => boolean) => {
      const start = i;
      while (i < text.length && test(text[i])) i++;
      return text.slice(start, i);
    };
    skip((ch) => SPACE.test(ch));
    const value = skip(isDigit);
    skip((ch) => SPACE.test(ch));
    if (value && text.startsWith('endobj', i)) found.set(`${header.number} ${header.generation}`, Number(value));
  }
  return found;
};

const EOL = /^(?:\r\n|\n|\r)/;

/** Active content in a PDF: the risk found, null when there is none. */
export const scanPdf = (bytes: Buffer): PdfRisk | null => {
  const text = bytes.toString('latin1');
  const plain = refusedName(text);
  if (plain) return plain;

  const streamStarts = new Set<number>();
  let decodedTotal = 0;
  let numbers: Map<string, number> | undefined;
  const lengthOf = (value: PdfValue | undefined) => {
    if (typeof value === 'number') return value;
    if (!value || !isRef(value)) return null;
    numbers ??= numberObjects(text);
    return numbers.get(value.ref) ?? null;
  };
  let cursor = 0;
  try {
    for (let header = nextHeader(text, 0); header; header = nextHeader(text, cursor)) {
      cursor = header.end;
      const at = skipSpace(text, cursor);
      if (!text.startsWith('<<', at)) continue;
      let dict: PdfValue;
      let end: number;
      try {
        [dict, end] = parseValue(text, at);
      } catch (error) {
        if (!(error instanceof ParseError)) throw error;
        cursor = Math.max(cursor, error.at);
        continue;
      }
      cursor = end;
      // Comments count as white space here too, as they do for readers.
      const keyword = skipSpace(text, end);
      if (!isDict(dict) || !text.startsWith('stream', keyword)) continue;
      const eol = EOL.exec(text.slice(keyword + 6, keyword + 8));
      if (!eol) continue;
      const from = keyword + 6 + eol[0].length;
      streamStarts.add(from);

      const { filters, parms } = filtersOf(dict.dict);
      const declared = lengthOf(dict.dict.Length);
      const fits =
        declared !== null &&
        declared >= 0 &&
        from + declared <= text.length &&
        text
          .slice(from + declared, from + declared + 32)
          .trimStart()
          .startsWith('endstream');
      // Without a trustworthy length the data runs to the file's end: every decoder stops at its own end mark.
      const untilEnd = filters.length ? text.length : Math.max(from, text.indexOf('endstream', from));
      const to = fits ? from + declared : untilEnd;
      cursor = Math.max(cursor, fits ? to : from);

      const decoded = filters.length
        ? decodeFilters(bytes.subarray(from, to), filters, parms)
        : bytes.subarray(from, to);
      if (!decoded) continue; // image pixels
      decodedTotal += decoded.length;
      if (decodedTotal > TOTAL_DECODE_MAX) return 'unreadable';
      const found = refusedName(decoded.toString('latin1'));
      if (found) return found;
      if (xmlScript(decoded)) return 'javascript';
    }
  } catch (error) {
    if (error instanceof UndecodableError) return 'unreadable';
    throw error;
  }

  // A stream after a dictionary the reader above could not parse: its data was never decoded.
  for (const keyword of text.matchAll(/>>(?:[\x00\t\n\f\r ]|%[^\r\n]*(?=[\r\n]))*stream(?:\r\n|\n|\r)/g)) {
    if (!streamStarts.has(keyword.index + keyword[0].length)) return 'unreadable';
  }
  return null;
};
