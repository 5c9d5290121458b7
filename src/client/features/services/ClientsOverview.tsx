import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useServices } from './api.ts';
import { ServiceCards } from './ServiceCards.tsx';
import { TalentLinks } from './TalentLinks.tsx';
import { Loading } from '../../components/Loading.tsx';

const STEPS = ['brief', 'search', 'shortlist', 'followUp'] as const;

/** The clients' page without a service: how we work, the services, and the ways to a talent. */
export function ClientsOverview() {
  const { t } = useTranslation();
  const services = useServices();
  return (
    <Stack gap={48}>
      <PageIntro title={t('menu.forClients')} lead={t('forClients.lead')} />
      <Stack gap="md">
        <Title order={2}>{t('forClients.howTitle')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {STEPS.map((step) => (
            <Card key={step} withBorder padding="lg">
              <Title order={3} size="h5">
                {t(`forClients.steps.${step}.title`)}
              </Title>
              <Text size="sm" mt={6}>
                {t(`forClients.steps.${step}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="md">
        <Title order={2}>{t('forClients.servicesTitle')}</Title>
        {services.isPending ? <Loading /> : null}
        {services.isError ? <Text c="red.8">{t('services.error')}</Text> : null}
        {services.data ? <ServiceCards services={services.data} headingLevel={3} /> : null}
      </Stack>
      <TalentLinks />
    </Stack>
  );
}
