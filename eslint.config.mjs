// `npm run lint` (also the first suite of `npm test`): typescript-eslint's recommended rules, React's
// hook rules, no import cycles, and the layering of the repository as import boundaries.
import fs from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The dashboard's feature folders: every folder of web/src/installer but the shell and shared/. */
const dashboardFeatures = fs
  .readdirSync(new URL('./web/src/installer', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['dashboard', 'shared'].includes(d.name))
  .map((d) => d.name);

/** Who may not import whom (paths from the repository root). */
const boundaries = [
  // The shared contract depends on nothing of ours.
  {
    target: './contract/src',
    from: ['./cms', './web', './e2e', './testkit'],
    message: 'The contract depends on nothing of ours.',
  },
  // The web app never imports the cms (it talks to it over HTTP), nor the cms the web app's source.
  { target: './web/src', from: './cms', message: 'The web app talks to the cms over HTTP only.' },
  { target: './cms/src', from: './web/src', message: 'The cms serves the built web app; it never imports its source.' },
  // The public site never loads dashboard code (antd and the staff screens stay out of its bundle).
  { target: './web/src/public', from: './web/src/installer', message: 'Public pages never import dashboard code.' },
  // The dashboard's shared parts import no screen's folder (a screen may use shared/, not the reverse).
  {
    target: './web/src/installer/shared',
    from: './web/src/installer',
    except: ['./shared'],
    message: 'installer/shared imports no feature folder.',
  },
  // The shared HTTP layer (web/src/api) imports no screen.
  {
    target: './web/src/api',
    from: ['./web/src/installer', './web/src/public'],
    message: 'web/src/api is shared: features import it, not the reverse.',
  },
  // Nothing imports another package's tests; shared test helpers live in testkit/.
  { target: './e2e', from: ['./cms/tests', './web/src/test'], message: 'Shared test helpers live in testkit/.' },
  {
    target: ['./cms/src', './web/src', './contract/src'],
    from: ['./cms/tests', './e2e', './testkit'],
    message: 'App code never imports tests.',
  },
];

// A dashboard feature folder imports no other feature's insides: what two features share lives in
// installer/shared (or the contract). The dashboard shell (installer/dashboard: layout, nav, the
// overview) and the routes in web/src/app put features together; no feature imports the shell.
const featureBoundaries = dashboardFeatures.map((feature) => ({
  target: `./web/src/installer/${feature}`,
  from: './web/src/installer',
  except: [`./${feature}`, './shared'],
  message: `A feature folder imports only itself and installer/shared (${feature} reached into another folder).`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.strapi/**',
      'cms/types/**',
      'bench/.work/**',
      '**/coverage/**',
      'web/public/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Relative imports between our files are what the boundaries and cycles are about.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs'] } },
      // Packages are never read for cycles: a cycle inside one is not ours, and reading them all
      // (antd, Strapi) was 97% of lint's time.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      // Strapi's factories and koa contexts are typed loosely; an `any` is a smell, not an error.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The installer's services are reached through the typed getService('name') (utils/get-service.ts),
    // never by a string lookup typed `any`.
    files: ['cms/src/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['cms/src/plugins/installer/server/src/utils/get-service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='service'][callee.object.type='CallExpression'][callee.object.callee.property.name='plugin'][callee.object.arguments.0.value='installer']",
          message:
            "Use getService('name') from the installer's utils/get-service (typed) instead of strapi.plugin('installer').service(...).",
        },
        {
          selector:
            "VariableDeclarator > CallExpression.init[callee.property.name='plugin'][arguments.0.value='installer']",
          message:
            "Use getService('name') from the installer's utils/get-service instead of holding strapi.plugin('installer').",
        },
        {
          selector:
            "ArrowFunctionExpression > CallExpression.body[callee.property.name='plugin'][arguments.0.value='installer']",
          message:
            "Use getService('name') from the installer's utils/get-service instead of a helper returning strapi.plugin('installer').",
        },
      ],
    },
  },
  {
    // `any` is an error in cms/src; the few left say why on an eslint-disable line.
    files: ['cms/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Feature boundaries hold for product code; a test may render the whole dashboard around its screen.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...boundaries, ...featureBoundaries] }] },
  },
  {
    // React's hook rules on the web app's components and hooks (tests name their helpers use*).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Node scripts written as CommonJS.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
