import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../../lib/site-content.tsx';
import { Notice } from '../../components/Notice.tsx';
import { Link } from 'react-router';
import { useLanguage } from '../../components/localized.ts';
import { serviceText, useService } from './api.ts';
import { TalentLinks } from './TalentLinks.tsx';
import { Loading } from '../../components/Loading.tsx';

export function ServiceDetails({ id }: { id: number }) {
  const { t } = useTranslation();
  const content = useSiteContent();
  const lang = useLanguage();
  const service = useService(id);
  const back = (
    <Anchor component={Link} to="/for-clients" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('forClients.allServices')}
      </Group>
    </Anchor>
  );
  if (service.isPending) return <Loading />;
  if (service.isError) {
    return (
      <Stack>
        {back}
        <Title order={1}>{t('menu.forClients')}</Title>
        <Notice color="orange" role="alert">
          {t('forClients.notFound')}
        </Notice>
      </Stack>
    );
  }
  const text = serviceText(service.data, lang);
  return (
    <Stack gap="xl">
      {back}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Title order={1}>{text.title}</Title>
            <Text size="lg" c="gray.7">
              {text.description}
            </Text>
            <Title order={2} size="h3">
              {t('forClients.detailsTitle')}
            </Title>
            {text.details
              .split(/\n+/)
              .filter(Boolean)
              .map((paragraph, i) => (
                <Text key={i}>{paragraph}</Text>
              ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              {content.text('forClients.contactText') ? (
                <Text fw={600} {...content.attrs('forClients.contactText')}>
                  {content.text('forClients.contactText')}
                </Text>
              ) : null}
              <Button
                component={Link}
                to={`/contact?service=${service.data.id}`}
                leftSection={<IconMail size={18} aria-hidden />}
              >
                {t('forClients.contactCta')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <TalentLinks />
    </Stack>
  );
}
