import './app/mantine-styles.ts';
import './app/global.css';
import { followStoredLanguage } from './lib/page-language.ts';
import { startOnIntent } from './lib/start-on-intent.ts';
import { noteArrival } from './lib/arrival.ts';

/**
 * The browser's entry. A page the server rendered is the whole page already: the app's code (start.tsx: React, the
 * router, Mantine and the rest, 144 kB compressed) is fetched while the browser is idle and run on the visitor's
 * first move towards it (lib/start-on-intent.ts). Any other page (the admin area) starts at once, its code
 * preloaded (src/server/ssr/page-assets.ts). docs/decisions/0027, last addenda.
 */
const start = () =>
  import('./start.tsx')
    .then(({ startApp }) => startApp())
    .catch((err: unknown) => console.error('The site could not load', err));

// Where the visitor came from, noted before anything else: a click before the app starts leaves the page.
noteArrival();

// A server-rendered page carries its state (PAGE_STATE_ID of app/page-state.ts, written out here: that module
// imports the API client, which this entry is kept without).
// A page written in another language than the visitor's stored choice loads again in it (lib/page-language.ts).
if (followStoredLanguage()) {
  // being loaded again
} else if (document.getElementById('page-state')) startOnIntent(() => void start());
else void start();
