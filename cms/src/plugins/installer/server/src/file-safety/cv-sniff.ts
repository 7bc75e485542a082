import { isPdf, pdfVerdict } from './document-sniff';
import { isOle2, oleDirectory, scanOle, type OleRisk } from './ole-scan';
import { scanOoxml, type OoxmlRisk } from './ooxml-scan';
import type { PdfRisk } from './pdf-scan';
import { zipEntryNames } from './zip-read';

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
const DOCX: SniffedCv = {
  type: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ext: '.docx',
};

/** Why a CV is refused: not a CV at all, or active content (./pdf-scan, ./ooxml-scan, ./ole-scan). */
export type CvRefusal = 'not-a-cv' | PdfRisk | OoxmlRisk | OleRisk;
export type CvVerdict = { ok: true; cv: SniffedCv } | { ok: false; reason: CvRefusal };

const WORD_STREAM = 'WordDocument';

/**
 * Recognises a CV and checks it for active content, as the documents library checks its PDFs and
 * more: scripts, launch actions and attachments in a PDF; macros, external templates and objects,
 * embedded programs in a DOCX; a VBA project or OLE package in a DOC.
 */
export const sniffCv = (bytes: Buffer): CvVerdict => {
  if (isPdf(bytes)) {
    const risk = pdfVerdict(bytes);
    return risk ? { ok: false, reason: risk } : { ok: true, cv: PDF };
  }
  if (isOle2(bytes)) {
    const entries = oleDirectory(bytes);
    if (!entries?.some((e) => e.type === 2 && e.name === WORD_STREAM)) return { ok: false, reason: 'not-a-cv' };
    const risk = scanOle(bytes);
    return risk ? { ok: false, reason: risk } : { ok: true, cv: DOC };
  }
  const names = zipEntryNames(bytes);
  if (!names || !names.includes('[Content_Types].xml') || !names.includes('word/document.xml'))
    return { ok: false, reason: 'not-a-cv' };
  const risk = scanOoxml(bytes);
  return risk ? { ok: false, reason: risk } : { ok: true, cv: DOCX };
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
