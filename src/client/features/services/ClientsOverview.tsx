import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../../lib/site-content.tsx';
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
  const content = useSiteContent();
  // A step without its title is left out, and the whole "how we work" with the last one.
  const steps = STEPS.filter((step) => content.text(`forClients.steps.${step}.title`));
  return (
    <Stack gap={48}>
      <PageIntro title={t('menu.forClients')} leadKey="forClients.lead" />
      {steps.length > 0 ? (
        <Stack gap="md">
          {content.text('forClients.howTitle') ? (
            <Title order={2} {...content.attrs('forClients.howTitle')}>
              {content.text('forClients.howTitle')}
            </Title>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            {steps.map((step) => (
              <Card key={step} withBorder padding="lg">
                <Title order={3} size="h5" {...content.attrs(`forClients.steps.${step}.title`)}>
                  {content.text(`forClients.steps.${step}.title`)}
                </Title>
                <Text size="sm" mt={6} {...content.attrs(`forClients.steps.${step}.text`)}>
                  {content.text(`forClients.steps.${step}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
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
