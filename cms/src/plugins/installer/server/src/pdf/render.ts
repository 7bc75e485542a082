import { createRequire } from 'module';
import React from 'react';
import sharp from 'sharp';

/**
 * Documents made on the server (capability statements, the tender pack's summary) with
 * @react-pdf/renderer, which lays React components out as a PDF: real, selectable text, fonts
 * embedded (Inter, self-hosted from @fontsource/inter; its Latin Extended file supplies ₹).
 * The library is an ES module: loaded once, on first use, so start-up does not pay for it.
 */
type ReactPdf = typeof import('@react-pdf/renderer');

// TypeScript compiles `import()` to `require()` under CommonJS; this keeps a real dynamic import.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;
const localRequire = createRequire(__filename);

let loaded: Promise<ReactPdf> | null = null;
export const reactPdf = (): Promise<ReactPdf> =>
  (loaded ??= importEsm<ReactPdf>('@react-pdf/renderer').then((pdf) => {
    const font = (name: string) => localRequire.resolve(`@fontsource/inter/files/${name}`);
    for (const [family, subset] of [
      ['Inter', 'latin'],
      ['InterExt', 'latin-ext'],
    ] as const) {
      pdf.Font.register({
        family,
        fonts: [
          { src: font(`inter-${subset}-400-normal.woff`), fontWeight: 400 },
          { src: font(`inter-${subset}-600-normal.woff`), fontWeight: 600 },
          { src: font(`inter-${subset}-700-normal.woff`), fontWeight: 700 },
        ],
      });
    }
    // Words are not split with hyphens the reader never typed.
    pdf.Font.registerHyphenationCallback((word: string) => [word]);
    return pdf;
  }));

/** The font stack every document uses: Inter, then its Latin Extended subset (₹, –). */
export const FONT_FAMILY = ['Inter', 'InterExt'];

export const h = React.createElement;

/** A photo as react-pdf takes it (JPEG; WebP is not supported there), at most `width` px wide. */
export const pdfImage = async (
  bytes: Buffer | null,
  width: number,
): Promise<{ data: Buffer; format: 'jpg' } | null> => {
  if (!bytes) return null;
  try {
    const data = await sharp(bytes, { limitInputPixels: 50_000_000, pages: 1 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    return { data, format: 'jpg' };
  } catch {
    return null;
  }
};

/**
 * One document at a time per process, each on freshly loaded fonts. react-pdf keeps the fonts it
 * loaded (fontkit objects, with their glyph caches) in a store shared by every document of the
 * process, and a document could leave a glyph cached without its character: later documents then
 * drew a full stop that text extraction (pdftotext, copy and paste, search) did not read. A reset
 * before each document costs a reload of six small font files; the PDFs are cached answers.
 * (react-pdf's own Font.reset drops the data but keeps the finished load, so nothing reloads.)
 */
interface LoadedFontSource {
  data: unknown;
  loadResultPromise: Promise<unknown> | null;
}
const reloadFonts = (pdf: ReactPdf) => {
  const families = pdf.Font.getRegisteredFonts() as unknown as Record<string, { sources: LoadedFontSource[] }>;
  for (const family of Object.values(families))
    for (const source of family.sources) {
      source.data = null;
      source.loadResultPromise = null;
    }
};
let queue: Promise<unknown> = Promise.resolve();
export const renderPdf = async (document: React.ReactElement): Promise<Buffer> => {
  const pdf = await reactPdf();
  const render = queue.then(() => {
    reloadFonts(pdf);
    return pdf.renderToBuffer(document as Parameters<ReactPdf['renderToBuffer']>[0]);
  });
  queue = render.catch(() => undefined);
  return render;
};
