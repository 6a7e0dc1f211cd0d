import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` serves the app on 5173 and forwards API calls to the reference server.
const api = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const proxied = ['/api', '/service-desk/api', '/service-desk/download'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});
