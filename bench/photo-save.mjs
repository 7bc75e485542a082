// The photo-save case of `npm run bench`, also runnable alone after `node scripts/build.mjs`:
// `node bench/photo-save.mjs` (BENCH_PHOTO_SAVES saves per mode, default 2). A signed-in admin sends
// addClient with three 4000 x 3000 JPEGs of about 3 MB (smooth noise made with sharp, so they compress
// like photographs) to a fresh server; the bench times the answer and, polling getClient, the moment
// every photo has its responsive formats. "Before" is the server with PHOTO_FORMATS_IN_BACKGROUND=false
// (formats made during the save, the old way), "after" the default (made in the background).
// Writes its own section of bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../scripts/lib/paths.mjs';
import { runAlone } from './lib/results.mjs';
import { benchSecrets, signInCookie, startCms } from './lib/server.mjs';

const HEADING = 'Saving a project with three phone photos';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' };
const sharp = createRequire(path.join(ROOT, 'cms', 'package.json'))('sharp');

/** A 4000 x 3000 JPEG of about 3 MB: gaussian noise at 1000 x 750, scaled up, quality 80. */
const phonePhoto = async () => {
  const raw = await sharp({
    create: { width: 1000, height: 750, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .raw()
    .toBuffer();
  return sharp(raw, { raw: { width: 1000, height: 750, channels: 3 } })
    .resize(4000, 3000)
    .jpeg({ quality: 80 })
    .toBuffer();
};

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs the case in both modes; answers the section's lines. */
export const photoSaveSection = async ({ saves = Number(process.env.BENCH_PHOTO_SAVES || 2) } = {}) => {
  const photos = [];
  for (let i = 0; i < 3; i++) photos.push(await phonePhoto());
  const lines = [`## ${HEADING}\n`];
  const sizes = photos.map((p) => (p.length / 1024 / 1024).toFixed(2)).join(', ');
  lines.push(
    `- Date: ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores (shared; load average ${os.loadavg()[0].toFixed(1)} at the start); \`node bench/photo-save.mjs\` (part of \`npm run bench\`)`,
  );
  lines.push(
    `- addClient with a PNG logo and three 4000 x 3000 JPEGs (${sizes} MB) by a signed-in admin, SQLite, ${saves} saves per mode, one after the other; "formats ready" polls getClient every 100 ms until every photo has its thumbnail and breakpoint formats, timed from the request's start.\n`,
  );
  lines.push('| mode | answered in (each) | answered in (median) | formats ready (each) | formats ready (median) |');
  lines.push('|---|---|---|---|---|');
  const logo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

  for (const [mode, env] of [
    [
      'before: formats made during the save (PHOTO_FORMATS_IN_BACKGROUND=false)',
      { PHOTO_FORMATS_IN_BACKGROUND: 'false' },
    ],
    ['after: formats made in the background', {}],
  ]) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'));
    fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
    const cms = await startCms({
      ...benchSecrets(),
      ...env,
      DATABASE_FILENAME: path.join(work, 'data.db'),
      PUBLIC_DIR: path.join(work, 'public'),
      INSTALLER_ADMIN_EMAIL: ADMIN.email,
      INSTALLER_ADMIN_PASSWORD: ADMIN.password,
    });
    const answered = [];
    const ready = [];
    try {
      const cookie = await signInCookie(cms.url, ADMIN);
      for (let n = 0; n < saves; n++) {
        const name = `bench photos ${n + 1}`;
        const form = new FormData();
        for (const [key, value] of Object.entries({
          name,
          siteName: 'Main block',
          area: '12000',
          industry: 'Healthcare',
          project_scope: 'Design and build',
          state: 'kerala',
          site_start: '2021',
          locations: 'Kochi',
          description: 'Three phone photos.',
          site_ongoing: 'true',
        }))
          form.append(key, value);
        form.append('coverPhoto', new Blob([logo], { type: 'image/png' }), 'logo.png');
        photos.forEach((p, i) => form.append('photos', new Blob([p], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`));
        const t = performance.now();
        const res = await fetch(`${cms.url}/api/v1/clients/addClient`, {
          method: 'POST',
          headers: { cookie },
          body: form,
        });
        await res.arrayBuffer();
        answered.push(performance.now() - t);
        if (res.status !== 201) throw new Error(`addClient answered ${res.status}`);
        const deadline = Date.now() + 180_000;
        for (;;) {
          const [client] = await (
            await fetch(`${cms.url}/api/v1/clients/getClient/${encodeURIComponent(name)}`)
          ).json();
          const photoFormats = client?.sites?.[0]?.photoFormats ?? [];
          if (photoFormats.length === 3 && photoFormats.every((p) => p.formats?.thumbnail && p.formats?.xlarge)) break;
          if (Date.now() > deadline) throw new Error('formats not ready within 180 s');
          await new Promise((r) => setTimeout(r, 100));
        }
        ready.push(performance.now() - t);
      }
    } finally {
      await cms.stop();
      fs.rmSync(work, { recursive: true, force: true });
    }
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    lines.push(
      `| ${mode} | ${answered.map(s).join(', ')} | ${s(median(answered))} | ${ready.map(s).join(', ')} | ${s(median(ready))} |`,
    );
    console.log(lines.at(-1));
  }
  return lines;
};

await runAlone(import.meta.url, photoSaveSection);
