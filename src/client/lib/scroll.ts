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
