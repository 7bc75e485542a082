import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian installs PostgreSQL's server binaries here (postgresql-15 on bookworm). */
const findBinDir = () => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (fs.existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  return null;
};

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * A throwaway PostgreSQL cluster in a temporary folder for the test run, started as the
 * `postgres` user when running as root (initdb refuses root). Returns null when PostgreSQL is
 * not installed.
 */
export const startTempPostgres = async () => {
  const bin = findBinDir();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const as = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

  const [initCmd, initArgs] = as(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });

  const port = await freePort();
  const [pgCmd, pgArgs] = as(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'max_connections=300',
  ]);
  const server = spawn(pgCmd, pgArgs, { stdio: 'ignore' });

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('PostgreSQL did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, 500));

  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        // runuser does not pass signals on, so ask PostgreSQL itself to stop.
        const [ctlCmd, ctlArgs] = as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
        try {
          execFileSync(ctlCmd, ctlArgs, { stdio: 'ignore' });
        } catch {
          server.kill('SIGKILL');
        }
      }),
  };
};
