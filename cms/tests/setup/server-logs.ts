import { afterEach } from 'vitest';
import { runningServers } from '@portfolio/testkit/server';

/**
 * When a test fails, the last lines its servers logged (Strapi's errors and warnings, without the
 * request lines) are printed under it: a 500 in a CI log then says what the server saw.
 */
afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const server of runningServers()) {
    const lines = server
      .logs()
      .split('\n')
      .filter((line) => line.trim() && !/\bhttp\b.*: (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(line))
      .slice(-40);
    console.error(
      `\n[server log of ${server.url}, the last ${lines.length} lines without requests]\n${lines.join('\n')}`,
    );
  }
});
