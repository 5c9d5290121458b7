import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A section of the home page. Its id is the anchor the company routes scroll to; it takes the focus after the
 * scroll, so keyboard and screen-reader users land there too.
 */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 80, outline: 'none' }}>
      <Stack gap="md">
        <Stack gap={4} maw={760}>
          <Title order={2} id={`${id}-title`}>
            {title}
          </Title>
          <Text size="lg" c="gray.7">
            {lead}
          </Text>
        </Stack>
        {children}
      </Stack>
    </section>
  );
}
