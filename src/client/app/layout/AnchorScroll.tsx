import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { scrollToAnchor } from '../../lib/scroll.ts';
import type { RouteHandle } from '../lazy.ts';

/**
 * Anchors: `/#ourVision` and the company routes (`/visionValue`, whose handle names the anchor) scroll to their
 * section with the 1500 ms animation, also when the section is still loading.
 */
export function AnchorScroll() {
  const { hash, pathname, key } = useLocation();
  const matches = useMatches();
  const anchor = hash ? decodeURIComponent(hash.slice(1)) : (matches.at(-1)?.handle as RouteHandle | undefined)?.anchor;
  useEffect(() => {
    if (anchor) scrollToAnchor(anchor);
  }, [anchor, pathname, key]);
  return null;
}
