import { sniffBinary } from './sniff';
import { scanPdf, type PdfRisk } from './pdf-scan';

/**
 * Recognises a document by its bytes, never by its name or the type the browser declared: a PDF
 * (`%PDF-` ... `%%EOF`) without active content (./pdf-scan: scripts, XFA forms, launch actions,
 * attachments, what cannot be decoded), or a JPEG or PNG scan.
 */
export type DocumentVerdict =
  | { ok: true; type: 'pdf' | 'jpeg' | 'png'; mime: string; ext: '.pdf' | '.jpg' | '.png' }
  | { ok: false; reason: 'not-a-document' | PdfRisk };

/**
 * A PDF's verdict: null when it is a clean PDF, the risk found otherwise (a file without `%%EOF` near its end is
 * unreadable).
 */
export const pdfVerdict = (bytes: Buffer): PdfRisk | null => {
  if (!bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF')) return 'unreadable';
  return scanPdf(bytes);
};

export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

export const sniffDocument = (bytes: Buffer): DocumentVerdict => {
  if (isPdf(bytes)) {
    const risk = pdfVerdict(bytes);
    return risk ? { ok: false, reason: risk } : { ok: true, type: 'pdf', mime: 'application/pdf', ext: '.pdf' };
  }
  const image = sniffBinary(bytes.subarray(0, 64));
  if (image?.type === 'jpeg' || image?.type === 'png')
    return { ok: true, type: image.type, mime: image.mime, ext: image.ext };
  return { ok: false, reason: 'not-a-document' };
};
