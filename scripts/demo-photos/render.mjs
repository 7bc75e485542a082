// Renders the demo project photographs once with three.js in headless Chromium (scenes.js) and
// writes them as WebP to cms/demo/photos, where the first-start demo seed reads them. Run again
// only when a scene changes: `node scripts/demo-photos/render.mjs [scene | scene-N ...]`.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = path.join(root, 'cms/demo/photos');
const three = path.join(root, 'node_modules/three');
const WIDTH = 1600;
const HEIGHT = 1000;
/**
 * How many variants of each scene (scenes.js): each is its own picture (camera, layout, palette,
 * time of day), and each demo project photo names one no other project uses.
 */
const VARIANTS = { office: 8, corridor: 8, facade: 6, factory: 7, classroom: 5, lobby: 7, bank: 3, lab: 2, records: 2 };

const page = `<!doctype html><html><body style="margin:0">
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
<script type="module">import '/scenes.js'; window.ready = true;</script></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
});
const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
await context.route('http://render.local/**', async (route) => {
  const url = new URL(route.request().url());
  if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: page });
  // three.js from node_modules; scenes.js and its ./kit and ./scenes modules from this folder.
  const file = url.pathname.startsWith('/three/')
    ? path.join(three, url.pathname.replace(/^\/three\//, ''))
    : path.join(here, path.normalize(url.pathname));
  return route.fulfill({ contentType: 'text/javascript', body: await fs.readFile(file) });
});
await fs.mkdir(out, { recursive: true });
const only = process.argv.slice(2);
for (const [scene, count] of Object.entries(VARIANTS)) {
  for (let v = 0; v < count; v++) {
    if (only.length && !only.includes(scene) && !only.includes(`${scene}-${v + 1}`)) continue;
    const started = Date.now();
    const tab = await context.newPage();
    tab.on('pageerror', (e) => console.error(scene, v, e.message));
    await tab.goto('http://render.local/');
    await tab.waitForFunction(() => window.ready === true);
    const dataUrl = await tab.evaluate(([s, n, w, h]) => window.renderScene(s, n, w, h), [scene, v, WIDTH, HEIGHT]);
    const png = Buffer.from(dataUrl.split(',')[1], 'base64');
    // A touch of lens softness and grain, so the edges do not look computer-sharp.
    const grain = await sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 7 },
      },
    })
      .png()
      .toBuffer();
    const file = path.join(out, `${scene}-${v + 1}.webp`);
    // Quality 78; a busy picture (foliage, stone) goes down in quality, then a little softer, so
    // each file stays under about 90 KB.
    let webp;
    for (const [blur, quality] of [
      [0.5, 78],
      [0.5, 70],
      [0.5, 62],
      [0.8, 62],
      [0.8, 55],
    ]) {
      webp = await sharp(
        await sharp(png)
          .blur(blur)
          .composite([{ input: grain, blend: 'soft-light' }])
          .toBuffer(),
      )
        .webp({ quality, effort: 6 })
        .toBuffer();
      if (webp.length <= 90_000) break;
    }
    await fs.writeFile(file, webp);
    console.log(path.relative(root, file), (await fs.stat(file)).size, `${Date.now() - started} ms`);
    await tab.close();
  }
}
await browser.close();
