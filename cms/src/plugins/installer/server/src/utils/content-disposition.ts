/** `attachment` with a header-safe quoted file name plus the RFC 5987 UTF-8 form. */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
