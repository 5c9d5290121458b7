import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSiteContent } from '../lib/site-content.tsx';

/**
 * A page's heading and lead paragraph: `lead`, or the firm's text `leadKey` (site content, marked with its language
 * when it is not the page's; left out when the firm left it empty).
 */
export function PageIntro({
  title,
  lead: given,
  leadKey,
  children,
}: {
  title: string;
  lead?: string;
  leadKey?: string;
  children?: ReactNode;
}) {
  const content = useSiteContent();
  const lead = leadKey ? content.text(leadKey) : given;
  return (
    <Stack gap="xs" mb="xl" maw={760}>
      <Title order={1}>{title}</Title>
      {lead ? (
        <Text size="lg" c="gray.7" {...(leadKey ? content.attrs(leadKey) : {})}>
          {lead}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
