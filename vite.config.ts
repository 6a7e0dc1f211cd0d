import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` serves the app on 5173 and forwards API calls to the reference server.
const api = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const proxied = ['/api', '/service-desk/api', '/service-desk/download'];

export default defineConfig({
  // No resource file is bundled: the app reads the model the server sends with the page (src/engine/resourceFiles.ts).
  plugins: [react()],
  resolve: {
    alias: {
      // Object.entries is native in every supported browser (src/resources/shims/objectEntries.cjs).
      'object.entries': resolve(import.meta.dirname, 'src/resources/shims/objectEntries.cjs'),
      // No screen uses react-admin's CSV exporter (src/resources/shims/jsonexport.cjs).
      'jsonexport/dist/index.js': resolve(import.meta.dirname, 'src/resources/shims/jsonexport.cjs'),
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // What the first screen needs travels as one file: dozens of small shared chunks each compress
    // alone and cost a request; lazily loaded screens still split as usual.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] } } },
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});
