import { Anchor, Grid, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIntro } from '../../components/PageIntro.tsx';
import { SpontaneousApplicationForm } from './SpontaneousApplicationForm.tsx';

/** spontaneous: apply without a job in view. */
export default function SpontaneousPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageIntro title={t('spontaneous.title')} leadKey="pages.spontaneous.lead" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <SpontaneousApplicationForm />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" radius="md" bg="gray.0">
            <Text size="sm">{t('spontaneous.jobsText')}</Text>
            <Anchor component={Link} to="/jobs" fw={600} size="sm">
              {t('spontaneous.jobsLink')}
            </Anchor>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
