import fs from 'fs';
import sharp from 'sharp';
import { LIMITS } from '@portfolio/contract';
import { badRequest, tooLarge, unsupportedType } from '../utils/http-errors';
import { isAnimated } from './image-frames';
import type { Sniffed } from './sniff';

/** What an image's refusals say, in the words of the field it was sent in. */
export interface ImageRefusals {
  invalidMessage: string;
  tooManyPixelsMessage: string;
  animatedMessage: string;
}

/** Width x height and frame count from the image's header (or an SVG's canvas), without decoding a pixel. */
const measure = async (input: string | Buffer): Promise<{ pixels: number | null; pages: number }> => {
  const { width, height, pages } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0, pages: 1 }));
  return { pixels: width && height ? width * height : null, pages: pages ?? 1 };
};

/**
 * Measures an image before any pixel work. An animation (more than one frame: animated GIF, WebP,
 * APNG, read from the container's headers, then sharp's page count) answers 400, as more than
 * LIMITS.imageMaxPixels (the canvas of an SVG, or any raster image it embeds) answers 413, without
 * decoding; then the image is decoded, with the same cap enforced by sharp, so a corrupt file is
 * refused before anything is stored.
 */
export const checkImage = async (filepath: string, sniffed: Sniffed, fileUse: ImageRefusals) => {
  const embedded = (sniffed.type === 'svg' ? (sniffed.embedded ?? []) : []).map((uri) =>
    Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64'),
  );
  if (sniffed.type !== 'svg' && isAnimated(await fs.promises.readFile(filepath)))
    throw badRequest(fileUse.animatedMessage);
  if (embedded.some(isAnimated)) throw badRequest(fileUse.animatedMessage);
  const sizes = [await measure(filepath), ...(await Promise.all(embedded.map(measure)))];
  if (sizes.some(({ pixels }) => pixels === null)) throw unsupportedType(fileUse.invalidMessage);
  if (sizes.some(({ pages }) => pages > 1)) throw badRequest(fileUse.animatedMessage);
  if (sizes.some(({ pixels }) => pixels! > LIMITS.imageMaxPixels)) throw tooLarge(fileUse.tooManyPixelsMessage);
  const decodable = await sharp(filepath, { limitInputPixels: LIMITS.imageMaxPixels })
    .stats()
    .then(() => true)
    .catch(() => false);
  if (!decodable) throw unsupportedType(fileUse.invalidMessage);
};
