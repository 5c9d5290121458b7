import { appConfig, type AppConfig } from '../../shared/schemas/app-config.ts';
import { DEFAULT_APP_VERSION } from '../../shared/constants.ts';

/** Build-time settings: the app version sent with the configuration request, and whether to bust caches. */
export const APP_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? DEFAULT_APP_VERSION;
export const CACHE_BUSTING = import.meta.env.VITE_CACHE_BUSTING === 'true';

let loaded: AppConfig | undefined;

/** Loads assets/configs/app_config.json once, at start (spec section 1: version query, optional random query). */
export async function loadAppConfig(): Promise<AppConfig> {
  const query = new URLSearchParams({ version: APP_VERSION });
  if (CACHE_BUSTING) query.set('random', String(Math.random()));
  const response = await fetch(`/assets/configs/app_config.json?${query.toString()}`);
  if (!response.ok) throw new Error(`The configuration could not be loaded (${response.status})`);
  loaded = appConfig.parse(await response.json());
  return loaded;
}

export function getAppConfig(): AppConfig {
  if (!loaded) throw new Error('loadAppConfig() has not run');
  return loaded;
}
