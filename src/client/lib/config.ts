import type { AppConfig } from '../../shared/schemas/app-config.ts';
import { DEFAULT_BOOKING_NOTICE_DAYS } from '../../shared/booking-slots.ts';
import { DEFAULT_APP_VERSION } from '../../shared/constants.ts';

/** Build-time settings: the app version sent with the configuration request, and whether to bust caches. */
export const APP_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? DEFAULT_APP_VERSION;
export const CACHE_BUSTING = import.meta.env.VITE_CACHE_BUSTING === 'true';

let loaded: AppConfig | undefined;

/**
 * The server checks the file against the shared schema when it starts, so the client only fills in the defaults
 * and makes sure it got an object: zod stays out of the first load of the site.
 */
function withDefaults(value: unknown): AppConfig {
  const config = value as Partial<AppConfig> | null;
  if (!config || typeof config !== 'object' || typeof config.firmName !== 'string' || !Array.isArray(config.phones)) {
    throw new Error('The configuration is not valid');
  }
  return {
    version: DEFAULT_APP_VERSION,
    cacheBusting: false,
    apiUrl: '',
    booking: { noticeWorkingDays: DEFAULT_BOOKING_NOTICE_DAYS },
    brand: { primaryColor: null, logo: null, hero: null },
    ...config,
  } as AppConfig;
}

/** Loads assets/configs/app_config.json once, at start (docs/spec/product-spec.md#1-what-the-product-does-and-for-whom: version query, optional random query). */
export async function loadAppConfig(): Promise<AppConfig> {
  const query = new URLSearchParams({ version: APP_VERSION });
  if (CACHE_BUSTING) query.set('random', String(Math.random()));
  const response = await fetch(`/assets/configs/app_config.json?${query.toString()}`);
  if (!response.ok) throw new Error(`The configuration could not be loaded (${response.status})`);
  loaded = withDefaults(await response.json());
  return loaded;
}

/** The configuration the page came with (inlined by the server), or the server's own when it renders a page. */
export function setAppConfig(value: unknown): AppConfig {
  loaded = withDefaults(value);
  return loaded;
}

const listeners = new Set<() => void>();

/** Called when the configuration changes in the page (the settings screen saved the firm's details or brand). */
export function subscribeAppConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings screen's saved values, shown at once in this tab (theme, header, footer). */
export function updateAppConfig(change: Partial<AppConfig>): void {
  if (!loaded) return;
  loaded = { ...loaded, ...change };
  for (const listener of listeners) listener();
}

export function getAppConfig(): AppConfig {
  if (!loaded) throw new Error('loadAppConfig() has not run');
  return loaded;
}
