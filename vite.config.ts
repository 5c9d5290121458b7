import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const server = 'http://localhost:3000';

/**
 * Writes a gzip and a brotli copy beside every script, style sheet and SVG of the build, which the server sends
 * to browsers that accept them (@fastify/static `preCompressed`): the app stays one process, with no compression
 * work per request.
 */
function precompress(): Plugin {
  return {
    name: 'hireframe-precompress',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    // After the bundle is written: earlier, Vite has not yet filled in the chunks' preload lists.
    writeBundle(options) {
      const dir = options.dir!;
      for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const data = readFileSync(join(dir, name));
        if (data.length < 1024) continue;
        writeFileSync(join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
        writeFileSync(
          join(dir, `${name}.br`),
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), precompress()],
  // The manifest tells the server which style sheets and chunks a page it renders needs (src/server/ssr/page-assets.ts).
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // No source maps: they were served to anyone, the admin chunks' sources with them (issue 26, item 12).
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
  },
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
