import type { ComponentType } from 'react';

/** A route module loaded on demand: its default export is the page. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The public pages' modules, each its own chunk (the admin area has its own routes: admin-routes.tsx). */
const publicPages = import.meta.glob<{ default: ComponentType }>([
  '../features/*/*Page.tsx',
  '!../features/admin-*/**',
]);

/**
 * A public page's module (`home/HomePage.tsx` for src/client/features/home/HomePage.tsx), loaded on demand. Its
 * route's handle names the file, by which the server finds in the build's manifest the style sheets to put in the
 * page it renders (src/server/ssr/page-assets.ts): so they come with the first paint, not after the page's script.
 */
export function publicPage(file: string) {
  const load = publicPages[`../features/${file}`];
  if (!load) throw new Error(`No public page module features/${file}`);
  return { lazy: page(load), module: `features/${file}` };
}

/** Route handle: the i18n key of the menu label that names the page (spec: page title from the menu label). */
export interface RouteHandle {
  titleKey: string;
  /** The home section a company route scrolls to. */
  anchor?: string;
  /** A public page's module under src/client (see `publicPage`). */
  module?: string;
}
