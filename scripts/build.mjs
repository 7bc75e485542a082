// Builds what is out of date: the shared contract, the cms (server TypeScript + Strapi admin
// panel) and the web app. `--force` rebuilds everything.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCmsEnv, strapiEnv } from './lib/env.mjs';
import { BIN, CMS, CONTRACT, ROOT, WEB } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { contentFingerprint, fingerprint, isFresh, writeStamp } from './lib/stamp.mjs';

const force = process.argv.includes('--force');
const lockfile = path.join(ROOT, 'package-lock.json');

/**
 * The files that define content types and components: their schema.json (a component's own .json) and the content-types
 * index files that list them.
 */
const schemaFiles = (dir) => {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, name))
    .filter(
      (file) =>
        (file.endsWith('.json') ||
          (file.endsWith(`${path.sep}index.ts`) && file.includes(`content-types${path.sep}`))) &&
        fs.statSync(file).isFile(),
    )
    .sort();
};

// Strapi's generated content-type types (cms/types/generated, committed): the services' reads and
// writes are checked against them (utils/document-rows). They follow the schemas and the installed
// Strapi; when either changed, the build makes them again (`strapi ts:generate-types`, ~15 s) before
// compiling, and the new files show in `git status` to be committed with the schema change.
const CONTENT_TYPE_SOURCES = [
  path.join(CMS, 'src', 'api'),
  path.join(CMS, 'src', 'components'),
  path.join(CMS, 'src', 'extensions'),
  path.join(CMS, 'src', 'plugins', 'installer', 'server', 'src', 'content-types'),
].flatMap((dir) => schemaFiles(dir));
const strapiVersion = () =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'package.json'), 'utf8')).version;
const TYPES_STAMP = path.join(CMS, 'types', 'generated', 'schemas.sha256');
const typesPrint = () => contentFingerprint(CMS, CONTENT_TYPE_SOURCES, `@strapi/strapi ${strapiVersion()}`);

const steps = [
  {
    name: 'contract',
    inputs: [path.join(CONTRACT, 'src'), path.join(CONTRACT, 'tsconfig.json'), path.join(ROOT, 'tsconfig.json')],
    stamp: path.join(CONTRACT, 'dist', '.build-stamp'),
    build: () => run(BIN('tsc'), ['-p', path.join(CONTRACT, 'tsconfig.json')]),
  },
  {
    name: 'cms content-type types',
    fresh: () => isFresh(TYPES_STAMP, typesPrint()),
    build: async () => {
      await run(BIN('strapi'), ['ts:generate-types', '--silent'], { cwd: CMS, env: strapiEnv });
      writeStamp(TYPES_STAMP, typesPrint());
    },
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
    inputs: [
      path.join(CMS, 'src'),
      path.join(CMS, 'config'),
      path.join(CMS, 'types'),
      path.join(CMS, 'tsconfig.json'),
      path.join(CONTRACT, 'dist'),
    ],
    stamp: path.join(CMS, 'dist', '.build-stamp'),
    build: () => run(BIN('tsc'), ['-p', path.join(CMS, 'tsconfig.json')]),
  },
  {
    name: 'web',
    inputs: [
      path.join(WEB, 'src'),
      path.join(WEB, 'public'),
      path.join(WEB, 'index.html'),
      path.join(WEB, 'installer.html'),
      path.join(WEB, 'signin.html'),
      path.join(WEB, 'vite.config.ts'),
      path.join(CONTRACT, 'src'),
      lockfile,
    ],
    stamp: path.join(WEB, 'dist', '.build-stamp'),
    build: () => run('npm', ['run', 'build', '--silent'], { cwd: WEB }),
  },
];

export const buildAll = async () => {
  ensureCmsEnv();
  for (const step of steps) {
    // A step with its own freshness check (`fresh`) writes its own stamp; the others are stamped by
    // their inputs' paths, sizes and times.
    if (!force && (step.fresh ? step.fresh() : isFresh(step.stamp, fingerprint(step.inputs)))) {
      console.log(`✓ ${step.name} is up to date`);
      continue;
    }
    console.log(`→ building ${step.name}`);
    await step.build();
    if (!step.fresh) writeStamp(step.stamp, fingerprint(step.inputs));
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
