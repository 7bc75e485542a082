import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchSecrets } from './server.mjs';

const SEED = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed.cjs');

/**
 * A fresh database and upload folder seeded by bench/seed.cjs with `clients` x `sites` (3 photos
 * each, the last project 6) and 30 press posts; `env` starts a cms on them. `extraEnv` is added to both (e.g. the
 * dashboard's admin account).
 */
export const seedPortfolio = (clients, sites, extraEnv = {}) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
  const env = {
    ...benchSecrets(),
    DATABASE_FILENAME: path.join(work, 'data.db'),
    PUBLIC_DIR: path.join(work, 'public'),
    API_MAX_LIMIT: '1000',
    ...extraEnv,
  };
  console.log(`Seeding ${clients} clients x ${sites} sites into ${work} ...`);
  const seeded = spawnSync(process.execPath, [SEED], {
    env: {
      ...process.env,
      ...env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      SEED_DEMO: 'false',
      BENCH_CLIENTS: String(clients),
      BENCH_SITES: String(sites),
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
  return { work, env, ...JSON.parse(seeded.stdout.split('\n').find((l) => l.startsWith('{"token"'))) };
};

/** The seeded first client's and first project's public pages (bench/seed.cjs names, as slugs). */
export const CLIENT_PATH = '/projects/client/client-0000';
export const PROJECT_PATH = `${CLIENT_PATH}/site-0-0`;
