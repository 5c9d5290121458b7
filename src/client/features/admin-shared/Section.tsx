import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled card of a back-office page. It is a named region unless `landmark` is false
 * (the job form's cards were never regions, and screen readers should not hear them as such).
 */
export function Section({
  title,
  children,
  landmark = true,
}: {
  title: string;
  children: ReactNode;
  landmark?: boolean;
}) {
  const region = landmark ? ({ component: 'section', 'aria-label': title } as const) : {};
  return (
    <Paper withBorder p="md" radius="md" {...region}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
