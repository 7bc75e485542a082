// Builds what is out of date: the shared contract, the cms (server TypeScript + Strapi admin
// panel) and the web app. `--force` rebuilds everything.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCmsEnv, strapiEnv } from './lib/env.mjs';
import { BIN, CMS, CONTRACT, ROOT, WEB } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { fingerprint, isFresh, writeStamp } from './lib/stamp.mjs';

const force = process.argv.includes('--force');
const lockfile = path.join(ROOT, 'package-lock.json');

const steps = [
  {
    name: 'contract',
    inputs: [path.join(CONTRACT, 'src'), path.join(CONTRACT, 'tsconfig.json'), path.join(ROOT, 'tsconfig.json')],
    stamp: path.join(CONTRACT, 'dist', '.build-stamp'),
    build: () => run(BIN('tsc'), ['-p', path.join(CONTRACT, 'tsconfig.json')]),
  },
  {
    // The admin panel depends on the installed packages and src/admin only; it takes ~45 s.
    // `strapi build` first compiles the server TypeScript (cms/tsconfig.json, the same compile as
    // the next step) since it loads the compiled config, so the next step is then up to date too.
    name: 'cms admin panel',
    inputs: [path.join(CMS, 'package.json'), lockfile, path.join(CMS, 'src', 'admin')],
    stamp: path.join(CMS, 'dist', 'build', '.build-stamp'),
    build: () => run(BIN('strapi'), ['build'], { cwd: CMS, env: strapiEnv }),
    alsoBuilds: 'cms server',
  },
  {
    name: 'cms server',
    inputs: [path.join(CMS, 'src'), path.join(CMS, 'config'), path.join(CMS, 'tsconfig.json'), path.join(CONTRACT, 'dist')],
    stamp: path.join(CMS, 'dist', '.build-stamp'),
    build: () => run(BIN('tsc'), ['-p', path.join(CMS, 'tsconfig.json')]),
  },
  {
    name: 'web',
    inputs: [path.join(WEB, 'src'), path.join(WEB, 'public'), path.join(WEB, 'index.html'), path.join(WEB, 'installer.html'), path.join(WEB, 'vite.config.ts'), path.join(CONTRACT, 'src'), lockfile],
    stamp: path.join(WEB, 'dist', '.build-stamp'),
    build: () => run('npm', ['run', 'build', '--silent'], { cwd: WEB }),
  },
];

export const buildAll = async () => {
  ensureCmsEnv();
  for (const step of steps) {
    const print = fingerprint(step.inputs);
    if (!force && isFresh(step.stamp, print)) {
      console.log(`✓ ${step.name} is up to date`);
      continue;
    }
    console.log(`→ building ${step.name}`);
    await step.build();
    writeStamp(step.stamp, fingerprint(step.inputs));
    const also = steps.find((other) => other.name === step.alsoBuilds);
    if (also) writeStamp(also.stamp, fingerprint(also.inputs));
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
