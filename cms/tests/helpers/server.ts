import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const CMS_DIR = path.resolve(__dirname, '..', '..');
const STRAPI_BIN = path.join(path.dirname(createRequire(path.join(CMS_DIR, 'package.json')).resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

export interface TestServer {
  url: string;
  /** The temporary folder served at /uploads lives at `${publicDir}/uploads`. */
  publicDir: string;
  dbFile: string;
  stop(): Promise<void>;
  logs(): string;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const secret = () => crypto.randomBytes(16).toString('base64');

/** Secrets and knobs a fresh test server needs; callers may override any of them. */
export const testEnv = (extra: Record<string, string> = {}) => ({
  APP_KEYS: `${secret()},${secret()}`,
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  STRAPI_TELEMETRY_DISABLED: 'true',
  SERVE_ADMIN: 'false',
  SEED_DEMO: 'false',
  INSTALLER_ADMIN_EMAIL: ADMIN.email,
  INSTALLER_ADMIN_PASSWORD: ADMIN.password,
  NODE_ENV: 'production',
  ...extra,
});

const waitForHealth = async (url: string, child: ChildProcess, output: () => string, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/_health`);
      if (res.status === 204) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Strapi did not become healthy in ${timeoutMs} ms:\n${output()}`);
};

/**
 * Starts the compiled Strapi on a free port with a fresh SQLite file and upload folder (or the
 * database the env names, e.g. DATABASE_CLIENT=postgres), and waits until /_health answers.
 */
export const startServer = async (env: Record<string, string> = {}, reuse?: { dbFile: string; publicDir: string }): Promise<TestServer> => {
  const work = reuse ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const publicDir = reuse?.publicDir ?? path.join(work!, 'public');
  const dbFile = reuse?.dbFile ?? path.join(work!, 'data.db');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;

  let output = '';
  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env: { ...process.env, ...testEnv({ PORT: String(port), HOST: '127.0.0.1', DATABASE_FILENAME: dbFile, PUBLIC_DIR: publicDir, ...env }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));

  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  return {
    url,
    publicDir,
    dbFile,
    logs: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          if (work && !process.env.KEEP_TEST_DATA) fs.rmSync(work, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
};
