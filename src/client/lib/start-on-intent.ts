/**
 * A server-rendered page is a document first: it reads, scrolls and follows its links without the app. The app's
 * code (React, the router, Mantine, the page's module: about 150 kB compressed, a second or more of a phone's main
 * thread) runs once the visitor reaches for something only the app does, and not for every visit that only reads.
 * docs/decisions/0027, addendum of 2026-11-26.
 */

/** What a visitor does before using a menu, a button or a field: a touch, a press, the mouse over the page, a key. */
export const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

/** The elements clicked between the visitor's first move and the app taking the page over, in order. */
let held: Element[] | undefined;

/** Starts the app, once (set by `startOnIntent`). */
let begin = () => {};
/** Whether `begin` has run: it runs once, and the idle prefetch is skipped after it. */
let started = false;

/**
 * A click before the app has the page: a link is left to the browser (it loads the server's page); anything else
 * (a menu's button, a box, a label) has no handler yet, so the click is held and made again once it has. A click
 * with no move before it (a screen reader activating a button) starts the app too.
 */
function holdClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || target.closest('a[href]')) return;
  event.preventDefault();
  held?.push(target);
  begin();
}

/**
 * The app's files in the browser's cache while it is idle (`#app-code`, written by the server), so that the first
 * move waits for their evaluation only, not for the network; not when the visitor asked to save data, nor once the
 * app has started (its imports have fetched them: a prefetch then loaded each again from the cache). Prefetch
 * links, added in one go: a `fetch()` for each of the sixty files held a slowed phone's main thread for 240 ms.
 */
function prefetchWhenIdle(): void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  const files = JSON.parse(document.getElementById('app-code')?.textContent ?? '[]') as string[];
  if (saveData || !files.length) return;
  // At the latest two seconds after the load: a main thread that is never idle (a busy phone) still gets them.
  const whenIdle = (then: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 50);
  const prefetch = () => {
    if (started) return;
    const links = document.createDocumentFragment();
    for (const file of files) {
      const link = links.appendChild(document.createElement('link'));
      link.rel = 'prefetch';
      link.href = file;
    }
    document.head.append(links);
  };
  if (document.readyState === 'complete') whenIdle(prefetch);
  else addEventListener('load', () => whenIdle(prefetch), { once: true });
}

/** Set for the page the app itself loads (`loadPageOfTheApp`): the visitor is using the app already. */
const CONTINUED = 'hireframe.continued';

/** The app sends the visitor to another page by a full load (logout, an ended session): it starts there at once. */
export function loadPageOfTheApp(path: string): void {
  try {
    sessionStorage.setItem(CONTINUED, '1');
  } catch {
    // Storage refused: the page starts on the visitor's first move instead.
  }
  window.location.assign(path);
}

/**
 * Staff signed in (the session the app keeps in local storage): their user menu and the back-office's links show once
 * the app has the page, which the server, not knowing the session, cannot render. Their pages start at once. The key
 * is the spec's `isAdmin` (STORAGE_KEYS.isAdmin, read by lib/storage.ts's `session.isAdmin()`), written out here:
 * importing either module put it in every visitor's entry, 300 to 500 bytes more.
 */
function staffSignedIn(): boolean {
  try {
    return localStorage.getItem('isAdmin') === 'true';
  } catch {
    return false;
  }
}

function continued(): boolean {
  try {
    const set = sessionStorage.getItem(CONTINUED) !== null;
    sessionStorage.removeItem(CONTINUED);
    return set;
  } catch {
    return false;
  }
}

/**
 * Starts the app on the visitor's first move (main.tsx), holding the clicks made until it has the page; at once on
 * a page the app loaded itself, and for signed-in staff.
 */
export function startOnIntent(start: () => void): void {
  begin = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, begin, true);
    start();
  };
  held = [];
  addEventListener('click', holdClick, true);
  if (continued() || staffSignedIn()) return begin();
  for (const type of INTENT) addEventListener(type, begin, { capture: true, passive: true });
  prefetchWhenIdle();
}

/** Once the app has the page (start.tsx): the clicks it missed, made again on the same elements. */
export function replayHeldClicks(): void {
  removeEventListener('click', holdClick, true);
  const clicks = held ?? [];
  held = undefined;
  for (const target of clicks) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  }
}
