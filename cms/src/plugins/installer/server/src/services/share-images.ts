import fs from 'fs/promises';
import path from 'path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { morphJoinTableOf } from '../utils/db-metadata';
import type { StoredFileRow } from '../utils/upload-rows';
import { LIMITS, SHARE_IMAGE, shareImagePath } from '@portfolio/contract';
import { imageJobs } from './image-jobs';
import { derivedWrite } from './response-cache';
import { TRASH_UID } from '../trash/service';
import { publishedSettings } from '../utils/site-settings';

const FILE_UID = 'plugin::upload.file';
/**
 * The Strapi format (file.formats.share) the share card is stored as: made once, known to the orphan sweep, the Trash
 * and backups.
 */
export const SHARE_FORMAT = 'share';
const { width: W, height: H } = SHARE_IMAGE;
/** Logos and small pictures sit inside this margin on a plain card. */
const PAD = 72;
const BACKGROUND = '#ffffff';

/**
 * The card of a site without a share image (Site settings): its name and tagline. Not a stored hash (those end in
 * _<hex>).
 */
export const DEFAULT_CARD = 'default';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const defaultCardSvg = (
  company: string,
  tagline: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="${W}" height="${H}" fill="#1e3a5f"/>
  <text x="${PAD}" y="250" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="bold" fill="#ffffff">${escapeXml(company.slice(0, 32))}</text>
  <rect x="${PAD}" y="290" width="120" height="8" fill="#f4a261"/>
  <text x="${PAD}" y="370" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#e9c46a">${escapeXml(tagline.slice(0, 64))}</text>
</svg>`;

/** Strapi's hashes: a file name without its extension (`photo_3f9a1c02be`), never a path. */
const HASH = /^[A-Za-z0-9._-]{1,200}$/;

export interface ShareCard {
  /** The stored format's URL (/uploads/share_... or the bucket's). */
  url: string;
  /** The card's bytes when this process just made it (saves reading it back). */
  buffer?: Buffer;
}

/**
 * The 1200x630 card link previews show (og:image), made once per source image with sharp and
 * stored as the source's `share` format: a photo is cropped to fill it (sharp's attention
 * strategy keeps the interesting part), a logo, an SVG, a transparent or small picture is centred
 * on a padded plain card. GET /share-image/<hash>.jpg (api/share-image) serves it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const pending = new Map<string, Promise<ShareCard | null>>();
  /** The default card, made once per company name and tagline. */
  let defaultCard: { text: string; buffer: Promise<Buffer> } | undefined;

  const sourceBytes = async (row: Pick<StoredFileRow, 'hash' | 'ext'> & { url: string }): Promise<Buffer | null> => {
    try {
      if (/^\/uploads\//.test(row.url))
        return await fs.readFile(path.join(strapi.dirs.static.public, 'uploads', `${row.hash}${row.ext}`));
      const res = await fetch(row.url);
      return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
    } catch {
      return null;
    }
  };

  const render = async (input: Buffer): Promise<Buffer> => {
    const options = { limitInputPixels: LIMITS.imageMaxPixels, density: 144 };
    const meta = await sharp(input, options).metadata();
    const photo = meta.format !== 'svg' && !meta.hasAlpha && (meta.width ?? 0) >= W / 2 && (meta.height ?? 0) >= H / 2;
    if (photo) {
      return sharp(input, options)
        .rotate()
        .resize(W, H, { fit: 'cover', position: sharp.strategy.attention })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
    }
    const inner = await sharp(input, options)
      .rotate()
      .resize(W - 2 * PAD, H - 2 * PAD, { fit: 'inside' })
      .png()
      .toBuffer();
    return sharp({ create: { width: W, height: H, channels: 3, background: BACKGROUND } })
      .composite([{ input: inner, gravity: 'center' }])
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  };

  const make = async (row: StoredFileRow & { url: string }): Promise<ShareCard | null> => {
    const source = await sourceBytes(row);
    if (!source) return null;
    const buffer = await imageJobs(() => render(source));
    // The upload provider sets `url` on the file it stores.
    const card: {
      name: string;
      hash: string;
      ext: string;
      mime: string;
      width: number;
      height: number;
      size: number;
      sizeInBytes: number;
      path: null;
      buffer: Buffer;
      url?: string;
    } = {
      name: `share_${row.name}`,
      hash: `share_${row.hash}`,
      ext: '.jpg',
      mime: 'image/jpeg',
      width: W,
      height: H,
      size: buffer.length / 1000,
      sizeInBytes: buffer.length,
      path: null,
      buffer,
    };
    await strapi.plugin('upload').provider.upload(card);
    const { buffer: _bytes, ...format } = card;
    void _bytes;
    // Another request may have added formats meanwhile: merge into what is stored now.
    const current = await strapi.db.query(FILE_UID).findOne({ where: { id: row.id }, select: ['formats'] });
    // Derived from an image visitors already see: no answer changes, so no cache is emptied.
    const formats = { ...(current?.formats ?? {}), [SHARE_FORMAT]: format };
    await derivedWrite(() => strapi.db.query(FILE_UID).update({ where: { id: row.id }, data: { formats } }));
    return { url: format.url!, buffer };
  };

  return {
    /** Is the file held by an item in the Trash (its files are not public then)? */
    async inTrash(fileId: number): Promise<boolean> {
      const related = morphJoinTableOf(strapi, FILE_UID, 'related');
      const table = related?.name ?? 'files_related_mph';
      const fileColumn = related?.joinColumn?.name ?? 'file_id';
      const typeColumn = related?.morphColumn?.typeColumn?.name ?? 'related_type';
      return !!(await strapi.db
        .connection(table)
        .where({ [fileColumn]: fileId, [typeColumn]: TRASH_UID })
        .first());
    },

    /**
     * The share card of the image stored under `hash`, made now if it was not yet; null when there is no such public
     * image.
     */
    async card(hash: string): Promise<ShareCard | null> {
      if (hash === DEFAULT_CARD) return this.defaultCard();
      if (!HASH.test(hash)) return null;
      const row = await strapi.db.query(FILE_UID).findOne({ where: { hash } });
      if (!row || !String(row.mime ?? '').startsWith('image/') || (await this.inTrash(row.id))) return null;
      const stored = row.formats?.[SHARE_FORMAT];
      if (stored?.url) return { url: stored.url };
      if (!pending.has(hash)) {
        const job = make(row).catch((error) => {
          strapi.log.warn(`Could not make the share image of ${row.url}: ${error}`);
          return null;
        });
        pending.set(hash, job);
        void job.finally(() => pending.delete(hash));
      }
      return pending.get(hash)!;
    },

    /** The card of a site without its own share image: the company's name and tagline. */
    async defaultCard(): Promise<ShareCard> {
      const settings: { companyName?: string | null; tagline?: string | null } | null = await publishedSettings(
        strapi,
        { select: ['companyName', 'tagline'] },
      );
      const text = JSON.stringify([settings?.companyName ?? '', settings?.tagline ?? '']);
      if (defaultCard?.text !== text) {
        const svg = defaultCardSvg(settings?.companyName ?? '', settings?.tagline ?? '');
        defaultCard = { text, buffer: imageJobs(() => sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()) };
      }
      return { url: shareImagePath(DEFAULT_CARD), buffer: await defaultCard.buffer };
    },

    /** The bytes of a stored card (local folder or bucket). */
    async bytes(card: ShareCard): Promise<Buffer | null> {
      if (card.buffer) return card.buffer;
      return sourceBytes({ url: card.url, hash: path.posix.basename(card.url, '.jpg'), ext: '.jpg' });
    },
  };
};
