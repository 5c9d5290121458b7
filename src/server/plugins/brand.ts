import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileBrand, loadBrand, setCurrentBrand, type BrandState } from '../brand/brand-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The firm's details and brand in force in this process (docs/decisions/0060). */
    brand: { readonly state: BrandState; reload(): Promise<void> };
  }
}

/** Tables whose change (notified on `public_cache` by migration 0031's triggers) changes the brand. */
const BRAND_TABLES = new Set(['firm_settings', 'images']);

/**
 * The firm's saved settings over config/app_config.json, loaded at start and again whenever any process saves them
 * (the notification on `public_cache` names the table), so every process shows a change at once; the process that
 * saves reloads before it answers. The mails and page titles read the same state (brand/brand-state.ts).
 *
 * The public cache drops its answers the moment the notification comes, but the settings take a query to reload:
 * a page asked in between is made with the old brand and would be kept as new. So the cache is dropped again once
 * the reload is done.
 */
export const brandPlugin = fp(
  async (app: FastifyInstance) => {
    let state: BrandState = fileBrand();
    const reload = async () => {
      state = await loadBrand(app.db);
      setCurrentBrand(state);
    };
    app.decorate('brand', {
      get state() {
        return state;
      },
      reload,
    });
    await reload();
    const reloadQuietly = () =>
      reload().then(
        () => app.publicCache.clear(),
        (err: unknown) => app.log.error({ err }, 'brand settings not reloaded'),
      );
    try {
      const unlisten = await app.dbHandle.listen(
        'public_cache',
        (table) => {
          if (BRAND_TABLES.has(table)) void reloadQuietly();
        },
        (connected) => {
          if (connected) void reloadQuietly();
        },
      );
      app.addHook('onClose', async () => {
        await unlisten().catch(() => undefined);
      });
    } catch (err) {
      app.log.warn({ err }, 'brand settings: cannot listen for changes of other processes');
    }
    app.addHook('onClose', async () => setCurrentBrand(undefined));
  },
  { name: 'brand', dependencies: ['db', 'public-cache'] },
);
