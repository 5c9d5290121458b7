import { Grid, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro.tsx';

/** A page built around one form: its intro, the form in a panel, and side panels beside it (below on phones). */
export function FormPage({
  title,
  leadKey,
  aside,
  children,
}: {
  title: string;
  /** The page's lead: a text of the site content. */
  leadKey: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PageIntro title={title} leadKey={leadKey} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            {children}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">{aside}</Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A side panel of a form page; `muted` ones stand on grey. */
export function AsidePanel({ muted = false, children }: { muted?: boolean; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" bg={muted ? 'gray.0' : undefined}>
      {children}
    </Paper>
  );
}
