import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/api': server,
      '/public/api': server,
      '/assets/configs': server,
      '/assets/i18n': server,
      '/sitemap.xml': server,
      '/robots.txt': server,
    },
  },
});
