import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import app from './vite.config';
import { PREACT_ALIASES } from './scripts/preactAliases';

/**
 * The public approval pages' own document (approval.html, src/resources/publicMain.tsx), built beside
 * the agent panel into dist/ after it. A separate build, so its one first-screen file holds what these
 * pages use and nothing of the agent panel's (one build of both documents shares one first-screen file:
 * the agent panel's whole first bundle), drawn by Preact as the panel library is. The server answers
 * approval.html for the public routes (server/publicPages.ts).
 */
export default mergeConfig(app, defineConfig({
  resolve: { alias: PREACT_ALIASES },
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: resolve(import.meta.dirname, 'approval.html'),
      // react-router's index names React 19 hooks Preact lacks; the pages' router (BrowserRouter) calls none of them.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.id?.includes('react-router')) return;
        handler(level, log);
      },
    },
  },
}));
