import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const api = process.env.VITE_API_PROXY || "http://localhost:1337";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    // React 19 and React Router 7 from web/node_modules, also for libraries hoisted to the root
    // (antd, swr...), whose plain `react` import would otherwise find the cms's React 18.
    dedupe: ["react", "react-dom", "react-router", "react-router-dom"],
    // The contract is TypeScript source shared with the cms; the web app bundles it directly.
    alias: {
      "@portfolio/contract": fileURLToPath(
        new URL("../contract/src/index.ts", import.meta.url),
      ),
    },
  },
  oxc: { jsx: { runtime: "automatic" } },
  server: {
    port: 5173,
    proxy: { "/api": api, "/uploads": api, "/sitemap.xml": api },
  },
  // The server bundle (web/dist/server, loaded by the cms) carries its own React 19 and React Router:
  // nothing is resolved from the cms's node_modules at run time.
  ssr: { noExternal: true, target: "node" },
  build: isSsrBuild
    ? {
        outDir: "dist/server",
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: {
          output: {
            format: "cjs",
            entryFileNames: "[name].cjs",
            chunkFileNames: "chunks/[name]-[hash].cjs",
          },
        },
      }
    : {
        outDir: "dist",
        manifest: true,
        sourcemap: false,
        chunkSizeWarningLimit: 1500,
        rollupOptions: {
          // antd marks its modules "use client" for React Server Components; meaningless in this SPA.
          onwarn(warning, warn) {
            if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
          },
        },
      },
}));
