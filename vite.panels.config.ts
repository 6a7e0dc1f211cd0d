import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PREACT_ALIASES } from './scripts/preactAliases';

// The panel library a host help-desk page loads (src/overrides/panels/mount.tsx): one ES module and
// its CSS under dist/panels/, React and everything else inside, so the host needs nothing of its own
// (the model it draws from is read from the server when a panel mounts).

export default defineConfig({
  plugins: [react()],
  // The same components as the app, drawn by Preact's React-compatible core: a host page pays about
  // 10 KB for it instead of react-dom's 60 (docs/decisions.md, 'Panel library').
  resolve: { alias: PREACT_ALIASES },
  // A library build leaves process.env alone; React reads it to pick its production build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/panels',
    emptyOutDir: true,
    copyPublicDir: false,
    // Library builds keep whitespace by default; a host page loads this over the wire, so shrink it all.
    minify: true,
    rolldownOptions: {
      // One file for the host page: the data provider's lazily loaded families are inlined here.
      output: { minify: true, codeSplitting: false },
      // ra-core's index names react-router's React 19 hooks, which Preact lacks; the panels use
      // neither (only ra-core's HttpError survives tree-shaking), so those notices are noise.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.id?.includes('react-router')) return;
        handler(level, log);
      },
    },
    lib: {
      entry: resolve(import.meta.dirname, 'src/overrides/panels/mount.tsx'),
      formats: ['es'],
      fileName: () => 'service-desk-panels.js',
      cssFileName: 'service-desk-panels',
    },
  },
});
