import { Anchor, Card, Grid, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingFactory2,
  IconCheck,
  IconCode,
  IconHeartHandshake,
  IconMessageCircle,
  IconBuildingBank,
  IconSchool,
  IconUsersGroup,
  IconBuildingCommunity,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';
import { Section } from './Section.tsx';

export function AboutSection() {
  const { t } = useTranslation();
  return (
    <Section id="aboutus" title={t('home.aboutus.title')} lead={t('home.aboutus.lead')}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Text>{t('home.aboutus.p1')}</Text>
            <Text>{t('home.aboutus.p2')}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={24} radius="xl" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {(['local', 'specialist', 'followUp'] as const).map((key) => (
              <List.Item key={key}>{t(`home.aboutus.points.${key}`)}</List.Item>
            ))}
          </List>
        </Grid.Col>
      </Grid>
    </Section>
  );
}

const VALUES = [
  { key: 'people', icon: IconHeartHandshake },
  { key: 'honesty', icon: IconMessageCircle },
  { key: 'expertise', icon: IconSchool },
  { key: 'commitment', icon: IconUsersGroup },
] as const;

export function VisionSection() {
  const { t } = useTranslation();
  return (
    <Section id="ourVision" title={t('home.ourVision.title')} lead={t('home.ourVision.lead')}>
      <Text maw={760}>{t('home.ourVision.vision')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {VALUES.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" className={classes.card}>
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="sm">
              {t(`home.ourVision.values.${key}.title`)}
            </Title>
            <Text size="sm" mt={4}>
              {t(`home.ourVision.values.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const SECTORS = [
  { key: 'it', icon: IconCode },
  { key: 'finance', icon: IconBuildingBank },
  { key: 'engineering', icon: IconBuildingFactory2 },
  { key: 'business', icon: IconBuildingCommunity },
] as const;

export function ActivitySection() {
  const { t } = useTranslation();
  return (
    <Section id="ourActivity" title={t('home.ourActivity.title')} lead={t('home.ourActivity.lead')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SECTORS.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" className={classes.card}>
            <Stack gap={6}>
              <ThemeIcon size={40} radius="md" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`home.ourActivity.sectors.${key}.title`)}
              </Title>
              <Text size="sm">{t(`home.ourActivity.sectors.${key}.text`)}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text>{t('home.ourActivity.regions')}</Text>
      <Anchor component={Link} to="/services" fw={600}>
        {t('home.ourActivity.servicesLink')}
      </Anchor>
    </Section>
  );
}
