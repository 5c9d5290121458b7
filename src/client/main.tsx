import './app/mantine-styles.ts';
import './app/global.css';

/**
 * The browser's entry. A page the server rendered is painted before the app's code is fetched and run: it would
 * otherwise take the bandwidth the rest of the HTML needs on a slow link (144 kB compressed), and its evaluation
 * (React, the router, Mantine and the rest: one task of 130-160 ms on a busy 2-core server, several times that on
 * a phone) comes before the first paint when the code is at hand as the HTML ends. Any other page (the admin
 * area) starts at once, its code preloaded (src/server/ssr/page-assets.ts). docs/decisions/0027, last addendum.
 */
const start = () =>
  import('./start.tsx')
    .then(({ startApp }) => startApp())
    .catch((err: unknown) => console.error('The site could not load', err));

// A server-rendered page carries its state (PAGE_STATE_ID of app/page-state.ts, written out here: that module
// imports the API client, which this entry is kept without).
if (document.getElementById('page-state')) {
  // After the frame being drawn (a timer set in an animation frame runs once it is painted), or a little later in a
  // tab in the background, where animation frames wait until it is shown.
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    void start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
} else {
  void start();
}
