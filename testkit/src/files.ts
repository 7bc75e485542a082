import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Small valid files for upload tests, and a way to see what reached the upload folder. */
const solid = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } });

export const png = (width = 64, height = 48, color = '#3366cc') => solid(width, height, color).png().toBuffer();
export const jpeg = (width = 64, height = 48, color = '#cc6633') => solid(width, height, color).jpeg().toBuffer();
export const webp = (width = 64, height = 48, color = '#33cc66') => solid(width, height, color).webp().toBuffer();
export const gif = (width = 64, height = 48, color = '#cccc33') => solid(width, height, color).gif().toBuffer();

export const svg = (body = '<rect width="10" height="10" fill="red"/>') =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`);

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
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]))
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
