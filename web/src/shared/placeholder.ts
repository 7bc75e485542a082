/** What a broken image is replaced by (spec section 8): a neutral picture frame. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e8ebef"/><path d="M150 190l40-50 30 35 20-22 40 37z" fill="#b5bdc8"/><circle cx="250" cy="115" r="16" fill="#b5bdc8"/></svg>',
  );
