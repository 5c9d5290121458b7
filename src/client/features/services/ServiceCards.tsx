import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Service } from '../../../shared/schemas/service.ts';
import { useLanguage } from '../../components/localized.ts';
import { serviceText } from './api.ts';

/** The services as cards, each leading to its page for clients. */
export function ServiceCards({ services, headingLevel = 2 }: { services: Service[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {services.map((service) => {
        const text = serviceText(service, lang);
        return (
          <Card key={service.id} withBorder padding="lg" style={{ display: 'flex', flexDirection: 'column' }}>
            <Title order={headingLevel} size="h4">
              {text.title}
            </Title>
            <Text size="sm" mt="xs" style={{ flex: 1 }}>
              {text.description}
            </Text>
            <Anchor component={Link} to={`/for-clients?id=${service.id}`} mt="md" fw={600} size="sm">
              {t('services.more', { title: text.title })}
            </Anchor>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
