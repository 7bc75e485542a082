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
/** How many variants (camera, palette) of each scene. */
const VARIANTS = { office: 3, corridor: 4, facade: 3, factory: 3, classroom: 2, lobby: 4 };

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
  const file =
    url.pathname === '/scenes.js'
      ? path.join(here, 'scenes.js')
      : path.join(three, url.pathname.replace(/^\/three\//, ''));
  return route.fulfill({ contentType: 'text/javascript', body: await fs.readFile(file) });
});
await fs.mkdir(out, { recursive: true });
const only = process.argv.slice(2);
for (const [scene, count] of Object.entries(VARIANTS)) {
  for (let v = 0; v < count; v++) {
    if (only.length && !only.includes(scene) && !only.includes(`${scene}-${v + 1}`)) continue;
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
        noise: { type: 'gaussian', mean: 128, sigma: 18 },
      },
    })
      .png()
      .toBuffer();
    const file = path.join(out, `${scene}-${v + 1}.webp`);
    await sharp(png)
      .blur(0.5)
      .composite([{ input: grain, blend: 'soft-light' }])
      .webp({ quality: 72, effort: 6 })
      .toFile(file);
    console.log(file, (await fs.stat(file)).size);
    await tab.close();
  }
}
await browser.close();
