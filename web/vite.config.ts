import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli and gzip variants of the client build's text files, written next to them (app.js.br,
 * app.js.gz) for the cms to send as they are (cms/src/web-app/client-files.ts): compressed once at
 * build time at the highest levels, never per request.
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const name of Object.keys(bundle)) {
      if (!/\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/.test(name) || name.startsWith('.')) continue;
      const file = path.join(options.dir!, name);
      const raw = fs.readFileSync(file);
      const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = zlib.gzipSync(raw, { level: 9 });
      if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    }
  },
});

const api = process.env.VITE_API_PROXY || 'http://localhost:1337';

/**
 * The public site's browser build runs on Preact (its React compatibility layer): the same
 * components, hydrating the pages React rendered on the server, with a 10 KB runtime instead of
 * React DOM's 60 (the public pages' JavaScript budget is 100 KB). The dashboard keeps React: antd.
 */
const preact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * React Router's package points every import at its development build (dist/development: developer
 * warnings checked on every render and shown in its default error page, remix-run/react-router#14102).
 * Builds take its production build, the same code with those warnings off; the dev server keeps them.
 */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const routerProduction = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

/**
 * Two browser builds into web/dist, and the server bundle:
 * - `--mode site`: the public pages' script (index.html, the template the server renders into), on Preact;
 * - `--mode signin`: the sign-in screen's document (signin.html, served for /installer), on Preact, a
 *   build of its own so that it shares no chunk with the public pages;
 * - `--mode dashboard`: the dashboard's shell (installer.html), on React, with its own manifest;
 * - `--ssr`: the server renderer (React).
 * The dev server runs everything on React.
 */
export default defineConfig(({ command, isSsrBuild, mode }) => {
  if (command === 'build' && !isSsrBuild && !['site', 'dashboard', 'signin'].includes(mode))
    throw new Error(
      `web: a browser build is \`vite build --mode site\`, \`--mode dashboard\` or \`--mode signin\` (npm run build makes all three), not --mode ${mode}.`,
    );
  return {
    resolve: {
      // React 19 and React Router 7 from web/node_modules, also for libraries hoisted to the root
      // (antd, swr...), whose plain `react` import would otherwise find the cms's React 18.
      dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'],
      alias: [
        // The contract is TypeScript source shared with the cms; the web app bundles it directly.
        {
          find: '@portfolio/contract',
          replacement: fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
        },
        ...(command === 'build' ? routerProduction : []),
        ...((mode === 'site' || mode === 'signin') && !isSsrBuild ? preact : []),
        // The dashboard's document loads the public site's layout only when a public page is opened in it.
        ...(mode === 'dashboard' && !isSsrBuild
          ? [
              {
                find: /^\.\/siteLayout$/,
                replacement: fileURLToPath(new URL('src/app/siteLayout.lazy.ts', import.meta.url)),
              },
            ]
          : []),
      ],
    },
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: isSsrBuild ? [] : [precompress()],
    server: {
      port: 5173,
      proxy: { '/api': api, '/uploads': api, '/sitemap.xml': api },
    },
    // The server bundle (web/dist/server, loaded by the cms) carries its own React 19 and React Router:
    // nothing is resolved from the cms's node_modules at run time.
    ssr: { noExternal: true, target: 'node' },
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          emptyOutDir: true,
          sourcemap: false,
          rollupOptions: {
            output: {
              format: 'cjs',
              entryFileNames: '[name].cjs',
              chunkFileNames: 'chunks/[name]-[hash].cjs',
            },
          },
        }
      : {
          outDir: 'dist',
          // The site's build comes first and empties dist; the dashboard's adds to it.
          emptyOutDir: mode === 'site',
          copyPublicDir: mode === 'site',
          manifest: mode === 'site' ? true : `.vite/${mode}-manifest.json`,
          sourcemap: false,
          chunkSizeWarningLimit: 1500,
          rollupOptions: {
            input: fileURLToPath(
              new URL(
                mode === 'dashboard' ? 'installer.html' : mode === 'signin' ? 'signin.html' : 'index.html',
                import.meta.url,
              ),
            ),
            // @rc-component/form's index sets statics on its Form; antd's every component reaches it
            // for one context (FormProvider), which pulled the whole form engine into every dashboard
            // screen. Without side effects its unused parts drop out of the screens that have no form.
            treeshake: { moduleSideEffects: (id: string) => !/[\\/]@rc-component[\\/]form[\\/]/.test(id) },
            // antd marks its modules "use client" for React Server Components; meaningless in this SPA.
            onwarn(warning, warn) {
              if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
            },
          },
        },
  };
});
