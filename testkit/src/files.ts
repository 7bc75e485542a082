import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Small valid files for upload tests, and a way to see what reached the upload folder. */
const solid = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } });

export const png = (width = 64, height = 48, color = '#3366cc') => solid(width, height, color).png().toBuffer();
export const jpeg = (width = 64, height = 48, color = '#cc6633') => solid(width, height, color).jpeg().toBuffer();
export const webp = (width = 64, height = 48, color = '#33cc66') => solid(width, height, color).webp().toBuffer();
export const gif = (width = 64, height = 48, color = '#cccc33') => solid(width, height, color).gif().toBuffer();

export const svg = (body = '<rect width="10" height="10" fill="red"/>') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`,
  );

/** An MP4 header ('ftyp' box) followed by filler: enough for a content check. */
export const mp4 = (size = 2048) => {
  const buf = Buffer.alloc(size);
  Buffer.from([0x00, 0x00, 0x00, 0x18]).copy(buf, 0);
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1').copy(buf, 4);
  return buf;
};
export const webm = (size = 2048) => {
  const buf = Buffer.alloc(size);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(buf, 0);
  return buf;
};

/** A file of `size` bytes that starts like a PNG (the size check comes before decoding). */
export const bigPng = (size: number) => {
  const buf = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buf, 0);
  return buf;
};

/** Text that only pretends to be an image by its name. */
export const fakePng = () => Buffer.from('this is not really a png file, just text with a .png name');

export const MB = 1024 * 1024;

export const file = (data: Buffer, name: string, type = 'application/octet-stream') => new File([data], name, { type });

/** Multipart form: strings as fields, File (or File[] for a repeated field) as files; string[] is a repeated field. */
export const form = (fields: Record<string, string | number | boolean | File | File[] | string[] | undefined>) => {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v: File | string) => fd.append(key, v));
    else if (value instanceof File) fd.append(key, value);
    else fd.append(key, String(value));
  }
  return fd;
};

/** Every file under `${publicDir}/uploads`, relative and sorted. */
export const uploadedFiles = (publicDir: string): string[] => {
  const root = path.join(publicDir, 'uploads');
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) =>
            e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))],
          )
      : [];
  return walk(root).sort();
};

/** True when the path (e.g. '/uploads/x.png') exists in the upload folder. */
export const existsOnDisk = (publicDir: string, urlPath: string) => fs.existsSync(path.join(publicDir, urlPath));

/** Whether a removed file waits in the Trash's private folder (uploads/.trash/<file id>/<name>), out of public reach. */
export const inTrashOnDisk = (publicDir: string, urlPath: string) => {
  const trash = path.join(publicDir, 'uploads', '.trash');
  if (!fs.existsSync(trash)) return false;
  const name = path.basename(urlPath);
  return fs.readdirSync(trash).some((dir) => fs.existsSync(path.join(trash, dir, name)));
};

/** An animation of `frames` frames (alternating colours, so no encoder merges them), made with sharp's animated join. */
export const animated = async (format: 'webp' | 'gif', frames = 3, width = 64, height = 48) => {
  const still = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      solid(width, height, i % 2 ? '#336699' : '#993366')
        .png()
        .toBuffer(),
    ),
  );
  const image = sharp(still, { join: { animated: true } });
  return format === 'webp' ? image.webp({ effort: 0 }).toBuffer() : image.gif().toBuffer();
};

const pngChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** The chunks of a PNG (type and data), after its signature. */
const pngChunks = (png: Buffer) => {
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
};

/** An animated PNG (APNG) of `frames` frames, written chunk by chunk around sharp's still frames: acTL, then fcTL + IDAT/fdAT per frame. */
export const apng = async (frames = 3, width = 64, height = 48) => {
  const stills = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      solid(width, height, i % 2 ? '#336699' : '#993366')
        .png()
        .toBuffer(),
    ),
  );
  const first = pngChunks(stills[0]);
  const ihdr = first.find((c) => c.type === 'IHDR')!;
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(frames, 0);
  let sequence = 0;
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr.data),
    pngChunk('acTL', actl),
  ];
  for (const [i, still] of stills.entries()) {
    const fctl = Buffer.alloc(26);
    fctl.writeUInt32BE(sequence++, 0);
    fctl.writeUInt32BE(width, 4);
    fctl.writeUInt32BE(height, 8);
    fctl.writeUInt16BE(1, 20); // delay 1/10 s
    fctl.writeUInt16BE(10, 22);
    parts.push(pngChunk('fcTL', fctl));
    for (const { data } of pngChunks(still).filter((c) => c.type === 'IDAT')) {
      if (i === 0) parts.push(pngChunk('IDAT', data));
      else {
        const seq = Buffer.alloc(4);
        seq.writeUInt32BE(sequence++, 0);
        parts.push(pngChunk('fdAT', Buffer.concat([seq, data])));
      }
    }
  }
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
};

/** An SVG whose only content is an embedded raster image (a data: URI). */
export const svgEmbedding = (image: Buffer, mime: string) =>
  svg(`<image width="10" height="10" href="data:${mime};base64,${image.toString('base64')}"/>`);

/**
 * An animated WebP of `frames` frames of `width` x `height`, written by hand around one still frame
 * that sharp encodes (VP8X with the animation flag, ANIM, one ANMF per frame): the decompression
 * bomb the security review found (60 frames of 2000 x 2000 in a few KB) made in milliseconds.
 */
export const animatedWebpBomb = async (frames: number, width: number, height: number) => {
  const still = await solid(width, height, '#808080').webp({ quality: 10 }).toBuffer();
  const frame = still.subarray(12); // the still's 'VP8 ' chunk
  const u24 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
  };
  const vp8x = chunk('VP8X', Buffer.concat([Buffer.from([0x02, 0, 0, 0]), u24(width - 1), u24(height - 1)]));
  const anim = chunk('ANIM', Buffer.from([0, 0, 0, 0, 0, 0]));
  const anmf = chunk(
    'ANMF',
    Buffer.concat([u24(0), u24(0), u24(width - 1), u24(height - 1), u24(100), Buffer.from([0]), frame]),
  );
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    vp8x,
    anim,
    ...Array.from({ length: frames }, () => anmf),
  ]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
};
