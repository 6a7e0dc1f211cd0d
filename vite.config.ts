import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { appFile } from './src/kernel';

// `npm run dev` serves the app on 5173 and forwards API calls to the reference server.
const api = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const proxied = ['/api', '/service-desk/api', '/service-desk/download'];
// The resource files the app is built from: SCHEMAS_DIR (as the server reads it) or schemas/, so an
// administrator's copy with an added property builds an app that shows it.
const schemas = resolve(import.meta.dirname, process.env.SCHEMAS_DIR ?? 'schemas');

/**
 * A resource file's top-level description is a note for the administrators who edit it; no screen shows
 * it, so the app's copy of the files leaves it (and $schema) out (appFile). The server reads the files as written.
 */
const resourceFileNotes = (): Plugin => ({
  name: 'resource-file-notes',
  enforce: 'pre',
  transform(code, id) {
    if (!id.startsWith(`${schemas}/`) || !id.endsWith('.json') || id.includes('/meta/')) return undefined;
    return { code: JSON.stringify(appFile(JSON.parse(code) as object)), map: null };
  },
});

export default defineConfig({
  plugins: [react(), resourceFileNotes()],
  resolve: {
    alias: {
      '@schemas': schemas,
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
