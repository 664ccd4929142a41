// Build and dev server of the admin SPA. The API and storefront are served by apps/server on :3000.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// STOREKEEP_API_URL points the dev server at an API on another port.
const API_TARGET = process.env.STOREKEEP_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/s': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/s': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks that every route needs; everything else is split by route so the
        // first screen downloads only what it renders (Mantine is tree-shaken into the route chunks).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
