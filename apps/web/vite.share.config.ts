import { defineConfig } from 'vite';
import { common } from './vite.config';

/**
 * The customer's share page (share/index.html, decision 038), built after the app into the same dist:
 * its own small bundle (React and the share page's modules only), never the app's framework chunk.
 */
export default defineConfig({
  plugins: common.plugins,
  resolve: common.resolve,
  // The app's build copied public/ already.
  publicDir: false,
  build: {
    ...common.build,
    emptyOutDir: false,
    rolldownOptions: {
      input: 'share/index.html',
      treeshake: common.treeshake,
      optimization: common.optimization,
    },
  },
});
