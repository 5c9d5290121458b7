import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading and lead paragraph. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Stack gap="xs" mb="xl" maw={760}>
      <Title order={1}>{title}</Title>
      {lead ? (
        <Text size="lg" c="gray.7">
          {lead}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
