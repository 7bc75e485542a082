// Seeds a benchmark portfolio straight through Strapi's document service (the API would spend
// minutes generating image formats): a few real photos are uploaded once and shared by every site.
// Run by bench/run.mjs with the database and upload folder in the environment.
const path = require('node:path');
const cmsDir = path.join(__dirname, '..', 'cms');
const { createStrapi } = require(require.resolve('@strapi/strapi', { paths: [cmsDir] }));
const sharp = require(require.resolve('sharp', { paths: [cmsDir] }));
const fs = require('node:fs');
const os = require('node:os');

const CLIENTS = Number(process.env.BENCH_CLIENTS || 300);
const SITES = Number(process.env.BENCH_SITES || 10);
const INDUSTRIES = ['educational', 'healthcare', 'bank', 'corporate', 'government'];
const STATES = ['Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu', 'Gujarat', 'Kerala', 'Telangana', 'West Bengal'];

/** A camera-like photo: noise compresses like a real picture, so byte counts mean something. */
const photo = async (i, dir) => {
  const width = 2400;
  const height = 1600;
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 120 + i * 10, sigma: 40 } },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
  const file = path.join(dir, `site-photo-${i}.jpg`);
  fs.writeFileSync(file, noise);
  return { filepath: file, originalFilename: `site-photo-${i}.jpg`, mimetype: 'image/jpeg', size: noise.length };
};

(async () => {
  const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  try {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-seed-'));
    const upload = strapi.plugin('upload').service('upload');
    const photoFiles = [];
    for (let i = 0; i < 6; i += 1) {
      const [row] = await upload.upload({ data: {}, files: await photo(i, tmp) });
      photoFiles.push(row.id);
    }
    const logoBuffer = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#1f2a37' } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(tmp, 'logo.png'), logoBuffer);
    const [logo] = await upload.upload({
      data: {},
      files: {
        filepath: path.join(tmp, 'logo.png'),
        originalFilename: 'logo.png',
        mimetype: 'image/png',
        size: logoBuffer.length,
      },
    });

    const started = Date.now();
    for (let c = 0; c < CLIENTS; c += 1) {
      const client = await strapi
        .documents('api::client.client')
        .create({ data: { name: `client ${String(c).padStart(4, '0')}`, logo: logo.id } });
      for (let s = 0; s < SITES; s += 1) {
        await strapi.documents('api::site.site').create({
          data: {
            siteName: `site ${c}-${s}`,
            area: 1000 + s * 250,
            industry: INDUSTRIES[(c + s) % INDUSTRIES.length],
            project_scope: 'Design and build',
            state: STATES[(c + s) % STATES.length],
            locations: 'city',
            description: 'A benchmark site with a realistic description of the work done on it.',
            // Three photos each; the last project all six (bench/dashboard.mjs opens it in the editor).
            photos:
              c === CLIENTS - 1 && s === SITES - 1
                ? photoFiles
                : [photoFiles[s % 6], photoFiles[(s + 1) % 6], photoFiles[(s + 2) % 6]],
            site_start: 2010 + (s % 12),
            site_ongoing: s % 4 === 0,
            client: client.documentId,
          },
        });
      }
    }
    for (let p = 0; p < 30; p += 1) {
      await strapi.documents('api::post.post').create({
        data: {
          kind: 'press',
          title: `Press item ${p}`,
          desc: 'Coverage of a finished project.',
          nav: 'press-release',
          img: photoFiles[p % 6],
        },
      });
    }
    const token = await strapi
      .service('admin::api-token')
      .create({ name: 'bench', type: 'read-only', lifespan: null, description: 'benchmark reference' });
    process.stdout.write(JSON.stringify({ token: token.accessKey, seconds: (Date.now() - started) / 1000 }) + '\n');
  } finally {
    await strapi.destroy();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
