import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSiteContent } from '../../lib/site-content.tsx';

/**
 * A section of the home page. Its id is the anchor the company routes scroll to (in code: the firm edits the
 * words, not the anchors); it takes the focus after the scroll, so keyboard and screen-reader users land there too.
 * Its title and lead are the firm's texts (`{section}.title`, `{section}.lead`), the lead left out when empty.
 */
export function Section({ id, content: key, children }: { id: string; content: string; children: ReactNode }) {
  const content = useSiteContent();
  const lead = content.text(`${key}.lead`);
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 80, outline: 'none' }}>
      <Stack gap="md">
        <Stack gap={4} maw={760}>
          <Title order={2} id={`${id}-title`} {...content.attrs(`${key}.title`)} style={{ overflowWrap: 'anywhere' }}>
            {content.text(`${key}.title`)}
          </Title>
          {lead ? (
            <Text size="lg" c="gray.7" {...content.attrs(`${key}.lead`)}>
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </section>
  );
}
