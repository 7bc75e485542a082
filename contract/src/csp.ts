/** Where a video block's YouTube player comes from, once the visitor clicks play (blocks/VideoBlock). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The Content-Security-Policy of everything the site answers, in one place. The cms sends it
 * (cms/config/middlewares.ts, which adds the object storage's origin to img-src and media-src), and
 * nginx sends the same on what it answers itself (deploy/nginx.conf's `${SITE_CSP}`, rendered from
 * cspHeader()). Scripts only from our origin, no plugins, no framing by other sites; frames only of
 * our own pages and the YouTube player; images and media also from data:/blob: and the Strapi admin
 * panel's marketplace images.
 */
export const SITE_CSP: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'", 'https:'],
  'font-src': ["'self'", 'https:', 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'frame-src': ["'self'", YOUTUBE_EMBED_ORIGIN],
  'img-src': ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", 'https:', "'unsafe-inline'"],
};

/** The policy as a header value ("default-src 'self'; base-uri 'self'; ..."). */
export const cspHeader = (directives: Readonly<Record<string, readonly string[]>> = SITE_CSP): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
