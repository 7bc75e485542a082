// `npm start`: builds what is out of date, then serves everything from one origin:
// the web app at /, the API at /api, uploads at /uploads, the Strapi admin at /admin.
import { buildAll } from './build.mjs';
import { strapiEnv } from './lib/env.mjs';
import { BIN, CMS } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

await buildAll();
const port = process.env.PORT || '1337';
console.log(`\nStarting on http://localhost:${port} (admin panel: http://localhost:${port}/admin)\n`);
await run(BIN('strapi'), ['start'], { cwd: CMS, env: strapiEnv }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
