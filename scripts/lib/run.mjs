import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves on exit code 0, rejects otherwise. */
export const run = (cmd, args, { cwd, env } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
