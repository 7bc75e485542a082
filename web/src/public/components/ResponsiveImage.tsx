import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../shared/placeholder';

/** One generated size of an image (Strapi's upload formats); width/height are null for SVGs. */
export interface ImageVariant {
  url: string;
  width?: number | null;
  height?: number | null;
}
/**
 * What the API sends beside each image path: `client.coverPhotoFormats`, `site.photoFormats[i]`,
 * `post.imgFormats` (see cms utils/serialize.ts), and Strapi media objects from the REST API.
 */
export interface ImageDetails extends ImageVariant {
  mime?: string | null;
  formats?: Record<string, ImageVariant | undefined> | null;
}

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** The plain path (always sent); used when no details are available. */
  src?: string | null;
  image?: ImageDetails | null;
  alt: string;
  /** Layout hint for the browser's choice among the sizes, e.g. "(min-width: 900px) 33vw, 100vw". */
  sizes?: string;
  /** Above the fold: load eagerly with high priority; otherwise lazy. */
  priority?: boolean;
  /** Used when the image has no known size (e.g. SVG logos, plain paths): keeps layout stable. */
  fallbackWidth?: number;
  fallbackHeight?: number;
}

const widthOf = (v: ImageVariant) => (typeof v.width === 'number' && v.width > 0 ? v.width : 0);

/** srcset entries from the original and its formats, narrowest first, without duplicates or the tiny thumbnail. */
export const srcSetOf = (image: ImageDetails | null | undefined): string | undefined => {
  if (!image) return undefined;
  const variants = [
    ...Object.entries(image.formats ?? {})
      .filter(([name]) => name !== 'xsmall' && name !== 'thumbnail')
      .map(([, v]) => v),
    image,
  ]
    .filter((v): v is ImageVariant => !!v?.url && widthOf(v) > 0)
    .sort((a, b) => widthOf(a) - widthOf(b));
  const seen = new Set<number>();
  const entries = variants
    .filter((v) => !seen.has(widthOf(v)) && seen.add(widthOf(v)))
    .map((v) => `${v.url} ${widthOf(v)}w`);
  return entries.length > 1 ? entries.join(', ') : undefined;
};

/** Picks the smallest variant at least `minWidth` wide (or the largest there is). */
export const pickVariant = (image: ImageDetails | null | undefined, minWidth: number): ImageVariant | undefined => {
  if (!image) return undefined;
  const all = [...Object.values(image.formats ?? {}), image]
    .filter((v): v is ImageVariant => !!v?.url)
    .sort((a, b) => widthOf(a) - widthOf(b));
  return all.find((v) => widthOf(v) >= minWidth) ?? all[all.length - 1];
};

/** Raster images Strapi resizes: one larger than the thumbnail box (245 x 156) always gets a `thumbnail` format. */
const RESIZED = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A photo whose responsive formats are still being made in the background (a save answers
 * before they exist): a raster image larger than the thumbnail box with no format yet. Its only
 * file is the original as uploaded (a phone photo of several MB), so it is not shown yet.
 */
export const formatsPending = (image: ImageDetails | null | undefined): boolean =>
  !!image &&
  RESIZED.includes(image.mime ?? '') &&
  (widthOf(image) > 245 || (image.height ?? 0) > 156) &&
  !Object.keys(image.formats ?? {}).length;

/**
 * An <img> with srcset/sizes from Strapi's generated formats, width/height set (no layout shift),
 * lazy below the fold. Broken images become the app-wide placeholder (AppShell).
 */
export const ResponsiveImage = ({
  src,
  image,
  alt,
  sizes = '100vw',
  priority = false,
  fallbackWidth = 800,
  fallbackHeight = 600,
  ...rest
}: Props) => {
  // While its formats are made, the light placeholder (its own size) stands in for the original.
  const pending = formatsPending(image);
  const url = pending ? PLACEHOLDER_IMAGE : image?.url || src || '';
  const srcSet = pending ? undefined : srcSetOf(image);
  const width = image && widthOf(image) ? widthOf(image) : fallbackWidth;
  const height = image && typeof image.height === 'number' && image.height > 0 ? image.height : fallbackHeight;
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      data-pending={pending ? 'formats' : undefined}
      {...rest}
    />
  );
};
