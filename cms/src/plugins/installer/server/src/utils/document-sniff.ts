import zlib from 'zlib';
import { sniffBinary } from './sniff';

/**
 * Recognises a document by its bytes, never by its name or the type the browser declared: a PDF
 * (`%PDF-` ... `%%EOF`), or a JPEG or PNG scan. A PDF is then read for active content, which is
 * refused: JavaScript (/JS, /JavaScript), launch actions (/Launch) and embedded files
 * (/EmbeddedFile, /EmbeddedFiles). Names are compared after their `#xx` escapes are decoded
 * (`/J#61vaScript` is `/JavaScript`), and every Flate-compressed stream (object streams included,
 * where PDF 1.5+ hides dictionaries) is inflated and read the same way.
 */
export type DocumentVerdict =
  | { ok: true; type: 'pdf' | 'jpeg' | 'png'; mime: string; ext: '.pdf' | '.jpg' | '.png' }
  | { ok: false; reason: 'not-a-document' | 'javascript' | 'launch' | 'embedded-file' | 'unreadable' };

const REFUSED_NAMES: Record<string, 'javascript' | 'launch' | 'embedded-file'> = {
  JS: 'javascript',
  JavaScript: 'javascript',
  Launch: 'launch',
  EmbeddedFile: 'embedded-file',
  EmbeddedFiles: 'embedded-file',
};

/** The most bytes one compressed stream may inflate to before the file counts as unreadable (a zip bomb). */
const INFLATE_MAX = 64 * 1024 * 1024;

/** A PDF name token: `/` then regular characters (anything but whitespace and delimiters). */
const NAME = /\/([^\s/()<>[\]{}%\x00]+)/g;

const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first refused name in `text`, if any. */
const refusedName = (text: string) => {
  for (const match of text.matchAll(NAME)) {
    const reason = REFUSED_NAMES[decodeName(match[1])];
    if (reason) return reason;
  }
  return null;
};

/** The data of every `stream ... endstream` in the file. */
function* streamsOf(text: string): Generator<[number, number]> {
  const start = /stream(?:\r\n|\n|\r)/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text))) {
    // "endstream" also ends with "stream": skip it.
    if (text.slice(match.index - 3, match.index) === 'end') continue;
    const from = match.index + match[0].length;
    const to = text.indexOf('endstream', from);
    if (to < 0) return;
    yield [from, to];
    start.lastIndex = to + 'endstream'.length;
  }
}

const inflate = (data: Buffer): Buffer | null => {
  for (const run of [zlib.inflateSync, zlib.inflateRawSync]) {
    try {
      return run(data, { maxOutputLength: INFLATE_MAX });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw error;
    }
  }
  return null;
};

/** Active content in a PDF: the refused name found, null when there is none. Throws when a stream inflates beyond INFLATE_MAX. */
export const pdfActiveContent = (bytes: Buffer) => {
  const text = bytes.toString('latin1');
  const plain = refusedName(text);
  if (plain) return plain;
  for (const [from, to] of streamsOf(text)) {
    const inflated = inflate(bytes.subarray(from, to));
    if (!inflated) continue; // not compressed (or not Flate): its bytes were read above
    const found = refusedName(inflated.toString('latin1'));
    if (found) return found;
  }
  return null;
};

export const sniffDocument = (bytes: Buffer): DocumentVerdict => {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF')) return { ok: false, reason: 'unreadable' };
    let active: ReturnType<typeof pdfActiveContent>;
    try {
      active = pdfActiveContent(bytes);
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
    return active ? { ok: false, reason: active } : { ok: true, type: 'pdf', mime: 'application/pdf', ext: '.pdf' };
  }
  const image = sniffBinary(bytes.subarray(0, 64));
  if (image?.type === 'jpeg' || image?.type === 'png') return { ok: true, type: image.type, mime: image.mime, ext: image.ext };
  return { ok: false, reason: 'not-a-document' };
};
