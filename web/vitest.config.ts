import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfigFn from './vite.config';

const LIBS = [
  '@testing-library/react',
  'antd',
  '@ant-design/cssinjs',
  'swr',
  'swr/_internal',
  'react-router',
  'react-router-dom',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  'recharts',
];

const viteConfig = viteConfigFn({ command: 'serve', mode: 'test' });

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Vitest's default is one worker fewer than the cores: one on a 2-core machine.
      maxWorkers: 2,
      // A worker runs its files in one module graph (antd, React, the app imported once, antd's style
      // cache warm) instead of a fresh one per file: the suite 160 s -> 89 s here. Each test still
      // starts clean: testing-library unmounts after it, and useMockApi (src/test/server.ts) resets
      // msw's handlers, SWR's cache and its requests in flight. Checked with shuffled file orders.
      isolate: false,
      // Typing a whole form with user-event takes seconds on a busy 2-core machine: the timeout is
      // a safety net for a hung test, not a speed limit (findBy* queries wait for what they need).
      testTimeout: 60_000,
      css: false,
      // Pre-bundle React-using libraries hoisted to the root (antd, swr, testing-library...) through
      // Vite, so they share web's React 19 (resolve.dedupe) instead of the cms's React 18.
      // @ant-design/icons' barrel loses its named exports when pre-bundled, and its Node entry is
      // CommonJS: its ES modules run inline instead.
      alias: [
        {
          find: /^@ant-design\/icons$/,
          replacement: fileURLToPath(new URL('../node_modules/@ant-design/icons/es/index.js', import.meta.url)),
        },
      ],
      server: { deps: { inline: [/@ant-design[\\/]icons/] } },
      // swr/_internal with swr: the test harness reaches SWR's shared state (src/test/server.ts), one instance with the app's.
      deps: { optimizer: { client: { enabled: true, include: LIBS }, ssr: { enabled: true, include: LIBS } } },
    },
  }),
);
