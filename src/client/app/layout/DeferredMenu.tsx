import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import type { HeaderMenuProps } from './HeaderMenu.tsx';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

const HeaderMenu = lazy(() => import('./HeaderMenu.tsx'));

/**
 * A header menu whose dropdown code (Mantine's Menu and its positioning library) stays out of the first load: the
 * target button shows at once, the menu is loaded when the browser is idle, and a click that comes first loads
 * it and opens it.
 */
export function DeferredMenu(props: Omit<HeaderMenuProps, 'defaultOpened'>) {
  const idle = useAfterFirstPaint();
  const [clicked, setClicked] = useState(false);
  const placeholder = cloneElement(props.target as ReactElement<{ onClick?: (e: MouseEvent) => void }>, {
    onClick: () => setClicked(true),
  });
  if (!idle && !clicked) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeaderMenu {...props} defaultOpened={clicked} />
    </Suspense>
  );
}
