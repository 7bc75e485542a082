// A long-lived Node process that runs one compiled Strapi at a time for the API tests (server.ts):
// what `strapi start` does (createStrapi({ appDir, distDir }).start()), but the second and later
// starts in the same process skip loading Strapi's ~2,000 modules and run on warm code, about a
// third of a cold start's CPU. Every start is still a new Strapi instance on its own database,
// upload folder, port and env:
// - the env is replaced whole before each start, and the app's own compiled modules (cms/dist) are
//   dropped from the require cache with Strapi's own packages, so they are evaluated again (their
//   module state and the env they read are new);
// - a stop is what Strapi does on SIGTERM (strapi.destroy()), without the process exit;
// - after a stop the host is used again only if nothing of the old instance is left running (no
//   timer, socket, server or file request): otherwise it exits, so no late work of one test file's
//   server can reach the next one's.
// Strapi exiting the process (a failed start: a bad config, a port in use) ends the host, as it
// ends `strapi start`. Messages (IPC): { start: env } -> Strapi's own logs (server.ts waits for
// /_health); { stop: line } -> `line` then "reusable" or "spent" on stdout, the end of the logs.
const path = require('node:path');

const appDir = process.cwd();
const distDir = path.join(appDir, 'dist');
const modulesOf = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] })) + path.sep;
/**
 * Evaluated again for every start, so no module state outlives its instance: the app (cms/dist),
 * Strapi's packages (the admin's rate limits, its registries), and koa2-ratelimit (its hit counts
 * live in the module). Other packages stay loaded, which is most of what a start saves; the
 * leftovers check below catches one that still runs something after a stop.
 */
const FRESH_MODULES = [
  distDir + path.sep,
  path.join(modulesOf('@strapi/strapi'), '..') + path.sep,
  modulesOf('koa2-ratelimit'),
];
/** What a Node process with an IPC channel and piped stdio has open when nothing else runs. */
const IDLE_RESOURCES = new Set(['PipeWrap', 'TTYWrap', 'FSEventWrap']);

let strapi = null;

const leftovers = () => process.getActiveResourcesInfo().filter((kind) => !IDLE_RESOURCES.has(kind));

const start = async (env) => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  for (const key of Object.keys(require.cache))
    if (FRESH_MODULES.some((prefix) => key.startsWith(prefix))) delete require.cache[key];
  const { createStrapi } = require('@strapi/strapi');
  strapi = createStrapi({ appDir, distDir });
  await strapi.start();
};

const stop = async (endLine) => {
  await strapi?.destroy();
  strapi = null;
  // destroy() removed every listener of `process`: the host's own, and Node's that keeps the IPC
  // channel referenced while someone listens to it.
  listen();
  process.channel.ref();
  // Give closed handles a turn of the event loop to leave the list.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const reusable = leftovers().length === 0;
  process.stdout.write(`${endLine}${reusable ? 'reusable' : 'spent'}\n`);
  if (!reusable) process.exit(0);
};

function listen() {
  process.on('message', (message) => {
    if (message.start) void start(message.start);
    else if (message.stop) void stop(message.stop);
  });
  // The test worker that owns this host went away: so does the host.
  process.on('disconnect', () => process.exit(0));
}
listen();
