// `npm run dev`: Strapi in develop mode (auto-reload, content-type builder) on :1337 and the
// Vite dev server on :5173 proxying /api and /uploads to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ensureCmsEnv, strapiEnv } from './lib/env.mjs';
import { BIN, CMS, CONTRACT, WEB } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

ensureCmsEnv();
await run(BIN('tsc'), ['-p', `${CONTRACT}/tsconfig.json`]);

const children = [
  spawn(BIN('strapi'), ['develop'], { cwd: CMS, env: { ...process.env, ...strapiEnv }, stdio: 'inherit' }),
  spawn(BIN('vite'), [], { cwd: WEB, stdio: 'inherit' }),
];
console.log('\nWeb app: http://localhost:5173  ·  Strapi: http://localhost:1337/admin\n');

const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  }),
);
