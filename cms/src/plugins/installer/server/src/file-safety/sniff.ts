import fs from 'fs/promises';
import { LIMITS } from '@portfolio/contract';
import { inspectSvg } from './svg';

/**
 * Recognises an uploaded file by its first bytes (magic numbers), never by its name or the
 * Content-Type the browser declared.
 */
export type Sniffed =
  | { type: 'png'; mime: 'image/png'; ext: '.png' }
  | { type: 'jpeg'; mime: 'image/jpeg'; ext: '.jpg' }
  | { type: 'gif'; mime: 'image/gif'; ext: '.gif' }
  | { type: 'webp'; mime: 'image/webp'; ext: '.webp' }
  | {
      type: 'svg';
      mime: 'image/svg+xml';
      ext: '.svg';
      /** raster images the SVG embeds as data: URIs */ embedded?: string[];
    }
  | { type: 'mp4'; mime: 'video/mp4'; ext: '.mp4' }
  | { type: 'mov'; mime: 'video/quicktime'; ext: '.mov' }
  | { type: 'webm'; mime: 'video/webm'; ext: '.webm' }
  /** Documents only (file-safety/document-sniff): never what sniffBinary answers. */
  | { type: 'pdf'; mime: 'application/pdf'; ext: '.pdf' };

export type SniffedType = Sniffed['type'];

const HEAD_BYTES = 64;

const startsWith = (head: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString('latin1');

/** The binary formats; SVG is text and is recognised by parsing it (./svg). */
export const sniffBinary = (head: Buffer): Sniffed | null => {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'png', mime: 'image/png', ext: '.png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { type: 'jpeg', mime: 'image/jpeg', ext: '.jpg' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { type: 'gif', mime: 'image/gif', ext: '.gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { type: 'webp', mime: 'image/webp', ext: '.webp' };
  // ISO base media (MP4 / QuickTime): a box whose type at offset 4 is 'ftyp'; the brand tells MOV apart.
  if (ascii(head, 4, 8) === 'ftyp') {
    return ascii(head, 8, 12) === 'qt  '
      ? { type: 'mov', mime: 'video/quicktime', ext: '.mov' }
      : { type: 'mp4', mime: 'video/mp4', ext: '.mp4' };
  }
  // Older QuickTime files may start with a 'moov'/'mdat'/'wide' atom instead of 'ftyp'.
  if (['moov', 'mdat', 'wide', 'free'].includes(ascii(head, 4, 8)))
    return { type: 'mov', mime: 'video/quicktime', ext: '.mov' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { type: 'webm', mime: 'video/webm', ext: '.webm' };
  return null;
};

export type SniffResult = Sniffed | { type: 'unsafe-svg' } | null;

/** The most SVG text ever examined: the logo size cap (a larger file is refused by size first). */
export const SVG_MAX_BYTES = LIMITS.logoMaxBytes;

/**
 * Sniffs the file at `filepath`. SVG is only considered when `allowSvg` is set, and then the file
 * (at most SVG_MAX_BYTES) is parsed as XML against an allowlist (./svg).
 */
export const sniffFile = async (filepath: string, allowSvg: boolean): Promise<SniffResult> => {
  const handle = await fs.open(filepath, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const binary = sniffBinary(head);
  if (binary || !allowSvg) return binary;

  if ((await fs.stat(filepath)).size > SVG_MAX_BYTES) return null;
  const { verdict, images } = inspectSvg(await fs.readFile(filepath, 'utf8'));
  if (verdict === 'not-svg') return null;
  if (verdict === 'unsafe') return { type: 'unsafe-svg' };
  return { type: 'svg', mime: 'image/svg+xml', ext: '.svg', embedded: images };
};
