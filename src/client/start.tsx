import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { App, createQueryClient } from './app/App.tsx';
import { FormPostContext } from './components/form-post.ts';
import { PAGE_STATE_ID, restoredQueries, type PageState } from './app/page-state.ts';
import { appRoutes, createAppRouter } from './app/router.tsx';
import { loadAppConfig, setAppConfig } from './lib/config.ts';
import { keepEarlyInput } from './lib/early-input.ts';
import { completeCatalog, followVisitorLanguage, initI18n } from './lib/i18n.ts';
import { keyHistoryEntry } from './lib/scroll.ts';
import { replayHeldClicks } from './lib/start-on-intent.ts';

const container = document.getElementById('root')!;
const stateScript = document.getElementById(PAGE_STATE_ID);
const page = stateScript ? (JSON.parse(stateScript.textContent ?? '') as PageState) : undefined;

/** The page's route modules, loaded before the first render so that it renders the page the server did. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }
}

/** The admin area (and any page the server did not render): the browser renders it alone. */
async function render(): Promise<void> {
  await Promise.all([loadAppConfig(), initI18n()]);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter(appRoutes)} />
      </App>
    </StrictMode>,
  );
}

/** A page the server rendered: the browser takes it over from the state it carries, asking nothing again. */
async function hydratePage(state: PageState): Promise<void> {
  const queryClient = createQueryClient(true);
  const afterHydration = createQueryClient().getDefaultOptions();
  let typeEarlyInputAgain = () => {};
  const onHydrated = () => {
    typeEarlyInputAgain();
    replayHeldClicks();
    queryClient.setDefaultOptions(afterHydration);
    // For tests and tools: the page is now the app's.
    container.dataset.hydrated = 'true';
    followVisitorLanguage();
    completeCatalog().catch((err: unknown) => console.error('The translations could not load', err));
  };
  setAppConfig(state.config);
  hydrate(queryClient, restoredQueries(state.queries, Date.now()));
  await Promise.all([initI18n(state), loadMatchedRoutes(appRoutes)]);
  typeEarlyInputAgain = keepEarlyInput(container);
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page, so a tap or a scroll during it is not kept waiting.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FormPostContext.Provider value={state.formPost}>
          <App queryClient={queryClient} onHydrated={onHydrated}>
            <RouterProvider router={createAppRouter(appRoutes)} />
          </App>
        </FormPostContext.Provider>
      </StrictMode>,
    );
  });
}

/** The app in the page: it takes a server-rendered page over, or renders any other (main.tsx loads this). */
export function startApp(): void {
  keyHistoryEntry();
  (page ? hydratePage(page) : render()).catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    if (page) console.error('The page could not start', err);
    else createRoot(container).render(<p role="alert">The site could not start: {message}</p>);
  });
}
