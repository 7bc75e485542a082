// `npm run topology`: the production topology (docker-compose.yml) as processes on loopback, under
// load with a fault: a throwaway PostgreSQL cluster, an S3-compatible bucket, two cms processes and
// Debian's nginx running deploy/nginx.conf. 50 connections for 60 s, one cms SIGKILLed at 20 s and
// started again at 40 s; the figures go to bench/RESULTS.md. See cms/tests/topology.
import path from 'node:path';
import { buildAll } from './build.mjs';
import { hasNginx } from './lib/nginx.mjs';
import { BIN, CMS } from './lib/paths.mjs';
import { startTempPostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';

if (!hasNginx()) {
  console.error('nginx is not installed (apt-get install nginx).');
  process.exit(1);
}
await buildAll();
const postgres = await startTempPostgres();
if (!postgres) {
  console.error('PostgreSQL is not installed (apt-get install postgresql).');
  process.exit(1);
}
try {
  await run(BIN('vitest'), ['run', '--config', path.join(CMS, 'vitest.topology.config.ts')], {
    cwd: CMS,
    env: {
      STRAPI_TELEMETRY_DISABLED: 'true',
      TEST_POSTGRES_URL: postgres.url,
      TOPOLOGY_SECONDS: process.env.TOPOLOGY_SECONDS ?? '60',
      TOPOLOGY_KILL_AT: process.env.TOPOLOGY_KILL_AT ?? '20',
      TOPOLOGY_RESTART_AT: process.env.TOPOLOGY_RESTART_AT ?? '40',
      TOPOLOGY_RESULTS: '1',
    },
  });
  console.log('\nFigures written to bench/RESULTS.md');
} catch {
  process.exitCode = 1;
} finally {
  await postgres.stop();
}
