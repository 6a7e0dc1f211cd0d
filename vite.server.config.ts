import { defineConfig } from 'vite';

// The reference server compiled ahead into dist-server/ (npm start runs it with plain node): no
// TypeScript loader in each process, which held 35-60 MB per worker and gave every function a naming
// call. Packages stay in node_modules (ssr builds leave them external); tests run the sources.
// The import's writing thread is an entry of its own, dist-server/importWriterThread.js, which
// server/import/importWriter.ts starts.
export default defineConfig({
  build: {
    ssr: true,
    rollupOptions: {
      input: { main: 'server/main.ts', importWriterThread: 'server/import/importWriterThread.ts' },
      output: { entryFileNames: '[name].js' },
    },
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
  },
  logLevel: 'warn',
});
