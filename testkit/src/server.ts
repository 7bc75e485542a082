import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const CMS_DIR = path.resolve(__dirname, '..', '..', 'cms');
const STRAPI_BIN = path.join(
  path.dirname(createRequire(path.join(CMS_DIR, 'package.json')).resolve('@strapi/strapi/package.json')),
  'bin',
  'strapi.js',
);

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
/** The Strapi admin panel's super-admin every test server creates on start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const SUPER_ADMIN = { email: 'super@example.com', password: 'Super-password-1' };

export interface TestServer {
  url: string;
  /** The temporary folder served at /uploads lives at `${publicDir}/uploads`. */
  publicDir: string;
  /** The SQLite file, or the PostgreSQL database URL when TEST_POSTGRES_URL is set. */
  dbFile: string;
  secrets: Record<string, string>;
  stop(): Promise<void>;
  /** SIGKILL, for crash tests: no graceful shutdown. */
  kill(): Promise<void>;
  logs(): string;
}

/** The servers this worker started and has not stopped (a failed test prints their logs: cms/tests/setup/server-logs.ts). */
const running = new Set<TestServer>();
export const runningServers = () => [...running];

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

/** Fresh app keys and salts; two instances sharing them accept each other's cookies. */
export const newSecrets = (): Record<string, string> => ({
  APP_KEYS: `${secret()},${secret()}`,
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  TWO_FACTOR_KEY: crypto.randomBytes(32).toString('base64'),
});

/** Knobs a test server runs with; callers may override any of them. */
export const testEnv = (extra: Record<string, string> = {}) => ({
  STRAPI_TELEMETRY_DISABLED: 'true',
  SERVE_ADMIN: 'false',
  SEED_DEMO: 'false',
  INSTALLER_ADMIN_EMAIL: ADMIN.email,
  INSTALLER_ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: SUPER_ADMIN.email,
  ADMIN_PASSWORD: SUPER_ADMIN.password,
  NODE_ENV: 'production',
  // Photo formats are made during the save (not in the background), so a test reads them right after it;
  // format-jobs.test.ts runs the background queue (the production default) and says so.
  PHOTO_FORMATS_IN_BACKGROUND: 'false',
  // bcrypt's cheapest cost: a sign-in's compare takes ~1 ms instead of ~75. The tests of hashing
  // itself (security-accounts.test.ts) start a server with the production default.
  PASSWORD_HASH_ROUNDS: '4',
  ...extra,
});

/** What Strapi logs once it listens (@strapi/core, Strapi.postListen). */
const STARTED_LINE = 'Strapi started successfully';

const waitForHealth = async (url: string, child: ChildProcess, output: () => string, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/_health`);
      // Healthy, and this child is the one listening: it logs that line once it listens. Another test
      // server that took the same free port first would answer /_health as well (this child then
      // stops with "already used", and startServer starts it again on another port).
      if (res.status === 204 && output().includes(STARTED_LINE)) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Strapi did not become healthy in ${timeoutMs} ms:\n${output()}`);
};

type Env = Record<string, string | undefined>;
interface StrapiRun {
  child: ChildProcess;
  output: () => string;
  /** Strapi's graceful stop (strapi.destroy(), as on SIGTERM). */
  stop: () => Promise<void>;
  /** SIGKILL: no graceful shutdown. */
  kill: () => Promise<void>;
}

const killProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** A Strapi process of its own (`strapi start`), as production runs it. */
const spawnStrapi = (env: Env): StrapiRun => {
  let output = '';
  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { child, output: () => output, stop, kill: () => killProcess(child) };
};

/**
 * Test servers run in reusable host processes (strapi-host.cjs): a new Strapi instance per server,
 * on warm code, in a process that ran an earlier test server of this worker and was left clean. A
 * start there costs about a third of a cold `strapi start` (bench/RESULTS.md). Servers in development
 * mode (the demo seed) and TEST_STRAPI_HOSTS=false run as processes of their own.
 */
const HOST_SCRIPT = path.join(__dirname, 'strapi-host.cjs');
/** The host ends a server's logs with this line and "reusable" or "spent" (strapi-host.cjs). */
const HOST_STOPPED = '\u0000strapi-host stopped: ';
/** A host starts at most this many servers, which bounds what a long-lived process accumulates. */
const STARTS_PER_HOST = 15;
/**
 * Env that packages may read once, when they load (the temporary folder, the time zone...): a host
 * is used again only for a server with the same values.
 */
const PROCESS_ENV = ['NODE_ENV', 'TMPDIR', 'TZ', 'LANG', 'NODE_OPTIONS', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY'];
interface Host {
  child: ChildProcess;
  processEnv: string;
  starts: number;
}
const idleHosts: Host[] = [];
const hosted = (env: Env) =>
  env.NODE_ENV === 'production' && env.SEED_DEMO !== 'true' && process.env.TEST_STRAPI_HOSTS !== 'false';

/** An idle host neither keeps the test worker alive nor is left behind by it (the host exits on disconnect). */
const setIdle = ({ child }: Host, idle: boolean) => {
  for (const handle of [child, child.channel, child.stdout, child.stderr] as { ref?(): void; unref?(): void }[])
    (idle ? handle?.unref : handle?.ref)?.call(handle);
};
const takeHost = (processEnv: string): Host => {
  const index = idleHosts.findIndex((host) => host.processEnv === processEnv);
  if (index >= 0) {
    const [host] = idleHosts.splice(index, 1);
    setIdle(host, false);
    return host;
  }
  const host = {
    child: spawn(process.execPath, [HOST_SCRIPT], { cwd: CMS_DIR, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }),
    processEnv,
    starts: 0,
  };
  host.child.on('exit', () => idleHosts.includes(host) && idleHosts.splice(idleHosts.indexOf(host), 1));
  return host;
};

const hostStrapi = (env: Env): StrapiRun => {
  const host = takeHost(JSON.stringify(PROCESS_ENV.map((key) => env[key])));
  const { child } = host;
  host.starts++;
  let output = '';
  let ended!: (reusable: boolean) => void;
  const end = new Promise<boolean>((resolve) => (ended = resolve));
  child.stdout!.on('data', (d) => {
    output += d;
    const at = output.indexOf(HOST_STOPPED);
    const line = at < 0 ? '' : output.slice(at + HOST_STOPPED.length);
    if (!line.includes('\n')) return;
    output = output.slice(0, at);
    ended(line.startsWith('reusable'));
  });
  child.stderr!.on('data', (d) => (output += d));
  // Once this server has stopped, the host may run another one: its stop and kill are then no-ops.
  let released = false;
  const release = () => {
    released = true;
    child.stdout!.removeAllListeners('data');
    child.stderr!.removeAllListeners('data');
  };
  child.send({ start: env });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve(release());
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const onExit = () => {
        clearTimeout(killer);
        resolve(release());
      };
      child.once('exit', onExit);
      void end.then((reusable) => {
        clearTimeout(killer);
        child.off('exit', onExit);
        release();
        if (reusable && host.starts < STARTS_PER_HOST && child.connected) {
          setIdle(host, true);
          idleHosts.push(host);
        } else child.kill();
        resolve();
      });
      child.send({ stop: HOST_STOPPED });
    }));
  const kill = () => (released ? Promise.resolve() : killProcess(child).then(release));
  return { child, output: () => output, stop, kill };
};

/**
 * With TEST_POSTGRES_URL set (scripts/test.mjs does it when PostgreSQL is installed), each server
 * gets a fresh PostgreSQL database instead of a SQLite file; `dbFile` then holds its URL. With
 * `template`, the database is a copy of that one (CREATE DATABASE … TEMPLATE).
 */
const freshPostgresDatabase = async (adminUrl: string, template?: string) => {
  const { Client } = createRequire(path.join(CMS_DIR, 'package.json'))('pg');
  const name = `cms_test_${crypto.randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(
          template
            ? `CREATE DATABASE ${name} TEMPLATE ${new URL(template).pathname.slice(1)}`
            : `CREATE DATABASE ${name}`,
        );
        break;
      } catch (error) {
        // Two copies of one template made at the same moment: PostgreSQL refuses the second while the
        // first reads the template ("being accessed by other users"); it is free again a moment later.
        if (!template || attempt >= 100 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const usesPostgres = () => !!process.env.TEST_POSTGRES_URL;

/**
 * Where test servers keep their databases and upload folders: TEST_DATA_DIR if set, else /dev/shm
 * when this machine has one (memory: SQLite's fsync on every write then costs nothing, as `fsync=off`
 * does for the PostgreSQL test cluster), else the temporary folder.
 */
const dataRoot = () => {
  if (process.env.TEST_DATA_DIR) return process.env.TEST_DATA_DIR;
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
};

/**
 * The template database of a test run (SQLite file or PostgreSQL database, and its upload folder):
 * one server started on it once, so its schema is synced and its first start done (the dashboard
 * admin, the super-admin, the page texts, the media folders). `makeTemplate` (cms/tests/setup/template.ts,
 * the cms suite's global setup) publishes it in this variable for the test workers.
 */
const templateVariable = (postgres: boolean) => (postgres ? 'TEST_TEMPLATE_POSTGRES' : 'TEST_TEMPLATE_SQLITE');
interface Template {
  dbFile: string;
  publicDir: string;
}
const templateOf = (postgres: boolean): Template | null => {
  const value = process.env[templateVariable(postgres)];
  return value ? (JSON.parse(value) as Template) : null;
};

/**
 * What a first start writes depends on these: a server whose env sets one of them starts on a truly
 * fresh database rather than a copy of the template (made with testEnv()'s values).
 */
const FIRST_START_KEYS = [
  'INSTALLER_ADMIN_EMAIL',
  'INSTALLER_ADMIN_PASSWORD',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ALLOW_ADMIN_REGISTRATION',
  'SEED_DEMO',
  'NODE_ENV',
  'DATABASE_CLIENT',
  'DATABASE_URL',
  'DATABASE_FILENAME',
  'PUBLIC_DIR',
];

/**
 * Makes this run's template database (one boot on a fresh database, then stopped) and publishes it
 * to the test workers through the environment. Returns the clean-up. cms/vitest.config.ts runs it
 * as a global setup, once for SQLite or PostgreSQL (TEST_POSTGRES_URL).
 */
export const makeTemplate = async (): Promise<() => Promise<void>> => {
  const postgres = process.env.TEST_POSTGRES_URL;
  const work = fs.mkdtempSync(path.join(dataRoot(), 'cms-template-'));
  const template: Template = {
    dbFile: postgres ? await freshPostgresDatabase(postgres) : path.join(work, 'data.db'),
    publicDir: path.join(work, 'public'),
  };
  const server = await startServer({}, template, { fresh: true });
  await server.stop();
  process.env[templateVariable(!!postgres)] = JSON.stringify(template);
  return async () => {
    delete process.env[templateVariable(!!postgres)];
    if (postgres) {
      const { Client } = createRequire(path.join(CMS_DIR, 'package.json'))('pg');
      const client = new Client({ connectionString: postgres });
      await client.connect();
      await client
        .query(`DROP DATABASE IF EXISTS ${new URL(template.dbFile).pathname.slice(1)}`)
        .catch(() => undefined);
      await client.end();
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
};

/**
 * Starts the compiled Strapi on a free port with a fresh database (SQLite file, or PostgreSQL
 * database) and upload folder, and waits until /_health answers. Pass `reuse` (for example a
 * previous TestServer) to start on the same database, upload folder and secrets: a restart, or a
 * second instance sharing them. `port` fixes the port (a restart behind a proxy); a free one otherwise.
 *
 * When the run has a template database (makeTemplate), the fresh database is a copy of it: the
 * schema is already synced and the first start done, which saves about 40% of a boot. A server whose
 * `env` sets one of FIRST_START_KEYS, or started with `fresh: true` (a test about the first start
 * itself: its log lines, admin creation), gets an empty database instead.
 */
export const startServer = async (
  env: Record<string, string> = {},
  reuse?: { dbFile: string; publicDir: string; secrets?: Record<string, string> },
  {
    port: fixedPort,
    fresh = false,
    publicDir: sharedPublicDir,
  }: { port?: number; fresh?: boolean; publicDir?: string } = {},
): Promise<TestServer> => {
  const work = reuse ? null : fs.mkdtempSync(path.join(dataRoot(), 'cms-test-'));
  const publicDir = reuse?.publicDir ?? sharedPublicDir ?? path.join(work!, 'public');
  const postgres = process.env.TEST_POSTGRES_URL;
  const template = reuse || fresh || FIRST_START_KEYS.some((key) => key in env) ? null : templateOf(!!postgres);
  let dbFile = reuse?.dbFile;
  if (!dbFile && postgres) dbFile = await freshPostgresDatabase(postgres, template?.dbFile);
  if (!dbFile) {
    dbFile = path.join(work!, 'data.db');
    if (template)
      for (const suffix of ['', '-wal', '-shm'])
        if (fs.existsSync(template.dbFile + suffix)) fs.copyFileSync(template.dbFile + suffix, dbFile + suffix);
  }
  if (template && !sharedPublicDir && fs.existsSync(template.publicDir))
    fs.cpSync(template.publicDir, publicDir, { recursive: true });
  const database: Record<string, string> = postgres
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: dbFile }
    : { DATABASE_FILENAME: dbFile };
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const secrets = reuse?.secrets ?? newSecrets();

  // freePort() lets the port go before Strapi takes it, seconds later (after its boot); another
  // process may take it in between, and Strapi then stops with "The port … is already used by
  // another application". That is the harness's race, not the product's: start again on another port.
  const launch = async (port: number) => {
    const url = `http://127.0.0.1:${port}`;
    // PUBLIC_URL (required in production) is the server's own address unless the caller sets another.
    const childEnv = {
      ...process.env,
      ...testEnv({
        ...secrets,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        ...database,
        PUBLIC_DIR: publicDir,
        ...env,
      }),
    };
    const run = hosted(childEnv) ? hostStrapi(childEnv) : spawnStrapi(childEnv);
    try {
      // A demo seed (48 photographs and their formats) runs before the first healthy answer: on a busy
      // 2-core machine that alone can pass the usual 3 minutes. The bound only catches a hung start.
      await waitForHealth(url, run.child, run.output, env.SEED_DEMO === 'true' ? 900_000 : 180_000);
    } catch (error) {
      await run.kill();
      throw error;
    }
    return { url, ...run };
  };
  let started: Awaited<ReturnType<typeof launch>> | undefined;
  for (let attempt = 1; !started; attempt++) {
    try {
      started = await launch(fixedPort ?? (await freePort()));
    } catch (error) {
      if (fixedPort || attempt >= 3 || !/is already used by another application/.test((error as Error).message))
        throw error;
    }
  }
  const { url, output, stop, kill } = started;
  const removeWork = () => work && !process.env.KEEP_TEST_DATA && fs.rmSync(work, { recursive: true, force: true });

  const server: TestServer = {
    url,
    publicDir,
    dbFile,
    secrets,
    logs: output,
    kill: () => (running.delete(server), kill()),
    stop: () => (running.delete(server), stop().then(removeWork)),
  };
  running.add(server);
  return server;
};
