import { SCROLL_ANIMATION_MS } from '../../shared/constants.ts';

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** In-page scrolling, animated over 1500 ms (docs/spec/product-spec.md#2-screens-and-routes); instant for visitors who prefer reduced motion. */
export function animateScrollTo(top: number, duration = SCROLL_ANIMATION_MS): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, top);
    return;
  }
  const start = window.scrollY;
  const startedAt = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, start + (top - start) * easeInOut(t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Scrolls to the element with this id once it is on the page (content may still be loading). */
export function scrollToAnchor(id: string, duration = SCROLL_ANIMATION_MS): void {
  let tries = 0;
  const attempt = () => {
    const el = document.getElementById(id);
    if (el) {
      animateScrollTo(el.getBoundingClientRect().top + window.scrollY - 72, duration);
      el.focus({ preventScroll: true });
    } else if (tries++ < 60) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * React Router saves scroll positions per history entry key, but an entry opened by a full page load (a typed URL,
 * a link from another site) has no key: all such entries share "default", so a new page opened where another one
 * had been left. Giving the entry its own key, as the router does for its own navigations, makes a new page start
 * at the top (or its anchor), while coming back to this entry still restores its own position. Call it before the
 * router is created.
 */
export function keyHistoryEntry(): void {
  const state: unknown = window.history.state;
  if (state !== null && typeof state === 'object' && 'key' in state) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(state ?? {}), key }, '');
}
