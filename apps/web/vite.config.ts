import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes a Brotli and a gzip copy next to every text file of the build; the server sends them to
 * browsers that accept them (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      // The share page's build (vite.share.config.ts) writes into the app's dist: what is compressed
      // already (names are hashed, so the same name is the same content) is left alone.
      const done = (file: string) =>
        fs.existsSync(`${file}.gz`) && fs.statSync(`${file}.gz`).mtimeMs >= fs.statSync(file).mtimeMs;
      const walk = (folder: string): string[] =>
        fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
          const file = path.join(folder, entry.name);
          return entry.isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(dir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024 || done(file)) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

const apiTarget = 'http://127.0.0.1:8080';

/** What the app's build and the share page's (vite.share.config.ts) have in common. */
export const common = {
  plugins: [react(), precompress()],
  resolve: {
    // npm hoisted a React 18 to the root for antd-mobile's peer range; the app must bundle exactly one
    // React (ours, 19) or hooks inside antd-mobile break.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    // iOS 13+ and Android 7+ web views: syntax is lowered to these (listing 'es2019' as well would let
    // optional catch binding through, which Chrome 61 cannot parse). Runtime APIs are not polyfilled:
    // fetch with AbortController (Chrome 66+) is needed by our HTTP client and by the router.
    target: ['safari13', 'chrome61'],
    assetsDir: 'assets',
  },
  // The contract declares `sideEffects: false`, but its zod schemas are built at module top level;
  // building a schema (`z.object(…)`, `z.enum(…)`) has no side effects, so unused ones (and zod
  // with them, ~25 KB gzip) drop out of the first screen.
  treeshake: { manualPureFunctions: ['z'] },
  // Constants are written where they are used, also across chunks ('smart', the default, keeps a
  // constant shared by lazy chunks in a chunk of its own, e.g. the share page's path, and the entry
  // then lists that chunk for every screen importing it).
  optimization: { inlineConst: { mode: 'all' as const } },
} satisfies Pick<UserConfig, 'plugins' | 'resolve' | 'build'> & { treeshake: object; optimization: object };

export default defineConfig({
  plugins: common.plugins,
  resolve: common.resolve,
  server: {
    proxy: {
      '/v1': apiTarget,
      '/healthz': apiTarget,
      '/buried': apiTarget,
    },
  },
  build: {
    ...common.build,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, the router and the data/state libraries change rarely: one long-cached chunk.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|zustand|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
      treeshake: common.treeshake,
      optimization: common.optimization,
    },
  },
});
