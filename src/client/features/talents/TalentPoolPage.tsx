import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIntro } from '../../components/PageIntro.tsx';
import { TalentRequestForm } from './TalentRequestForm.tsx';

/** talentPool: a client tells us which talent they need. */
export default function TalentPoolPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageIntro title={t('talents.pool.title')} lead={t('talents.pool.lead')} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <TalentRequestForm />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="lg" radius="md" bg="gray.0">
              <Title order={2} size="h4">
                {t('forClients.howTitle')}
              </Title>
              {(['brief', 'search', 'shortlist', 'followUp'] as const).map((step) => (
                <Text key={step} size="sm" mt="xs">
                  <strong>{t(`forClients.steps.${step}.title`)}</strong> {t(`forClients.steps.${step}.text`)}
                </Text>
              ))}
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Text size="sm">{t('talents.pool.profilesText')}</Text>
              <Anchor component={Link} to="/profiles" fw={600} size="sm">
                {t('talents.pool.profilesLink')}
              </Anchor>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
