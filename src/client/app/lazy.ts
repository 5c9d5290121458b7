import type { ComponentType } from 'react';

/** A route module loaded on demand: its default export is the page. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Route handle: the i18n key of the menu label that names the page (spec: page title from the menu label). */
export interface RouteHandle {
  titleKey: string;
  /** The home section a company route scrolls to. */
  anchor?: string;
}
