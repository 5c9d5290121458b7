import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A light alert whose title is in the text colour: Mantine's light title colours fall short of WCAG AA contrast. */
export function Notice({
  color,
  title,
  children,
  ...rest
}: { color: 'orange' | 'green' | 'red'; title?: string; children: ReactNode } & Omit<AlertProps, 'color' | 'title'>) {
  return (
    <Alert
      color={color}
      variant="light"
      title={title}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      {...rest}
    >
      {children}
    </Alert>
  );
}
