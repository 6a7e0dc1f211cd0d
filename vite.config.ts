import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` serves the app on 5173 and forwards API calls to the reference server.
const api = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const proxied = ['/api', '/service-desk/api', '/service-desk/download'];
// The resource files the app is built from: SCHEMAS_DIR (as the server reads it) or schemas/, so an
// administrator's copy with an added property builds an app that shows it.
const schemas = resolve(import.meta.dirname, process.env.SCHEMAS_DIR ?? 'schemas');

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@schemas': schemas } },
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
