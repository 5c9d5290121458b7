import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useServices } from './api.ts';
import { ServiceCards } from './ServiceCards.tsx';
import { Loading } from '../../components/Loading.tsx';

/** What we do: the services from the database, in the visitor's language. */
export default function ServicesPage() {
  const { t } = useTranslation();
  const services = useServices();
  return (
    <Stack gap="lg">
      <PageIntro title={t('menu.services')} leadKey="pages.services.lead" />
      {services.isPending ? <Loading /> : null}
      {services.isError ? (
        <Text role="alert" c="red.8">
          {t('services.error')}
        </Text>
      ) : null}
      {services.data?.length === 0 ? <Text>{t('services.empty')}</Text> : null}
      {services.data?.length ? <ServiceCards services={services.data} /> : null}
      <Button component={Link} to="/contact" variant="light" style={{ alignSelf: 'flex-start' }}>
        {t('services.askUs')}
      </Button>
    </Stack>
  );
}
