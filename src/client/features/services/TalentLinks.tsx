import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../../lib/site-content.tsx';
import { Link } from 'react-router';

/** Where a client goes next (talents, talent pool) and where a consultant joins (apply): docs/spec/product-spec.md#2-screens-and-routes. */
export function TalentLinks() {
  const { t } = useTranslation();
  const content = useSiteContent();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder padding="lg">
        <Title order={2} size="h4" {...content.attrs('forClients.talentsTitle')}>
          {content.text('forClients.talentsTitle') || t('forClients.profilesCta')}
        </Title>
        {content.text('forClients.talentsText') ? (
          <Text size="sm" mt="xs" {...content.attrs('forClients.talentsText')}>
            {content.text('forClients.talentsText')}
          </Text>
        ) : null}
        <Group mt="md" gap="sm">
          <Button component={Link} to="/profiles" variant="light">
            {t('forClients.profilesCta')}
          </Button>
          <Button component={Link} to="/talentPool" variant="light">
            {t('forClients.talentPoolCta')}
          </Button>
        </Group>
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" {...content.attrs('forClients.joinTitle')}>
          {content.text('forClients.joinTitle') || t('forClients.joinCta')}
        </Title>
        {content.text('forClients.joinText') ? (
          <Text size="sm" mt="xs" {...content.attrs('forClients.joinText')}>
            {content.text('forClients.joinText')}
          </Text>
        ) : null}
        <Group mt="md">
          <Button component={Link} to="/apply" variant="light">
            {t('forClients.joinCta')}
          </Button>
        </Group>
      </Card>
    </SimpleGrid>
  );
}
