// `node bench/bombs.mjs` (after `node scripts/build.mjs`): uploads the files of the security review
// to a fresh server as a signed-in admin and prints how long each takes to be answered
// and the slowest /_health answer meanwhile. Updates its section of bench/RESULTS.md
// (`npm run bench` keeps that section).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { writeSections } from './lib/results.mjs';
import { benchSecrets, signInCookie, startCms } from './lib/server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' };
const NS = 'xmlns="http://www.w3.org/2000/svg"';

const pngBomb = (width, height) => {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
const bigPlainSvg = (bytes) => {
  const shape =
    '<path d="M10 10h80v80H10z M20 20h60v60H20z M30 30h40v40H30z" fill="#369" stroke="#036" stroke-width="2"/>\n';
  return `<svg ${NS} width="400" height="400">\n${shape.repeat(Math.floor((bytes - 100) / shape.length))}</svg>`;
};

const FILES = [
  [
    'SVG 16000 x 16000, blurred (pixel bomb)',
    `<svg ${NS} width="16000" height="16000"><filter id="f"><feGaussianBlur stdDeviation="80"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`,
  ],
  [
    'SVG 16000 x 16000, turbulence (pixel bomb)',
    `<svg ${NS} width="16000" height="16000"><filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="10"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`,
  ],
  ['PNG declaring 30000 x 30000 (decompression bomb)', pngBomb(30000, 30000)],
  ['SVG of 1 MB: unclosed comments', `<svg ${NS}><!--${'<!--'.repeat(256 * 1024)}`],
  ['SVG of 4.9 MB: unclosed comments', `<svg ${NS}><!--${'<!--'.repeat(1225 * 1024)}`],
  ['SVG of 4.9 MB: 48k plain paths (over the 10 000 element cap)', bigPlainSvg(4.9 * 1024 * 1024)],
  ['SVG of 1 MB: 9.9k plain paths (accepted)', bigPlainSvg(1024 * 1024)],
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bombs-'));
fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
const cms = await startCms({
  ...benchSecrets(),
  DATABASE_FILENAME: path.join(work, 'data.db'),
  PUBLIC_DIR: path.join(work, 'public'),
  INSTALLER_ADMIN_EMAIL: ADMIN.email,
  INSTALLER_ADMIN_PASSWORD: ADMIN.password,
});

const lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};

try {
  const cookie = await signInCookie(cms.url, ADMIN);
  const upload = async (name, body) => {
    const form = new FormData();
    form.append('name', name);
    form.append('logo', new Blob([Buffer.from(body)], { type: 'image/svg+xml' }), 'logo.svg');
    const res = await fetch(`${cms.url}/api/v1/logos/upload`, { method: 'POST', headers: { cookie }, body: form });
    await res.arrayBuffer();
    return res.status;
  };
  /** Runs `work` while /_health is polled every 25 ms. */
  const watched = async (work) => {
    let done = false;
    let slowest = 0;
    const watcher = (async () => {
      while (!done) {
        const t = performance.now();
        await fetch(`${cms.url}/_health`);
        slowest = Math.max(slowest, performance.now() - t);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const t = performance.now();
    const statuses = await work();
    const ms = performance.now() - t;
    done = true;
    await watcher;
    return { statuses, ms, slowest };
  };

  const idle = await watched(() => new Promise((r) => setTimeout(() => r([]), 500)));
  say('## Upload bombs\n');
  say(
    `- Date: ${new Date().toISOString()}, Node ${process.version}; command: \`node scripts/build.mjs && node bench/bombs.mjs\``,
  );
  say(
    `- Each file is sent as a library logo by a signed-in admin; /_health is polled every 25 ms meanwhile (idle: slowest ${idle.slowest.toFixed(0)} ms).\n`,
  );
  say('| upload | size | answer | answered in | slowest /_health meanwhile |');
  say('|---|---|---|---|---|');
  for (const [label, body] of FILES) {
    const { statuses, ms, slowest } = await watched(async () => [await upload('bomb', body)]);
    say(
      `| ${label} | ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB | ${statuses[0]} | ${ms.toFixed(0)} ms | ${slowest.toFixed(0)} ms |`,
    );
  }
  const [blur, turbulence, png] = FILES;
  const four = await watched(() => Promise.all([blur, blur, turbulence, png].map(([, body]) => upload('bomb', body))));
  say(
    `| the three bombs, four at once | | ${four.statuses.join(', ')} | ${four.ms.toFixed(0)} ms | ${four.slowest.toFixed(0)} ms |`,
  );
} finally {
  await cms.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

writeSections(path.join(HERE, 'RESULTS.md'), lines.join('\n'));
console.log('\nWritten to bench/RESULTS.md');
