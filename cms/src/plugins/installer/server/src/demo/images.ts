import fs from 'fs/promises';
import path from 'path';
import sharp from 'sharp';
import { titleCase } from '@portfolio/contract';
import type { CheckedFile } from '../services/files';

/**
 * Pictures for the demo content: photographs rendered once with three.js (cms/demo/photos, made by
 * scripts/demo-photos/render.mjs) and logos drawn as SVG, both turned into files with sharp.
 */
const PALETTES = [
  ['#1e3a5f', '#f4a261', '#e9c46a'],
  ['#264653', '#2a9d8f', '#e76f51'],
  ['#3d405b', '#81b29a', '#f2cc8f'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
  ['#003049', '#d62828', '#fcbf49'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const logoSvg = (name: string, variant: number) => {
  const [dark, accent] = PALETTES[variant % PALETTES.length];
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const words = titleCase(name).split(/\s+/);
  const half = Math.ceil(words.length / 2);
  const lines = (words.length > 1 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : words).map((l) =>
    l.slice(0, 26),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300">
  <rect width="800" height="300" rx="24" fill="#ffffff"/>
  <circle cx="130" cy="150" r="90" fill="${accent}"/>
  <text x="130" y="175" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="250" y="${150 - (lines.length - 1) * 20 + i * 42}" font-family="DejaVu Sans, sans-serif" font-size="32" font-weight="bold" fill="${dark}">${escapeXml(line)}</text>`,
    )
    .join('')}
</svg>`;
};

const SNIFFED = {
  '.jpg': { type: 'jpeg', mime: 'image/jpeg', ext: '.jpg' },
  '.png': { type: 'png', mime: 'image/png', ext: '.png' },
  '.webp': { type: 'webp', mime: 'image/webp', ext: '.webp' },
} as const;

export class DemoImages {
  private count = 0;
  /** `dir`: a temporary folder for the files made; `renders`: the rendered photographs. */
  constructor(
    private readonly dir: string,
    private readonly renders: string,
  ) {}

  /** `appRoot`: the cms folder (strapi.dirs.app.root), which holds demo/photos. */
  static async create(tmpRoot: string, appRoot: string) {
    return new DemoImages(
      await fs.mkdtemp(path.join(tmpRoot, 'installer-demo-')),
      path.join(appRoot, 'demo', 'photos'),
    );
  }

  private async write(buffer: Buffer, ext: keyof typeof SNIFFED): Promise<CheckedFile> {
    const filepath = path.join(this.dir, `demo-${++this.count}${ext}`);
    await fs.writeFile(filepath, buffer);
    const sniffed = SNIFFED[ext];
    return {
      source: { filepath, originalFilename: path.basename(filepath), mimetype: sniffed.mime, size: buffer.length },
      sniffed,
    };
  }

  /**
   * One of the rendered photographs as a WebP of width × height: `office-2` as rendered (the file
   * itself when it has that size), `office-2:flip` mirrored, `office-2:crop` framed tighter (the
   * middle 70 %). Project photos use renders as they are, each its own; the posts use the
   * mirrored and tighter versions of project renders.
   */
  async render(spec: string, width = 1600, height = 1000) {
    const [name, mode] = spec.split(':');
    const source = path.join(this.renders, `${name}.webp`);
    let image = sharp(source);
    // A render already at the size asked for is used as it is: no decode and encode again.
    if (!mode) {
      const { width: w, height: h } = await image.metadata();
      if (w === width && h === height) return this.write(await fs.readFile(source), '.webp');
    }
    if (mode === 'crop') {
      const { width: w = width, height: h = height } = await image.metadata();
      image = sharp(
        await image
          .extract({
            left: Math.round(w * 0.15),
            top: Math.round(h * 0.12),
            width: Math.round(w * 0.7),
            height: Math.round(h * 0.7),
          })
          .toBuffer(),
      );
    }
    if (mode === 'flip') image = image.flop();
    return this.write(await image.resize(width, height, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(), '.webp');
  }

  async logo(name: string, variant: number) {
    return this.write(
      await sharp(Buffer.from(logoSvg(name, variant)))
        .png()
        .toBuffer(),
      '.png',
    );
  }

  dispose() {
    return fs.rm(this.dir, { recursive: true, force: true });
  }
}
