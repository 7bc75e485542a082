/**
 * Whether an image holds more than one frame, read from its container's chunk and block headers
 * only (no pixel is decoded, no library is called): the pixel cap reads the first frame's size, and
 * decoding every frame of an animation is what costs (a 20-frame 2000 x 2000 WebP took 78 s).
 *   - PNG: an `acTL` chunk (APNG);
 *   - WebP: the VP8X animation flag, or an `ANIM`/`ANMF` chunk;
 *   - GIF: a second image descriptor (the blocks are walked: extensions and sub-blocks skipped).
 * JPEG, SVG (animation elements are refused by ./svg) and videos have no frames here.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const pngAnimated = (bytes: Buffer) => {
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'acTL' || type === 'fcTL' || type === 'fdAT') return true;
    if (type === 'IEND') return false;
    at += 12 + length;
  }
  return false;
};

const webpAnimated = (bytes: Buffer) => {
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = bytes.toString('latin1', at, at + 4);
    const length = bytes.readUInt32LE(at + 4);
    if (type === 'ANIM' || type === 'ANMF') return true;
    if (type === 'VP8X' && at + 8 < bytes.length && (bytes[at + 8] & 0x02) !== 0) return true;
    at += 8 + length + (length % 2);
  }
  return false;
};

/** Skips a GIF's data sub-blocks from `at` (each a length byte, then that many bytes; 0 ends them). */
const skipSubBlocks = (bytes: Buffer, at: number) => {
  let i = at;
  while (i < bytes.length && bytes[i] !== 0) i += bytes[i] + 1;
  return i + 1;
};

const gifFrames = (bytes: Buffer) => {
  let at = 13;
  if (bytes[10] & 0x80) at += 3 * (1 << ((bytes[10] & 0x07) + 1));
  let frames = 0;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) break; // trailer
    if (block === 0x21)
      at = skipSubBlocks(bytes, at + 2); // extension: introducer, label, sub-blocks
    else if (block === 0x2c) {
      if (++frames > 1) return frames;
      const packed = bytes[at + 9];
      at += 10;
      if (packed & 0x80) at += 3 * (1 << ((packed & 0x07) + 1));
      at = skipSubBlocks(bytes, at + 1); // LZW minimum code size, then the image data
    } else break; // damaged: the decoder's own check refuses it
  }
  return frames;
};

/** True when the image (PNG, WebP or GIF, whole file) is an animation of more than one frame. */
export const isAnimated = (bytes: Buffer): boolean => {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngAnimated(bytes);
  const head = bytes.toString('latin1', 0, 12);
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return webpAnimated(bytes);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return gifFrames(bytes) > 1;
  return false;
};
