import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const IGNORED = new Set(['node_modules', 'dist', '.tmp', '.cache', 'build', '.strapi', 'uploads', 'coverage']);

const walk = (target, out) => {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(target).sort()) if (!IGNORED.has(name)) walk(path.join(target, name), out);
  } else out.push(`${target}:${stat.size}:${stat.mtimeMs}`);
};

/** A fingerprint of the input files (path, size, mtime): a build is up to date when it matches. */
export const fingerprint = (inputs) => {
  const entries = [];
  for (const input of inputs) walk(input, entries);
  return crypto.createHash('sha256').update(entries.join('\n')).digest('hex');
};

export const isFresh = (stampFile, print) => fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === print;
export const writeStamp = (stampFile, print) => {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, print);
};

/**
 * A fingerprint of these files' contents (paths relative to `root`): the same on every checkout, so a
 * result committed with it (cms/types/generated) is known to be up to date in a fresh clone.
 */
export const contentFingerprint = (root, files, extra = '') => {
  const hash = crypto.createHash('sha256').update(extra);
  for (const file of files)
    hash.update(`\n${path.relative(root, file).split(path.sep).join('/')}\n`).update(fs.readFileSync(file));
  return hash.digest('hex');
};
