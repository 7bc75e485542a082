import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output; resolves on exit code 0, rejects otherwise. With `output`,
 * what the command prints (stdout and stderr) goes to that function instead, chunk by chunk.
 */
export const run = (cmd, args, { cwd, env, output } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', output);
    child.stderr?.on('data', output);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
