import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// s3rver: an S3-compatible server on loopback, standing in for AWS S3 / MinIO / R2.
import S3rver from 's3rver';
import { cspHeader } from '@portfolio/contract';
import { openDatabase } from './db';
import { freePort, startServer, usesPostgres, type TestServer } from './server';

/**
 * The production topology of docker-compose.yml as processes on loopback: PostgreSQL (the test
 * run's throwaway cluster, TEST_POSTGRES_URL), an S3-compatible bucket, two cms processes on that
 * database and bucket, and Debian's nginx running the repository's deploy/nginx.conf, rendered
 * with these ports, as the only entry point.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY = path.join(ROOT, 'deploy');
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const BUCKET = 'portfolio-uploads';
export const WEB_DIST = path.join(ROOT, 'web', 'dist');

export const canRunTopology = () => usesPostgres() && fs.existsSync(NGINX);

/** envsubst as the nginx image runs it: `${NAME}` replaced; a name left without a value is an error. */
export const renderTemplate = (template: string, vars: Record<string, string>) =>
  template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    if (vars[name] === undefined) throw new Error(`deploy/nginx.conf needs \${${name}}`);
    return vars[name];
  });

/** One line per request in nginx's access log: which cms answered (two on a retry). */
export interface AccessEntry {
  method: string;
  uri: string;
  status: number;
  /** "127.0.0.1:port", or "a, b" when nginx went on to the second process; "-" when nginx answered itself. */
  upstream: string;
}

export interface Topology {
  /** nginx: the only entry point. */
  url: string;
  /** The two cms processes (index 0 and 1), each on a fixed port nginx knows. */
  cms: TestServer[];
  ports: number[];
  bucketDir: string;
  /** The same environment every cms process runs with (upload provider and proxy settings). */
  env: Record<string, string>;
  kill(i: number): Promise<void>;
  /** Starts process i again on its port, database and bucket (extra knobs in `env`). */
  restart(i: number, env?: Record<string, string>): Promise<void>;
  access(): AccessEntry[];
  /** nginx's detail log lines (epoch seconds, tries, timings) and error log lines: for failure reports. */
  logs(): { detail: string[]; errors: string[] };
  /** The objects in the bucket (keys), without s3rver's metadata files. */
  bucketKeys(): string[];
  /** "1.22.1", "15.14": for the figures. */
  nginxVersion: string;
  postgresVersion(): Promise<string>;
  stop(): Promise<void>;
}

const startNginx = async (vars: Record<string, string>, port: number) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-topology-'));
  const conf = path.join(dir, 'conf');
  fs.mkdirSync(conf);
  fs.writeFileSync(
    path.join(conf, 'site.conf'),
    renderTemplate(fs.readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8'), vars),
  );
  fs.symlinkSync(path.join(DEPLOY, 'security-headers.conf'), path.join(conf, 'security-headers.conf'));
  // The main file plays the part of the nginx image's /etc/nginx/nginx.conf: the http {} frame
  // deploy/nginx.conf is included in, with temporary paths instead of the system's.
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(conf, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 2;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      // As root, workers would run as nobody, who may not read the checkout.
      process.getuid?.() === 0 ? 'user root;' : '',
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      "  log_format topology '$request_method $uri $status $upstream_addr';",
      `  access_log ${path.join(dir, 'access.log')} topology;`,
      // For a failure to be understood: when (epoch seconds, to the millisecond), each try's process, status and timings.
      "  log_format detail '$msec $request_method $uri $status [$upstream_addr] [$upstream_status] rt=$request_time uct=[$upstream_connect_time] uht=[$upstream_header_time]';",
      `  access_log ${path.join(dir, 'detail.log')} detail;`,
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      '  include site.conf;',
      '}',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  let output = '';
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${output}${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/_health`).then(
      (r) => r.status === 204,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('nginx did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { dir, child };
};

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export const startTopology = async (extraEnv: Record<string, string> = {}): Promise<Topology> => {
  const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-topology-'));
  const s3Port = await freePort();
  const s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    directory: bucketDir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();

  const nginxPort = await freePort();
  const env = {
    UPLOAD_PROVIDER: 'aws-s3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // As in docker-compose.yml: behind nginx, which sets X-Forwarded-For to the client's address.
    TRUST_PROXY: 'true',
    // The address visitors use (nginx's), required in production: links in emails are built from it.
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    ...extraEnv,
  };
  const ports = [await freePort(), await freePort()];
  // One after the other, as docker-compose.yml orders them: the first start migrates the schema.
  const first = await startServer(env, undefined, { port: ports[0] });
  const cms = [first, await startServer(env, first, { port: ports[1] })];

  const nginx = await startNginx(
    {
      NGINX_PORT: `127.0.0.1:${nginxPort}`,
      SERVER_NAME: '127.0.0.1',
      WEB_ROOT: WEB_DIST,
      CMS_1: `127.0.0.1:${ports[0]}`,
      CMS_2: `127.0.0.1:${ports[1]}`,
      SITE_CSP: cspHeader(),
    },
    nginxPort,
  );

  return {
    url: `http://127.0.0.1:${nginxPort}`,
    cms,
    ports,
    bucketDir,
    env,
    kill: (i) => cms[i].kill(),
    async restart(i, more = {}) {
      await cms[i].kill();
      cms[i] = await startServer({ ...env, ...more }, first, { port: ports[i] });
    },
    access: () =>
      fs
        .readFileSync(path.join(nginx.dir, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [method, uri, status, ...upstream] = line.split(' ');
          return { method, uri, status: Number(status), upstream: upstream.join(' ') };
        }),
    logs: () => {
      const read = (name: string) => fs.readFileSync(path.join(nginx.dir, name), 'utf8').split('\n').filter(Boolean);
      return { detail: read('detail.log'), errors: read('error.log') };
    },
    nginxVersion: /nginx\/([\d.]+)/.exec(spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr)?.[1] ?? '?',
    async postgresVersion() {
      const db = openDatabase(first);
      try {
        return (await db.raw('SHOW server_version')).rows[0].server_version;
      } finally {
        await db.destroy();
      }
    },
    bucketKeys: () =>
      fs
        .readdirSync(path.join(bucketDir, BUCKET), { recursive: true })
        .map(String)
        .filter(
          (f) =>
            !f.endsWith('._S3rver_metadata.json') &&
            !f.endsWith('._S3rver_object.md5') &&
            fs.statSync(path.join(bucketDir, BUCKET, f)).isFile(),
        ),
    async stop() {
      await stopChild(nginx.child);
      for (const server of cms) await server.stop();
      await s3.close();
      if (!process.env.KEEP_TEST_DATA) {
        for (const dir of [nginx.dir, bucketDir, path.dirname(first.publicDir)])
          fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
