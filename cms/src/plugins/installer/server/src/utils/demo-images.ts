import fs from 'fs/promises';
import path from 'path';
import sharp from 'sharp';
import { titleCase } from '@portfolio/contract';
import type { CheckedFile } from '../services/files';

/** Generated pictures for the demo content: simple SVG scenes rendered to JPEG/PNG with sharp. */
const PALETTES = [
  ['#1e3a5f', '#f4a261', '#e9c46a'],
  ['#264653', '#2a9d8f', '#e76f51'],
  ['#3d405b', '#81b29a', '#f2cc8f'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
  ['#003049', '#d62828', '#fcbf49'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Buildings against a sky (no text: heroes and crops never show half a word); `variant` shifts palette and layout. */
const sceneSvg = (variant: number, width: number, height: number) => {
  const [dark, accent, light] = PALETTES[variant % PALETTES.length];
  const ground = Math.round(height * 0.72);
  const towers = Array.from({ length: 5 }, (_, i) => {
    const w = width * (0.1 + ((i * 7 + variant * 3) % 5) * 0.02);
    const h = height * (0.25 + ((i * 5 + variant) % 6) * 0.07);
    const x = width * (0.08 + i * 0.18);
    const windows = Array.from({ length: Math.floor(h / 60) }, (_, r) =>
      Array.from({ length: 3 }, (_, c) => `<rect x="${x + 14 + c * (w / 3.2)}" y="${ground - h + 20 + r * 60}" width="${w / 5}" height="30" fill="${light}" opacity="0.85"/>`).join(''),
    ).join('');
    return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${i % 2 ? dark : accent}"/>${windows}`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.18}" r="${height * 0.08}" fill="${accent}" opacity="0.7"/>
  ${towers}
  <rect y="${ground}" width="${width}" height="${height - ground}" fill="${dark}"/>
  <rect y="${ground}" width="${width}" height="${height - ground}" fill="url(#ground)"/>
</svg>`;
};

const logoSvg = (name: string, variant: number) => {
  const [dark, accent] = PALETTES[variant % PALETTES.length];
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const words = titleCase(name).split(/\s+/);
  const half = Math.ceil(words.length / 2);
  const lines = (words.length > 1 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : words).map((l) => l.slice(0, 26));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300">
  <rect width="800" height="300" rx="24" fill="#ffffff"/>
  <circle cx="130" cy="150" r="90" fill="${accent}"/>
  <text x="130" y="175" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
  ${lines
    .map((line, i) => `<text x="250" y="${150 - (lines.length - 1) * 20 + i * 42}" font-family="DejaVu Sans, sans-serif" font-size="32" font-weight="bold" fill="${dark}">${escapeXml(line)}</text>`)
    .join('')}
</svg>`;
};

export class DemoImages {
  private count = 0;
  constructor(private readonly dir: string) {}

  static async create(tmpRoot: string) {
    return new DemoImages(await fs.mkdtemp(path.join(tmpRoot, 'installer-demo-')));
  }

  private async write(buffer: Buffer, ext: '.jpg' | '.png'): Promise<CheckedFile> {
    const filepath = path.join(this.dir, `demo-${++this.count}${ext}`);
    await fs.writeFile(filepath, buffer);
    const sniffed = ext === '.jpg' ? ({ type: 'jpeg', mime: 'image/jpeg', ext } as const) : ({ type: 'png', mime: 'image/png', ext } as const);
    return { source: { filepath, originalFilename: path.basename(filepath), mimetype: sniffed.mime, size: buffer.length }, sniffed };
  }

  /** A ~1600x1000 JPEG scene (no text in it). */
  async photo(variant: number, width = 1600, height = 1000) {
    const jpeg = await sharp(Buffer.from(sceneSvg(variant, width, height))).jpeg({ quality: 78 }).toBuffer();
    return this.write(jpeg, '.jpg');
  }

  async logo(name: string, variant: number) {
    return this.write(await sharp(Buffer.from(logoSvg(name, variant))).png().toBuffer(), '.png');
  }

  dispose() {
    return fs.rm(this.dir, { recursive: true, force: true });
  }
}
