import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true once it has (and at once in a page
 * the browser renders alone): what only the browser knows (local storage) is read after the HTML has been matched.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
