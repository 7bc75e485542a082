import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { BIN, CMS } from '../../scripts/lib/paths.mjs';

export const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const secret = () => crypto.randomBytes(16).toString('base64');
export const benchSecrets = () => ({
  APP_KEYS: `${secret()},${secret()}`,
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  TWO_FACTOR_KEY: crypto.randomBytes(32).toString('base64'),
});

export const waitFor = async (check, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
};

/**
 * Starts the compiled cms (serving web/dist) on the given database and upload folder; `timeoutMs`: how long its start
 * may take.
 */
export const startCms = async (env, { timeoutMs = 120_000 } = {}) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(BIN('strapi'), ['start'], {
    cwd: CMS,
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await waitFor(async () => (await fetch(`${url}/_health`)).status === 204, timeoutMs).catch(() => {
    child.kill('SIGKILL');
    throw new Error(`cms did not start:\n${output}`);
  });
  return {
    url,
    /**
     * CPU seconds the cms process has used so far (user + system, from /proc, in Linux's 100 ticks a second; null
     * elsewhere).
     */
    cpuSeconds: () => {
      try {
        const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        return null;
      }
    },
    stop: () =>
      new Promise((resolve) =>
        child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
      ),
  };
};

export const cmsPath = (...parts) => path.join(CMS, ...parts);

/** Signs in to the dashboard's API as `credentials` ({ email, password }); answers the session's Cookie header. */
export const signInCookie = async (url, credentials) => {
  const login = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};
