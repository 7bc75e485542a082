import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { API, POST_KINDS } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { jpeg, mp4, png, svg, uploadedFiles, webp } from '@portfolio/testkit/files';
import { ADMIN, startServer, testEnv, usesPostgres, type TestServer } from '@portfolio/testkit/server';

/**
 * Backup and restore with Strapi's own tools, as README.md documents them: `strapi export` from a
 * running server's database and uploads, `strapi import` into an empty database and an empty
 * upload folder, then a second server on the restored data finds every client, site, post, logo
 * and user, and serves every file with the same bytes.
 */
const CMS_DIR = path.resolve(__dirname, '..');
const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));
const STRAPI_BIN = path.join(path.dirname(cmsRequire.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');

let source: TestServer | undefined;
let restored: TestServer | undefined;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backup-'));

afterAll(async () => {
  await source?.stop();
  await restored?.stop();
  if (!process.env.KEEP_TEST_DATA) fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(CLI_DIR, { recursive: true, force: true });
});

/** The environment the CLI needs: the server's own database, upload folder and secrets. */
const cliEnv = (target: { dbFile: string; publicDir: string; secrets: Record<string, string> }) => ({
  ...process.env,
  ...testEnv(target.secrets),
  ...(usesPostgres()
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: target.dbFile }
    : { DATABASE_FILENAME: target.dbFile }),
  PUBLIC_DIR: target.publicDir,
  // The commands run with the server's environment, PUBLIC_URL included (required in production).
  PUBLIC_URL: 'http://127.0.0.1',
});

/**
 * The CLI compiles a TypeScript app into dist/ before it runs (Strapi's compileStrapi), while other
 * test files' servers load from that dist/: a half-written file there once stopped one from
 * starting. So the CLI runs in a folder holding only the compiled app (no tsconfig.json, nothing to
 * compile), inside cms/ so that its packages resolve as the server's do.
 */
const CLI_DIR = fs.mkdtempSync(path.join(CMS_DIR, '.backup-cli-'));
fs.copyFileSync(path.join(CMS_DIR, 'package.json'), path.join(CLI_DIR, 'package.json'));
for (const name of ['config', 'src']) fs.symlinkSync(path.join(CMS_DIR, 'dist', name), path.join(CLI_DIR, name));

const strapiCli = (args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<string>((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [STRAPI_BIN, ...args], {
      cwd: CLI_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`strapi ${args.join(' ')} exited with ${code}:\n${output.slice(-3000)}`));
    });
  });

/** An empty database to restore into: a new SQLite file, or a new PostgreSQL database. */
const emptyDatabase = async () => {
  if (!usesPostgres()) return path.join(work, 'restored.db');
  const { Client } = cmsRequire('pg');
  const name = `cms_restore_${crypto.randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(process.env.TEST_POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

const fd = (entries: Array<[string, string | File]>) => {
  const body = new FormData();
  for (const [k, v] of entries) body.append(k, v);
  return body;
};
const SITE = {
  area: '2000',
  industry: 'bank',
  project_scope: 'Branch fit-out',
  state: 'Maharashtra',
  locations: 'Mumbai',
  description: 'A bank branch.',
  site_start: '2018',
  site_ongoing: 'false',
};

/** What the public API shows, and every path it names. */
const contentOf = async (url: string) => {
  const anon = new Agent(url);
  const clients = (await anon.get(API.getClients)).body.clients as any[];
  const posts = Object.fromEntries(
    await Promise.all(POST_KINDS.map(async (k) => [k, (await anon.get(API.posts(k))).body])),
  );
  const logos = (await anon.get(API.logos)).body as string[];
  const paths = [
    ...clients.flatMap((c) => [
      c.coverPhoto,
      ...c.sites.flatMap((s: any) => [...s.photos, ...(s.video ? [s.video] : [])]),
    ]),
    ...Object.values(posts).flatMap((list: any) => list.map((p: any) => p.img)),
    ...logos,
  ];
  return { clients, posts, logos, paths };
};

const bytesOf = async (url: string) => {
  const res = await fetch(url);
  return {
    status: res.status,
    sha: crypto
      .createHash('sha256')
      .update(Buffer.from(await res.arrayBuffer()))
      .digest('hex'),
  };
};

describe('backup and restore (strapi export / strapi import)', () => {
  it('restores every client, site, post, logo, user and file into an empty database and upload folder', async () => {
    source = await startServer();
    const admin = await signIn(source.url, ADMIN.email, ADMIN.password);
    const ok = (res: { status: number; body: any }, status = 201) =>
      expect(res.status, JSON.stringify(res.body)).toBe(status);

    ok(
      await admin.post(
        API.addClient,
        fd([
          ['name', 'Backup Bank'],
          ['coverPhoto', new File([await png()], 'b.png')],
          ['siteName', 'Head Office'],
          ...Object.entries(SITE),
          ['site_end', '2020-06-30'],
          ['photos', new File([await jpeg(50, 40)], '1.jpg')],
          ['photos', new File([await webp(40, 30)], '2.webp')],
          ['video', new File([mp4()], 'v.mp4')],
        ]),
      ),
    );
    ok(
      await admin.post(
        API.addClient,
        fd([
          ['name', 'Backup Bank'],
          ['siteName', 'Branch Two'],
          ...Object.entries({ ...SITE, site_ongoing: 'true' }),
          ['photos', new File([await jpeg(30, 30, '#123456')], '3.jpg')],
        ]),
      ),
    );
    ok(
      await admin.post(
        API.addClient,
        fd([
          ['name', 'Logo Only Co'],
          ['coverPhoto', new File([svg()], 'l.svg', { type: 'image/svg+xml' })],
        ]),
      ),
    );
    for (const kind of POST_KINDS) {
      ok(
        await admin.post(
          API.posts(kind),
          fd([
            ['title', `Backed-up ${kind}`],
            ['desc', 'Keep me'],
            ['nav', 'https://example.com'],
            ['img', new File([await png(33, 22, '#446688')], 'p.png')],
          ]),
        ),
      );
    }
    ok(
      await admin.post(
        API.uploadLogo,
        fd([
          ['name', 'Partner One'],
          ['logo', new File([await png(20, 20)], 'p1.png')],
        ]),
      ),
    );
    ok(
      await admin.post(
        API.uploadLogo,
        fd([
          ['name', 'Partner Two'],
          ['logo', new File([svg('<circle cx="5" cy="5" r="5"/>')], 'p2.svg')],
        ]),
      ),
    );
    ok(await admin.post(API.register, { email: 'staff@example.com', password: 'staff-password-1' }));

    const before = await contentOf(source.url);
    expect(before.clients).toHaveLength(2);
    expect(before.paths.length).toBe(11); // 2 logos of clients, 3 photos, 1 video, 3 post images, 2 library logos
    const beforeBytes = await Promise.all(before.paths.map((p) => bytesOf(source!.url + p)));
    expect(beforeBytes.every((b) => b.status === 200)).toBe(true);
    const usersBefore = (await admin.get(API.getAllUsers)).body;

    // Backup, taken while the server runs.
    const archive = path.join(work, 'backup');
    await strapiCli(['export', '--no-encrypt', '--no-compress', '-f', archive], cliEnv(source));
    expect(fs.existsSync(`${archive}.tar`)).toBe(true);

    // Restore into an empty database and an empty upload folder.
    const target = {
      dbFile: await emptyDatabase(),
      publicDir: path.join(work, 'restored-public'),
      secrets: source.secrets,
    };
    fs.mkdirSync(path.join(target.publicDir, 'uploads'), { recursive: true });
    await strapiCli(['import', '-f', `${archive}.tar`, '--force'], cliEnv(target));

    restored = await startServer({}, target);
    const after = await contentOf(restored.url);
    expect(after.clients).toEqual(before.clients);
    expect(after.posts).toEqual(before.posts);
    expect(after.logos).toEqual(before.logos);
    const afterBytes = await Promise.all(after.paths.map((p) => bytesOf(restored!.url + p)));
    expect(afterBytes).toEqual(beforeBytes);
    // Every original upload (responsive formats included) is in the restored folder.
    expect(uploadedFiles(restored.publicDir)).toEqual(
      expect.arrayContaining(before.paths.map((p) => p.replace(/^\/uploads\//, ''))),
    );

    // Users come back with their passwords and powers.
    const restoredAdmin = await signIn(restored.url, ADMIN.email, ADMIN.password);
    expect((await restoredAdmin.get(API.getAllUsers)).body).toEqual(usersBefore);
    await signIn(restored.url, 'staff@example.com', 'staff-password-1');

    const sites = after.clients.reduce((n, c) => n + c.sites.length, 0);
    console.log(
      `[backup] archive ${Math.round(fs.statSync(`${archive}.tar`).size / 1024)} KB; restored ${after.clients.length}/${before.clients.length} clients, ${sites} sites, ` +
        `${Object.values(after.posts).flat().length} posts, ${after.logos.length} logos, ${usersBefore.length} users; ${afterBytes.length} files byte-identical`,
    );
  }, 400_000);
});
